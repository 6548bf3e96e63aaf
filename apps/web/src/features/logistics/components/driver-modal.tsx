import { driverCreateSchema, driverUpdateSchema, type Driver } from '@harvest/domain';
import { Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { fieldProps } from '../../../ui/field-props';
import { subjectFormDialog, type DoneProps } from '../../../ui/form-dialog';
import { FormModal } from '../../../ui/form-modal';
import { FormSelect } from '../../../ui/form-select';
import { LoadingState } from '../../../ui/loading-state';
import { notify } from '../../../ui/notifications/notify';
import { useApiFormSubmit } from '../../../ui/use-api-form-submit';
import { useDomainForm } from '../../../ui/use-domain-form';
import { useDriverCandidates } from '../api/get-drivers';
import { useSaveDriver } from '../api/save-driver';

interface NewDriverValues {
  profileId: string;
  driverNumber: string;
}

/** The licence number field's words and typing hints, the same when registering and when changing it. */
function useNumberProps() {
  const { t } = useTranslation();
  return {
    label: t('fleet.driverForm.driverNumber'),
    description: t('fleet.driverForm.driverNumberHint'),
    autoComplete: 'off',
    autoCapitalize: 'characters',
    spellCheck: false,
  };
}

/** Registers a team member of the driver group with their driving licence number (§3 Driver). */
function NewDriverForm({ onDone }: DoneProps) {
  const { t } = useTranslation();
  const save = useSaveDriver();
  const numberProps = useNumberProps();
  const candidates = useDriverCandidates();
  const open = (candidates.data ?? []).filter((candidate) => !candidate.registered);
  const form = useDomainForm(driverCreateSchema, (values: NewDriverValues) => values, {
    defaultValues: { profileId: open[0]?.profileId ?? '', driverNumber: '' },
  });
  const { modalForm } = useApiFormSubmit(form, ['profileId', 'driverNumber'], async (body) => {
    const saved = await save.mutateAsync({ id: null, body });
    notify({ message: t('fleet.saved', { name: saved.name }), position: 'floating' });
    onDone();
  });
  if (candidates.isPending) return <LoadingState />;
  if (open.length === 0) return <Text>{t('fleet.driverForm.noCandidates')}</Text>;
  return (
    <FormModal.Form {...modalForm} submitLabel={t('fleet.driverForm.save')}>
      <FormSelect
        control={form.control}
        name="profileId"
        label={t('fleet.driverForm.person')}
        data={open.map((candidate) => ({
          value: candidate.profileId,
          label: `${candidate.name} (${candidate.email})`,
        }))}
        allowDeselect={false}
      />
      <TextInput data-autofocus {...numberProps} {...fieldProps(form, 'driverNumber')} />
    </FormModal.Form>
  );
}

function DriverNumberForm({ driver, onDone }: DoneProps & { driver: Driver }) {
  const { t } = useTranslation();
  const save = useSaveDriver();
  const numberProps = useNumberProps();
  const form = useDomainForm(driverUpdateSchema, (values: { driverNumber: string }) => values, {
    defaultValues: { driverNumber: driver.driverNumber },
  });
  const { modalForm } = useApiFormSubmit(form, ['driverNumber'], async (body) => {
    await save.mutateAsync({ id: driver.id, body });
    notify({ message: t('fleet.saved', { name: driver.name }), position: 'floating' });
    onDone();
  });
  return (
    <FormModal.Form {...modalForm} submitLabel={t('fleet.driverForm.save')}>
      <TextInput data-autofocus {...numberProps} {...fieldProps(form, 'driverNumber')} />
    </FormModal.Form>
  );
}

function DriverForm({ driver, onDone }: DoneProps & { driver: Driver | 'new' }) {
  return driver === 'new' ? <NewDriverForm onDone={onDone} /> : <DriverNumberForm driver={driver} onDone={onDone} />;
}

/** Registers a driver, or changes a driver's number. */
export const DriverModal = subjectFormDialog('driver', DriverForm, (t, { driver }) =>
  driver === 'new' || driver === null
    ? t('fleet.driverForm.addTitle')
    : t('fleet.driverForm.editTitle', { name: driver.name }),
);

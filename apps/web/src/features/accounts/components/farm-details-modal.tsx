import {
  ASSURANCE_SCHEMES,
  ASSURANCE_STATUSES,
  farmDetailsSchema,
  type BusinessUnit,
  type FarmDetails,
  type ModalName,
} from '@harvest/domain';
import { TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useApiFormSubmit } from '../../../ui/use-api-form-submit';
import { useUpdateBusinessUnit } from '../api/update-business-unit';
import { domainResolver } from '../../../lib/forms/domain-resolver';
import { optionalText } from './organisation-form-resolver';
import { notify } from '../../../ui/notifications/notify';
import { FormModal } from '../../../ui/form-modal';
import { BusinessModalForm } from './business-modal-form';
import { FormSelect } from '../../../ui/form-select';
import { fieldProps } from '../../../ui/field-props';

/** The modal's name in the `action` query value (spec platform §2). */
export const FARM_DETAILS_MODAL = 'farm-details' satisfies ModalName;

type AssuranceScheme = (typeof ASSURANCE_SCHEMES)[number];
type AssuranceStatus = (typeof ASSURANCE_STATUSES)[number];

interface FarmDetailsValues {
  holdingNumber: string;
  /** '' for none. */
  assuranceScheme: AssuranceScheme | '';
  membershipNumber: string;
  /** '' for not stated. */
  assuranceStatus: AssuranceStatus | '';
  /** yyyy-mm-dd, '' for no end date on record. */
  assuranceValidUntil: string;
}

const API_FIELDS = [
  'holdingNumber',
  'assuranceScheme',
  'membershipNumber',
  'assuranceStatus',
  'assuranceValidUntil',
] as const;

function toBody(values: FarmDetailsValues) {
  return {
    holdingNumber: optionalText(values.holdingNumber),
    assuranceScheme: values.assuranceScheme || undefined,
    membershipNumber: optionalText(values.membershipNumber),
    assuranceStatus: values.assuranceStatus || undefined,
    assuranceValidUntil: values.assuranceValidUntil || undefined,
  };
}

interface FarmDetailsModalProps {
  opened: boolean;
  onClose: () => void;
  organisationId: string;
  unit: BusinessUnit | null;
}

/** A farm's holding number and assurance membership (Red Tractor 00/000/0000, Scottish F123456) and its status. */
export function FarmDetailsModal({ opened, onClose, organisationId, unit }: FarmDetailsModalProps) {
  const { t } = useTranslation();
  return (
    <FormModal opened={opened && unit !== null} onClose={onClose} title={t('businessSetup.farm.title')}>
      {unit && <FarmDetailsForm key={unit.id} unit={unit} organisationId={organisationId} onDone={onClose} />}
    </FormModal>
  );
}

function FarmDetailsForm({
  unit,
  organisationId,
  onDone,
}: {
  unit: BusinessUnit;
  organisationId: string;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const update = useUpdateBusinessUnit(organisationId);
  const form = useForm<FarmDetailsValues, unknown, FarmDetails>({
    resolver: domainResolver(farmDetailsSchema, toBody),
    defaultValues: {
      holdingNumber: unit.farmDetails?.holdingNumber ?? '',
      assuranceScheme: unit.farmDetails?.assuranceScheme ?? '',
      membershipNumber: unit.farmDetails?.membershipNumber ?? '',
      assuranceStatus: unit.farmDetails?.assuranceStatus ?? '',
      assuranceValidUntil: unit.farmDetails?.assuranceValidUntil ?? '',
    },
  });

  const { formError, onSubmit } = useApiFormSubmit(form, API_FIELDS, async (farmDetails) => {
    await update.mutateAsync({ id: unit.id, patch: { farmDetails } });
    notify({ message: t('accounts.settingsSaved'), position: 'floating' });
    onDone();
  });

  return (
    <BusinessModalForm onSubmit={onSubmit} error={formError} pending={form.formState.isSubmitting} onCancel={onDone}>
      <TextInput
        label={t('businessSetup.farm.holdingNumber')}
        autoComplete="off"
        data-autofocus
        {...fieldProps(form, 'holdingNumber')}
      />
      <FormSelect
        control={form.control}
        name="assuranceScheme"
        label={t('businessSetup.farm.assuranceScheme')}
        data={[
          { value: '', label: t('businessSetup.farm.noScheme') },
          ...ASSURANCE_SCHEMES.map((scheme) => ({ value: scheme, label: t(`businessSetup.farm.schemes.${scheme}`) })),
        ]}
        allowDeselect={false}
      />
      <TextInput
        label={t('businessSetup.farm.membershipNumber')}
        description={t('businessSetup.farm.membershipFormat')}
        autoComplete="off"
        {...fieldProps(form, 'membershipNumber')}
      />
      <FormSelect
        control={form.control}
        name="assuranceStatus"
        label={t('businessSetup.farm.assuranceStatus')}
        data={[
          { value: '', label: t('businessSetup.farm.noStatus') },
          ...ASSURANCE_STATUSES.map((status) => ({ value: status, label: t(`businessSetup.farm.statuses.${status}`) })),
        ]}
        allowDeselect={false}
      />
      <TextInput
        type="date"
        label={t('businessSetup.farm.assuranceValidUntil')}
        description={t('businessSetup.farm.assuranceValidUntilHint')}
        {...fieldProps(form, 'assuranceValidUntil')}
      />
    </BusinessModalForm>
  );
}

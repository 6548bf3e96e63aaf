import { movementCreateSchema, withMovementDate, type StockRecord, type Storage } from '@harvest/domain';
import { Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useUnits } from '../../../lib/format/use-units';
import { useWeightEntry } from '../../../lib/format/use-weight-entry';
import { useDomainForm } from '../../../ui/use-domain-form';
import { notify } from '../../../ui/notifications/notify';
import { FormSelect } from '../../../ui/form-select';
import { FormNumberInput } from '../../../ui/form-number-input';
import { useApiFormSubmit } from '../../../ui/use-api-form-submit';
import { useMovementConflicts } from '../api/check-movement-conflicts';
import { ConflictsNotice } from './conflicts-notice';
import { useLotDescription } from './lot-label';
import { useCreateMovement } from '../api/create-movement';
import { FormModal } from '../../../ui/form-modal';
import { formDialog, type DoneProps } from '../../../ui/form-dialog';
import { fieldProps } from '../../../ui/field-props';

interface MovementValues {
  date: string;
  recordId: string;
  destinationStorageId: string;
  quantity: number | '';
  reference: string;
}

const API_FIELDS = ['destinationStorageId', 'recordId', 'date', 'reference'] as const;

/** How long the form waits after typing before asking the server about conflicts. */
const CONFLICT_CHECK_DELAY_MS = 400;

interface MovementFormProps extends DoneProps {
  records: StockRecord[];
  storages: Storage[];
  /** The record to move from, when the move starts from one. */
  recordId: string | null;
  today: string;
}

/** Moves part or all of a record to another store or field, showing the conflicts as the person types. */
export const MovementModal = formDialog(MovementForm, (t) => t('inventoryScreens.movementForm.title'));

function MovementForm({ onDone, records, storages, recordId, today }: MovementFormProps) {
  const { t } = useTranslation();
  const create = useCreateMovement();
  const units = useUnits();
  const lot = useLotDescription();
  const weight = useWeightEntry();
  const [dateCleared, setDateCleared] = useState(false);
  const toBody = (values: MovementValues) => {
    const quantityKg = values.quantity === '' ? Number.NaN : weight.toKg(values.quantity);
    return {
      type: 'internal' as const,
      status: 'complete' as const,
      sources: [{ recordId: values.recordId, quantityKg }],
      destinationStorageId: values.destinationStorageId,
      quantityKg,
      startDate: values.date,
      reference: values.reference.trim() || null,
    };
  };
  const form = useDomainForm(movementCreateSchema, toBody, {
    fieldOf: (field) => {
      if (field.startsWith('sources.') && field.endsWith('recordId')) return 'recordId';
      if (field === 'quantityKg' || field.startsWith('sources.')) return 'quantity';
      return field === 'startDate' ? 'date' : field;
    },
    defaultValues: { date: today, recordId: recordId ?? '', destinationStorageId: '', quantity: '', reference: '' },
  });
  const { errors } = form.formState;
  const values = useWatch({ control: form.control });
  const source = records.find((record) => record.id === values.recordId);
  const draftBody = movementCreateSchema.safeParse(toBody({ ...form.getValues(), ...values } as MovementValues));
  const [draft] = useDebouncedValue(draftBody.success ? draftBody.data : null, CONFLICT_CHECK_DELAY_MS);
  const conflicts = useMovementConflicts(draft);

  const changeDate = (date: string) => {
    const current = form.getValues();
    const next = withMovementDate(
      {
        date: current.date,
        sourceIds: current.recordId ? [current.recordId] : [],
        destinationId: current.destinationStorageId || null,
      },
      date,
    );
    form.setValue('date', date);
    if (next.sourceIds.length === 0 && (current.recordId || current.destinationStorageId)) {
      form.setValue('recordId', '');
      form.setValue('destinationStorageId', '');
      setDateCleared(true);
    }
  };

  const { modalForm } = useApiFormSubmit(form, API_FIELDS, async (body) => {
    await create.mutateAsync(body);
    notify({ message: t('inventoryScreens.movementForm.saved'), position: 'floating' });
    onDone();
  });

  const found = conflicts.data ?? [];
  return (
    <FormModal.Form
      {...modalForm}
      submitLabel={t('inventoryScreens.movementForm.save')}
      submitDisabled={found.length > 0}
    >
      <TextInput
        type="date"
        label={t('inventoryScreens.movementForm.date')}
        value={values.date ?? ''}
        onChange={(event) => changeDate(event.currentTarget.value)}
        error={errors.date?.message}
      />
      {dateCleared && (
        <Text size="sm" role="status" c="dimmed">
          {t('inventoryScreens.movementForm.dateChanged')}
        </Text>
      )}
      <FormSelect
        control={form.control}
        name="recordId"
        label={t('inventoryScreens.movementForm.from')}
        data={records
          .filter((record) => record.quantityKg > 0)
          .map((record) => ({
            value: record.id,
            label: lot(record).line,
          }))}
        onChosen={() => {
          setDateCleared(false);
        }}
        description={
          source
            ? t('inventoryScreens.movementForm.available', { quantity: units.weight(source.quantityKg) })
            : undefined
        }
      />
      <FormSelect
        control={form.control}
        name="destinationStorageId"
        label={t('inventoryScreens.movementForm.to')}
        data={storages
          .filter((storage) => storage.id !== source?.storageId)
          .map((storage) => ({ value: storage.id, label: storage.name }))}
        onChosen={() => {
          setDateCleared(false);
        }}
      />
      <FormNumberInput
        control={form.control}
        name="quantity"
        label={t('inventoryScreens.movementForm.quantity', { unit: weight.symbol })}
        decimalScale={3}
      />
      <TextInput
        label={t('inventoryScreens.movementForm.reference')}
        autoComplete="off"
        {...fieldProps(form, 'reference')}
      />
      <ConflictsNotice checking={draft !== null} check={conflicts} form="inventoryScreens.movementForm" />
    </FormModal.Form>
  );
}

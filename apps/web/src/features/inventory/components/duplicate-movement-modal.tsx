import { movementDuplicateSchema, type Movement } from '@harvest/domain';
import { NumberInput, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUnits } from '../../../lib/format/use-units';
import { notify } from '../../../ui/notifications/notify';
import { useDuplicateMovement } from '../api/duplicate-movement';
import { FormModal } from '../../../ui/form-modal';
import { mutationFormState, subjectFormDialog, type DoneProps } from '../../../ui/form-dialog';

/**
 * Plans copies of a movement (spec §5): the API refuses more copies than the sources can bear with 'There is only
 * enough inventory to duplicate this movement {count} times', shown here as it answers.
 */
export const DuplicateMovementModal = subjectFormDialog('movement', DuplicateForm, (t) =>
  t('inventoryScreens.movements.duplicateTitle'),
);

function DuplicateForm({ movement, onDone }: DoneProps & { movement: Movement }) {
  const { t } = useTranslation();
  const units = useUnits();
  const duplicate = useDuplicateMovement();
  const [copies, setCopies] = useState<number | ''>(1);
  const [date, setDate] = useState(movement.startDate);
  const body = movementDuplicateSchema.safeParse({ copies: copies === '' ? Number.NaN : copies, startDate: date });
  const fieldError = (field: string) =>
    body.success ? undefined : body.error.issues.find((issue) => issue.path[0] === field)?.message;

  const submit = () => {
    if (!body.success) return;
    duplicate.mutate(
      { id: movement.id, ...body.data },
      {
        onSuccess: (made) => {
          notify({ message: t('inventoryScreens.movements.duplicated', { count: made.length }), position: 'floating' });
          onDone();
        },
      },
    );
  };

  return (
    <FormModal.Form
      onSubmit={submit}
      {...mutationFormState(duplicate)}
      submitLabel={t('inventoryScreens.movements.duplicateSave')}
      submitDisabled={!body.success}
    >
      <NumberInput
        label={t('inventoryScreens.movements.copies')}
        description={t('inventoryScreens.movements.copiesHint', { quantity: units.weight(movement.quantityKg) })}
        min={1}
        max={50}
        allowDecimal={false}
        value={copies}
        onChange={(value) => setCopies(typeof value === 'number' ? value : '')}
        error={copies === '' ? undefined : fieldError('copies')}
      />
      <TextInput
        type="date"
        label={t('inventoryScreens.movements.duplicateDate')}
        value={date}
        onChange={(event) => setDate(event.currentTarget.value)}
        error={fieldError('startDate')}
      />
      <Text size="sm" c="dimmed">
        {t(`inventoryScreens.movements.types.${movement.type}`)} · {units.weight(movement.quantityKg)}
      </Text>
    </FormModal.Form>
  );
}

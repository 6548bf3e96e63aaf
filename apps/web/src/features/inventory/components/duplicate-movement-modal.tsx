import { movementDuplicateSchema, type Movement } from '@harvest/domain';
import { Button, Group, NumberInput, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUnits } from '../../../lib/format/use-units';
import { FormAlert } from '../../../ui/form-alert';
import { notify } from '../../../ui/notifications/notify';
import { ResponsiveModal } from '../../../ui/responsive-modal';
import { useDuplicateMovement } from '../api/duplicate-movement';

interface DuplicateMovementModalProps {
  movement: Movement | null;
  onClose: () => void;
}

/**
 * Plans copies of a movement (spec §5): the API refuses more copies than the sources can bear with 'There is only
 * enough inventory to duplicate this movement {count} times', shown here as it answers.
 */
export function DuplicateMovementModal({ movement, onClose }: DuplicateMovementModalProps) {
  const { t } = useTranslation();
  return (
    <ResponsiveModal
      opened={movement !== null}
      onClose={onClose}
      title={t('inventoryScreens.movements.duplicateTitle')}
    >
      {movement && <DuplicateForm key={movement.id} movement={movement} onDone={onClose} />}
    </ResponsiveModal>
  );
}

function DuplicateForm({ movement, onDone }: { movement: Movement; onDone: () => void }) {
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
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Stack gap="md">
        <FormAlert message={duplicate.isError ? duplicate.error.message : null} />
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
        <Group justify="flex-end">
          <Button type="submit" loading={duplicate.isPending} disabled={!body.success}>
            {t('inventoryScreens.movements.duplicateSave')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

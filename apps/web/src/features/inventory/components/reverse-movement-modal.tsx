import { movementReverseSchema, type Movement } from '@harvest/domain';
import { Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCalendarDate } from '../../../lib/format/format-date-time';
import { useUnits } from '../../../lib/format/use-units';
import { FormModal } from '../../../ui/form-modal';
import { mutationFormState, subjectFormDialog, type DoneProps } from '../../../ui/form-dialog';
import { notify } from '../../../ui/notifications/notify';
import { useReverseMovement } from '../api/reverse-movement';

/**
 * Reversing a complete movement (issue 20): a correcting entry in the ledger puts the stock back where it was;
 * the movement and its lines stay, marked reversed, with the reason the person gives.
 */
export const ReverseMovementModal = subjectFormDialog('movement', ReverseForm, (t) =>
  t('inventoryScreens.movementActions.reverseTitle'),
);

function ReverseForm({ movement, onDone }: DoneProps & { movement: Movement }) {
  const { t } = useTranslation();
  const units = useUnits();
  const reverse = useReverseMovement();
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const body = movementReverseSchema.safeParse({ reason });

  const submit = () => {
    setTried(true);
    if (!body.success) return;
    reverse.mutate(
      { id: movement.id, ...body.data },
      {
        onSuccess: () => {
          notify({ message: t('inventoryScreens.movementActions.reversed'), position: 'floating' });
          onDone();
        },
      },
    );
  };

  return (
    <FormModal.Form
      onSubmit={submit}
      {...mutationFormState(reverse)}
      submitLabel={t('inventoryScreens.movementActions.reverseSave')}
      submitColour="red"
    >
      <Text size="sm">
        {t('inventoryScreens.movementActions.reverseBody', {
          type: t(`inventoryScreens.movements.types.${movement.type}`),
          quantity: units.weight(movement.quantityKg),
          date: formatCalendarDate(movement.startDate),
        })}
      </Text>
      <Textarea
        label={t('inventoryScreens.movementActions.reason')}
        description={t('inventoryScreens.movementActions.reasonHint')}
        required
        autosize
        minRows={2}
        maxLength={500}
        value={reason}
        onChange={(event) => setReason(event.currentTarget.value)}
        error={tried && !body.success ? body.error.issues[0]?.message : undefined}
      />
    </FormModal.Form>
  );
}

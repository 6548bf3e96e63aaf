import {
  actualDateIssue,
  holdingsAfter,
  movementCompleteSchema,
  sourcesForActual,
  type Movement,
} from '@harvest/domain';
import { Alert, List, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCalendarDate, todayOnDevice } from '../../../lib/format/format-date-time';
import { useUnits } from '../../../lib/format/use-units';
import { useWeightEntry } from '../../../lib/format/use-weight-entry';
import { FormModal } from '../../../ui/form-modal';
import { mutationFormState, subjectFormDialog, type DoneProps } from '../../../ui/form-dialog';
import { NumberInput } from '../../../ui/number-input';
import { notify } from '../../../ui/notifications/notify';
import { useCompleteMovement } from '../api/complete-movement';
import { useStorages } from '../api/get-storages';

/**
 * Completing a planned movement (issue 20): the day it actually moved and the weight actually moved, each the
 * planned one to start with, and what each store will hold after (the domain's holdingsAfter, the sums the API's
 * conflicts make). Nothing changes until the person commits; the API checks it again as things stand then.
 */
export const CompleteMovementModal = subjectFormDialog('movement', CompleteForm, (t) =>
  t('inventoryScreens.movementActions.completeTitle'),
);

function CompleteForm({ movement, onDone }: DoneProps & { movement: Movement }) {
  const { t } = useTranslation();
  const units = useUnits();
  const weight = useWeightEntry();
  const storages = useStorages();
  const complete = useCompleteMovement();
  const [date, setDate] = useState(movement.startDate);
  const [amount, setAmount] = useState<number | ''>(weight.fromKg(movement.quantityKg));
  const actualKg = amount === '' ? Number.NaN : weight.toKg(amount);
  const body = movementCompleteSchema.safeParse({ actualDate: date, actualQuantityKg: actualKg });
  const dateIssue = date ? actualDateIssue(date, todayOnDevice()) : null;
  const fieldError = (field: string) =>
    body.success ? undefined : body.error.issues.find((issue) => issue.path[0] === field)?.message;
  const after = body.success
    ? holdingsAfter(
        {
          quantityKg: actualKg,
          sources: sourcesForActual(movement.sources, actualKg),
          destinationStorageId: movement.destinationStorageId,
        },
        storages.data ?? [],
      )
    : [];

  const submit = () => {
    if (!body.success || dateIssue) return;
    complete.mutate(
      { id: movement.id, ...body.data },
      {
        onSuccess: () => {
          notify({ message: t('inventoryScreens.movements.completed'), position: 'floating' });
          onDone();
        },
      },
    );
  };

  return (
    <FormModal.Form
      onSubmit={submit}
      {...mutationFormState(complete)}
      submitLabel={t('inventoryScreens.movementActions.completeSave')}
      submitDisabled={!body.success || dateIssue !== null}
    >
      <Text size="sm">
        {t('inventoryScreens.movementActions.planned', {
          type: t(`inventoryScreens.movements.types.${movement.type}`),
          quantity: units.weight(movement.quantityKg),
          date: formatCalendarDate(movement.startDate),
        })}
      </Text>
      <TextInput
        type="date"
        label={t('inventoryScreens.movementActions.actualDate')}
        value={date}
        max={todayOnDevice()}
        onChange={(event) => setDate(event.currentTarget.value)}
        error={dateIssue ?? fieldError('actualDate')}
      />
      <NumberInput
        label={t('inventoryScreens.movementActions.actualQuantity', { unit: weight.symbol })}
        decimalScale={3}
        value={amount}
        onChange={(value) => setAmount(typeof value === 'number' ? value : '')}
        error={
          amount === '' ? t('inventoryScreens.movementActions.actualQuantityNeeded') : fieldError('actualQuantityKg')
        }
      />
      {after.length > 0 && (
        <div aria-live="polite">
          <Text size="sm" fw={500}>
            {t('inventoryScreens.movementActions.after')}
          </Text>
          <List size="sm">
            {after.map((each) => (
              <List.Item key={each.storageId}>
                {t('inventoryScreens.movementActions.holding', {
                  name: each.name,
                  before: units.weight(each.beforeKg),
                  after: units.weight(each.afterKg),
                })}
              </List.Item>
            ))}
          </List>
          {after.some((each) => each.overCapacity || each.belowNothing) && (
            <Alert color="red" variant="light" mt="xs">
              {after.map((each) =>
                each.overCapacity
                  ? t('inventoryScreens.movementActions.overCapacity', {
                      name: each.name,
                      capacity: units.weight(each.capacityKg ?? 0),
                    })
                  : each.belowNothing
                    ? t('inventoryScreens.movementActions.belowNothing', { name: each.name })
                    : null,
              )}
            </Alert>
          )}
        </div>
      )}
    </FormModal.Form>
  );
}

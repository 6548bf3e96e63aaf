import { actualDateIssue, deliveryDispatchSchema, type ContractView, type DeliveryView } from '@harvest/domain';
import { Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCalendarDate, todayOnDevice } from '../../../lib/format/format-date-time';
import { useUnits } from '../../../lib/format/use-units';
import { useWeightEntry } from '../../../lib/format/use-weight-entry';
import { subjectFormDialog, useFormSend, type DoneProps } from '../../../ui/form-dialog';
import { FormModal } from '../../../ui/form-modal';
import { NumberInput } from '../../../ui/number-input';
import { notify } from '../../../ui/notifications/notify';
import { useDispatchDelivery } from '../api/dispatch-delivery';
import { usePlacedIssues } from './use-placed-issues';

interface DispatchProps extends DoneProps {
  contract: ContractView;
  delivery: DeliveryView;
}

/**
 * The seller dispatches a planned delivery: the day it left (today, or the planned day once past; never ahead) and
 * the weight that left (the planned one to start with). Its movement completes and the store's stock falls.
 */
export const DispatchModal = subjectFormDialog('delivery', DispatchForm, (t) =>
  t('contracts.deliveries.dispatch.title'),
);

const FIELDS = ['actualDate', 'actualWeightKg'] as const;

function DispatchForm({ contract, delivery, onDone }: DispatchProps) {
  const { t } = useTranslation();
  const units = useUnits();
  const weight = useWeightEntry();
  const dispatch = useDispatchDelivery();
  const api = usePlacedIssues(FIELDS);
  const today = todayOnDevice();
  const [date, setDate] = useState(delivery.plannedDate < today ? delivery.plannedDate : today);
  const [amount, setAmount] = useState<number | ''>(weight.fromKg(delivery.plannedWeightKg));
  const body = deliveryDispatchSchema.safeParse({
    actualDate: date,
    actualWeightKg: amount === '' ? Number.NaN : weight.toKg(amount),
  });
  const schemaIssue = (field: (typeof FIELDS)[number]) =>
    body.success ? undefined : body.error.issues.find((issue) => issue.path[0] === field)?.message;
  const dateIssue = (date && actualDateIssue(date, today)) || schemaIssue('actualDate');
  const weightIssue = amount === '' ? t('contracts.deliveries.plan.weightNeeded') : schemaIssue('actualWeightKg');

  const { onSubmit, error, kept } = useFormSend(async () => {
    api.clear();
    if (!body.success || dateIssue) return;
    const sent = await api.sent(async () => {
      await dispatch.mutateAsync({ contractId: contract.id, deliveryId: delivery.id, body: body.data });
    });
    if (!sent) return;
    notify({ message: t('contracts.deliveries.dispatch.done'), position: 'floating' });
    onDone();
  });

  return (
    <FormModal.Form
      onSubmit={onSubmit}
      error={error}
      kept={kept}
      pending={dispatch.isPending}
      submitLabel={t('contracts.deliveries.dispatch.save')}
      submitDisabled={!body.success || Boolean(dateIssue)}
      intro={
        <Text size="sm">
          {t('contracts.deliveries.dispatch.body', {
            date: formatCalendarDate(delivery.plannedDate),
            weight: units.weight(delivery.plannedWeightKg),
          })}
        </Text>
      }
    >
      <TextInput
        type="date"
        label={t('contracts.deliveries.dispatch.date')}
        value={date}
        max={today}
        onChange={(event) => setDate(event.currentTarget.value)}
        error={dateIssue || api.issues.actualDate}
        required
        withAsterisk={false}
      />
      <NumberInput
        label={t('contracts.deliveries.dispatch.weight', { unit: weight.symbol })}
        decimalScale={3}
        min={0}
        value={amount}
        onChange={(value) => setAmount(typeof value === 'number' ? value : '')}
        error={weightIssue ?? api.issues.actualWeightKg}
        required
        withAsterisk={false}
      />
    </FormModal.Form>
  );
}

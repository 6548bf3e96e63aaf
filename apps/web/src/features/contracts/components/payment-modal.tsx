import { settlementPaymentSchema, type ContractView, type DeliveryView } from '@harvest/domain';
import { Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCalendarDate, todayOnDevice } from '../../../lib/format/format-date-time';
import { useUnits } from '../../../lib/format/use-units';
import { subjectFormDialog, useFormSend, type DoneProps } from '../../../ui/form-dialog';
import { FormModal } from '../../../ui/form-modal';
import { serverNow } from '../../../lib/server-clock/server-clock';
import { notify } from '../../../ui/notifications/notify';
import { useRecordPayment } from '../api/settle-delivery';
import { usePlacedIssues } from './use-placed-issues';

interface PaymentProps extends DoneProps {
  contract: ContractView;
  delivery: DeliveryView;
}

/**
 * The seller records the day a settled delivery's payment reached the bank (trading §4): the delivery is paid, and
 * the contract complete once every delivery is. Never ahead of today, never before the invoice date.
 */
export const PaymentModal = subjectFormDialog('delivery', PaymentForm, (t) => t('contracts.deliveries.payment.title'));

function PaymentForm({ contract, delivery, onDone }: PaymentProps) {
  const { t } = useTranslation();
  const units = useUnits();
  const pay = useRecordPayment();
  const api = usePlacedIssues(['receivedDate']);
  // The API's today (its clock may be ahead of the device's, or moved by a test clock): no date is after it.
  const today = todayOnDevice(new Date(serverNow()));
  const settlement = delivery.settlement;
  const [date, setDate] = useState(today);
  const body = settlementPaymentSchema.safeParse({ receivedDate: date });
  const dateIssue =
    date > today
      ? t('settlements.receivedDateFuture')
      : settlement && date && date < settlement.invoiceDate
        ? t('settlements.receivedBeforeInvoice', { date: formatCalendarDate(settlement.invoiceDate) })
        : body.success
          ? undefined
          : body.error.issues[0]?.message;

  const { onSubmit, error, kept } = useFormSend(async () => {
    api.clear();
    if (!body.success || dateIssue) return;
    const sent = await api.sent(async () => {
      await pay.mutateAsync({ contractId: contract.id, deliveryId: delivery.id, body: body.data });
    });
    if (!sent) return;
    notify({ message: t('contracts.deliveries.payment.done'), position: 'floating' });
    onDone();
  });

  return (
    <FormModal.Form
      onSubmit={onSubmit}
      error={error}
      kept={kept}
      pending={pay.isPending}
      submitLabel={t('contracts.deliveries.payment.save')}
      submitDisabled={!body.success || Boolean(dateIssue)}
      intro={
        settlement && (
          <Text size="sm">
            {t('contracts.deliveries.payment.intro', {
              reference: settlement.invoiceReference,
              total: units.money(settlement.totalMinor, settlement.currency),
              due: formatCalendarDate(settlement.dueDate),
            })}
          </Text>
        )
      }
    >
      <TextInput
        type="date"
        label={t('contracts.deliveries.payment.date')}
        value={date}
        min={settlement?.invoiceDate}
        max={today}
        onChange={(event) => setDate(event.currentTarget.value)}
        error={dateIssue || api.issues.receivedDate}
        required
        withAsterisk={false}
      />
    </FormModal.Form>
  );
}

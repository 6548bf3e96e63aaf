import { collectionReceiptRequired, tippedWeightSchema, type ContractView, type DeliveryView } from '@harvest/domain';
import { Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { subjectFormDialog, useFormSend, type DoneProps } from '../../../ui/form-dialog';
import { FormModal } from '../../../ui/form-modal';
import { notify } from '../../../ui/notifications/notify';
import { AttachedFile, type AttachedFileValue } from '../../../ui/weighbridge/attached-file';
import {
  useWeighbridgeWeights,
  WEIGHBRIDGE_WEIGHTS,
  WeighbridgeWeightInputs,
  type WeighbridgeWeight,
} from '../../../ui/weighbridge/weighbridge-weights';
import { useRecordTippedWeight } from '../api/record-tipped-weight';
import { usePlacedIssues } from './use-placed-issues';

interface TippedProps extends DoneProps {
  contract: ContractView;
  delivery: DeliveryView;
}

/**
 * The buyer records a delivery's tipped weight (trading §3, §4 'Delivered when tipped weight is recorded'): the
 * weighbridge's gross and tare, the net (gross less tare, worked out until the person types their own), the quantity
 * tipped, the ticket, and for an ex-farm trade the collection receipt. The delivery then reads delivered.
 */
export const TippedWeightModal = subjectFormDialog('delivery', TippedForm, (t) =>
  t('contracts.deliveries.tipped.title'),
);

/** Stands in for the ticket while it uploads, so the weights' own rules are checked on an otherwise whole body. */
const NO_TICKET_YET = '00000000-0000-4000-8000-000000000000';

function TippedForm({ contract, delivery, onDone }: TippedProps) {
  const { t } = useTranslation();
  const weights = useWeighbridgeWeights();
  const record = useRecordTippedWeight();
  const api = usePlacedIssues([...WEIGHBRIDGE_WEIGHTS, 'weighbridgeFileId', 'collectionReceiptFileId']);
  const receiptNeeded = collectionReceiptRequired(contract.haulage);
  const [tried, setTried] = useState(false);
  const [ticket, setTicket] = useState<AttachedFileValue>(null);
  const [receipt, setReceipt] = useState<AttachedFileValue>(null);
  const shared = contract.seller.organisationId ? { organisations: [contract.seller.organisationId] } : {};
  const body = tippedWeightSchema.safeParse({
    ...weights.kg,
    weighbridgeFileId: ticket?.id ?? NO_TICKET_YET,
    collectionReceiptFileId: receipt?.id ?? null,
  });
  const localIssue = (field: string) =>
    body.success ? undefined : body.error.issues.find((issue) => issue.path[0] === field)?.message;
  const issue = (field: WeighbridgeWeight | 'weighbridgeFileId' | 'collectionReceiptFileId') => {
    if (!tried) return api.issues[field];
    if (field === 'weighbridgeFileId' && !ticket) return t('contracts.deliveries.tipped.ticketNeeded');
    if (field === 'collectionReceiptFileId' && receiptNeeded && !receipt)
      return t('deliveries.collectionReceiptRequired');
    if (field !== 'weighbridgeFileId' && field !== 'collectionReceiptFileId' && weights.blank(field)) {
      return t('contracts.deliveries.tipped.weightNeeded');
    }
    return localIssue(field) ?? api.issues[field];
  };

  const { onSubmit, error, kept } = useFormSend(async () => {
    setTried(true);
    api.clear();
    if (!body.success || !ticket || (receiptNeeded && !receipt)) return;
    const sent = await api.sent(async () => {
      await record.mutateAsync({ contractId: contract.id, deliveryId: delivery.id, body: body.data });
    });
    if (!sent) return;
    notify({ message: t('contracts.deliveries.tipped.done'), position: 'floating' });
    onDone();
  });
  const attached = (name: string) => t('contracts.deliveries.tipped.attached', { name });

  return (
    <FormModal.Form
      onSubmit={onSubmit}
      error={error}
      kept={kept}
      pending={record.isPending}
      submitLabel={t('contracts.deliveries.tipped.save')}
      intro={<Text size="sm">{t('contracts.deliveries.tipped.intro')}</Text>}
    >
      <WeighbridgeWeightInputs
        weights={weights}
        label={(field, unit) => t(`contracts.deliveries.tipped.${field}`, { unit })}
        error={issue}
      />
      <AttachedFile
        label={t('contracts.deliveries.tipped.ticket')}
        buttonLabel={t('contracts.deliveries.tipped.uploadTicket')}
        fields={{ bucket: 'files', type: 'weighbridge', ...shared }}
        file={ticket}
        onChange={setTicket}
        attachedLabel={attached}
        error={issue('weighbridgeFileId')}
      />
      {receiptNeeded && (
        <AttachedFile
          label={t('contracts.deliveries.tipped.receipt')}
          buttonLabel={t('contracts.deliveries.tipped.uploadReceipt')}
          fields={{ bucket: 'files', type: 'collection-receipt', ...shared }}
          file={receipt}
          onChange={setReceipt}
          attachedLabel={attached}
          error={issue('collectionReceiptFileId')}
        />
      )}
    </FormModal.Form>
  );
}

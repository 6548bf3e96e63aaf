import { collectionReceiptRequired, tippedWeightSchema, type ContractView, type DeliveryView } from '@harvest/domain';
import { SimpleGrid, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useWeightEntry } from '../../../lib/format/use-weight-entry';
import { FileUpload } from '../../../ui/file-upload/file-upload';
import { subjectFormDialog, useFormSend, type DoneProps } from '../../../ui/form-dialog';
import { FormModal } from '../../../ui/form-modal';
import { NumberInput } from '../../../ui/number-input';
import { notify } from '../../../ui/notifications/notify';
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

const WEIGHTS = ['grossKg', 'tareKg', 'netKg', 'tippedQuantityKg'] as const;
type WeightField = (typeof WEIGHTS)[number];
type Stored = { id: string; name: string } | null;
const NO_TICKET_YET = '00000000-0000-4000-8000-000000000000';

function TippedForm({ contract, delivery, onDone }: TippedProps) {
  const { t } = useTranslation();
  const weight = useWeightEntry();
  const record = useRecordTippedWeight();
  const api = usePlacedIssues([...WEIGHTS, 'weighbridgeFileId', 'collectionReceiptFileId']);
  const receiptNeeded = collectionReceiptRequired(contract.haulage);
  const [tried, setTried] = useState(false);
  const [typed, setTyped] = useState<Partial<Record<WeightField, number | ''>>>({});
  const [ticket, setTicket] = useState<Stored>(null);
  const [receipt, setReceipt] = useState<Stored>(null);
  const shared = contract.seller.organisationId ? { organisations: [contract.seller.organisationId] } : {};
  // Net is gross less tare, and the quantity tipped the net, until the person types otherwise.
  const gross = typed.grossKg ?? '';
  const tare = typed.tareKg ?? '';
  const net =
    typed.netKg ??
    (gross !== '' && tare !== '' && gross > tare ? weight.fromKg(weight.toKg(gross) - weight.toKg(tare)) : '');
  const tipped = typed.tippedQuantityKg ?? net;
  const shown: Record<WeightField, number | ''> = {
    grossKg: gross,
    tareKg: tare,
    netKg: net,
    tippedQuantityKg: tipped,
  };
  const kg = (value: number | '') => (value === '' ? Number.NaN : weight.toKg(value));
  const body = tippedWeightSchema.safeParse({
    grossKg: kg(gross),
    tareKg: kg(tare),
    netKg: kg(net),
    tippedQuantityKg: kg(tipped),
    // The weights' own rules (net is gross less tare, tipped within net) run only on an otherwise whole body, so
    // they are checked before the ticket is there with a stand-in id; submitting waits for the real one.
    weighbridgeFileId: ticket?.id ?? NO_TICKET_YET,
    collectionReceiptFileId: receipt?.id ?? null,
  });
  const localIssue = (field: string) =>
    body.success ? undefined : body.error.issues.find((issue) => issue.path[0] === field)?.message;
  const issue = (field: WeightField | 'weighbridgeFileId' | 'collectionReceiptFileId') => {
    if (!tried) return api.issues[field];
    if (field === 'weighbridgeFileId' && !ticket) return t('contracts.deliveries.tipped.ticketNeeded');
    if (field === 'collectionReceiptFileId' && receiptNeeded && !receipt)
      return t('deliveries.collectionReceiptRequired');
    if ((WEIGHTS as readonly string[]).includes(field) && shown[field as WeightField] === '') {
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

  const fileError = (message: string | undefined) =>
    message && (
      <Text size="sm" c="red.8" role="alert">
        {message}
      </Text>
    );

  return (
    <FormModal.Form
      onSubmit={onSubmit}
      error={error}
      kept={kept}
      pending={record.isPending}
      submitLabel={t('contracts.deliveries.tipped.save')}
      intro={<Text size="sm">{t('contracts.deliveries.tipped.intro')}</Text>}
    >
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        {WEIGHTS.map((field) => (
          <NumberInput
            key={field}
            label={t(`contracts.deliveries.tipped.${field}`, { unit: weight.symbol })}
            decimalScale={3}
            min={0}
            value={shown[field]}
            onChange={(value) => setTyped((before) => ({ ...before, [field]: typeof value === 'number' ? value : '' }))}
            error={issue(field)}
            required
            withAsterisk={false}
          />
        ))}
      </SimpleGrid>
      <FileUpload
        label={t('contracts.deliveries.tipped.ticket')}
        buttonLabel={t('contracts.deliveries.tipped.uploadTicket')}
        fields={{ bucket: 'files', type: 'weighbridge', ...shared }}
        showUploaded={false}
        photo="environment"
        onUploaded={([uploaded]) => {
          if (uploaded) setTicket({ id: uploaded.id, name: uploaded.name });
        }}
      />
      {ticket && (
        <Text size="sm" role="status">
          {t('contracts.deliveries.tipped.attached', { name: ticket.name })}
        </Text>
      )}
      {fileError(issue('weighbridgeFileId'))}
      {receiptNeeded && (
        <>
          <FileUpload
            label={t('contracts.deliveries.tipped.receipt')}
            buttonLabel={t('contracts.deliveries.tipped.uploadReceipt')}
            fields={{ bucket: 'files', type: 'collection-receipt', ...shared }}
            showUploaded={false}
            photo="environment"
            onUploaded={([uploaded]) => {
              if (uploaded) setReceipt({ id: uploaded.id, name: uploaded.name });
            }}
          />
          {receipt && (
            <Text size="sm" role="status">
              {t('contracts.deliveries.tipped.attached', { name: receipt.name })}
            </Text>
          )}
          {fileError(issue('collectionReceiptFileId'))}
        </>
      )}
    </FormModal.Form>
  );
}

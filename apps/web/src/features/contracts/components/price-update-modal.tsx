import {
  majorToMinor,
  minorToMajor,
  priceUpdateCreateSchema,
  type ContractView,
  type DeliveryView,
} from '@harvest/domain';
import { Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatPricePerTonne } from '../../../lib/format/price-per-tonne';
import { subjectFormDialog, useFormSend, type DoneProps } from '../../../ui/form-dialog';
import { FormModal } from '../../../ui/form-modal';
import { notify } from '../../../ui/notifications/notify';
import { NumberInput } from '../../../ui/number-input';
import { useUpdateContractPrice } from '../api/contract-pricing';
import { usePlacedIssues } from './use-placed-issues';

interface PriceUpdateProps extends DoneProps {
  contract: ContractView;
  delivery: DeliveryView;
}

const FIELDS = ['deliveryId', 'pricePerUnit', 'reason'] as const;

/**
 * The buyer records the contract price the parties agreed after a delivery's sample came outside the specification
 * (trading §4 Trade: 'the contract price may be updated after sampling if the grade changes'), and why.
 */
export const PriceUpdateModal = subjectFormDialog('delivery', PriceUpdateForm, (t) =>
  t('contracts.priceUpdates.update.title'),
);

function PriceUpdateForm({ contract, delivery, onDone }: PriceUpdateProps) {
  const { t } = useTranslation();
  const update = useUpdateContractPrice();
  const api = usePlacedIssues(FIELDS);
  const [price, setPrice] = useState<number | ''>(
    minorToMajor(delivery.sample?.adjustedPricePerUnit ?? contract.pricePerUnit),
  );
  const [reason, setReason] = useState('');
  const body = priceUpdateCreateSchema.safeParse({
    deliveryId: delivery.id,
    pricePerUnit: price === '' ? Number.NaN : majorToMinor(price),
    reason,
  });
  const schemaIssue = (field: string) =>
    body.success ? undefined : body.error.issues.find((issue) => issue.path[0] === field)?.message;
  const priceIssue = price === '' ? t('contracts.priceUpdates.update.priceNeeded') : schemaIssue('pricePerUnit');
  const reasonIssue = reason.trim() === '' ? t('contracts.priceUpdates.update.reasonNeeded') : schemaIssue('reason');

  const { onSubmit, error, kept } = useFormSend(async () => {
    api.clear();
    if (!body.success) return;
    const sent = await api.sent(async () => {
      await update.mutateAsync({ id: contract.id, body: body.data });
      notify({ message: t('contracts.priceUpdates.update.done'), position: 'floating' });
    });
    if (!sent) return;
    onDone();
  });

  return (
    <FormModal.Form
      onSubmit={onSubmit}
      error={error ?? api.issues.deliveryId ?? null}
      kept={kept}
      pending={update.isPending}
      submitLabel={t('contracts.priceUpdates.update.save')}
      submitDisabled={!body.success}
      intro={
        <Text size="sm">
          {t('contracts.priceUpdates.update.intro', {
            price: formatPricePerTonne(contract.pricePerUnit, contract.currency),
          })}
        </Text>
      }
    >
      <NumberInput
        label={t('contracts.priceUpdates.update.price', { currency: contract.currency })}
        decimalScale={2}
        min={0}
        value={price}
        onChange={(value) => setPrice(typeof value === 'number' ? value : '')}
        error={priceIssue ?? api.issues.pricePerUnit}
        required
        withAsterisk={false}
      />
      <Textarea
        label={t('contracts.priceUpdates.update.reason')}
        description={t('contracts.priceUpdates.update.reasonHint')}
        value={reason}
        onChange={(event) => setReason(event.currentTarget.value)}
        error={reasonIssue ?? api.issues.reason}
        rows={3}
        maxLength={500}
        required
        withAsterisk={false}
      />
    </FormModal.Form>
  );
}

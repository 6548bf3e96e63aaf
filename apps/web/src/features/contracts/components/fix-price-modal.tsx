import {
  fixingCreateSchema,
  fixingKindsOf,
  majorToMinor,
  type ContractDetailView,
  type FixingKind,
} from '@harvest/domain';
import { Select, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { todayOnDevice } from '../../../lib/format/format-date-time';
import { useUnits } from '../../../lib/format/use-units';
import { useWeightEntry } from '../../../lib/format/use-weight-entry';
import { serverNow } from '../../../lib/server-clock/server-clock';
import { formDialog, useFormSend, type DoneProps } from '../../../ui/form-dialog';
import { FormModal } from '../../../ui/form-modal';
import { notify } from '../../../ui/notifications/notify';
import { NumberInput } from '../../../ui/number-input';
import { useFixContract } from '../api/contract-pricing';
import { usePlacedIssues } from './use-placed-issues';

interface FixProps extends DoneProps {
  contract: ContractDetailView;
}

const FIELDS = ['kind', 'weightKg', 'pricePerUnit', 'fixedOn'] as const;

/**
 * Either party records a fixing the two agreed (trading §1 base and premium fixing): the kind (a premium contract
 * fixes its premium too), the weight, the price per tonne and the day it was agreed, never after the API's today.
 */
export const FixPriceModal = formDialog(FixPriceForm, (t) => t('contracts.fixing.fix.title'));

function FixPriceForm({ contract, onDone }: FixProps) {
  const { t } = useTranslation();
  const units = useUnits();
  const weight = useWeightEntry();
  const fix = useFixContract();
  const api = usePlacedIssues(FIELDS);
  // The API's today (its clock may be ahead of the device's, or moved by a test clock): no fixing is after it.
  const today = todayOnDevice(new Date(serverNow()));
  const kinds = fixingKindsOf(contract.type);
  const [kind, setKind] = useState<FixingKind>('base');
  const remainingKg =
    kind === 'premium' ? (contract.fixing.premiumRemainingWeightKg ?? 0) : contract.fixing.remainingWeightKg;
  const [amount, setAmount] = useState<number | ''>(weight.fromKg(contract.fixing.remainingWeightKg));
  const [price, setPrice] = useState<number | ''>('');
  const [date, setDate] = useState(today);

  const weightKg = amount === '' ? Number.NaN : weight.toKg(amount);
  const body = fixingCreateSchema.safeParse({
    kind,
    weightKg,
    pricePerUnit: price === '' ? Number.NaN : majorToMinor(price),
    fixedOn: date,
  });
  const schemaIssue = (field: string) =>
    body.success ? undefined : body.error.issues.find((issue) => issue.path[0] === field)?.message;
  const weightIssue = amount === '' ? t('contracts.fixing.fix.weightNeeded') : schemaIssue('weightKg');
  const priceIssue = price === '' ? t('contracts.fixing.fix.priceNeeded') : schemaIssue('pricePerUnit');
  const dateIssue = date > today ? t('fixings.dateInFuture') : schemaIssue('fixedOn');

  const { onSubmit, error, kept } = useFormSend(async () => {
    api.clear();
    if (!body.success || dateIssue) return;
    const sent = await api.sent(async () => {
      await fix.mutateAsync({ id: contract.id, body: body.data });
      notify({ message: t('contracts.fixing.fix.done'), position: 'floating' });
    });
    if (!sent) return;
    onDone();
  });

  return (
    <FormModal.Form
      onSubmit={onSubmit}
      error={error}
      kept={kept}
      pending={fix.isPending}
      submitLabel={t('contracts.fixing.fix.save')}
      submitDisabled={!body.success || Boolean(dateIssue)}
      intro={<Text size="sm">{t('contracts.fixing.fix.intro')}</Text>}
    >
      {kinds.length > 1 && (
        <Select
          label={t('contracts.fixing.fix.kind')}
          data={kinds.map((each) => ({ value: each, label: t(`contracts.fixing.kinds.${each}`) }))}
          value={kind}
          onChange={(value) => setKind(value === 'premium' ? 'premium' : 'base')}
          allowDeselect={false}
          error={api.issues.kind}
        />
      )}
      <NumberInput
        label={t('contracts.fixing.fix.weight', { unit: weight.symbol })}
        description={t('contracts.fixing.fix.weightHint', { weight: units.weight(remainingKg) })}
        decimalScale={3}
        min={0}
        value={amount}
        onChange={(value) => setAmount(typeof value === 'number' ? value : '')}
        error={weightIssue ?? api.issues.weightKg}
        required
        withAsterisk={false}
      />
      <NumberInput
        label={t('contracts.fixing.fix.price', { currency: contract.currency })}
        decimalScale={2}
        min={0}
        value={price}
        onChange={(value) => setPrice(typeof value === 'number' ? value : '')}
        error={priceIssue ?? api.issues.pricePerUnit}
        required
        withAsterisk={false}
      />
      <TextInput
        type="date"
        label={t('contracts.fixing.fix.date')}
        value={date}
        max={today}
        onChange={(event) => setDate(event.currentTarget.value)}
        error={dateIssue || api.issues.fixedOn}
        required
        withAsterisk={false}
      />
    </FormModal.Form>
  );
}

import {
  ROLLOVER_PARTS,
  rolloverCreateSchema,
  upcomingMonths,
  type ContractDetailView,
  type RolloverPart,
} from '@harvest/domain';
import { Select, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { todayOnDevice } from '../../../lib/format/format-date-time';
import { useUnits } from '../../../lib/format/use-units';
import { useWeightEntry } from '../../../lib/format/use-weight-entry';
import { paths } from '../../../lib/paths';
import { serverNow } from '../../../lib/server-clock/server-clock';
import { formDialog, useFormSend, type DoneProps } from '../../../ui/form-dialog';
import { FormModal } from '../../../ui/form-modal';
import { notify } from '../../../ui/notifications/notify';
import { NumberInput } from '../../../ui/number-input';
import { useRollOverContract } from '../api/contract-pricing';
import { formatMonth } from './contract-format';
import { usePlacedIssues } from './use-placed-issues';

interface RollProps extends DoneProps {
  contract: ContractDetailView;
}

const FIELDS = ['part', 'weightKg', 'month'] as const;

/** The parts a contract may roll: what is undelivered, and on an unfixed contract what is not fixed yet. */
export const rollablePartsOf = (contract: Pick<ContractDetailView, 'priceType'>): RolloverPart[] =>
  ROLLOVER_PARTS.filter((part) => part !== 'unfixed' || contract.priceType === 'unfixed');

/** The later movement months a contract may roll into: after its own, from this month on (the API's today). */
export function laterMonthsOf(contract: Pick<ContractDetailView, 'month'>, today: string): string[] {
  const from = contract.month >= today.slice(0, 7) ? contract.month : today.slice(0, 7);
  return upcomingMonths(`${from}-01`).filter((month) => month > contract.month);
}

/**
 * Either party rolls part of an open sales or premium contract into a later month (trading §3, §4 rolled over): the
 * part, its weight and the month. The API opens the new contract, linked both ways; the page then shows it.
 */
export const RollOverModal = formDialog(RollOverForm, (t) => t('contracts.rollover.title'));

function RollOverForm({ contract, onDone }: RollProps) {
  const { t } = useTranslation();
  const units = useUnits();
  const weight = useWeightEntry();
  const navigate = useNavigate();
  const roll = useRollOverContract();
  const api = usePlacedIssues(FIELDS);
  const parts = rollablePartsOf(contract);
  const months = laterMonthsOf(contract, todayOnDevice(new Date(serverNow())));
  const [part, setPart] = useState<RolloverPart>(parts[0] ?? 'undelivered');
  const [amount, setAmount] = useState<number | ''>('');
  const [month, setMonth] = useState<string | null>(months[0] ?? null);

  const body = rolloverCreateSchema.safeParse({
    part,
    weightKg: amount === '' ? Number.NaN : weight.toKg(amount),
    month: month ?? '',
  });
  const schemaIssue = (field: string) =>
    body.success ? undefined : body.error.issues.find((issue) => issue.path[0] === field)?.message;
  const weightIssue = amount === '' ? t('contracts.rollover.weightNeeded') : schemaIssue('weightKg');
  const monthIssue = month === null ? t('contracts.rollover.monthNeeded') : schemaIssue('month');

  const { onSubmit, error, kept } = useFormSend(async () => {
    api.clear();
    if (!body.success) return;
    let rolledId: string | null = null;
    const sent = await api.sent(async () => {
      rolledId = (await roll.mutateAsync({ id: contract.id, body: body.data })).id;
    });
    if (!sent || !rolledId) return;
    notify({ message: t('contracts.rollover.done'), position: 'floating' });
    onDone();
    void navigate(paths.contract(rolledId));
  });

  return (
    <FormModal.Form
      onSubmit={onSubmit}
      error={error}
      kept={kept}
      pending={roll.isPending}
      submitLabel={t('contracts.rollover.save')}
      submitDisabled={!body.success}
      intro={
        <Text size="sm">
          {t('contracts.rollover.intro', {
            weight: units.weight(contract.totalWeightKg),
            month: formatMonth(contract.month),
          })}
        </Text>
      }
    >
      <Select
        label={t('contracts.rollover.part')}
        data={parts.map((each) => ({ value: each, label: t(`rollovers.parts.${each}`) }))}
        value={part}
        onChange={(value) => setPart(value === 'unfixed' ? 'unfixed' : 'undelivered')}
        allowDeselect={false}
        error={api.issues.part}
      />
      <NumberInput
        label={t('contracts.rollover.weight', { unit: weight.symbol })}
        decimalScale={3}
        min={0}
        value={amount}
        onChange={(value) => setAmount(typeof value === 'number' ? value : '')}
        error={weightIssue ?? api.issues.weightKg}
        required
        withAsterisk={false}
      />
      <Select
        label={t('contracts.rollover.month')}
        data={months.map((each) => ({ value: each, label: formatMonth(each) }))}
        value={month}
        onChange={setMonth}
        allowDeselect={false}
        error={monthIssue ?? api.issues.month}
        required
        withAsterisk={false}
      />
    </FormModal.Form>
  );
}

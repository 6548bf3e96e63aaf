import {
  adjustmentTotals,
  contractSettlementPrice,
  DEFAULT_SETTLEMENT_PAYMENT_DAYS,
  majorToMinor,
  minorToMajor,
  settlementCreateSchema,
  settlementLines,
  settlementNet,
  soldPricePerUnit,
  type AdjustmentKind,
  type ContractView,
  type DeliveryView,
  type SettlementAdjustment,
} from '@harvest/domain';
import { Button, Group, Paper, Select, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { todayOnDevice } from '../../../lib/format/format-date-time';
import { formatPricePerTonne } from '../../../lib/format/price-per-tonne';
import { useUnits } from '../../../lib/format/use-units';
import { useWeightEntry } from '../../../lib/format/use-weight-entry';
import { useCoreConfig } from '../../../lib/reference/use-core-config';
import { DetailList } from '../../../ui/detail-list';
import { subjectFormDialog, useFormSend, type DoneProps } from '../../../ui/form-dialog';
import { FormModal } from '../../../ui/form-modal';
import { NumberInput } from '../../../ui/number-input';
import { serverNow } from '../../../lib/server-clock/server-clock';
import { notify } from '../../../ui/notifications/notify';
import { useSettleDelivery } from '../api/settle-delivery';
import { usePlacedIssues } from './use-placed-issues';

interface SettleProps extends DoneProps {
  contract: ContractView;
  delivery: DeliveryView;
}

/**
 * Either party settles a delivered delivery (trading §3 'Delivery and settlement'): the invoice date (today), the
 * weight (the tipped quantity) and the deductions and bonuses (what the sample made of the scale), each editable; the
 * price sold and the total are worked out by the domain's settlement rules before anything is sent. The buyer's
 * settlement is a self-billed invoice, and the form says so.
 */
export const SettlementModal = subjectFormDialog('delivery', SettleForm, (t) => t('contracts.deliveries.settle.title'));

interface Row {
  key: number;
  /** `${kind}:${reasonId}`, the reason select's value; empty until one is chosen. */
  reason: string;
  /** Per tonne, in the contract's currency (major units), as typed. */
  amount: number | '';
}

const FIELDS = ['invoiceDate', 'weightKg', 'adjustments'] as const;

const rowOf = (key: number, kind: AdjustmentKind, reasonId: string, perTonneMinor: number): Row => ({
  key,
  reason: `${kind}:${reasonId}`,
  amount: minorToMajor(Math.abs(perTonneMinor)),
});

function adjustmentOf(row: Row): SettlementAdjustment | null {
  const [kind, reasonId] = row.reason.split(':');
  if ((kind !== 'deduction' && kind !== 'bonus') || !reasonId || row.amount === '') return null;
  return { kind, reasonId, perTonneMinor: majorToMinor(row.amount) };
}

function SettleForm({ contract, delivery, onDone }: SettleProps) {
  const { t } = useTranslation();
  const units = useUnits();
  const weight = useWeightEntry();
  const config = useCoreConfig();
  const settle = useSettleDelivery();
  const api = usePlacedIssues(FIELDS);
  // The API's today (its clock may be ahead of the device's, or moved by a test clock): no date is after it.
  const today = todayOnDevice(new Date(serverNow()));
  const [date, setDate] = useState(today);
  const [amount, setAmount] = useState<number | ''>(
    weight.fromKg(delivery.tippedWeight?.tippedQuantityKg ?? delivery.plannedWeightKg),
  );
  const [rows, setRows] = useState<Row[]>(() =>
    (delivery.sample?.adjustments ?? []).map((each, index) =>
      rowOf(index, each.kind, each.reasonId, each.perTonneMinor),
    ),
  );
  const reasons = config.data?.trading;
  const reasonData = [
    {
      group: t('contracts.deliveries.settle.deductions'),
      items: (reasons?.settlementDeductionReasons ?? []).map((each) => ({
        value: `deduction:${each.id}`,
        label: each.name,
      })),
    },
    {
      group: t('contracts.deliveries.settle.bonuses'),
      items: (reasons?.settlementBonusReasons ?? []).map((each) => ({ value: `bonus:${each.id}`, label: each.name })),
    },
  ];
  const adjustments = rows.flatMap((row) => adjustmentOf(row) ?? []);
  const weightKg = amount === '' ? Number.NaN : weight.toKg(amount);
  const body = settlementCreateSchema.safeParse({ invoiceDate: date, weightKg, adjustments });
  const schemaIssue = (field: string) =>
    body.success ? undefined : body.error.issues.find((issue) => issue.path[0] === field)?.message;
  const dateIssue = date > today ? t('settlements.invoiceDateFuture') : schemaIssue('invoiceDate');
  const weightIssue = amount === '' ? t('contracts.deliveries.settle.weightNeeded') : schemaIssue('weightKg');
  const rowsIssue = rows.some((row) => adjustmentOf(row) === null)
    ? t('contracts.deliveries.settle.adjustmentIncomplete')
    : schemaIssue('adjustments');

  // The domain's settlement rules, the API's own: the price sold and the invoice's net, rounded once.
  const contractPrice = contractSettlementPrice(contract);
  const sold = soldPricePerUnit(contractPrice, adjustments);
  const totals = adjustmentTotals(adjustments);
  const net = Number.isFinite(weightKg) ? settlementNet(settlementLines(weightKg, contractPrice, adjustments)) : null;
  const perTonne = (minor: number) => formatPricePerTonne(minor, contract.currency);

  const { onSubmit, error, kept } = useFormSend(async () => {
    api.clear();
    if (!body.success || dateIssue || rowsIssue) return;
    const sent = await api.sent(async () => {
      const settled = await settle.mutateAsync({ contractId: contract.id, deliveryId: delivery.id, body: body.data });
      notify({
        message: t('contracts.deliveries.settle.done', { reference: settled.settlement?.invoiceReference ?? '' }),
        position: 'floating',
      });
    });
    if (!sent) return;
    onDone();
  });

  const counterparty = contract.side === 'buyer' ? contract.seller.name : contract.buyer.name;
  const change = (key: number, to: Partial<Row>) =>
    setRows((before) => before.map((row) => (row.key === key ? { ...row, ...to } : row)));

  return (
    <FormModal.Form
      onSubmit={onSubmit}
      error={error}
      kept={kept}
      pending={settle.isPending}
      submitLabel={t('contracts.deliveries.settle.save')}
      submitDisabled={!body.success || Boolean(dateIssue) || Boolean(rowsIssue)}
      intro={
        <Stack gap={4}>
          <Text size="sm">{t(`contracts.deliveries.settle.intro.${contract.side}`, { name: counterparty })}</Text>
          <Text size="sm">
            {t('contracts.deliveries.settle.due', {
              count: contract.paymentDays ?? DEFAULT_SETTLEMENT_PAYMENT_DAYS,
            })}
          </Text>
        </Stack>
      }
    >
      <TextInput
        type="date"
        label={t('contracts.deliveries.settle.invoiceDate')}
        value={date}
        max={today}
        onChange={(event) => setDate(event.currentTarget.value)}
        error={dateIssue || api.issues.invoiceDate}
        required
        withAsterisk={false}
      />
      <NumberInput
        label={t('contracts.deliveries.settle.weight', { unit: weight.symbol })}
        description={t('contracts.deliveries.settle.weightHint')}
        decimalScale={3}
        min={0}
        value={amount}
        onChange={(value) => setAmount(typeof value === 'number' ? value : '')}
        error={weightIssue ?? api.issues.weightKg}
        required
        withAsterisk={false}
      />
      <Stack gap="xs" component="fieldset" m={0} p={0} style={{ border: 0 }}>
        <Text component="legend" size="sm" fw={500}>
          {t('contracts.deliveries.settle.adjustments')}
        </Text>
        <Text size="sm" c="dimmed">
          {t(delivery.sample ? 'contracts.deliveries.settle.fromSample' : 'contracts.deliveries.settle.noSample')}
        </Text>
        {rows.map((row, index) => (
          <Group key={row.key} gap="xs" align="flex-end" wrap="wrap">
            <Select
              label={t('contracts.deliveries.settle.reason', { index: index + 1 })}
              data={reasonData}
              value={row.reason || null}
              onChange={(value) => change(row.key, { reason: value ?? '' })}
              allowDeselect={false}
              style={{ flex: '1 1 14rem' }}
            />
            <NumberInput
              label={t('contracts.deliveries.settle.perTonne', { index: index + 1 })}
              decimalScale={2}
              min={0}
              value={row.amount}
              onChange={(value) => change(row.key, { amount: typeof value === 'number' ? value : '' })}
              style={{ flex: '0 1 9rem' }}
            />
            <Button
              variant="default"
              onClick={() => setRows((before) => before.filter((each) => each.key !== row.key))}
              aria-label={t('contracts.deliveries.settle.removeNamed', { index: index + 1 })}
            >
              {t('contracts.deliveries.settle.remove')}
            </Button>
          </Group>
        ))}
        <Group>
          <Button
            variant="default"
            size="xs"
            onClick={() =>
              setRows((before) => [
                ...before,
                { key: Math.max(-1, ...before.map((each) => each.key)) + 1, reason: '', amount: '' },
              ])
            }
          >
            {t('contracts.deliveries.settle.add')}
          </Button>
        </Group>
        {(rowsIssue ?? api.issues.adjustments) && (
          <Text size="sm" c="red.8" role="alert">
            {rowsIssue ?? api.issues.adjustments}
          </Text>
        )}
      </Stack>
      <Paper withBorder p="sm" aria-label={t('contracts.deliveries.settle.preview')} component="section">
        <Stack gap="xs">
          <Text size="sm" fw={600}>
            {t('contracts.deliveries.settle.preview')}
          </Text>
          <DetailList
            labelWidth="9rem"
            rows={[
              { label: t('contracts.deliveries.settlement.contractPrice'), value: perTonne(contractPrice) },
              { label: t('contracts.deliveries.settle.deductionsTotal'), value: perTonne(totals.deductionsMinor) },
              { label: t('contracts.deliveries.settle.bonusesTotal'), value: perTonne(totals.bonusesMinor) },
              { label: t('contracts.deliveries.settlement.priceSold'), value: <strong>{perTonne(sold)}</strong> },
              {
                label: t('contracts.deliveries.settle.netTotal'),
                value: <strong>{net === null ? '–' : units.money(net, contract.currency)}</strong>,
              },
            ]}
          />
          <Text size="xs" c="dimmed">
            {t('contracts.deliveries.settle.taxNote')}
          </Text>
        </Stack>
      </Paper>
    </FormModal.Form>
  );
}

import {
  deliveryCreateSchema,
  plannedDateIssue,
  type ContractView,
  type DeliveryView,
  type StockRecord,
} from '@harvest/domain';
import { Alert, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCalendarDate, todayOnDevice } from '../../../lib/format/format-date-time';
import { useUnits } from '../../../lib/format/use-units';
import { useWeightEntry } from '../../../lib/format/use-weight-entry';
import { useCropNames } from '../../../lib/reference/use-commodities';
import { formDialog, useFormSend, type DoneProps } from '../../../ui/form-dialog';
import { FormModal } from '../../../ui/form-modal';
import { LoadingState } from '../../../ui/loading-state';
import { NumberInput } from '../../../ui/number-input';
import { notify } from '../../../ui/notifications/notify';
import { useSellerLots } from '../api/get-seller-lots';
import { usePlanDelivery } from '../api/plan-delivery';
import { usePlacedIssues } from './use-placed-issues';

interface PlanProps extends DoneProps {
  contract: ContractView;
  /** The planned delivery to change; null plans a new one. */
  delivery: DeliveryView | null;
}

/**
 * The seller plans a delivery (trading §3 Deliveries): a day within the contract's period, the weight in the
 * person's unit, and how much of it each of the seller's lots of the contract's crop gives. The lots must add up to
 * the weight (the domain's message says by how much they differ); the API plans the outbound movement.
 */
export const DeliveryPlanModal = formDialog(PlanForm, (t, { delivery }) =>
  t(delivery ? 'contracts.deliveries.plan.editTitle' : 'contracts.deliveries.plan.title'),
);

const FIELDS = ['plannedDate', 'plannedWeightKg', 'lots'] as const;

/** The first day a new delivery can be: today, kept within the contract's period. */
function firstDay(contract: ContractView): string {
  const today = todayOnDevice();
  if (today < contract.startDate) return contract.startDate;
  return today > contract.endDate ? contract.endDate : today;
}

function PlanForm({ contract, delivery, onDone }: PlanProps) {
  const { t } = useTranslation();
  const weight = useWeightEntry();
  const lots = useSellerLots({ enabled: true });
  const plan = usePlanDelivery();
  const api = usePlacedIssues(FIELDS);
  const [tried, setTried] = useState(false);
  const [date, setDate] = useState(delivery?.plannedDate ?? firstDay(contract));
  const [amount, setAmount] = useState<number | ''>(delivery ? weight.fromKg(delivery.plannedWeightKg) : '');
  const [taken, setTaken] = useState<Record<string, number | ''>>(() =>
    Object.fromEntries((delivery?.lots ?? []).map((lot) => [lot.recordId, weight.fromKg(lot.quantityKg)])),
  );
  // The seller's lots of the contract's crop that hold grain, and any the delivery already takes from.
  const candidates = (lots.data ?? []).filter(
    (record) => record.commodityId === contract.commodityId && (record.quantityKg > 0 || record.id in taken),
  );
  const picked = Object.entries(taken).flatMap(([recordId, value]) =>
    value === '' || value <= 0 ? [] : [{ recordId, quantityKg: weight.toKg(value) }],
  );
  const body = deliveryCreateSchema.safeParse({
    plannedDate: date,
    plannedWeightKg: amount === '' ? Number.NaN : weight.toKg(amount),
    lots: picked,
  });
  const schemaIssue = (field: (typeof FIELDS)[number]) =>
    body.success ? undefined : body.error.issues.find((issue) => issue.path[0] === field)?.message;
  const local = {
    plannedDate: (date && plannedDateIssue(date, contract)) || schemaIssue('plannedDate'),
    plannedWeightKg: amount === '' ? t('contracts.deliveries.plan.weightNeeded') : schemaIssue('plannedWeightKg'),
    lots: picked.length === 0 ? t('contracts.deliveries.plan.lotsNeeded') : schemaIssue('lots'),
  };
  const issue = (field: (typeof FIELDS)[number]) => (tried ? (local[field] ?? api.issues[field]) : api.issues[field]);

  const { onSubmit, error, kept } = useFormSend(async () => {
    setTried(true);
    api.clear();
    if (!body.success || local.plannedDate) return;
    const sent = await api.sent(async () => {
      await plan.mutateAsync({ contractId: contract.id, deliveryId: delivery?.id ?? null, body: body.data });
    });
    if (!sent) return;
    notify({
      message: t(delivery ? 'contracts.deliveries.plan.changed' : 'contracts.deliveries.plan.done'),
      position: 'floating',
    });
    onDone();
  });

  return (
    <FormModal.Form
      onSubmit={onSubmit}
      error={error}
      kept={kept}
      pending={plan.isPending}
      submitLabel={t(delivery ? 'contracts.deliveries.plan.saveEdit' : 'contracts.deliveries.plan.save')}
      intro={<Text size="sm">{t('contracts.deliveries.plan.intro')}</Text>}
    >
      <TextInput
        type="date"
        label={t('contracts.deliveries.plan.date')}
        description={t('contracts.deliveries.plan.dateHint', {
          start: formatCalendarDate(contract.startDate),
          end: formatCalendarDate(contract.endDate),
        })}
        min={contract.startDate}
        max={contract.endDate}
        value={date}
        onChange={(event) => setDate(event.currentTarget.value)}
        error={issue('plannedDate')}
        required
        withAsterisk={false}
      />
      <NumberInput
        label={t('contracts.deliveries.plan.weight', { unit: weight.symbol })}
        decimalScale={3}
        min={0}
        value={amount}
        onChange={(value) => setAmount(typeof value === 'number' ? value : '')}
        error={issue('plannedWeightKg')}
        required
        withAsterisk={false}
      />
      <LotPicker
        records={candidates}
        loading={lots.isPending}
        failed={lots.isError}
        taken={taken}
        onChange={(recordId, value) => setTaken((before) => ({ ...before, [recordId]: value }))}
        error={issue('lots')}
        unit={weight.symbol}
        cropId={contract.commodityId}
      />
    </FormModal.Form>
  );
}

interface LotPickerProps {
  records: StockRecord[];
  loading: boolean;
  failed: boolean;
  taken: Record<string, number | ''>;
  onChange: (recordId: string, value: number | '') => void;
  error: string | undefined;
  unit: string;
  cropId: string;
}

/** Each of the seller's lots of the crop, with how much of it the delivery takes (nothing: not picked). */
function LotPicker({ records, loading, failed, taken, onChange, error, unit, cropId }: LotPickerProps) {
  const { t } = useTranslation();
  const units = useUnits();
  const names = useCropNames();
  if (loading) return <LoadingState label={t('contracts.deliveries.plan.lotsLoading')} />;
  if (failed) return <Alert color="red">{t('contracts.deliveries.plan.lotsFailed')}</Alert>;
  if (records.length === 0) {
    return (
      <Alert color="orange" variant="light" role="alert">
        {t('contracts.deliveries.plan.noLots', { crop: names.crop(cropId) })}
      </Alert>
    );
  }
  return (
    <Stack gap="xs" role="group" aria-labelledby="delivery-lots-heading">
      <Text id="delivery-lots-heading" size="sm" fw={500}>
        {t('contracts.deliveries.plan.lots')}
      </Text>
      <Text size="xs" c="dimmed">
        {t('contracts.deliveries.plan.lotsHint')}
      </Text>
      {records.map((record) => {
        const name = t('contracts.deliveries.plan.lot', {
          crop: names.crop(record.commodityId),
          year: record.harvestYear,
          store: record.storageName,
        });
        return (
          <NumberInput
            key={record.id}
            label={t('contracts.deliveries.plan.takeFrom', { lot: name, unit })}
            description={t('contracts.deliveries.plan.holds', { quantity: units.weight(record.quantityKg) })}
            decimalScale={3}
            min={0}
            value={taken[record.id] ?? ''}
            onChange={(value) => onChange(record.id, typeof value === 'number' ? value : '')}
          />
        );
      })}
      {error && (
        <Text size="sm" c="red.8" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}

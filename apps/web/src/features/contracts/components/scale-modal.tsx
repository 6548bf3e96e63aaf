import {
  ADJUSTMENT_SIDES,
  contractScaleEditSchema,
  hasDefaultAdjustmentScale,
  majorToMinor,
  minorToMajor,
  SPECIFICATION_MEASURES,
  UK_DEFAULT_ADJUSTMENT_SCALE,
  type AdjustmentRule,
  type AdjustmentSide,
  type ContractDetailView,
  type SpecificationMeasure,
} from '@harvest/domain';
import { Button, Group, Paper, Select, SimpleGrid, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCoreConfig } from '../../../lib/reference/use-core-config';
import { formDialog, useFormSend, type DoneProps } from '../../../ui/form-dialog';
import { FormModal } from '../../../ui/form-modal';
import { notify } from '../../../ui/notifications/notify';
import { NumberInput } from '../../../ui/number-input';
import { useSetContractScale } from '../api/contract-pricing';
import { usePlacedIssues } from './use-placed-issues';

interface ScaleProps extends DoneProps {
  contract: ContractDetailView;
}

/** One rule as typed: the reason select's `${kind}:${reasonId}`, numbers as entered (the rate in major units). */
interface Row {
  key: number;
  reason: string;
  measure: SpecificationMeasure;
  side: AdjustmentSide;
  threshold: number | '';
  step: number | '';
  rate: number | '';
  rejectAt: number | '';
  /** A cap agreed before (the UK default's protein bonus): kept as it was, not edited here. */
  capMinor: number | null;
}

const rowOf = (rule: AdjustmentRule, key: number): Row => ({
  key,
  reason: `${rule.kind}:${rule.reasonId}`,
  measure: rule.measure,
  side: rule.side,
  threshold: rule.threshold,
  step: rule.step ?? '',
  rate: minorToMajor(rule.ratePerStepMinor),
  rejectAt: rule.rejectAt ?? '',
  capMinor: rule.capMinor ?? null,
});

function ruleOf(row: Row) {
  const [kind, reasonId] = row.reason.split(':');
  return {
    measure: row.measure,
    reasonId: reasonId ?? '',
    kind,
    side: row.side,
    threshold: row.threshold === '' ? Number.NaN : row.threshold,
    step: row.step === '' ? null : row.step,
    ratePerStepMinor: row.rate === '' ? Number.NaN : majorToMinor(row.rate),
    capMinor: row.capMinor,
    rejectAt: row.rejectAt === '' ? null : row.rejectAt,
  };
}

/**
 * The deduction and bonus scale agreed on the contract, as a table of rules (trading §3 samples): each a reason from
 * core config's settlement reasons, the measure, which side of the threshold it acts on, the step (empty: one flat
 * rate), the rate per step per tonne and the result past which the load may be refused. A wheat contract may start
 * from the UK default for feed or milling wheat.
 */
export const ScaleModal = formDialog(ScaleForm, (t) => t('contracts.scale.edit.title'));

function ScaleForm({ contract, onDone }: ScaleProps) {
  const { t } = useTranslation();
  const config = useCoreConfig();
  const save = useSetContractScale();
  const [rows, setRows] = useState<Row[]>(() => (contract.adjustmentScale ?? []).map(rowOf));
  const api = usePlacedIssues([...rows.map((_, index) => `scale.${index}`), 'scale']);
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
  const measureData = SPECIFICATION_MEASURES.map((each) => ({
    value: each,
    label: t(`contracts.deliveries.measures.${each}`),
  }));
  const sideData = ADJUSTMENT_SIDES.map((each) => ({ value: each, label: t(`contracts.scale.edit.sides.${each}`) }));
  const body = contractScaleEditSchema.safeParse({ scale: rows.map(ruleOf) });
  const rowIssue = (index: number) =>
    (body.success ? undefined : body.error.issues.find((issue) => issue.path[1] === index)?.message) ??
    api.issues[`scale.${index}`];
  const change = (key: number, to: Partial<Row>) =>
    setRows((before) => before.map((row) => (row.key === key ? { ...row, ...to } : row)));
  const startFrom = (rules: readonly AdjustmentRule[]) => setRows(rules.map(rowOf));
  const number = (value: string | number) => (typeof value === 'number' ? value : '');

  const { onSubmit, error, kept } = useFormSend(async () => {
    api.clear();
    if (!body.success) return;
    const sent = await api.sent(async () => {
      await save.mutateAsync({ id: contract.id, body: body.data });
      notify({ message: t('contracts.scale.edit.done'), position: 'floating' });
    });
    if (!sent) return;
    onDone();
  });

  return (
    <FormModal.Form
      onSubmit={onSubmit}
      error={error ?? api.issues.scale ?? null}
      kept={kept}
      pending={save.isPending}
      submitLabel={t('contracts.scale.edit.save')}
      submitDisabled={!body.success}
      intro={<Text size="sm">{t('contracts.scale.edit.intro')}</Text>}
    >
      {hasDefaultAdjustmentScale(contract.commodityId) && (
        <Group gap="xs">
          <Button size="xs" variant="default" onClick={() => startFrom(UK_DEFAULT_ADJUSTMENT_SCALE.feedWheat)}>
            {t('contracts.scale.edit.fromFeed')}
          </Button>
          <Button size="xs" variant="default" onClick={() => startFrom(UK_DEFAULT_ADJUSTMENT_SCALE.millingWheat)}>
            {t('contracts.scale.edit.fromMilling')}
          </Button>
        </Group>
      )}
      {rows.length === 0 && <Text size="sm">{t('contracts.scale.edit.empty')}</Text>}
      {rows.map((row, index) => {
        const n = index + 1;
        const issue = rowIssue(index);
        return (
          <Paper key={row.key} withBorder p="sm" component="fieldset" m={0}>
            <Text component="legend" size="sm" fw={500} px={4}>
              {t('contracts.scale.edit.rule', { index: n })}
            </Text>
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
              <Select
                label={t('contracts.scale.edit.reason', { index: n })}
                data={reasonData}
                value={row.reason || null}
                onChange={(value) => change(row.key, { reason: value ?? '' })}
                allowDeselect={false}
              />
              <Select
                label={t('contracts.scale.edit.measure', { index: n })}
                data={measureData}
                value={row.measure}
                onChange={(value) => value && change(row.key, { measure: value as SpecificationMeasure })}
                allowDeselect={false}
              />
              <Select
                label={t('contracts.scale.edit.side', { index: n })}
                data={sideData}
                value={row.side}
                onChange={(value) => change(row.key, { side: value === 'below' ? 'below' : 'above' })}
                allowDeselect={false}
              />
              <NumberInput
                label={t('contracts.scale.edit.threshold', { index: n })}
                decimalScale={3}
                min={0}
                value={row.threshold}
                onChange={(value) => change(row.key, { threshold: number(value) })}
              />
              <NumberInput
                label={t('contracts.scale.edit.step', { index: n })}
                description={t('contracts.scale.edit.stepHint')}
                decimalScale={3}
                min={0}
                value={row.step}
                onChange={(value) => change(row.key, { step: number(value) })}
              />
              <NumberInput
                label={t('contracts.scale.edit.rate', { index: n, currency: contract.currency })}
                decimalScale={2}
                min={0}
                value={row.rate}
                onChange={(value) => change(row.key, { rate: number(value) })}
              />
              <NumberInput
                label={t('contracts.scale.edit.rejectAt', { index: n })}
                description={t('contracts.scale.edit.rejectAtHint')}
                decimalScale={3}
                min={0}
                value={row.rejectAt}
                onChange={(value) => change(row.key, { rejectAt: number(value) })}
              />
            </SimpleGrid>
            {issue && (
              <Text size="sm" c="red.8" role="alert" mt="xs">
                {issue}
              </Text>
            )}
            <Group mt="xs">
              <Button
                size="xs"
                variant="default"
                onClick={() => setRows((before) => before.filter((each) => each.key !== row.key))}
                aria-label={t('contracts.scale.edit.removeNamed', { index: n })}
              >
                {t('contracts.scale.edit.remove')}
              </Button>
            </Group>
          </Paper>
        );
      })}
      <Group>
        <Button
          size="xs"
          variant="default"
          onClick={() =>
            setRows((before) => [
              ...before,
              {
                key: Math.max(-1, ...before.map((each) => each.key)) + 1,
                reason: '',
                measure: 'moisture',
                side: 'above',
                threshold: '',
                step: '',
                rate: '',
                rejectAt: '',
                capMinor: null,
              },
            ])
          }
        >
          {t('contracts.scale.edit.add')}
        </Button>
      </Group>
    </FormModal.Form>
  );
}

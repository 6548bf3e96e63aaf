import type { Currency, DeliverySample } from '@harvest/domain';
import { List, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatPricePerTonne } from '../../../lib/format/price-per-tonne';
import { useCoreConfig } from '../../../lib/reference/use-core-config';
import { ScrollTable } from '../../../ui/scroll-table';
import { MeasureStandingBadge } from './measure-standing-badge';

/**
 * A delivery's sample as both parties read it (trading §3 samples): each measure taken against the contract's
 * specification, then the deductions and bonuses per tonne the scale makes of them and the price after them.
 */
export function SampleSummary({ sample, currency }: { sample: DeliverySample; currency: Currency }) {
  const { t } = useTranslation();
  const config = useCoreConfig();
  const reasons = [
    ...(config.data?.trading.settlementDeductionReasons ?? []),
    ...(config.data?.trading.settlementBonusReasons ?? []),
  ];
  const reasonName = (id: string) => reasons.find((reason) => reason.id === id)?.name ?? id;
  const money = (minor: number) => formatPricePerTonne(minor, currency);
  const measured = sample.checks.filter((check) => check.value !== null);
  const range = (min: number | null, max: number | null) =>
    min !== null && max !== null
      ? t('contracts.deliveries.sample.between', { min, max })
      : min !== null
        ? t('contracts.deliveries.sample.atLeast', { min })
        : max !== null
          ? t('contracts.deliveries.sample.atMost', { max })
          : t('contracts.deliveries.sample.noLimit');
  return (
    <Stack gap="xs">
      <Text size="sm" fw={500}>
        {t(sample.meetsSpecification ? 'contracts.deliveries.sample.meets' : 'contracts.deliveries.sample.misses')}
      </Text>
      {measured.length > 0 && (
        <ScrollTable
          label={t('contracts.deliveries.sample.tableLabel')}
          withTableBorder
          fz="sm"
          maw={520}
          miw={360}
          columns={[
            t('contracts.deliveries.sample.measure'),
            t('contracts.deliveries.sample.result'),
            t('contracts.deliveries.sample.spec'),
            t('contracts.deliveries.sample.standing'),
          ]}
        >
          {measured.map((check) => (
            <Table.Tr key={check.measure}>
              <Table.Th scope="row" fw={400}>
                {t(`contracts.deliveries.measures.${check.measure}`)}
              </Table.Th>
              <Table.Td>{check.value}</Table.Td>
              <Table.Td>{range(check.min, check.max)}</Table.Td>
              <Table.Td>
                <MeasureStandingBadge state={check.standing} />
              </Table.Td>
            </Table.Tr>
          ))}
        </ScrollTable>
      )}
      {sample.adjustments.length > 0 && (
        <List size="sm" spacing={2}>
          {sample.adjustments.map((adjustment) => (
            <List.Item key={`${adjustment.kind}-${adjustment.reasonId}-${adjustment.measure}`}>
              {t(`contracts.deliveries.sample.${adjustment.kind}`, {
                reason: reasonName(adjustment.reasonId),
                amount: money(Math.abs(adjustment.perTonneMinor)),
              })}
            </List.Item>
          ))}
        </List>
      )}
      {sample.rejectionGrounds.length > 0 && (
        <Text size="sm" c="red.8">
          {t('contracts.deliveries.sample.rejectable', {
            measures: sample.rejectionGrounds
              .map((ground) => t(`contracts.deliveries.measures.${ground.measure}`))
              .join(', '),
          })}
        </Text>
      )}
      <Text size="sm">
        {t('contracts.deliveries.sample.adjusted', {
          deductions: money(sample.deductionsPerTonneMinor),
          bonuses: money(sample.bonusesPerTonneMinor),
          price: money(sample.adjustedPricePerUnit),
        })}
      </Text>
    </Stack>
  );
}

import type { Currency, SettlementView } from '@harvest/domain';
import { Anchor, Badge, Group, List, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatCalendarDate } from '../../../lib/format/format-date-time';
import { formatPricePerTonne } from '../../../lib/format/price-per-tonne';
import { useUnits } from '../../../lib/format/use-units';
import { paths } from '../../../lib/paths';
import { DetailList, type DetailRow } from '../../../ui/detail-list';

/**
 * A delivery's settlement as both parties read it (trading §3 'Delivery and settlement'): its invoice (a link to the
 * invoice page), the invoice and due dates (overdue when the API reads it so), the price sold after each deduction and
 * bonus with its reason, the net, tax and total, and the day the payment was received.
 */
export function SettlementSummary({ settlement, currency }: { settlement: SettlementView; currency: Currency }) {
  const { t } = useTranslation();
  const units = useUnits();
  const perTonne = (minor: number) => formatPricePerTonne(minor, currency);
  const money = (minor: number) => units.money(minor, currency);
  const rows: DetailRow[] = [
    {
      label: t('contracts.deliveries.settlement.invoice'),
      value: (
        <Group gap={6} wrap="wrap">
          <Anchor component={Link} to={paths.invoice(settlement.invoiceId)} size="sm">
            {settlement.invoiceReference}
          </Anchor>
          {settlement.selfBilled && (
            <Badge variant="default" size="sm">
              {t('invoices.selfBilled')}
            </Badge>
          )}
        </Group>
      ),
    },
    { label: t('contracts.deliveries.settlement.invoiceDate'), value: formatCalendarDate(settlement.invoiceDate) },
    {
      label: t('contracts.deliveries.settlement.dueDate'),
      value: (
        <Group gap={6} wrap="wrap">
          <span>{formatCalendarDate(settlement.dueDate)}</span>
          {settlement.overdue && (
            <Badge color="red.9" size="sm">
              {t('contracts.deliveries.settlement.overdue')}
            </Badge>
          )}
        </Group>
      ),
    },
    {
      label: t('contracts.deliveries.settlement.received'),
      value: settlement.paymentReceivedDate
        ? formatCalendarDate(settlement.paymentReceivedDate)
        : t('contracts.deliveries.settlement.notReceived'),
    },
    { label: t('contracts.deliveries.settlement.weight'), value: units.weight(settlement.weightKg) },
    { label: t('contracts.deliveries.settlement.contractPrice'), value: perTonne(settlement.contractPricePerUnit) },
    { label: t('contracts.deliveries.settlement.priceSold'), value: perTonne(settlement.pricePerUnitSold) },
    { label: t('contracts.deliveries.settlement.net'), value: money(settlement.netMinor) },
    { label: t('contracts.deliveries.settlement.tax'), value: money(settlement.taxMinor) },
    {
      label: t('contracts.deliveries.settlement.total'),
      value: <Text fw={600}>{money(settlement.totalMinor)}</Text>,
    },
  ];
  return (
    <Stack gap="xs">
      <DetailList rows={rows} labelWidth="9rem" />
      {settlement.adjustments.length > 0 ? (
        <List size="sm" spacing={2} aria-label={t('contracts.deliveries.settlement.adjustments')}>
          {settlement.adjustments.map((adjustment) => (
            <List.Item key={`${adjustment.kind}-${adjustment.reasonId}`}>
              {t(`contracts.deliveries.sample.${adjustment.kind}`, {
                reason: adjustment.reason,
                amount: perTonne(adjustment.perTonneMinor),
              })}
            </List.Item>
          ))}
        </List>
      ) : (
        <Text size="sm">{t('contracts.deliveries.settlement.noAdjustments')}</Text>
      )}
    </Stack>
  );
}

import { ListLotForSaleButton } from '../components/list-lot-for-sale-button';
import { LotSaleBadge } from '../components/lot-sale-badge';
import { ADJUSTMENT_REASONS, withRunningBalance, type LedgerLine, type StockRecord } from '@harvest/domain';
import { Anchor, Group, Stack, Table, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router';
import { throwIfNotFound } from '../../../lib/api/api-error';
import { formatDateTime } from '../../../lib/format/format-date-time';
import { useUnits } from '../../../lib/format/use-units';
import { paths } from '../../../lib/paths';
import { useCropNames } from '../../../lib/reference/use-commodities';
import { BackLink } from '../../../ui/back-link';
import { CardList } from '../../../ui/card-list';
import { DetailList } from '../../../ui/detail-list';
import { QueryState } from '../../../ui/query-state';
import { ScrollTable } from '../../../ui/scroll-table';
import { SectionCard } from '../../../ui/section-card';
import { TableOrCards } from '../../../ui/table-or-cards';
import { usePageTitle } from '../../../ui/use-page-title';
import { useRecord } from '../api/get-record';
import { useRecordLedger } from '../api/get-record-ledger';
import { useLotDescription } from '../components/lot-label';
import { LotStorageContract } from '../components/lot-storage-contract';
import type { LotLinkState } from '../components/lot-link';
import { useOwnerText } from '../components/use-owner-text';

const NO_WRAP = { whiteSpace: 'nowrap' } as const;
const REASONS: readonly string[] = ADJUSTMENT_REASONS;

/**
 * /inventory/stock/{id}: one lot, what it is and where, and its history from the ledger, each change with what the
 * lot held after it. Another organisation's lot, or one that is gone, is the not-found page.
 */
export function LotPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const location = useLocation();
  const record = useRecord(id);
  const lot = useLotDescription();
  usePageTitle(record.data ? lot(record.data).name : t('inventoryScreens.stock.title'));
  throwIfNotFound(record.error);
  const back = (location.state as LotLinkState | null)?.fromList ?? paths.inventoryStock;
  return (
    <Stack gap="lg" maw={1000}>
      <BackLink to={back}>{t('inventoryScreens.lot.backToStock')}</BackLink>
      <QueryState
        query={record}
        errorTitle={t('inventoryScreens.lot.loadError')}
        page={{ heading: t('inventoryScreens.stock.title') }}
      >
        {(data) => (
          <>
            <LotHeading
              record={data}
              badge={<LotSaleBadge sale={data.sale} />}
              actions={<ListLotForSaleButton lot={data} label={lot(data).line} />}
            />
            <LotDetails record={data} />
            <LotHistory record={data} />
          </>
        )}
      </QueryState>
    </Stack>
  );
}

interface LotHeadingProps {
  record: StockRecord;
  /** Beside the name: the lot's state (sold, part sold, unsold). */
  badge?: ReactNode;
  /** At the heading's end: what can be done with the lot (list it for sale, move it). */
  actions?: ReactNode;
}

/** The lot's name as the page's heading, with what it is, where and how much under it. */
function LotHeading({ record, badge, actions }: LotHeadingProps) {
  const lot = useLotDescription()(record);
  return (
    <Group justify="space-between" align="flex-start" gap="sm">
      <Stack gap="xs">
        <Group gap="sm" wrap="wrap">
          <Title order={1}>{lot.name}</Title>
          {badge}
        </Group>
        <Text>{[lot.kind, lot.place, lot.quantity].filter(Boolean).join(' · ')}</Text>
      </Stack>
      {actions && <Group gap="xs">{actions}</Group>}
    </Group>
  );
}

type LotField =
  'crop' | 'grade' | 'variety' | 'harvestYear' | 'storage' | 'owner' | 'storageContract' | 'quantity' | 'added';

function LotDetails({ record }: { record: StockRecord }) {
  const { t } = useTranslation();
  const units = useUnits();
  const names = useCropNames();
  const owner = useOwnerText();
  const notSet = t('inventoryScreens.lot.notSet');
  const field = (key: LotField) => t(`inventoryScreens.lot.fields.${key}`);
  const held = record.ownerStatus === 'STORED' || record.storageContractId !== null;
  return (
    <SectionCard title={t('inventoryScreens.lot.details')}>
      <DetailList
        labelWidth="10rem"
        rows={[
          { label: field('crop'), value: names.crop(record.commodityId) },
          { label: field('grade'), value: names.grade(record.commodityId, record.commodityItemId) || notSet },
          { label: field('variety'), value: record.variety ?? notSet },
          { label: field('harvestYear'), value: record.harvestYear },
          { label: field('storage'), value: record.storageName },
          { label: field('owner'), value: owner(record) },
          // A linked storage contract by its number, to its page; else the typed reference and the way to link it.
          ...(held ? [{ label: field('storageContract'), value: <LotStorageContract record={record} /> }] : []),
          { label: field('quantity'), value: units.weight(record.quantityKg) },
          { label: field('added'), value: formatDateTime(record.createdAt) },
        ]}
      />
    </SectionCard>
  );
}

/** Where a ledger line's movement is listed: the movements out of, or into, the lot's store. */
function movementListOf(line: LedgerLine): string | null {
  if (!line.movementId) return null;
  const key = line.deltaKg < 0 ? 'storageSourceId' : 'storageDestinationId';
  return `${paths.inventoryMovements}?f=${encodeURIComponent(`${key}:${line.storageId}`)}`;
}

function LotHistory({ record }: { record: StockRecord }) {
  const { t } = useTranslation();
  const units = useUnits();
  const ledger = useRecordLedger(record.id);
  const name = useLotDescription()(record).name;
  const what = (line: LedgerLine) => {
    if (line.kind !== 'adjustment') return t(`inventoryScreens.lot.kinds.${line.kind}`);
    const reason =
      line.reason === 'deleted'
        ? t('inventoryScreens.lot.deleted')
        : line.reason && REASONS.includes(line.reason)
          ? t(`inventoryScreens.adjustmentForm.reasons.${line.reason as (typeof ADJUSTMENT_REASONS)[number]}`)
          : t('inventoryScreens.lot.kinds.adjustment');
    return line.note ? `${reason}: ${line.note}` : reason;
  };
  const change = (deltaKg: number) =>
    t(deltaKg < 0 ? 'inventoryScreens.lot.decrease' : 'inventoryScreens.lot.increase', {
      quantity: units.weight(Math.abs(deltaKg)),
    });
  const link = (line: LedgerLine, text: string) => {
    const to = movementListOf(line);
    return to ? (
      <Anchor
        component={Link}
        to={to}
        size="sm"
        aria-label={t('inventoryScreens.lot.seeMovementOf', { date: formatDateTime(line.createdAt) })}
      >
        {text}
      </Anchor>
    ) : null;
  };
  return (
    <SectionCard title={t('inventoryScreens.lot.history')} intro={t('inventoryScreens.lot.historyIntro')}>
      <QueryState
        query={ledger}
        errorTitle={t('inventoryScreens.lot.historyError')}
        empty={<Text size="sm">{t('inventoryScreens.lot.noHistory')}</Text>}
      >
        {(lines) => {
          const newestFirst = withRunningBalance(lines).reverse();
          return (
            <TableOrCards
              table={
                <ScrollTable
                  label={t('inventoryScreens.lot.historyLabel', { name })}
                  striped
                  miw={640}
                  columns={[
                    t('inventoryScreens.lot.columns.date'),
                    t('inventoryScreens.lot.columns.what'),
                    { label: t('inventoryScreens.lot.columns.change'), ta: 'right' },
                    { label: t('inventoryScreens.lot.columns.balance'), ta: 'right' },
                    t('inventoryScreens.lot.columns.movement'),
                  ]}
                >
                  {newestFirst.map((line) => (
                    <Table.Tr key={line.id}>
                      <Table.Td style={NO_WRAP}>{formatDateTime(line.createdAt)}</Table.Td>
                      <Table.Td>{what(line)}</Table.Td>
                      <Table.Td ta="right" style={NO_WRAP}>
                        {change(line.deltaKg)}
                      </Table.Td>
                      <Table.Td ta="right" style={NO_WRAP}>
                        {units.weight(line.balanceKg)}
                      </Table.Td>
                      <Table.Td>{link(line, t('inventoryScreens.lot.seeMovement'))}</Table.Td>
                    </Table.Tr>
                  ))}
                </ScrollTable>
              }
              cards={
                <CardList
                  label={t('inventoryScreens.lot.historyLabel', { name })}
                  items={newestFirst}
                  keyOf={(line) => line.id}
                  dense
                >
                  {(line) => (
                    <Stack gap={2}>
                      <Group justify="space-between" gap="xs" wrap="nowrap">
                        <Text size="sm" fw={600}>
                          {what(line)}
                        </Text>
                        <Text size="sm" fw={600} style={NO_WRAP}>
                          {change(line.deltaKg)}
                        </Text>
                      </Group>
                      <Text size="xs" c="dimmed">
                        {formatDateTime(line.createdAt)} ·{' '}
                        {t('inventoryScreens.lot.heldAfter', { quantity: units.weight(line.balanceKg) })}
                      </Text>
                      {link(line, t('inventoryScreens.lot.seeMovement'))}
                    </Stack>
                  )}
                </CardList>
              }
            />
          );
        }}
      </QueryState>
    </SectionCard>
  );
}

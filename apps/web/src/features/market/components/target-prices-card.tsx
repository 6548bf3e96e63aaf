import { formatMovementMonth, priceRegionName, type TargetPrice } from '@harvest/domain';
import { Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCalendarDate } from '../../../lib/format/format-date-time';
import { canAccess } from '../../../lib/session/session-selectors';
import { useSession } from '../../../lib/session/use-session';
import { CardList } from '../../../ui/card-list';
import { EmptyListState } from '../../../ui/empty-list-state';
import { ListIcon } from '../../../ui/icons/list-icon';
import { QueryState } from '../../../ui/query-state';
import { RowButton } from '../../../ui/row-button';
import { ScrollTable } from '../../../ui/scroll-table';
import { SectionCard } from '../../../ui/section-card';
import { TableOrCards } from '../../../ui/table-or-cards';
import { useTargetPrices } from '../api/get-target-prices';
import { perTonne, useMarketCropName } from './market-words';
import { RemoveTargetPriceModal } from './remove-target-price-modal';
import { TargetPriceModal } from './target-price-modal';

/**
 * The business's target prices (GET /trading/target-prices) by crop, month and region, each with the market price it
 * is measured against and how far it is (green once reached); sellers who may write add, change and delete them.
 */
export function TargetPricesCard() {
  const { t } = useTranslation();
  const canWrite = canAccess(useSession(), 'trading.listings', 'write');
  const targets = useTargetPrices();
  const cropName = useMarketCropName();
  const [editing, setEditing] = useState<TargetPrice | 'new' | null>(null);
  const [removing, setRemoving] = useState<TargetPrice | null>(null);
  const items = targets.data ?? [];
  const columns = t('market.targets.columns', { returnObjects: true });

  const nameOf = (target: TargetPrice) =>
    `${cropName(target.commodityId)}, ${formatMovementMonth(target.month)}, ${priceRegionName(target.region)}`;
  const market = (target: TargetPrice) =>
    target.marketMinor === null || target.marketDate === null || target.marketKind === null
      ? t('market.targets.noMarket')
      : t('market.targets.marketOn', {
          price: perTonne(target.marketMinor),
          kind: t(`market.targets.marketKinds.${target.marketKind}`),
          date: formatCalendarDate(target.marketDate),
        });
  const difference = (target: TargetPrice) => {
    if (target.differenceMinor === null) return <Text size="sm">{t('market.targets.noMarket')}</Text>;
    const amount = perTonne(Math.abs(target.differenceMinor));
    return (
      <Text size="sm" fw={600} c={target.reached ? 'green.8' : undefined}>
        {target.reached
          ? `${t('market.targets.reached')}: ${t('market.targets.above', { amount })}`
          : t('market.targets.below', { amount })}
      </Text>
    );
  };
  const actions = (target: TargetPrice) =>
    canWrite && (
      <Group gap="xs" wrap="nowrap">
        <RowButton label={t('market.targets.editLabel', { name: nameOf(target) })} onClick={() => setEditing(target)}>
          {t('market.targets.edit')}
        </RowButton>
        <RowButton
          tone="danger"
          label={t('market.targets.removeLabel', { name: nameOf(target) })}
          onClick={() => setRemoving(target)}
        >
          {t('market.targets.remove')}
        </RowButton>
      </Group>
    );
  const add = canWrite && <Button onClick={() => setEditing('new')}>{t('market.targets.add')}</Button>;

  return (
    <SectionCard title={t('market.targets.title')} intro={t('market.targets.intro')}>
      <QueryState
        query={targets}
        loadingLabel={t('market.targets.loading')}
        errorTitle={t('market.targets.loadError')}
        empty={
          <EmptyListState
            order={3}
            icon={ListIcon}
            title={t('market.targets.empty')}
            hint={t('market.targets.emptyHint')}
            actions={add}
          />
        }
      >
        {add && <Group mb="md">{add}</Group>}
        <TableOrCards
          table={
            <ScrollTable
              label={t('market.targets.tableLabel')}
              columns={[
                columns.crop,
                columns.month,
                columns.region,
                columns.target,
                columns.market,
                columns.difference,
                canWrite && { label: columns.actions },
              ]}
            >
              {items.map((target) => (
                <Table.Tr key={target.id}>
                  <Table.Td fw={600}>{cropName(target.commodityId)}</Table.Td>
                  <Table.Td>{formatMovementMonth(target.month)}</Table.Td>
                  <Table.Td>{priceRegionName(target.region)}</Table.Td>
                  <Table.Td>{perTonne(target.priceMinor)}</Table.Td>
                  <Table.Td>{market(target)}</Table.Td>
                  <Table.Td>{difference(target)}</Table.Td>
                  {canWrite && <Table.Td>{actions(target)}</Table.Td>}
                </Table.Tr>
              ))}
            </ScrollTable>
          }
          cards={
            <CardList items={items} keyOf={(target) => target.id} label={t('market.targets.cardsLabel')} dense>
              {(target) => (
                <Stack gap={4}>
                  <Title order={3} size="h5">
                    {cropName(target.commodityId)}
                  </Title>
                  <Text size="sm">
                    {formatMovementMonth(target.month)} · {priceRegionName(target.region)}
                  </Text>
                  <Text size="sm">
                    {columns.target}: {perTonne(target.priceMinor)}
                  </Text>
                  <Text size="sm" c="dimmed">
                    {market(target)}
                  </Text>
                  {difference(target)}
                  {actions(target)}
                </Stack>
              )}
            </CardList>
          }
        />
      </QueryState>
      <TargetPriceModal target={editing} onClose={() => setEditing(null)} />
      <RemoveTargetPriceModal target={removing} onClose={() => setRemoving(null)} />
    </SectionCard>
  );
}

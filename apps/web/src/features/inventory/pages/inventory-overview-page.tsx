import { harvestProgressPercent, type Storage, isMovementDoc, isHarvestPlanDoc } from '@harvest/domain';
import { Anchor, Group, Progress, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCalendarDate } from '../../../lib/format/format-date-time';
import { Link } from 'react-router';
import { useUnits } from '../../../lib/format/use-units';
import { paths } from '../../../lib/paths';
import { useCropNames } from '../../../lib/reference/use-commodities';
import { usePageTitle } from '../../../ui/use-page-title';
import { useInventoryOverview } from '../api/get-inventory-overview';
import { useStorages } from '../api/get-storages';
import { useInventorySearch } from '../api/search-inventory';
import { NamedStorageFills } from '../components/named-storage-fills';
import { QueryState, type QueryLike } from '../../../ui/query-state';
import { PageHeading } from '../../../ui/page-heading';
import { LinkedCard } from '../../../ui/linked-card';

const RECENT = 'limit=5';
const HARVEST_IN_PROGRESS = 'f=status:in-progress&limit=5';

/**
 * The inventory home (issue 7): stock by crop, how full each store is, the latest movements and the harvest in
 * progress, each card linking to its full list. At its own address: the spec sends /inventory to market insights
 * for trading businesses, so the home cannot live there.
 */
export function InventoryOverviewPage() {
  const { t } = useTranslation();
  usePageTitle(t('inventoryScreens.overview.title'));
  return (
    <Stack gap="lg" maw={1200}>
      <PageHeading title={t('inventoryScreens.overview.title')} intro={t('inventoryScreens.overview.intro')} />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <StockByCrop />
        <Stores />
        <RecentMovements />
        <HarvestProgress />
      </SimpleGrid>
    </Stack>
  );
}

/** One card of the home: its heading, a link to the full list, and what it shows once loaded. */
interface OverviewCardProps<T, Item> {
  title: string;
  link: { to: string; label: string };
  query: QueryLike<T>;
  /** What the card lists of what was loaded. */
  items: (data: T) => Item[];
  /** Said in place of the list when it is empty. */
  none: string;
  children: (items: Item[], data: T) => ReactNode;
}

/** One card of the overview: a heading and a link to the full list, then a few of its items once loaded. */
function OverviewCard<T, Item>({ title, link, query, items, none, children }: OverviewCardProps<T, Item>) {
  const { t } = useTranslation();
  return (
    <LinkedCard title={title} order={2} link={link}>
      <QueryState
        query={query}
        errorTitle={t('inventoryScreens.overview.loadError')}
        isEmpty={(data) => items(data).length === 0}
        empty={
          <Text size="sm" c="dimmed">
            {none}
          </Text>
        }
      >
        {(data) => children(items(data), data)}
      </QueryState>
    </LinkedCard>
  );
}

function StockByCrop() {
  const { t } = useTranslation();
  const units = useUnits();
  const { crop } = useCropNames();
  const overview = useInventoryOverview();
  return (
    <OverviewCard
      title={t('inventoryScreens.overview.stockByCrop')}
      link={{ to: paths.inventoryStock, label: t('nav.stock') }}
      query={overview}
      items={(data) => data.stockByCrop}
      none={t('inventoryScreens.overview.noStock')}
    >
      {(stockByCrop, data) => (
        <Stack gap="sm">
          <Text fw={600}>{t('inventoryScreens.overview.stockTotal', { quantity: units.weight(data.totalKg) })}</Text>
          {stockByCrop.map((each) => {
            const label = t('inventoryScreens.overview.cropShare', {
              crop: crop(each.commodityId),
              quantity: units.weight(each.quantityKg),
              count: each.records,
            });
            return (
              <Stack key={each.commodityId} gap={4}>
                <Group justify="space-between" gap="xs">
                  <Anchor
                    component={Link}
                    to={`${paths.inventoryStock}?f=commodity:${encodeURIComponent(each.commodityId)}`}
                    size="sm"
                    fw={600}
                  >
                    {crop(each.commodityId)}
                  </Anchor>
                  <Text size="sm">{units.weight(each.quantityKg)}</Text>
                </Group>
                {/* A meter, not a progress bar: a share of the stock, not how far a task has gone. */}
                <div
                  role="meter"
                  aria-label={label}
                  aria-valuemin={0}
                  aria-valuemax={data.totalKg}
                  aria-valuenow={each.quantityKg}
                  aria-valuetext={label}
                >
                  <Progress
                    value={data.totalKg > 0 ? (each.quantityKg / data.totalKg) * 100 : 0}
                    color="grape"
                    aria-hidden="true"
                  />
                </div>
              </Stack>
            );
          })}
        </Stack>
      )}
    </OverviewCard>
  );
}

function Stores() {
  const { t } = useTranslation();
  const storages = useStorages();
  return (
    <OverviewCard
      title={t('inventoryScreens.overview.stores')}
      link={{ to: paths.inventoryStorage, label: t('inventoryScreens.overview.allStores') }}
      query={storages}
      items={(data: Storage[]) => data.filter((storage) => storage.type === 'store' && storage.parentId === null)}
      none={t('inventoryScreens.overview.noStores')}
    >
      {(stores) => <NamedStorageFills storages={stores} gap="sm" />}
    </OverviewCard>
  );
}

function RecentMovements() {
  const { t } = useTranslation();
  const units = useUnits();
  const { crop } = useCropNames();
  const search = useInventorySearch('movements', RECENT);
  return (
    <OverviewCard
      title={t('inventoryScreens.overview.recentMovements')}
      link={{ to: paths.inventoryMovements, label: t('inventoryScreens.overview.allMovements') }}
      query={search}
      items={(reply) => reply.data.docs.filter(isMovementDoc)}
      none={t('inventoryScreens.overview.noMovements')}
    >
      {(movements) => (
        <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {movements.map((movement) => (
            <Stack key={movement.id} component="li" gap={0}>
              <Text size="sm">
                {t('inventoryScreens.overview.movementLine', {
                  type: t(`inventoryScreens.movements.types.${movement.type}`),
                  crop: crop(movement.commodityId),
                  quantity: units.weight(movement.quantityKg),
                })}
              </Text>
              <Text size="xs" c="dimmed">
                {formatCalendarDate(movement.startDate)} · {t(`inventoryScreens.movements.statuses.${movement.status}`)}
              </Text>
            </Stack>
          ))}
        </Stack>
      )}
    </OverviewCard>
  );
}

function HarvestProgress() {
  const { t } = useTranslation();
  const units = useUnits();
  const { crop } = useCropNames();
  const search = useInventorySearch('harvest-plans', HARVEST_IN_PROGRESS);
  return (
    <OverviewCard
      title={t('inventoryScreens.overview.harvest')}
      link={{ to: paths.inventoryHarvest, label: t('inventoryScreens.overview.allHarvest') }}
      query={search}
      items={(reply) => reply.data.docs.filter(isHarvestPlanDoc)}
      none={t('inventoryScreens.overview.noHarvest')}
    >
      {(plans) => (
        <Stack gap="sm">
          {plans.map((plan) => {
            const percent = harvestProgressPercent(plan.actualKg, plan.expectedKg);
            const progress =
              plan.expectedKg === null
                ? t('inventoryScreens.overview.harvestNoExpected', { actual: units.weight(plan.actualKg) })
                : t('inventoryScreens.overview.harvestProgress', {
                    actual: units.weight(plan.actualKg),
                    expected: units.weight(plan.expectedKg),
                  });
            return (
              <Stack key={plan.id} gap={4}>
                <Text size="sm" fw={600}>
                  {t('inventoryScreens.overview.harvestLine', {
                    field: plan.fieldName,
                    crop: crop(plan.commodityId),
                    year: plan.harvestYear,
                  })}
                </Text>
                <Text size="sm">{progress}</Text>
                {percent !== null && (
                  // The section is the progress bar (role, values): the label goes on it, not on the track.
                  <Progress.Root>
                    <Progress.Section
                      value={percent}
                      aria-label={t('inventoryScreens.overview.harvestLabel', { field: plan.fieldName })}
                    />
                  </Progress.Root>
                )}
              </Stack>
            );
          })}
        </Stack>
      )}
    </OverviewCard>
  );
}

import {
  formatMovementMonth,
  PRICE_KINDS,
  PRICE_REGIONS,
  priceRegionName,
  type MarketInsights,
  type PriceKind,
  type RegionSeries,
} from '@harvest/domain';
import { Alert, Box, Card, Group, Loader, Select, Stack, Table, Text, Title } from '@mantine/core';
import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCalendarDate } from '../../../lib/format/format-date-time';
import { useMarketInsights, type MarketInsightsAsk } from '../../../lib/market/get-market-insights';
import { useCropNames } from '../../../lib/reference/use-commodities';
import { canAccess, hasOrganisationModule } from '../../../lib/session/session-selectors';
import { useSession } from '../../../lib/session/use-session';
import { ColumnHeads } from '../../../ui/column-heads';
import { EmptyCard } from '../../../ui/empty-card';
import { QueryState } from '../../../ui/query-state';
import { ScrollRegion } from '../../../ui/scroll-region';
import { DemoBadge } from './demo-badge';
import { InsightsLock } from './insights-lock';
import { marketPrice } from './market-format';
import { PRICE_CHART_HEIGHT, PRICE_CHART_WIDTH } from './price-chart-size';
import { WeekChange } from './week-change';

// The chart is a picture of the table: its code loads only where prices are shown, after the table.
const RegionalPriceChart = lazy(() =>
  import('./regional-price-chart').then((module) => ({ default: module.RegionalPriceChart })),
);

/**
 * Prices by region on the market insights page (trading §1, §2, §9): a crop's prices of one kind over the last 52
 * weeks, the typical price of each day as a line per region (or one region with its high-low band), and a table of
 * each region's latest day, week change and 52-week range; the insights upgrade's lock for a business without it.
 */
export function RegionalPrices() {
  const { t } = useTranslation();
  const titleId = useId();
  const session = useSession();
  const upgraded = hasOrganisationModule(session, 'trading:insights:grain');
  const allowed = canAccess(session, 'trading.insights.grain', 'read');
  return (
    <Stack gap="sm" component="section" aria-labelledby={titleId}>
      <Title order={2} size="h3" id={titleId}>
        {t('market.insights.regional.title')}
      </Title>
      {!upgraded ? <InsightsLock order={3} /> : allowed ? <UnlockedPrices /> : <NotYours />}
    </Stack>
  );
}

/** The business has the upgrade but this person may not see market insights (§6): their owner decides. */
function NotYours() {
  const { t } = useTranslation();
  return (
    <Alert color="gray" variant="light">
      {t('errors.noPermission')}
    </Alert>
  );
}

function UnlockedPrices() {
  const { t } = useTranslation();
  const [ask, setAsk] = useState<MarketInsightsAsk>({});
  const insights = useMarketInsights(ask);
  return (
    <>
      <Text size="sm" c="dimmed">
        {t('market.insights.regional.intro')}
      </Text>
      <QueryState
        query={insights}
        loadingLabel={t('market.insights.regional.loading')}
        errorTitle={t('market.insights.regional.loadError')}
      >
        {(data) =>
          // The session may lag the business's modules; the API's word is final.
          data.unlocked ? (
            <Prices
              data={data}
              ask={ask}
              onAsk={(change) => setAsk((before) => ({ ...before, ...change }))}
              updating={insights.isPlaceholderData}
            />
          ) : (
            <InsightsLock order={3} />
          )
        }
      </QueryState>
    </>
  );
}

interface PricesProps {
  data: MarketInsights;
  ask: MarketInsightsAsk;
  onAsk: (change: MarketInsightsAsk) => void;
  /** The answer shown is the last choice's, while the new one loads. */
  updating: boolean;
}

function Prices({ data, ask, onAsk, updating }: PricesProps) {
  const { t } = useTranslation();
  const { commodity } = useCropNames();
  const commodities =
    data.commodityId && !data.commodities.includes(data.commodityId)
      ? [data.commodityId, ...data.commodities]
      : data.commodities;
  const kind = t(`market.insights.kinds.${data.kind}`);
  const crop = data.commodityId ? commodity(data.commodityId) : '';
  return (
    <Stack gap="sm">
      <Group gap="sm" align="flex-end" wrap="wrap">
        <Select
          label={t('market.insights.regional.crop')}
          data={commodities.map((id) => ({ value: id, label: commodity(id) }))}
          value={data.commodityId}
          onChange={(value) => value && onAsk({ commodityId: value })}
          allowDeselect={false}
          disabled={commodities.length === 0}
          w={{ base: '100%', xs: 220 }}
        />
        <Select
          label={t('market.insights.regional.kind')}
          data={PRICE_KINDS.map((value) => ({ value, label: t(`market.insights.kinds.${value}`) }))}
          value={data.kind}
          // Another kind has other crops: the API picks the first of them.
          onChange={(value) =>
            value &&
            onAsk({
              kind: value as PriceKind,
              commodityId: undefined,
              source: undefined,
              // Futures have no region: a contract month each.
              ...(value === 'futures' ? { region: undefined } : {}),
            })
          }
          allowDeselect={false}
          w={{ base: '100%', xs: 160 }}
        />
        {data.kind !== 'futures' && (
          <Select
            label={t('market.insights.regional.region')}
            data={[
              { value: '', label: t('market.insights.regional.allRegions') },
              ...PRICE_REGIONS.map((region) => ({ value: region.id, label: region.name })),
            ]}
            value={ask.region ?? ''}
            onChange={(value) => onAsk({ region: (value || undefined) as MarketInsightsAsk['region'] })}
            allowDeselect={false}
            w={{ base: '100%', xs: 240 }}
          />
        )}
        {/* Kept once chosen: the answer then names the chosen source alone. */}
        {(data.sources.length > 1 || ask.source) && (
          <Select
            label={t('market.insights.regional.source')}
            data={[
              { value: '', label: t('market.insights.regional.allSources') },
              ...data.sources.map((source) => ({ value: source, label: source })),
            ]}
            value={ask.source ?? ''}
            onChange={(value) => onAsk({ source: value || undefined })}
            allowDeselect={false}
            w={{ base: '100%', xs: 200 }}
          />
        )}
        {updating && (
          <Group gap="xs" role="status" pb={6}>
            <Loader size="xs" />
            <Text size="sm">{t('market.insights.regional.updating')}</Text>
          </Group>
        )}
      </Group>
      {data.futuresMessage && (
        <Alert color="blue" variant="light">
          {data.futuresMessage}
        </Alert>
      )}
      {data.series.length === 0 ? (
        !data.futuresMessage &&
        (data.commodities.length === 0 ? (
          <EmptyCard
            title={t('market.insights.regional.noneOfKind', { kind: kind.toLowerCase() })}
            hint={t('market.insights.regional.noneOfKindHint')}
          />
        ) : (
          <EmptyCard title={t('market.insights.regional.empty')} hint={t('market.insights.regional.emptyHint')} />
        ))
      ) : (
        <>
          {data.series.some((series) => series.demo) && <DemoNote />}
          {/* The chart's space is kept while its code loads, so the table below does not jump. */}
          <Suspense
            fallback={
              <Box maw={PRICE_CHART_WIDTH} style={{ aspectRatio: `${PRICE_CHART_WIDTH} / ${PRICE_CHART_HEIGHT}` }} />
            }
          >
            <RegionalPriceChart series={data.series} from={data.from} to={data.to} />
          </Suspense>
          <SeriesTable
            series={data.series}
            caption={t('market.insights.regional.caption', {
              crop,
              kind: kind.toLowerCase(),
              from: formatCalendarDate(data.from),
              to: formatCalendarDate(data.to),
            })}
          />
        </>
      )}
    </Stack>
  );
}

function DemoNote() {
  const { t } = useTranslation();
  return (
    <Group gap="xs" wrap="nowrap">
      <DemoBadge />
      <Text size="sm">{t('market.insights.demoHint')}</Text>
    </Group>
  );
}

/** A series' name: its region, or for futures its contract month. */
function useSeriesName() {
  const { t } = useTranslation();
  return (series: RegionSeries) =>
    series.region
      ? priceRegionName(series.region)
      : t('market.insights.regional.futuresMonth', {
          month: series.contractMonth ? formatMovementMonth(series.contractMonth) : '',
        });
}

const seriesKey = (series: RegionSeries) => `${series.region ?? ''}|${series.contractMonth ?? ''}|${series.source}`;

/** The accessible version of the chart: a row per region where there is room, a card per region on a phone. */
function SeriesTable({ series, caption }: { series: RegionSeries[]; caption: string }) {
  const { t } = useTranslation();
  const name = useSeriesName();
  const price = (minor: number | null | undefined, currency: string) =>
    minor === null || minor === undefined ? '—' : marketPrice(minor, currency);
  const range = (item: RegionSeries) =>
    item.rangeLowMinor === null || item.rangeHighMinor === null
      ? '—'
      : t('market.insights.regional.range', {
          low: marketPrice(item.rangeLowMinor, item.currency),
          high: marketPrice(item.rangeHighMinor, item.currency),
        });
  const mixedDemo = series.some((item) => item.demo) && !series.every((item) => item.demo);
  return (
    <>
      <Box visibleFrom="sm">
        <ScrollRegion label={caption}>
          <Table striped fz="sm" miw={760} captionSide="top">
            <Table.Caption ta="left">{caption}</Table.Caption>
            <ColumnHeads
              scope="col"
              columns={[
                t('market.insights.regional.columns.region'),
                t('market.insights.regional.columns.latest'),
                t('market.insights.regional.columns.typical'),
                t('market.insights.regional.columns.high'),
                t('market.insights.regional.columns.low'),
                t('market.insights.regional.columns.last'),
                t('market.insights.regional.columns.change'),
                t('market.insights.regional.columns.range'),
              ]}
            />
            <Table.Tbody>
              {series.map((item) => (
                <Table.Tr key={seriesKey(item)}>
                  <Table.Th scope="row" fw={500}>
                    <Group gap={6} wrap="nowrap">
                      {name(item)}
                      {mixedDemo && item.demo && <DemoBadge />}
                    </Group>
                  </Table.Th>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    {item.latest ? formatCalendarDate(item.latest.date) : '—'}
                  </Table.Td>
                  <Table.Td fw={600} style={{ whiteSpace: 'nowrap' }}>
                    {price(item.latest?.typicalMinor, item.currency)}
                  </Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{price(item.latest?.highMinor, item.currency)}</Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{price(item.latest?.lowMinor, item.currency)}</Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{price(item.latest?.lastMinor, item.currency)}</Table.Td>
                  <Table.Td>
                    <WeekChange changeMinor={item.weekChangeMinor} currency={item.currency} />
                  </Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{range(item)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollRegion>
      </Box>
      <Stack gap="sm" hiddenFrom="sm">
        <Text size="sm">{caption}</Text>
        <Stack gap="sm" component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {series.map((item) => (
            <Card key={seriesKey(item)} component="li" withBorder padding="sm">
              <Stack gap={2}>
                <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
                  <Text size="sm" fw={600}>
                    {name(item)}
                  </Text>
                  {mixedDemo && item.demo && <DemoBadge />}
                </Group>
                {item.latest ? (
                  <>
                    <Text size="sm">
                      {t('market.insights.regional.dayLine', {
                        typical: marketPrice(item.latest.typicalMinor, item.currency),
                        date: formatCalendarDate(item.latest.date),
                      })}
                    </Text>
                    <Text size="sm" c="dimmed">
                      {t('market.insights.regional.dayFigures', {
                        high: marketPrice(item.latest.highMinor, item.currency),
                        low: marketPrice(item.latest.lowMinor, item.currency),
                        last: marketPrice(item.latest.lastMinor, item.currency),
                      })}
                    </Text>
                  </>
                ) : (
                  <Text size="sm">{t('market.insights.regional.noDays')}</Text>
                )}
                <WeekChange changeMinor={item.weekChangeMinor} currency={item.currency} />
                <Text size="sm" c="dimmed">
                  {t('market.insights.regional.rangeLine', { range: range(item) })}
                </Text>
              </Stack>
            </Card>
          ))}
        </Stack>
      </Stack>
    </>
  );
}

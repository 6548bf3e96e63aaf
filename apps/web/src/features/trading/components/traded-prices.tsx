import type { TradedPriceWeek } from '@harvest/domain';
import { Box, Card, Select, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCalendarDate } from '../../../lib/format/format-date-time';
import { useCropNames } from '../../../lib/reference/use-commodities';
import { formatPricePerTonne, formatTonnes } from './trading-format';
import { ScrollRegion } from '../../../ui/scroll-region';
import { ColumnHeads } from '../../../ui/column-heads';

const CHART_WIDTH = 560;
const CHART_HEIGHT = 160;
const PAD = 8;

/** The weekly average as a line, low to high as a band: a picture of the table beside it, hidden from readers. */
function PriceChart({ weeks }: { weeks: TradedPriceWeek[] }) {
  if (weeks.length < 2) return null;
  const low = Math.min(...weeks.map((week) => week.lowPrice));
  const high = Math.max(...weeks.map((week) => week.highPrice));
  const span = Math.max(1, high - low);
  const x = (index: number) => PAD + (index * (CHART_WIDTH - 2 * PAD)) / (weeks.length - 1);
  const y = (price: number) => CHART_HEIGHT - PAD - ((price - low) * (CHART_HEIGHT - 2 * PAD)) / span;
  const band = [
    ...weeks.map((week, index) => `${x(index)},${y(week.highPrice)}`),
    ...weeks.map((week, index) => `${x(index)},${y(week.lowPrice)}`).reverse(),
  ].join(' ');
  const line = weeks.map((week, index) => `${x(index)},${y(week.averagePrice)}`).join(' ');
  return (
    <svg
      viewBox={`0 0 ${CHART_WIDTH} ${CHART_HEIGHT}`}
      width="100%"
      height={CHART_HEIGHT}
      preserveAspectRatio="none"
      aria-hidden="true"
      style={{ maxWidth: CHART_WIDTH }}
    >
      <polygon points={band} fill="var(--mantine-color-green-1)" />
      <polyline points={line} fill="none" stroke="var(--mantine-color-green-8)" strokeWidth={2} />
    </svg>
  );
}

/**
 * Prices traded on the platform, one crop at a time, week by week (latest first): how many trades, how much, and
 * the average, lowest and highest price per tonne. No party is named.
 */
export function TradedPrices({ weeks }: { weeks: TradedPriceWeek[] }) {
  const { t } = useTranslation();
  const { crop } = useCropNames();
  const crops = [...new Set(weeks.map((week) => week.commodityId))];
  const [chosen, setChosen] = useState<string | null>(null);
  const commodityId = chosen && crops.includes(chosen) ? chosen : (crops[0] ?? null);
  if (commodityId === null) return <Text size="sm">{t('trading.insights.prices.empty')}</Text>;
  const mine = weeks
    .filter((week) => week.commodityId === commodityId)
    .sort((a, b) => a.weekStart.localeCompare(b.weekStart));
  return (
    <Stack gap="sm">
      <Select
        label={t('trading.insights.prices.crop')}
        data={crops.map((id) => ({ value: id, label: crop(id) }))}
        value={commodityId}
        onChange={setChosen}
        allowDeselect={false}
        w={{ base: '100%', xs: 260 }}
      />
      <PriceChart weeks={mine} />
      {/* Six columns of figures fit a wider screen; a phone gets one card a week instead of a sideways scroll. */}
      <Box visibleFrom="sm">
        <ScrollRegion label={t('trading.insights.prices.caption', { crop: crop(commodityId) })}>
          <Table striped fz="sm" miw={560} captionSide="top">
            <Table.Caption ta="left">{t('trading.insights.prices.caption', { crop: crop(commodityId) })}</Table.Caption>
            <ColumnHeads
              scope="col"
              columns={[
                t('trading.insights.prices.week'),
                t('trading.insights.prices.trades'),
                t('trading.insights.prices.tonnes'),
                t('trading.insights.prices.average'),
                t('trading.insights.prices.low'),
                t('trading.insights.prices.high'),
              ]}
            />
            <Table.Tbody>
              {[...mine].reverse().map((week) => (
                <Table.Tr key={week.weekStart}>
                  <Table.Th scope="row" fw={500}>
                    {formatCalendarDate(week.weekStart)}
                  </Table.Th>
                  <Table.Td>{week.trades}</Table.Td>
                  <Table.Td>{formatTonnes(week.quantityKg)}</Table.Td>
                  <Table.Td>{formatPricePerTonne(week.averagePrice, 'GBP')}</Table.Td>
                  <Table.Td>{formatPricePerTonne(week.lowPrice, 'GBP')}</Table.Td>
                  <Table.Td>{formatPricePerTonne(week.highPrice, 'GBP')}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollRegion>
      </Box>
      <Stack gap="sm" hiddenFrom="sm">
        <Text size="sm">{t('trading.insights.prices.caption', { crop: crop(commodityId) })}</Text>
        <Stack gap="sm" component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {[...mine].reverse().map((week) => (
            <Card key={week.weekStart} component="li" withBorder padding="sm">
              <Stack gap={2}>
                <Text size="sm" fw={600}>
                  {t('trading.insights.prices.weekOf', { week: formatCalendarDate(week.weekStart) })}
                </Text>
                <Text size="sm">
                  {t('trading.insights.prices.weekPrices', {
                    average: formatPricePerTonne(week.averagePrice, 'GBP'),
                    low: formatPricePerTonne(week.lowPrice, 'GBP'),
                    high: formatPricePerTonne(week.highPrice, 'GBP'),
                  })}
                </Text>
                <Text size="sm" c="dimmed">
                  {t('trading.insights.prices.weekVolume', {
                    count: week.trades,
                    tonnes: formatTonnes(week.quantityKg),
                  })}
                </Text>
              </Stack>
            </Card>
          ))}
        </Stack>
      </Stack>
    </Stack>
  );
}

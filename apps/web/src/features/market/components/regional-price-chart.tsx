import { priceRegionName, type RegionSeries } from '@harvest/domain';
import { Box, Group, Text } from '@mantine/core';
import { formatCalendarDate } from '../../../lib/format/format-date-time';
import { marketPrice } from './market-format';
import { PRICE_CHART_HEIGHT, PRICE_CHART_WIDTH as WIDTH } from './price-chart-size';

const PAD = { top: 10, right: 12, bottom: 24, left: 78 };
const DAY_MS = 86_400_000;

/** Twelve lines told apart by colour: the 7th shades of Mantine's palette, each 3:1 or more on white. */
const LINE_COLOURS = [
  'blue',
  'red',
  'green',
  'grape',
  'orange',
  'cyan',
  'pink',
  'teal',
  'violet',
  'lime',
  'indigo',
  'yellow',
].map((colour) => `var(--mantine-color-${colour}-8)`);

interface RegionalPriceChartProps {
  series: RegionSeries[];
  /** The window's first and last day (YYYY-MM-DD). */
  from: string;
  to: string;
}

/**
 * The typical price of each day over the window, one line per region; a single region also gets its day's
 * high-low band. A picture of the table beside it, so hidden from screen readers (the table is the accessible
 * version). Hand-drawn SVG, as trading's chart: no chart library.
 */
export function RegionalPriceChart({ series, from, to }: RegionalPriceChartProps) {
  const drawn = series.filter((item) => item.days.length > 0);
  if (drawn.length === 0) return null;
  const single = drawn.length === 1;
  const values = drawn.flatMap((item) =>
    item.days.flatMap((day) => (single ? [day.lowMinor, day.highMinor] : [day.typicalMinor])),
  );
  const low = Math.min(...values);
  const high = Math.max(...values);
  const span = Math.max(1, high - low);
  const start = Date.parse(`${from}T00:00:00Z`);
  const days = Math.max(1, (Date.parse(`${to}T00:00:00Z`) - start) / DAY_MS);
  const plotWidth = WIDTH - PAD.left - PAD.right;
  const plotHeight = PRICE_CHART_HEIGHT - PAD.top - PAD.bottom;
  const x = (date: string) => PAD.left + ((Date.parse(`${date}T00:00:00Z`) - start) / DAY_MS / days) * plotWidth;
  const y = (minor: number) => PAD.top + plotHeight - ((minor - low) / span) * plotHeight;
  const point = (date: string, minor: number) => `${x(date).toFixed(1)},${y(minor).toFixed(1)}`;
  const currency = drawn[0]?.currency ?? 'GBP';

  return (
    <Box aria-hidden="true">
      <svg
        viewBox={`0 0 ${WIDTH} ${PRICE_CHART_HEIGHT}`}
        width="100%"
        style={{ maxWidth: WIDTH, height: 'auto', display: 'block' }}
        fontSize={13}
      >
        <line x1={PAD.left} x2={PAD.left} y1={PAD.top} y2={PAD.top + plotHeight} stroke="var(--mantine-color-gray-5)" />
        <line
          x1={PAD.left}
          x2={WIDTH - PAD.right}
          y1={PAD.top + plotHeight}
          y2={PAD.top + plotHeight}
          stroke="var(--mantine-color-gray-5)"
        />
        <text x={PAD.left - 6} y={y(high) + 4} textAnchor="end" fill="var(--mantine-color-gray-8)">
          {marketPrice(high, currency)}
        </text>
        <text x={PAD.left - 6} y={y(low) + 4} textAnchor="end" fill="var(--mantine-color-gray-8)">
          {marketPrice(low, currency)}
        </text>
        <text x={PAD.left} y={PRICE_CHART_HEIGHT - 6} fill="var(--mantine-color-gray-8)">
          {formatCalendarDate(from)}
        </text>
        <text x={WIDTH - PAD.right} y={PRICE_CHART_HEIGHT - 6} textAnchor="end" fill="var(--mantine-color-gray-8)">
          {formatCalendarDate(to)}
        </text>
        {single && drawn[0] && (
          <polygon
            points={[
              ...drawn[0].days.map((day) => point(day.date, day.highMinor)),
              ...drawn[0].days.map((day) => point(day.date, day.lowMinor)).reverse(),
            ].join(' ')}
            fill="var(--mantine-color-green-1)"
          />
        )}
        {drawn.map((item, index) => (
          <polyline
            key={`${item.region ?? item.contractMonth ?? ''}-${item.source}`}
            points={item.days.map((day) => point(day.date, day.typicalMinor)).join(' ')}
            fill="none"
            stroke={single ? 'var(--mantine-color-green-8)' : LINE_COLOURS[index % LINE_COLOURS.length]}
            strokeWidth={single ? 2 : 1.5}
            strokeLinejoin="round"
          />
        ))}
      </svg>
      {!single && (
        <Group gap="xs" mt={4}>
          {drawn.map((item, index) => (
            <Group key={`${item.region ?? item.contractMonth ?? ''}-${item.source}`} gap={4} wrap="nowrap">
              <Box w={12} h={3} style={{ background: LINE_COLOURS[index % LINE_COLOURS.length] }} />
              <Text size="xs">{item.region ? priceRegionName(item.region) : (item.contractMonth ?? '')}</Text>
            </Group>
          ))}
        </Group>
      )}
    </Box>
  );
}

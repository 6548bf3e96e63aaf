import { typicalPrice, type CommodityGroup, type MarketInsights, type RegionSeries } from '@harvest/domain';

const tonne = { name: 'tonne', conversion: 1000 };

/** The crops the market fixtures name, as GET /system/commodities answers them: prices are quoted for either. */
export const marketCrops: CommodityGroup[] = [
  {
    id: 'wheat',
    name: 'Wheat',
    type: 'cereal',
    items: [{ id: 'wheat-feed', name: 'Feed wheat', commodityType: 'feed', weight: tonne, tags: [] }],
    varieties: [],
  },
  { id: 'barley', name: 'Barley', type: 'cereal', items: [], varieties: [] },
];

/** A series of a few days ending on 2026-11-20, each day `step` pence above the one before. */
export function regionSeries(region: string | null, baseMinor: number, overrides: Partial<RegionSeries> = {}) {
  const days = ['2026-11-12', '2026-11-13', '2026-11-16', '2026-11-17', '2026-11-18', '2026-11-19', '2026-11-20'].map(
    (date, index) => {
      const lastMinor = baseMinor + index * 50;
      const highMinor = lastMinor + 200;
      const lowMinor = lastMinor - 100;
      return { date, highMinor, lowMinor, lastMinor, typicalMinor: typicalPrice(highMinor, lowMinor, lastMinor) };
    },
  );
  const latest = days.at(-1)!;
  const series: RegionSeries = {
    region,
    contractMonth: null,
    source: 'demo',
    demo: true,
    currency: 'GBP',
    days,
    latest,
    weekChangeMinor: 250,
    rangeLowMinor: days[0]!.typicalMinor,
    rangeHighMinor: latest.typicalMinor,
    ...overrides,
  };
  return series;
}

/** GET /trading/insights/prices for feed wheat's spot prices in two regions, demo data. */
export function marketInsights(overrides: Partial<MarketInsights> = {}): MarketInsights {
  return {
    from: '2025-11-22',
    to: '2026-11-20',
    kind: 'spot',
    commodityId: 'wheat',
    commodities: ['wheat', 'barley'],
    sources: ['demo'],
    unlocked: true,
    series: [regionSeries('east', 18_000), regionSeries('scotland', 17_200, { weekChangeMinor: -125 })],
    futuresMessage: null,
    traded: [],
    ...overrides,
  };
}

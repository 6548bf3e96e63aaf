import {
  DEMO_PRICE_SOURCE,
  PRICE_REGIONS,
  SPOT_PRICE_WEEKS,
  type MarketPriceInput,
  type PriceRegionId,
} from '@harvest/domain';
import { instantOf, isoDateOf, weekdayOf, zonedDay } from '@harvest/domain/calendar';
import type { FastifyBaseLogger } from 'fastify';
import type { Platform } from '../app';

const UK = 'Europe/London';
const HOUR = 3_600_000;

/** The demo's crops at a November 2026 level, pounds per tonne on the East of England's spot market. */
const CROPS = [
  { commodityId: 'wheat-feed', base: 176, swing: 14 },
  { commodityId: 'wheat-milling-nabim-group-1', base: 206, swing: 15 },
  { commodityId: 'barley-feed', base: 152, swing: 12 },
  { commodityId: 'barley-malting-spring', base: 186, swing: 13 },
  { commodityId: 'oilseed-rape-crushing', base: 392, swing: 30 },
];

/** Each region against the East: grain-deficit west and north-west above, the big arable east and north below. */
const REGION_PREMIUM: Record<PriceRegionId, number> = {
  east: 0,
  'east-midlands': -1,
  'yorkshire-humber': -2,
  'north-east': -4,
  'north-west': 4,
  'west-midlands': 1,
  london: 2,
  'south-east': 2,
  'south-west': 4,
  wales: 6,
  scotland: -3,
  'northern-ireland': 9,
};

/** Ex-farm is collected (the buyer hauls), delivered includes the haul to the buyer's site. */
const KIND_OFFSET = { spot: 0, 'ex-farm': -4, delivered: 9 } as const;

/** A small seeded generator, so every demo has the same prices. */
function seeded(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

/**
 * 52 weeks of demo prices (issue 24), marked as such by their source ('demo'): for five crops in the twelve regions,
 * spot quoted twice each working day (morning and close, so a day's typical price has a high, a low and a last),
 * ex-farm and delivered weekly on Thursdays, each crop's market wandering as a seeded random walk. Made once: a store with demo
 * prices is left alone. Only `npm start` seeds it.
 */
export async function seedDemoMarket(platform: Platform, log: FastifyBaseLogger): Promise<void> {
  const { prices } = platform.services;
  const now = platform.clock.now();
  const { day: today } = zonedDay(now, UK);
  const first = today - SPOT_PRICE_WEEKS * 7 + 1;
  const stored = await prices.exFarm({ commodityId: 'wheat-feed' });
  if (stored.some((price) => price.demo)) return;
  const random = seeded(2026);
  const rows: MarketPriceInput[] = [];
  for (const crop of CROPS) {
    let level = crop.base - crop.swing / 2;
    for (let day = first; day <= today; day += 1) {
      // A drift back towards the crop's level, and the day's news.
      level += (crop.base - level) * 0.02 + (random() - 0.5) * (crop.swing / 6);
      if (weekdayOf(day) === 0 || weekdayOf(day) === 6) continue;
      const date = isoDateOf(day);
      for (const region of PRICE_REGIONS) {
        const local = level + REGION_PREMIUM[region.id];
        const quote = (kind: keyof typeof KIND_OFFSET, hour: number, noise: number) => {
          const pricedAt = instantOf(day, hour * HOUR, UK);
          if (pricedAt > now) return;
          rows.push({
            commodityId: crop.commodityId,
            region: region.id,
            kind,
            contractMonth: null,
            pricedOn: date,
            pricedAt: pricedAt.toISOString(),
            priceMinor: Math.round((local + KIND_OFFSET[kind] + noise) * 100),
            currency: 'GBP',
          });
        };
        quote('spot', 9.5, (random() - 0.5) * 2);
        quote('spot', 16, 0);
        // Ex-farm and delivered prices are surveyed weekly, as published regional tables are: on Thursdays.
        if (weekdayOf(day) !== 4) continue;
        quote('ex-farm', 16, 0);
        quote('delivered', 16, 0);
      }
    }
  }
  await platform.database.db.transaction((tx) => prices.record(tx, DEMO_PRICE_SOURCE, rows));
  log.info({ prices: rows.length }, 'demo market prices seeded');
}

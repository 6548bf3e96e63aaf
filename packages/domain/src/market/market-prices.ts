import { z } from '../zod';
import { tradedPriceWeekSchema } from '../trading/trade-rules';
import { PRICE_REGION_IDS } from './price-regions';

/**
 * The kinds of price the market store keeps (issue 24): spot (a published regional spot quote), ex-farm (collected
 * from the farm), delivered (to the buyer's site) and futures (an exchange's settlement for a contract month).
 */
export const PRICE_KINDS = ['spot', 'ex-farm', 'delivered', 'futures'] as const;
export type PriceKind = (typeof PRICE_KINDS)[number];

/** The futures markets a feed may quote: London feed wheat (ICE) and Paris milling wheat (Euronext). */
export const FUTURES_MARKETS = [
  { id: 'london-feed-wheat', commodityId: 'wheat-feed', currency: 'GBP' },
  { id: 'paris-milling-wheat', commodityId: 'wheat-milling-nabim-group-1', currency: 'EUR' },
] as const;
export type FuturesMarketId = (typeof FUTURES_MARKETS)[number]['id'];

/** Where a price came from: the demo series, an imported table (its source name), or the futures feed. */
export const PRICE_SOURCE_MAX = 60;
export const priceSourceSchema = z
  .string()
  .trim()
  .min(1)
  .max(PRICE_SOURCE_MAX)
  .regex(/^[a-z0-9][a-z0-9-]*$/, 'Use lower-case letters, digits and hyphens');
export const DEMO_PRICE_SOURCE = 'demo';
export const FUTURES_PRICE_SOURCE = 'futures-feed';

const month = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/);

/** One dated price as a source hands it to the store, in pence per tonne. */
export const marketPriceInputSchema = z.object({
  commodityId: z.string().min(1).max(100),
  /** A PRICE_REGIONS id; null for a futures price, which has no region. */
  region: z.enum(PRICE_REGION_IDS).nullable(),
  kind: z.enum(PRICE_KINDS),
  /** A futures contract's delivery month (YYYY-MM); null otherwise. */
  contractMonth: month.nullable(),
  /** YYYY-MM-DD, the day the price is for. */
  pricedOn: z.iso.date(),
  /** When in the day it was taken: the last of a day is its last price. */
  pricedAt: z.iso.datetime(),
  priceMinor: z.number().int().positive(),
  currency: z.string().length(3),
});
export type MarketPriceInput = z.infer<typeof marketPriceInputSchema>;

/** A day of a series as the API answers it (the domain's PriceDay). */
export const priceDaySchema = z.object({
  date: z.iso.date(),
  highMinor: z.number().int(),
  lowMinor: z.number().int(),
  lastMinor: z.number().int(),
  typicalMinor: z.number().int(),
});

/** GET /trading/insights/prices: a commodity's prices of one kind by region, over the last 52 weeks. */
export const insightsPricesQuerySchema = z.object({
  commodityId: z.string().min(1).max(100).optional(),
  kind: z.enum(PRICE_KINDS).default('spot'),
  region: z.enum(PRICE_REGION_IDS).optional(),
  source: priceSourceSchema.optional(),
});
export type InsightsPricesQuery = z.infer<typeof insightsPricesQuerySchema>;

/** One region's (or, for futures, one contract month's) series over the window. */
export const regionSeriesSchema = z.object({
  /** A PRICE_REGIONS id, or null for futures. */
  region: z.string().nullable(),
  contractMonth: z.string().nullable(),
  source: z.string(),
  /** Demo data, to be marked as such wherever it is shown. */
  demo: z.boolean(),
  currency: z.string(),
  days: z.array(priceDaySchema),
  /** The newest day, and its typical price's change on the day a week before it (null without one). */
  latest: priceDaySchema.nullable(),
  weekChangeMinor: z.number().int().nullable(),
  /** The 52-week range of the typical price. */
  rangeLowMinor: z.number().int().nullable(),
  rangeHighMinor: z.number().int().nullable(),
});
export type RegionSeries = z.infer<typeof regionSeriesSchema>;

export const marketInsightsSchema = z.object({
  /** The first and last day of the window (52 weeks ending today, UK time). */
  from: z.iso.date(),
  to: z.iso.date(),
  kind: z.enum(PRICE_KINDS),
  /** The commodity shown: the one asked for, else the first with prices of the kind. */
  commodityId: z.string().nullable(),
  /** The commodities with prices of the kind in the window, and the sources that gave them. */
  commodities: z.array(z.string()),
  sources: z.array(z.string()),
  /** False when the business has no insights upgrade module: the regional series are then withheld (empty). */
  unlocked: z.boolean(),
  series: z.array(regionSeriesSchema),
  /** Futures without a configured feed: the plain message saying so; null otherwise. */
  futuresMessage: z.string().nullable(),
  /** The platform's own trades by crop and week, as before (no party named). */
  traded: z.array(tradedPriceWeekSchema),
});
export type MarketInsights = z.infer<typeof marketInsightsSchema>;

/** GET /trading/ex-farm: the latest ex-farm price of each commodity in each region, with its week's change. */
export const exFarmQuerySchema = z.object({
  commodityId: z.string().min(1).max(100).optional(),
  region: z.enum(PRICE_REGION_IDS).optional(),
});
export const exFarmPriceSchema = z.object({
  commodityId: z.string(),
  region: z.string(),
  date: z.iso.date(),
  lastMinor: z.number().int(),
  typicalMinor: z.number().int(),
  weekChangeMinor: z.number().int().nullable(),
  source: z.string(),
  demo: z.boolean(),
  currency: z.string(),
});
export type ExFarmPrice = z.infer<typeof exFarmPriceSchema>;

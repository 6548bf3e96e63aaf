import { formatMessage, messages } from '../i18n/messages';
import type { CommodityGroup } from '../reference/commodities';
import { PRICE_BELOW, PRICE_MIN } from '../units/money';
import { z } from '../zod';
import { FUTURES_MARKETS, PRICE_KINDS, type FuturesMarketId } from './market-prices';
import { PRICE_REGION_IDS } from './price-regions';

/**
 * Price alerts (/trading/alert-preferences, trading-logistics §1): a target-price alert watches a crop's price of a
 * kind in a region cross a price (above or below); a futures alert watches a futures market move by N per tonne or
 * N% in a day. Each fires once per crossing, and again only after the price has gone back and crossed again.
 */
export const ALERT_DIRECTIONS = ['above', 'below'] as const;
export type AlertDirection = (typeof ALERT_DIRECTIONS)[number];

const words = messages.market.alerts;

/** A crop of the catalogue, by id (the API checks it is one). */
export const marketCropIdSchema = z.string().min(1, words.cropUnknown).max(100);
export const priceRegionSchema = z.enum(PRICE_REGION_IDS, { error: () => words.regionRequired });

/** A price per tonne in pence within §9's bounds: at least 0.01 and below 1 million (in pounds). */
export const pricePerTonneMinorSchema = z
  .number({ error: () => words.priceRequired })
  .int({ error: () => words.priceRequired })
  .min(1, formatMessage(messages.validation.priceMinimum, { min: PRICE_MIN }))
  .max(99_999_999, formatMessage(messages.validation.priceBelow, { max: PRICE_BELOW.toLocaleString('en-GB') }));

export const targetAlertInputSchema = z.strictObject({
  type: z.literal('target'),
  commodityId: marketCropIdSchema,
  region: priceRegionSchema,
  kind: z.enum(PRICE_KINDS).exclude(['futures']),
  direction: z.enum(ALERT_DIRECTIONS),
  priceMinor: pricePerTonneMinorSchema,
});

export const futuresAlertInputSchema = z
  .strictObject({
    type: z.literal('futures'),
    commodityId: marketCropIdSchema,
    /** A move of at least this many pence per tonne in a day, or of at least this percentage (one of the two). */
    moveMinor: z
      .number({ error: () => words.moveRequired })
      .int({ error: () => words.moveRequired })
      .min(1, words.moveRequired)
      .max(10_000_000, formatMessage(messages.validation.maxValue, { max: '£100,000' }))
      .nullable(),
    movePercent: z
      .number({ error: () => words.moveRequired })
      .min(0.1, words.movePercentRange)
      .max(100, words.movePercentRange)
      .nullable(),
  })
  .refine((alert) => (alert.moveMinor === null) !== (alert.movePercent === null), {
    message: words.moveEither,
    path: ['moveMinor'],
  });

export const alertInputSchema = z.union([targetAlertInputSchema, futuresAlertInputSchema]);
export type AlertInput = z.infer<typeof alertInputSchema>;

export const priceAlertSchema = z.object({
  id: z.uuid(),
  type: z.enum(['target', 'futures']),
  commodityId: z.string(),
  region: z.string().nullable(),
  kind: z.enum(PRICE_KINDS),
  direction: z.enum(ALERT_DIRECTIONS).nullable(),
  priceMinor: z.number().int().nullable(),
  moveMinor: z.number().int().nullable(),
  movePercent: z.number().nullable(),
  /** Which side of its price the market was last seen on (target alerts); null before any price. */
  side: z.enum(ALERT_DIRECTIONS).nullable(),
  lastFiredAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
  /** The series' latest price and its day (target alerts), what the alert is measured against now; null before any. */
  marketMinor: z.number().int().nullable(),
  marketDate: z.iso.date().nullable(),
});
export type PriceAlert = z.infer<typeof priceAlertSchema>;

/** The side of the alert's price a market price is on: at the price counts as reached for either direction. */
export function sideOf(priceMinor: number, targetMinor: number, direction: AlertDirection): AlertDirection {
  if (priceMinor === targetMinor) return direction;
  return priceMinor > targetMinor ? 'above' : 'below';
}

/**
 * A target alert meeting a new price: the side it is now on, and whether it fires. It fires when the price reaches the
 * alert's side having been on the other (or never seen), so once per crossing; it stays quiet while the price stays.
 */
export function targetCrossing(
  alert: { direction: AlertDirection; priceMinor: number; side: AlertDirection | null },
  priceMinor: number,
): { side: AlertDirection; fires: boolean } {
  const side = sideOf(priceMinor, alert.priceMinor, alert.direction);
  return { side, fires: side === alert.direction && alert.side !== alert.direction };
}

/**
 * A futures alert meeting a day's price against the day before's: the move, and whether it is as big as the alert's
 * (either way). It fires once a day at most: `firedOn` is the day it last fired.
 */
export function futuresMove(
  alert: { moveMinor: number | null; movePercent: number | null; firedOn: string | null },
  previousMinor: number,
  priceMinor: number,
  day: string,
): { moveMinor: number; movePercent: number; fires: boolean } {
  const moveMinor = priceMinor - previousMinor;
  const movePercent = previousMinor > 0 ? (moveMinor / previousMinor) * 100 : 0;
  const big =
    (alert.moveMinor !== null && Math.abs(moveMinor) >= alert.moveMinor) ||
    (alert.movePercent !== null && Math.abs(movePercent) >= alert.movePercent);
  return { moveMinor, movePercent, fires: big && alert.firedOn !== day };
}

/**
 * A target alert whose market is already on its side when it is made (or seen): it waits for the price to go back
 * and cross again, so the page says so.
 */
export const alertAlreadyPast = (alert: { direction: AlertDirection | null; side: AlertDirection | null }): boolean =>
  alert.direction !== null && alert.side === alert.direction;

/** The futures market a futures alert's commodity is quoted on, or undefined for a commodity with none. */
export const futuresMarketOf = (commodityId: string): { id: FuturesMarketId; currency: string } | undefined =>
  FUTURES_MARKETS.find((market) => market.commodityId === commodityId);

/**
 * A crop as prices name it: a catalogue crop ('wheat') or one of its types and grades ('wheat-feed'). Its name is the
 * type's when it is one ('Feed wheat'), else the crop's; null for an id outside the catalogue.
 */
export function commodityName(groups: readonly CommodityGroup[], commodityId: string): string | null {
  for (const group of groups) {
    if (group.id === commodityId) return group.name;
    const item = group.items.find((each) => each.id === commodityId);
    if (item) return item.name;
  }
  return null;
}

import { messages } from '../i18n/messages';
import { z } from '../zod';
import { marketCropIdSchema, pricePerTonneMinorSchema, priceRegionSchema } from './market-alerts';

/**
 * A seller's target price for a crop and a movement month (GET /trading/target-prices): what they would sell at, and
 * how far the market (the latest ex-farm price in the region, else the latest spot) is from it.
 */
export const targetPriceInputSchema = z.strictObject({
  commodityId: marketCropIdSchema,
  /** The movement month, YYYY-MM. */
  month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, messages.market.targets.monthRequired),
  region: priceRegionSchema,
  /** Pence per tonne: §5's price bounds, at least 0.01 and below 1 million. */
  priceMinor: pricePerTonneMinorSchema,
});
export type TargetPriceInput = z.infer<typeof targetPriceInputSchema>;

export const targetPriceSchema = targetPriceInputSchema.extend({
  id: z.uuid(),
  /** The market price it is measured against, its day and kind; null while the region has none. */
  marketMinor: z.number().int().nullable(),
  marketDate: z.iso.date().nullable(),
  marketKind: z.enum(['ex-farm', 'spot']).nullable(),
  /** market - target: positive when the market is above the target. */
  differenceMinor: z.number().int().nullable(),
  reached: z.boolean(),
  updatedAt: z.iso.datetime(),
});
export type TargetPrice = z.infer<typeof targetPriceSchema>;

/** How far the market stands from a target, and whether it has reached it. */
export function targetDistance(
  targetMinor: number,
  marketMinor: number | null,
): { differenceMinor: number | null; reached: boolean } {
  if (marketMinor === null) return { differenceMinor: null, reached: false };
  const differenceMinor = marketMinor - targetMinor;
  return { differenceMinor, reached: differenceMinor >= 0 };
}

import { z } from '../zod';
import { SALE_STATUSES, type SaleStatus } from './inventory-kinds';

/**
 * How much of a stock lot is sold, derived when read from the trades that cover it (trades of listings started
 * from the lot; contracts will count here too once they exist). Never stored: a trade changes it at once.
 */
export const lotSaleSchema = z.object({
  state: z.enum(SALE_STATUSES),
  /** What the trades of the lot's listings add up to. */
  tradedKg: z.number(),
});
export type LotSale = z.infer<typeof lotSaleSchema>;

export const UNSOLD_LOT: LotSale = { state: 'unsold', tradedKg: 0 };

/** Sold once the trades cover all the lot holds; part sold while they cover some of it; unsold with none. */
export function lotSaleState(holdingKg: number, tradedKg: number): SaleStatus {
  if (tradedKg <= 0) return 'unsold';
  return tradedKg >= holdingKg ? 'sold' : 'part-sold';
}

export const lotSaleOf = (holdingKg: number, tradedKg: number): LotSale => ({
  state: lotSaleState(holdingKg, tradedKg),
  tradedKg: Math.max(0, tradedKg),
});

import { and, desc, eq, lt } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database';
import { first } from '../../platform/db/find-row';
import { marketPrices } from './prices/tables';

/** One series of the price store: a crop's prices of a kind in a region (or, for futures, a contract month). */
export interface SeriesKey {
  commodityId: string;
  kind: string;
  /** '' for futures. */
  region: string;
  /** '' for anything but futures. */
  contractMonth: string;
}

/** A series' price of one day: the day's last (the latest taken, whatever its source). */
export interface DayPrice {
  pricedOn: string;
  priceMinor: number;
  currency: string;
}

const p = marketPrices;

const ofSeries = (key: SeriesKey) =>
  and(
    eq(p.commodityId, key.commodityId),
    eq(p.kind, key.kind),
    eq(p.region, key.region),
    eq(p.contractMonth, key.contractMonth),
  );

/**
 * The last price of the series' newest day, or of the newest day before `before`: every source counts, and where
 * several priced the same day, the one taken latest is its last.
 */
export function lastPriceOf(exec: Executor, key: SeriesKey, before?: string): Promise<DayPrice | null> {
  return first(
    exec
      .select({ pricedOn: p.pricedOn, priceMinor: p.priceMinor, currency: p.currency })
      .from(p)
      .where(before ? and(ofSeries(key), lt(p.pricedOn, before)) : ofSeries(key))
      .orderBy(desc(p.pricedOn), desc(p.pricedAt), desc(p.id))
      .limit(1),
  );
}

import { bigint, date, index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { instant, minor } from '../../../platform/db/columns';

/**
 * The store of dated market prices (issue 24), one row a price as its source gave it, in pence per tonne. A day's
 * high, low and last (and so its typical price, §9) are read from the day's rows. Region is empty ('') for a futures
 * price and contract month empty for anything else, so the natural key can be unique.
 */
export const marketPrices = pgTable(
  'market_prices',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    commodityId: text('commodity_id').notNull(),
    region: text('region').notNull(),
    kind: text('kind').notNull(),
    contractMonth: text('contract_month').notNull(),
    source: text('source').notNull(),
    pricedOn: date('priced_on', { mode: 'string' }).notNull(),
    pricedAt: instant('priced_at').notNull(),
    priceMinor: minor('price_minor').notNull(),
    currency: text('currency').notNull(),
    receivedAt: instant('received_at').notNull(),
  },
  (table) => [
    // A commodity's series of a kind over a window, every region at once: the insights page's read.
    index('market_prices_series_idx').on(table.commodityId, table.kind, table.pricedOn),
    uniqueIndex('market_prices_reading_key').on(
      table.source,
      table.commodityId,
      table.kind,
      table.region,
      table.contractMonth,
      table.pricedAt,
    ),
    // An import replaces what its source said for the same days.
    index('market_prices_source_day_idx').on(table.source, table.pricedOn),
  ],
);

import { index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { instant, minor, rowId } from '../../../platform/db/columns';
import { organisationRef, userRef } from '../tables';

/** A seller's target price for a crop and movement month (GET /trading/target-prices), one per crop, month and region. */
export const marketTargetPrices = pgTable(
  'market_target_prices',
  {
    id: rowId(),
    organisationId: organisationRef('organisation_id'),
    commodityId: text('commodity_id').notNull(),
    month: text('month').notNull(),
    region: text('region').notNull(),
    priceMinor: minor('price_minor').notNull(),
    updatedBy: userRef('updated_by'),
    createdAt: instant('created_at').notNull(),
    updatedAt: instant('updated_at').notNull(),
  },
  (table) => [
    uniqueIndex('market_target_prices_key').on(table.organisationId, table.commodityId, table.month, table.region),
    index('market_target_prices_org_idx').on(table.organisationId),
  ],
);

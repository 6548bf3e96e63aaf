import { date, doublePrecision, index, pgTable, text } from 'drizzle-orm/pg-core';
import { instant, minor, rowId } from '../../../platform/db/columns';
import { organisationRef, requiredUserRef } from '../tables';

/**
 * A person's price alert (/trading/alert-preferences): a target-price alert (direction and price) or a futures alert
 * (a day's move in pence or per cent). `side` is the side of its price the market was last seen on, so it fires once
 * per crossing; `fired_on` is the day a futures alert last fired, so it fires once a day at most.
 */
export const marketAlerts = pgTable(
  'market_alerts',
  {
    id: rowId(),
    organisationId: organisationRef('organisation_id'),
    userId: requiredUserRef('user_id'),
    type: text('type').notNull(),
    commodityId: text('commodity_id').notNull(),
    /** '' for a futures alert. */
    region: text('region').notNull(),
    kind: text('kind').notNull(),
    direction: text('direction'),
    priceMinor: minor('price_minor'),
    moveMinor: minor('move_minor'),
    movePercent: doublePrecision('move_percent'),
    side: text('side'),
    firedOn: date('fired_on', { mode: 'string' }),
    lastFiredAt: instant('last_fired_at'),
    createdAt: instant('created_at').notNull(),
    updatedAt: instant('updated_at').notNull(),
  },
  (table) => [
    index('market_alerts_series_idx').on(table.commodityId, table.kind, table.region),
    index('market_alerts_user_idx').on(table.userId),
  ],
);

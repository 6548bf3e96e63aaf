import type { Currency, TradeRequestOutcome } from '@harvest/domain';
import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { instant, kg, requiredKey, rowId } from '../../../platform/db/columns';
import { minor, organisationRef, unitRef, userRef, type CollectionAddress } from '../tables';

/** A buyer's wanted listing (§3 trade request, wanted): active and closed. */
export const tradingWanted = pgTable(
  'trading_wanted',
  {
    id: rowId(),
    reference: text('reference').notNull(),
    organisationId: organisationRef('organisation_id'),
    createdBy: userRef('created_by'),
    commodityId: text('commodity_id').notNull(),
    commodityItemId: text('commodity_item_id'),
    quantityMinKg: kg('quantity_min_kg').notNull(),
    quantityMaxKg: kg('quantity_max_kg').notNull(),
    months: text('months').array().notNull(),
    pricePerUnit: minor('price_per_unit'),
    currency: text('currency').$type<Currency>().notNull(),
    deliveryPostcode: text('delivery_postcode'),
    notes: text('notes'),
    status: text('status').$type<'active' | 'closed'>().notNull(),
    createdAt: instant('created_at').notNull(),
    closedAt: instant('closed_at'),
  },
  (table) => [
    uniqueIndex('trading_wanted_reference_key').on(table.reference),
    index('trading_wanted_active_idx')
      .on(table.createdAt)
      .where(sql`${table.status} = 'active'`),
    index('trading_wanted_organisation_idx').on(table.organisationId, table.createdAt),
  ],
);

/** §4: a seller asks a buyer to trade (answering a wanted listing); the buyer has 2 hours to accept or decline. */
export const tradingTradeRequests = pgTable(
  'trading_trade_requests',
  {
    id: rowId(),
    wantedId: requiredKey('wanted_id', () => tradingWanted.id),
    sellerOrganisationId: organisationRef('seller_organisation_id'),
    sellerUserId: userRef('seller_user_id'),
    businessUnitId: unitRef('business_unit_id'),
    buyerOrganisationId: organisationRef('buyer_organisation_id'),
    commodityId: text('commodity_id').notNull(),
    quantityKg: kg('quantity_kg').notNull(),
    month: text('month').notNull(),
    pricePerUnit: minor('price_per_unit').notNull(),
    currency: text('currency').$type<Currency>().notNull(),
    notes: text('notes'),
    schemeStatus: text('scheme_status').notNull(),
    collection: jsonb('collection').$type<CollectionAddress>().notNull(),
    status: text('status').$type<'active' | 'closed'>().notNull(),
    outcome: text('outcome').$type<TradeRequestOutcome>(),
    sentAt: instant('sent_at').notNull(),
    expiresAt: instant('expires_at').notNull(),
    closedAt: instant('closed_at'),
  },
  (table) => [
    index('trading_trade_requests_seller_idx').on(table.sellerOrganisationId, table.sentAt),
    index('trading_trade_requests_buyer_idx').on(table.buyerOrganisationId, table.sentAt),
    index('trading_trade_requests_due_idx')
      .on(table.expiresAt)
      .where(sql`${table.status} = 'active'`),
  ],
);

import type { BidStoredStatus, Currency, ReopenStatus } from '@harvest/domain';
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { instant, kg, requiredKey, rowId } from '../../../platform/db/columns';
import { tradingListings } from '../listings/tables';
import { minor, organisationRef, userRef } from '../tables';

/**
 * A buyer's price offer (§3-§4). expires_at copies the listing's offer expiry so the sweep finds due offers on
 * one index; a listing edit moves it with the review time. One offer per buyer organisation and listing.
 */
export const tradingBids = pgTable(
  'trading_bids',
  {
    id: rowId(),
    listingId: requiredKey('listing_id', () => tradingListings.id),
    buyerOrganisationId: organisationRef('buyer_organisation_id'),
    buyerUserId: userRef('buyer_user_id').notNull(),
    status: text('status').$type<BidStoredStatus>().notNull(),
    quantityMinKg: kg('quantity_min_kg').notNull(),
    quantityMaxKg: kg('quantity_max_kg').notNull(),
    note: text('note'),
    currency: text('currency').$type<Currency>().notNull(),
    revision: integer('revision').notNull().default(1),
    acceptedOptionId: uuid('accepted_option_id'),
    expiresAt: instant('expires_at').notNull(),
    createdAt: instant('created_at').notNull(),
    updatedAt: instant('updated_at').notNull(),
    finalAt: instant('final_at'),
  },
  (table) => [
    uniqueIndex('trading_bids_one_per_buyer_key')
      .on(table.listingId, table.buyerOrganisationId)
      .where(sql`${table.status} <> 'withdrawn'`),
    index('trading_bids_buyer_idx').on(table.buyerOrganisationId, table.createdAt),
    index('trading_bids_expiry_due_idx')
      .on(table.expiresAt)
      .where(sql`${table.status} in ('sent', 'updated')`),
  ],
);

/** §3 movement period: one priced month of an offer. Editing an offer replaces its options. */
export const tradingBidOptions = pgTable(
  'trading_bid_options',
  {
    id: rowId(),
    bidId: requiredKey('bid_id', () => tradingBids.id, 'cascade'),
    position: integer('position').notNull(),
    month: text('month').notNull(),
    pricePerUnit: minor('price_per_unit').notNull(),
    premium: minor('premium'),
    notes: text('notes'),
  },
  (table) => [index('trading_bid_options_bid_idx').on(table.bidId, table.position)],
);

/** §4: the seller asks the buyer of an expired offer to trade at it; the buyer has 2 hours. */
export const tradingReopenRequests = pgTable(
  'trading_reopen_requests',
  {
    id: rowId(),
    bidId: requiredKey('bid_id', () => tradingBids.id),
    optionId: uuid('option_id').notNull(),
    quantityKg: kg('quantity_kg').notNull(),
    note: text('note'),
    status: text('status').$type<ReopenStatus>().notNull(),
    requestedBy: userRef('requested_by'),
    requestedAt: instant('requested_at').notNull(),
    expiresAt: instant('expires_at').notNull(),
    answeredAt: instant('answered_at'),
  },
  (table) => [
    uniqueIndex('trading_reopen_pending_key')
      .on(table.bidId)
      .where(sql`${table.status} = 'pending'`),
    index('trading_reopen_bid_idx').on(table.bidId, table.requestedAt),
    index('trading_reopen_due_idx')
      .on(table.expiresAt)
      .where(sql`${table.status} = 'pending'`),
  ],
);

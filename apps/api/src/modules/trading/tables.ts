import type {
  BidStoredStatus,
  ContractDetails,
  Currency,
  HaulageType,
  ListingMovement,
  ListingSpecification,
  ListingStoredStatus,
  ReopenStatus,
  TradeRequestOutcome,
  WeightUnit,
} from '@harvest/domain';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { businessUnits, organisations, users } from '../accounts/tables';
import { files } from '../files/tables';

const kg = (name: string) => bigint(name, { mode: 'number' });
const minor = (name: string) => bigint(name, { mode: 'number' });
const at = (name: string) => timestamp(name, { withTimezone: true });

/** Human references: L-000123 for listings, T- for trades, W- for wanted listings. */
export const tradingReferences = pgSequence('trading_reference_seq', { startWith: 1000 });

export interface CollectionAddress {
  line1: string | null;
  city: string | null;
  region: string | null;
  postcode: string | null;
}

/**
 * A seller's market listing (trading §3-§4). Stored status is active, closed or traded; every other state is derived
 * from opens_at, review_at and closes_at and the clock when read. The *_done_at marks record that the sweep has
 * persisted a transition and queued its notifications, so a second run does nothing.
 */
export const tradingListings = pgTable(
  'trading_listings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reference: text('reference').notNull(),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id),
    businessUnitId: uuid('business_unit_id')
      .notNull()
      .references(() => businessUnits.id),
    createdBy: uuid('created_by').references(() => users.id),
    commodityId: text('commodity_id').notNull(),
    commodityItemId: text('commodity_item_id'),
    variety: text('variety'),
    quantityUnit: text('quantity_unit').$type<WeightUnit>().notNull(),
    quantityMinKg: kg('quantity_min_kg').notNull(),
    quantityMaxKg: kg('quantity_max_kg').notNull(),
    tradedKg: kg('traded_kg').notNull().default(0),
    movement: jsonb('movement').$type<ListingMovement>().notNull(),
    movementMonths: text('movement_months').array().notNull(),
    scheduled: boolean('scheduled').notNull(),
    opensAt: at('opens_at').notNull(),
    reviewAt: at('review_at').notNull(),
    offersExpireAt: at('offers_expire_at').notNull(),
    closesAt: at('closes_at').notNull(),
    notes: text('notes'),
    specification: jsonb('specification').$type<ListingSpecification>().notNull(),
    haulage: text('haulage').$type<HaulageType>().notNull(),
    deliveryPostcode: text('delivery_postcode'),
    tasccAssured: boolean('tascc_assured').notNull(),
    farmAssured: boolean('farm_assured').notNull(),
    what3words: text('what3words'),
    currency: text('currency').$type<Currency>().notNull(),
    guidePrice: minor('guide_price'),
    targetPrice: minor('target_price'),
    reasonId: text('reason_id'),
    anonymous: boolean('anonymous').notNull(),
    collection: jsonb('collection').$type<CollectionAddress>().notNull(),
    status: text('status').$type<ListingStoredStatus>().notNull(),
    endReasonId: text('end_reason_id'),
    endedAt: at('ended_at'),
    archivedAt: at('archived_at'),
    relistedFromId: uuid('relisted_from_id').references((): AnyPgColumn => tradingListings.id),
    reviewDoneAt: at('review_done_at'),
    expiringDoneAt: at('expiring_done_at'),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (table) => [
    uniqueIndex('trading_listings_reference_key').on(table.reference),
    index('trading_listings_organisation_idx').on(table.organisationId, table.createdAt),
    index('trading_listings_market_idx')
      .on(table.reviewAt)
      .where(sql`${table.status} = 'active'`),
    index('trading_listings_review_due_idx')
      .on(table.reviewAt)
      .where(sql`${table.status} <> 'closed' and ${table.reviewDoneAt} is null`),
    index('trading_listings_expiring_due_idx')
      .on(table.offersExpireAt)
      .where(sql`${table.status} <> 'closed' and ${table.expiringDoneAt} is null`),
    index('trading_listings_closing_due_idx')
      .on(table.closesAt)
      .where(sql`${table.status} = 'active'`),
    check('trading_listings_quantities', sql`${table.quantityMinKg} <= ${table.quantityMaxKg}`),
    check('trading_listings_traded', sql`${table.tradedKg} >= 0 and ${table.tradedKg} <= ${table.quantityMaxKg}`),
  ],
);

/**
 * A buyer's price offer (§3-§4). expires_at copies the listing's offer expiry so the sweep finds due offers on
 * one index; a listing edit moves it with the review time. One offer per buyer organisation and listing.
 */
export const tradingBids = pgTable(
  'trading_bids',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    listingId: uuid('listing_id')
      .notNull()
      .references(() => tradingListings.id),
    buyerOrganisationId: uuid('buyer_organisation_id')
      .notNull()
      .references(() => organisations.id),
    buyerUserId: uuid('buyer_user_id')
      .notNull()
      .references(() => users.id),
    status: text('status').$type<BidStoredStatus>().notNull(),
    quantityMinKg: kg('quantity_min_kg').notNull(),
    quantityMaxKg: kg('quantity_max_kg').notNull(),
    note: text('note'),
    currency: text('currency').$type<Currency>().notNull(),
    revision: integer('revision').notNull().default(1),
    acceptedOptionId: uuid('accepted_option_id'),
    expiresAt: at('expires_at').notNull(),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
    finalAt: at('final_at'),
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
    id: uuid('id').primaryKey().defaultRandom(),
    bidId: uuid('bid_id')
      .notNull()
      .references(() => tradingBids.id, { onDelete: 'cascade' }),
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
    id: uuid('id').primaryKey().defaultRandom(),
    bidId: uuid('bid_id')
      .notNull()
      .references(() => tradingBids.id),
    optionId: uuid('option_id').notNull(),
    quantityKg: kg('quantity_kg').notNull(),
    note: text('note'),
    status: text('status').$type<ReopenStatus>().notNull(),
    requestedBy: uuid('requested_by').references(() => users.id),
    requestedAt: at('requested_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    answeredAt: at('answered_at'),
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

/** A buyer's wanted listing (§3 trade request, wanted): active and closed. */
export const tradingWanted = pgTable(
  'trading_wanted',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reference: text('reference').notNull(),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id),
    createdBy: uuid('created_by').references(() => users.id),
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
    createdAt: at('created_at').notNull(),
    closedAt: at('closed_at'),
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
    id: uuid('id').primaryKey().defaultRandom(),
    wantedId: uuid('wanted_id')
      .notNull()
      .references(() => tradingWanted.id),
    sellerOrganisationId: uuid('seller_organisation_id')
      .notNull()
      .references(() => organisations.id),
    sellerUserId: uuid('seller_user_id').references(() => users.id),
    businessUnitId: uuid('business_unit_id')
      .notNull()
      .references(() => businessUnits.id),
    buyerOrganisationId: uuid('buyer_organisation_id')
      .notNull()
      .references(() => organisations.id),
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
    sentAt: at('sent_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    closedAt: at('closed_at'),
  },
  (table) => [
    index('trading_trade_requests_seller_idx').on(table.sellerOrganisationId, table.sentAt),
    index('trading_trade_requests_buyer_idx').on(table.buyerOrganisationId, table.sentAt),
    index('trading_trade_requests_due_idx')
      .on(table.expiresAt)
      .where(sql`${table.status} = 'active'`),
  ],
);

/**
 * A trade (§4): an accepted option of an offer, an accepted reopen request, or an accepted trade request. One a
 * bid at most (the unique key is what makes a second accept of the same offer lose), and a listing's trades never
 * add up to more than it offered (the listing row is locked while they are counted).
 */
export const tradingTrades = pgTable(
  'trading_trades',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reference: text('reference').notNull(),
    origin: text('origin').$type<'offer' | 'reopen' | 'trade-request'>().notNull(),
    listingId: uuid('listing_id').references(() => tradingListings.id),
    bidId: uuid('bid_id').references(() => tradingBids.id),
    optionId: uuid('option_id'),
    tradeRequestId: uuid('trade_request_id').references(() => tradingTradeRequests.id),
    sellerOrganisationId: uuid('seller_organisation_id')
      .notNull()
      .references(() => organisations.id),
    buyerOrganisationId: uuid('buyer_organisation_id')
      .notNull()
      .references(() => organisations.id),
    commodityId: text('commodity_id').notNull(),
    month: text('month').notNull(),
    quantityKg: kg('quantity_kg').notNull(),
    pricePerUnit: minor('price_per_unit').notNull(),
    premium: minor('premium'),
    currency: text('currency').$type<Currency>().notNull(),
    acceptedBy: uuid('accepted_by').references(() => users.id),
    acceptedAt: at('accepted_at').notNull(),
    contractDueAt: at('contract_due_at').notNull(),
    contract: jsonb('contract').$type<ContractDetails>(),
    contractFileId: uuid('contract_file_id').references(() => files.id),
    contractReceivedAt: at('contract_received_at'),
    contractRequestedAt: at('contract_requested_at'),
    overdueDoneAt: at('overdue_done_at'),
    /** When the sweep told both sides of the trade; null until then (an accept leaves its notices to the sweep). */
    announcedAt: at('announced_at'),
  },
  (table) => [
    uniqueIndex('trading_trades_reference_key').on(table.reference),
    uniqueIndex('trading_trades_bid_key').on(table.bidId),
    uniqueIndex('trading_trades_trade_request_key').on(table.tradeRequestId),
    index('trading_trades_seller_idx').on(table.sellerOrganisationId, table.acceptedAt),
    index('trading_trades_buyer_idx').on(table.buyerOrganisationId, table.acceptedAt),
    index('trading_trades_listing_idx').on(table.listingId),
    index('trading_trades_overdue_due_idx')
      .on(table.contractDueAt)
      .where(sql`${table.contractReceivedAt} is null and ${table.overdueDoneAt} is null`),
    index('trading_trades_unannounced_idx')
      .on(table.acceptedAt)
      .where(sql`${table.announcedAt} is null`),
    check('trading_trades_quantity', sql`${table.quantityKg} > 0`),
  ],
);

import type {
  Currency,
  HaulageType,
  ListingMovement,
  ListingSpecification,
  ListingStoredStatus,
  WeightUnit,
} from '@harvest/domain';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { instant, kg, rowId } from '../../../platform/db/columns';
import { minor, organisationRef, unitRef, userRef, type CollectionAddress } from '../tables';

/**
 * A seller's market listing (trading §3-§4). Stored status is active, closed or traded; every other state is derived
 * from opens_at, review_at and closes_at and the clock when read. The *_done_at marks record that the sweep has
 * persisted a transition and queued its notifications, so a second run does nothing.
 */
export const tradingListings = pgTable(
  'trading_listings',
  {
    id: rowId(),
    reference: text('reference').notNull(),
    organisationId: organisationRef('organisation_id'),
    businessUnitId: unitRef('business_unit_id'),
    createdBy: userRef('created_by'),
    commodityId: text('commodity_id').notNull(),
    commodityItemId: text('commodity_item_id'),
    variety: text('variety'),
    harvestYear: integer('harvest_year'),
    quantityUnit: text('quantity_unit').$type<WeightUnit>().notNull(),
    quantityMinKg: kg('quantity_min_kg').notNull(),
    quantityMaxKg: kg('quantity_max_kg').notNull(),
    tradedKg: kg('traded_kg').notNull().default(0),
    movement: jsonb('movement').$type<ListingMovement>().notNull(),
    movementMonths: text('movement_months').array().notNull(),
    scheduled: boolean('scheduled').notNull(),
    opensAt: instant('opens_at').notNull(),
    reviewAt: instant('review_at').notNull(),
    offersExpireAt: instant('offers_expire_at').notNull(),
    closesAt: instant('closes_at').notNull(),
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
    /**
     * The farm's area as buyers see it (domain listingAreaPoint, listingAreaCode), written with the collection
     * address: the centre of its grid cell, never the farm's own coordinates, and its postcode area.
     */
    areaLat: doublePrecision('area_lat'),
    areaLon: doublePrecision('area_lon'),
    areaCode: text('area_code'),
    status: text('status').$type<ListingStoredStatus>().notNull(),
    endReasonId: text('end_reason_id'),
    endedAt: instant('ended_at'),
    archivedAt: instant('archived_at'),
    relistedFromId: uuid('relisted_from_id').references((): AnyPgColumn => tradingListings.id),
    /**
     * The seller's stock lot it was listed from (inventory's; checked to be theirs when written, no foreign key
     * across modules). Its trades are what make the lot sold or part sold.
     */
    stockRecordId: uuid('stock_record_id'),
    reviewDoneAt: instant('review_done_at'),
    expiringDoneAt: instant('expiring_done_at'),
    createdAt: instant('created_at').notNull(),
    updatedAt: instant('updated_at').notNull(),
  },
  (table) => [
    uniqueIndex('trading_listings_reference_key').on(table.reference),
    index('trading_listings_organisation_idx').on(table.organisationId, table.createdAt),
    index('trading_listings_stock_record_idx')
      .on(table.stockRecordId)
      .where(sql`${table.stockRecordId} is not null`),
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

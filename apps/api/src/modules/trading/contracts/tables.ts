import type {
  ContractPriceType,
  ContractStatus,
  ContractType,
  Currency,
  HaulageType,
  ListingSpecification,
} from '@harvest/domain';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { instant, kg, rowId } from '../../../platform/db/columns';
import { files } from '../../files/tables';
import { tradingTrades } from '../trades/tables';
import { minor, organisationRef, unitRef, userRef } from '../tables';

/**
 * A sales, premium or storage contract (§3, §4). A sale made on the platform opens one from its trade in the same
 * transaction (one a trade at most); both parties read it, the seller's business unit scoping the seller's side.
 */
export const tradingContracts = pgTable(
  'trading_contracts',
  {
    id: rowId(),
    type: text('type').$type<ContractType>().notNull(),
    status: text('status').$type<ContractStatus>().notNull(),
    tradeId: uuid('trade_id').references(() => tradingTrades.id),
    sellerOrganisationId: organisationRef('seller_organisation_id'),
    sellerBusinessUnitId: unitRef('seller_business_unit_id'),
    buyerOrganisationId: organisationRef('buyer_organisation_id'),
    /** The buyer's own number for it, given when the buyer sends the contract. */
    contractNumber: text('contract_number'),
    commodityId: text('commodity_id').notNull(),
    harvestYear: integer('harvest_year').notNull(),
    specification: jsonb('specification').$type<ListingSpecification>(),
    month: text('month').notNull(),
    startDate: text('start_date').notNull(),
    endDate: text('end_date').notNull(),
    paymentTerms: text('payment_terms'),
    paymentDays: integer('payment_days'),
    pricePerUnit: minor('price_per_unit').notNull(),
    premiumPrice: minor('premium_price'),
    priceType: text('price_type').$type<ContractPriceType>().notNull(),
    currency: text('currency').$type<Currency>().notNull(),
    totalWeightKg: kg('total_weight_kg').notNull(),
    haulage: text('haulage').$type<HaulageType>(),
    haulageReference: text('haulage_reference'),
    fixed: boolean('fixed').notNull(),
    rolledOver: boolean('rolled_over').notNull().default(false),
    createdBy: userRef('created_by'),
    createdAt: instant('created_at').notNull(),
    updatedAt: instant('updated_at').notNull(),
  },
  (table) => [
    uniqueIndex('trading_contracts_trade_key').on(table.tradeId),
    index('trading_contracts_seller_idx').on(table.sellerOrganisationId, table.createdAt),
    index('trading_contracts_buyer_idx').on(table.buyerOrganisationId, table.createdAt),
    check('trading_contracts_weight', sql`${table.totalWeightKg} > 0`),
    check('trading_contracts_dates', sql`${table.startDate} <= ${table.endDate}`),
  ],
);

/** The contract's documents (§3 files): the signed contract the buyer sends, and any others either party adds. */
export const tradingContractFiles = pgTable(
  'trading_contract_files',
  {
    contractId: uuid('contract_id')
      .notNull()
      .references(() => tradingContracts.id, { onDelete: 'cascade' }),
    fileId: uuid('file_id')
      .notNull()
      .references(() => files.id),
    addedAt: instant('added_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.contractId, table.fileId] })],
);

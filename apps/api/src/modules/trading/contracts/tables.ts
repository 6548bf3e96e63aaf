import type {
  AdjustmentScale,
  ContractPriceType,
  ContractStatus,
  ContractType,
  Currency,
  HaulageType,
  ListingSpecification,
  RolloverPart,
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
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { instant, kg, rowId } from '../../../platform/db/columns';
import { organisations } from '../../accounts/tables';
import { files } from '../../files/tables';
import { tradingTrades } from '../trades/tables';
import { minor, organisationRef, unitRef, userRef } from '../tables';

/** Where a contract came from: a trade on the platform (both parties), or entered by the seller's business. */
export type ContractOrigin = 'trade' | 'entered';

/**
 * A sales, premium or storage contract (§3, §4). A sale made on the platform opens one from its trade in the same
 * transaction (one a trade at most); both parties read it, the seller's business unit scoping the seller's side.
 * A contract made off the platform is entered by the seller's business: its other party is named by text (and by
 * `counterparty_organisation_id` when a business on the platform), never in `buyer_organisation_id`, so only the
 * business that entered it reads it.
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
    origin: text('origin').$type<ContractOrigin>().notNull().default('trade'),
    /** The buyer on the platform, who reads the contract too; null for a contract entered by the seller's business. */
    buyerOrganisationId: uuid('buyer_organisation_id').references(() => organisations.id),
    counterpartyName: text('counterparty_name'),
    /** The entered contract's other party when a business on the platform: a reference only, it grants no access. */
    counterpartyOrganisationId: uuid('counterparty_organisation_id').references(() => organisations.id),
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
    /** §3 storage: the quantity the store agreed to hold. */
    storageQuantityKg: kg('storage_quantity_kg'),
    haulage: text('haulage').$type<HaulageType>(),
    haulageReference: text('haulage_reference'),
    fixed: boolean('fixed').notNull(),
    rolledOver: boolean('rolled_over').notNull().default(false),
    /** §4 rolled over: the contract this one took a part of, and which part (contract-changes/). */
    rolledFromContractId: uuid('rolled_from_contract_id').references((): AnyPgColumn => tradingContracts.id),
    rolledPart: text('rolled_part').$type<RolloverPart>(),
    /** The deduction and bonus scale agreed on the contract; null: the UK default for its crop prices its samples. */
    adjustmentScale: jsonb('adjustment_scale').$type<AdjustmentScale>(),
    /** §9: when notice to cancel a storage contract was given; it reads completed 30 days later. */
    noticeGivenAt: instant('notice_given_at'),
    createdBy: userRef('created_by'),
    createdAt: instant('created_at').notNull(),
    updatedAt: instant('updated_at').notNull(),
  },
  (table) => [
    uniqueIndex('trading_contracts_trade_key').on(table.tradeId),
    index('trading_contracts_seller_idx').on(table.sellerOrganisationId, table.createdAt),
    index('trading_contracts_buyer_idx').on(table.buyerOrganisationId, table.createdAt),
    index('trading_contracts_rolled_from_idx').on(table.rolledFromContractId),
    check('trading_contracts_weight', sql`${table.totalWeightKg} > 0`),
    check('trading_contracts_dates', sql`${table.startDate} <= ${table.endDate}`),
    check(
      'trading_contracts_other_party',
      sql`(${table.origin} = 'trade' and ${table.buyerOrganisationId} is not null) or (${table.origin} = 'entered' and ${table.buyerOrganisationId} is null and ${table.counterpartyName} is not null)`,
    ),
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
    /** The business that attached it: only that business removes it. */
    addedByOrganisationId: uuid('added_by_organisation_id').references(() => organisations.id),
    addedAt: instant('added_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.contractId, table.fileId] })],
);

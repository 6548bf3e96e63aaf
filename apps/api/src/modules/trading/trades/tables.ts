import type { ContractDetails, Currency } from '@harvest/domain';
import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { instant, kg, rowId } from '../../../platform/db/columns';
import { files } from '../../files/tables';
import { tradingBids } from '../bids/tables';
import { tradingListings } from '../listings/tables';
import { tradingTradeRequests } from '../wanted/tables';
import { minor, organisationRef, userRef } from '../tables';

/**
 * A trade (§4): an accepted option of an offer, an accepted reopen request, or an accepted trade request. One a
 * bid at most (the unique key is what makes a second accept of the same offer lose), and a listing's trades never
 * add up to more than it offered (the listing row is locked while they are counted).
 */
export const tradingTrades = pgTable(
  'trading_trades',
  {
    id: rowId(),
    reference: text('reference').notNull(),
    origin: text('origin').$type<'offer' | 'reopen' | 'trade-request'>().notNull(),
    listingId: uuid('listing_id').references(() => tradingListings.id),
    bidId: uuid('bid_id').references(() => tradingBids.id),
    optionId: uuid('option_id'),
    tradeRequestId: uuid('trade_request_id').references(() => tradingTradeRequests.id),
    sellerOrganisationId: organisationRef('seller_organisation_id'),
    buyerOrganisationId: organisationRef('buyer_organisation_id'),
    commodityId: text('commodity_id').notNull(),
    month: text('month').notNull(),
    quantityKg: kg('quantity_kg').notNull(),
    pricePerUnit: minor('price_per_unit').notNull(),
    premium: minor('premium'),
    currency: text('currency').$type<Currency>().notNull(),
    acceptedBy: userRef('accepted_by'),
    acceptedAt: instant('accepted_at').notNull(),
    contractDueAt: instant('contract_due_at').notNull(),
    contract: jsonb('contract').$type<ContractDetails>(),
    contractFileId: uuid('contract_file_id').references(() => files.id),
    contractReceivedAt: instant('contract_received_at'),
    contractRequestedAt: instant('contract_requested_at'),
    overdueDoneAt: instant('overdue_done_at'),
    /** When the sweep told both sides of the trade; null until then (an accept leaves its notices to the sweep). */
    announcedAt: instant('announced_at'),
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

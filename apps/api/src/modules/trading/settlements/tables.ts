import type { AdjustmentKind, ContractSide } from '@harvest/domain';
import { index, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { instant, kg } from '../../../platform/db/columns';
import { tradingContracts } from '../contracts/tables';
import { tradingContractDeliveries } from '../deliveries/tables';
import { tradingInvoices } from '../invoices/tables';
import { minor, userRef } from '../tables';

/** A deduction or bonus as it was invoiced: its reason, the reason's words on the invoice line, and its rate. */
export interface SettledAdjustment {
  reasonId: string;
  kind: AdjustmentKind;
  reason: string;
  perTonneMinor: number;
}

/**
 * A delivery's settlement (trading §3 'Delivery and settlement'): one a delivery at most (its key), made with the
 * invoice it issued in the same transaction, and its payment once received. What it was settled at is kept as
 * invoiced: a settled invoice cannot be edited (§4).
 */
export const tradingSettlements = pgTable(
  'trading_settlements',
  {
    deliveryId: uuid('delivery_id')
      .primaryKey()
      .references(() => tradingContractDeliveries.id),
    contractId: uuid('contract_id')
      .notNull()
      .references(() => tradingContracts.id),
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => tradingInvoices.id),
    /** The side that settled it: the buyer's settlement is self-billed. */
    settledBy: text('settled_by').$type<ContractSide>().notNull(),
    weightKg: kg('weight_kg').notNull(),
    contractPricePerUnit: minor('contract_price_per_unit').notNull(),
    pricePerUnitSold: minor('price_per_unit_sold').notNull(),
    adjustments: jsonb('adjustments').$type<SettledAdjustment[]>().notNull(),
    settledAt: instant('settled_at').notNull(),
    settledByUser: userRef('settled_by_user'),
    paymentReceivedDate: text('payment_received_date'),
    paidAt: instant('paid_at'),
    paidBy: userRef('paid_by'),
  },
  (table) => [
    uniqueIndex('trading_settlements_invoice_key').on(table.invoiceId),
    index('trading_settlements_contract_idx').on(table.contractId),
  ],
);

import type { Currency } from '@harvest/domain';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, numeric, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { instant, rowId } from '../../../platform/db/columns';
import { tradingContracts } from '../contracts/tables';
import { minor, organisationRef } from '../tables';

/**
 * The last invoice number each business has issued. Issuing takes the row's lock and adds one in the issuing
 * transaction, so numbers are gap-free: a settlement that rolls back gives its number back with it.
 */
export const tradingInvoiceNumbers = pgTable('trading_invoice_numbers', {
  organisationId: organisationRef('organisation_id').primaryKey(),
  lastNumber: integer('last_number').notNull(),
});

/** One line of an invoice: a delivery's tonnage at its price, or a deduction or bonus from its sample. */
export interface InvoiceLineRow {
  description: string;
  quantityKg: number | null;
  unitPriceMinor: number | null;
  amountMinor: number;
}

/**
 * An invoice (issue 21): issued by one party of a contract to the other, numbered in the issuer's own sequence with
 * its prefix, and taxed at its settings when issued (a later change of settings does not rewrite it).
 */
export const tradingInvoices = pgTable(
  'trading_invoices',
  {
    id: rowId(),
    organisationId: organisationRef('organisation_id'),
    number: integer('number').notNull(),
    reference: text('reference').notNull(),
    contractId: uuid('contract_id')
      .notNull()
      .references(() => tradingContracts.id),
    /** Who the invoice is to: the other party of the contract. */
    recipientOrganisationId: organisationRef('recipient_organisation_id'),
    /** The buyer issued it for the seller (self-billing), so it carries the self-billing wording. */
    selfBilled: boolean('self_billed').notNull(),
    invoiceDate: text('invoice_date').notNull(),
    dueDate: text('due_date').notNull(),
    lines: jsonb('lines').$type<InvoiceLineRow[]>().notNull(),
    currency: text('currency').$type<Currency>().notNull(),
    netMinor: minor('net_minor').notNull(),
    taxLabel: text('tax_label'),
    taxPercentage: numeric('tax_percentage', { precision: 5, scale: 2, mode: 'number' }),
    taxNumber: text('tax_number'),
    taxMinor: minor('tax_minor').notNull(),
    totalMinor: minor('total_minor').notNull(),
    issuedAt: instant('issued_at').notNull(),
  },
  (table) => [
    uniqueIndex('trading_invoices_number_key').on(table.organisationId, table.number),
    index('trading_invoices_recipient_idx').on(table.recipientOrganisationId, table.issuedAt),
    index('trading_invoices_contract_idx').on(table.contractId),
    check('trading_invoices_number', sql`${table.number} > 0`),
  ],
);

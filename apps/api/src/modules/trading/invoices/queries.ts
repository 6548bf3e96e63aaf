import { and, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Executor } from '../../../platform/db/database';
import { queryRows, returnedRow } from '../../../platform/db/database';
import type { Scope } from '../../../platform/db/tenant-scope';
import { contractsVisibleTo } from '../contracts/queries';
import { tradingContracts } from '../contracts/tables';
import { tradingInvoiceNumbers, tradingInvoices } from './tables';

export type InvoiceRow = typeof tradingInvoices.$inferSelect;
export type NewInvoice = typeof tradingInvoices.$inferInsert;

const i = tradingInvoices;
const n = tradingInvoiceNumbers;

/**
 * The business's next invoice number, taken in the caller's transaction: the counter row stays locked until it
 * commits, so concurrent issuers queue, and a rollback returns the number (gap-free).
 */
export async function nextInvoiceNumber(exec: Executor, organisationId: string): Promise<number> {
  const [row] = await queryRows<{ last_number: number }>(
    exec,
    sql`insert into ${n} (organisation_id, last_number) values (${organisationId}, 1)
        on conflict (organisation_id) do update set last_number = ${n}.last_number + 1
        returning last_number`,
  );
  if (!row) throw new Error('The invoice counter answered nothing');
  return Number(row.last_number);
}

export async function insertInvoice(exec: Executor, values: NewInvoice): Promise<InvoiceRow> {
  return returnedRow(await exec.insert(i).values(values).returning());
}

/**
 * Invoices the caller's business issued or received, on contracts the caller may see: a member limited to some farms
 * sees the seller's invoices of those farms' contracts only, as with the contracts themselves.
 */
const visibleTo = (scope: Scope) =>
  and(
    or(eq(i.organisationId, scope.organisationId), eq(i.recipientOrganisationId, scope.organisationId)),
    inArray(
      i.contractId,
      sql`(select c.id from ${tradingContracts} c where ${contractsVisibleTo(scope, contractColumns)})`,
    ),
  );
const contractColumns = {
  buyer: sql`c.buyer_organisation_id`,
  seller: sql`c.seller_organisation_id`,
  sellerUnit: sql`c.seller_business_unit_id`,
};

export async function invoiceById(exec: Executor, scope: Scope, id: string): Promise<InvoiceRow | null> {
  const [row] = await exec
    .select()
    .from(i)
    .where(and(eq(i.id, id), visibleTo(scope)));
  return row ?? null;
}

/** The caller's invoices, or one contract's of them (null: every contract's). */
const listed = (scope: Scope, contractId: string | null) =>
  contractId === null ? visibleTo(scope) : and(visibleTo(scope), eq(i.contractId, contractId));

export function invoicesOf(exec: Executor, scope: Scope, contractId: string | null, limit: number, offset: number) {
  return exec
    .select()
    .from(i)
    .where(listed(scope, contractId))
    .orderBy(desc(i.issuedAt), desc(i.id))
    .limit(limit)
    .offset(offset);
}

export async function invoiceCountOf(exec: Executor, scope: Scope, contractId: string | null): Promise<number> {
  const [row] = await exec
    .select({ total: sql<number>`count(*)::int` })
    .from(i)
    .where(listed(scope, contractId));
  return row?.total ?? 0;
}

/** Whether a contract has any invoice (§7: one settled, then it cannot be deleted). */
export async function contractHasInvoices(exec: Executor, contractId: string): Promise<boolean> {
  const rows = await exec.select({ id: i.id }).from(i).where(eq(i.contractId, contractId)).limit(1);
  return rows.length > 0;
}

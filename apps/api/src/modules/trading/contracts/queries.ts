import type { ContractListQuery } from '@harvest/domain';
import { and, asc, count, desc, eq, exists, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../../platform/db/database';
import { returnedRow } from '../../../platform/db/database';
import { inScope, rowById, type Scope } from '../../../platform/db/tenant-scope';
import { tradingTrades } from '../trades/tables';
import { tradingContractFiles, tradingContracts } from './tables';

export type ContractRow = typeof tradingContracts.$inferSelect;
export type NewContract = typeof tradingContracts.$inferInsert;

const c = tradingContracts;
const f = tradingContractFiles;

type Column = PgColumn | SQL;

/**
 * A contract is its two parties' (§7 Contracts): the buyer's business, or the seller's within the caller's units.
 * The columns are given so a search can name them through its own alias.
 */
export function contractsVisibleTo(
  scope: Scope,
  columns: { buyer: Column; seller: Column; sellerUnit: Column } = {
    buyer: c.buyerOrganisationId,
    seller: c.sellerOrganisationId,
    sellerUnit: c.sellerBusinessUnitId,
  },
): SQL {
  return sql`(${columns.buyer} = ${scope.organisationId} or ${inScope(scope, {
    organisationId: columns.seller,
    businessUnitId: columns.sellerUnit,
  })})`;
}
const visibleTo = (scope: Scope) => contractsVisibleTo(scope);

export async function insertContract(exec: Executor, values: NewContract): Promise<ContractRow> {
  return returnedRow(await exec.insert(c).values(values).returning());
}

export async function addContractFile(exec: Executor, contractId: string, fileId: string, at: Date): Promise<void> {
  await exec.insert(f).values({ contractId, fileId, addedAt: at }).onConflictDoNothing();
}

export function contractById(exec: Executor, scope: Scope, id: string, lock: 'lock' | 'read' = 'read') {
  return rowById(exec, c, id, visibleTo(scope), lock);
}

/** Contracts by id that the scope may see, in no particular order. */
export function contractsByIds(exec: Executor, scope: Scope, ids: readonly string[]): Promise<ContractRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return exec
    .select()
    .from(c)
    .where(and(inArray(c.id, [...ids]), visibleTo(scope)));
}

/** The buyer's number of a contract (an invoice names it); null when it has none yet. */
export async function contractNumberById(exec: Executor, id: string): Promise<string | null> {
  const [row] = await exec.select({ contractNumber: c.contractNumber }).from(c).where(eq(c.id, id));
  return row?.contractNumber ?? null;
}

/** The contract a trade opened, for the trade's own changes (the buyer sending its number and file). */
export async function contractOfTrade(exec: Executor, tradeId: string): Promise<ContractRow | null> {
  const [row] = await exec.select().from(c).where(eq(c.tradeId, tradeId)).for('update');
  return row ?? null;
}

export async function updateContract(exec: Executor, id: string, values: Partial<NewContract>): Promise<void> {
  await exec.update(c).set(values).where(eq(c.id, id));
}

export async function deleteContract(exec: Executor, id: string): Promise<void> {
  await exec.delete(c).where(eq(c.id, id));
}

function listConditions(exec: Executor, scope: Scope, query: ContractListQuery): SQL | undefined {
  const hasFile = exec.select({ fileId: f.fileId }).from(f).where(eq(f.contractId, c.id));
  return and(
    visibleTo(scope),
    query.type ? eq(c.type, query.type) : undefined,
    query.status ? eq(c.status, query.status) : undefined,
    query.format === 'traded' ? isNotNull(c.tradeId) : undefined,
    query.docs ? exists(hasFile) : undefined,
  );
}

/** The caller's contracts, newest first, with the total the filters leave. */
export async function contractsOf(
  exec: Executor,
  scope: Scope,
  query: ContractListQuery,
): Promise<{ rows: ContractRow[]; total: number }> {
  const where = listConditions(exec, scope, query);
  const rows = await exec
    .select()
    .from(c)
    .where(where)
    .orderBy(desc(c.createdAt), desc(c.id))
    .limit(query.limit)
    .offset(query.offset);
  const [totals] = await exec.select({ total: count() }).from(c).where(where);
  return { rows, total: totals?.total ?? 0 };
}

/** Each contract's files, in the order they were added. */
export async function filesOfContracts(exec: Executor, ids: readonly string[]): Promise<Map<string, string[]>> {
  const found = new Map<string, string[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return found;
  const rows = await exec
    .select({ contractId: f.contractId, fileId: f.fileId })
    .from(f)
    .where(inArray(f.contractId, [...ids]))
    .orderBy(asc(f.addedAt), asc(f.fileId));
  for (const row of rows) found.get(row.contractId)?.push(row.fileId);
  return found;
}

/** The references of the trades the contracts came from. */
export async function tradeReferencesOf(exec: Executor, tradeIds: readonly string[]): Promise<Map<string, string>> {
  if (tradeIds.length === 0) return new Map();
  const rows = await exec
    .select({ id: tradingTrades.id, reference: tradingTrades.reference })
    .from(tradingTrades)
    .where(inArray(tradingTrades.id, [...tradeIds]));
  return new Map(rows.map((row) => [row.id, row.reference]));
}

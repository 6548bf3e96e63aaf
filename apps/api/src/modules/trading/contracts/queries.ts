import { noticeRunOutBy, type ContractListQuery, type ContractStatus } from '@harvest/domain';
import { and, asc, count, desc, eq, exists, inArray, or, sql, type SQL } from 'drizzle-orm';
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

export type ContractFileRow = typeof tradingContractFiles.$inferSelect;

/** Attaches a file, by the business that attaches it (which alone may remove it); attaching it again changes nothing. */
export async function addContractFile(
  exec: Executor,
  contractId: string,
  fileId: string,
  addedByOrganisationId: string | null,
  at: Date,
): Promise<void> {
  await exec.insert(f).values({ contractId, fileId, addedByOrganisationId, addedAt: at }).onConflictDoNothing();
}

export async function contractFile(
  exec: Executor,
  contractId: string,
  fileId: string,
): Promise<ContractFileRow | null> {
  const [row] = await exec
    .select()
    .from(f)
    .where(and(eq(f.contractId, contractId), eq(f.fileId, fileId)));
  return row ?? null;
}

export async function removeContractFile(exec: Executor, contractId: string, fileId: string): Promise<void> {
  await exec.delete(f).where(and(eq(f.contractId, contractId), eq(f.fileId, fileId)));
}

/** Whether two businesses have traded on the platform (either way): a contract entered may then name the other. */
export async function haveTraded(exec: Executor, organisationId: string, otherId: string): Promise<boolean> {
  const t = tradingTrades;
  const [row] = await exec
    .select({ id: t.id })
    .from(t)
    .where(
      or(
        and(eq(t.sellerOrganisationId, organisationId), eq(t.buyerOrganisationId, otherId)),
        and(eq(t.buyerOrganisationId, organisationId), eq(t.sellerOrganisationId, otherId)),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * The business's own storage contracts among `ids` (it entered them as the store's business), by id; `share` holds
 * them against a delete until the caller's transaction ends (a link being written).
 */
export async function storageContractsOf(
  exec: Executor,
  organisationId: string,
  ids: readonly string[],
  share = false,
): Promise<ContractRow[]> {
  if (ids.length === 0) return [];
  const query = exec
    .select()
    .from(c)
    .where(and(inArray(c.id, [...ids]), eq(c.type, 'storage'), eq(c.sellerOrganisationId, organisationId)));
  return share ? query.for('share') : query;
}

/** The business's own storage contracts, for a delivery's typed reference to be looked up among their numbers. */
export function storageContractsOfSeller(exec: Executor, organisationId: string) {
  return exec
    .select({ id: c.id, contractNumber: c.contractNumber })
    .from(c)
    .where(and(eq(c.type, 'storage'), eq(c.sellerOrganisationId, organisationId)));
}

/**
 * One of the business's own storage contracts, locked: deliveries drawing on it queue here, so together they never
 * take more than its agreed quantity.
 */
export async function lockStorageContractOf(
  exec: Executor,
  organisationId: string,
  id: string,
): Promise<ContractRow | null> {
  const [row] = await exec
    .select()
    .from(c)
    .where(and(eq(c.id, id), eq(c.type, 'storage'), eq(c.sellerOrganisationId, organisationId)))
    .for('update');
  return row ?? null;
}

/** The numbers of contracts by id (null until a contract has one). */
export async function contractNumbersOf(exec: Executor, ids: readonly string[]): Promise<Map<string, string | null>> {
  if (ids.length === 0) return new Map();
  const rows = await exec
    .select({ id: c.id, contractNumber: c.contractNumber })
    .from(c)
    .where(inArray(c.id, [...ids]));
  return new Map(rows.map((row) => [row.id, row.contractNumber]));
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

/** The contract each trade opened, by trade id, for the trade's views (its first, should a later one name it too). */
export async function contractIdsOfTrades(exec: Executor, tradeIds: readonly string[]): Promise<Map<string, string>> {
  const found = new Map<string, string>();
  if (tradeIds.length === 0) return found;
  const rows = await exec
    .select({ id: c.id, tradeId: c.tradeId })
    .from(c)
    .where(inArray(c.tradeId, [...tradeIds]))
    .orderBy(asc(c.createdAt), asc(c.id));
  for (const row of rows) if (row.tradeId && !found.has(row.tradeId)) found.set(row.tradeId, row.id);
  return found;
}

export async function updateContract(exec: Executor, id: string, values: Partial<NewContract>): Promise<void> {
  await exec.update(c).set(values).where(eq(c.id, id));
}

export async function deleteContract(exec: Executor, id: string): Promise<void> {
  await exec.delete(c).where(eq(c.id, id));
}

/**
 * The status as read (§9), the domain's contractStatusAt as SQL: a storage contract whose 30 days' notice ran out by
 * `runOutBy` reads completed. The columns are given so a search can name them through its own alias.
 */
export function contractStatusSql(
  runOutBy: Date,
  columns: { type: Column; status: Column; noticeGivenAt: Column } = {
    type: c.type,
    status: c.status,
    noticeGivenAt: c.noticeGivenAt,
  },
): SQL {
  return sql`(case when ${columns.type} = 'storage' and ${columns.noticeGivenAt} <= ${runOutBy.toISOString()}::timestamptz
    then 'completed' else ${columns.status} end)`;
}

const statusIs = (status: ContractStatus, runOutBy: Date): SQL => sql`${contractStatusSql(runOutBy)} = ${status}`;

function listConditions(exec: Executor, scope: Scope, query: ContractListQuery, now: Date): SQL | undefined {
  const hasFile = exec.select({ fileId: f.fileId }).from(f).where(eq(f.contractId, c.id));
  return and(
    visibleTo(scope),
    query.type ? eq(c.type, query.type) : undefined,
    query.status ? statusIs(query.status, noticeRunOutBy(now)) : undefined,
    query.format === 'traded' ? eq(c.origin, 'trade') : undefined,
    query.docs ? exists(hasFile) : undefined,
  );
}

/** The caller's contracts, newest first, with the total the filters leave. */
export async function contractsOf(
  exec: Executor,
  scope: Scope,
  query: ContractListQuery,
  now: Date,
): Promise<{ rows: ContractRow[]; total: number }> {
  const where = listConditions(exec, scope, query, now);
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

import { and, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../../platform/db/database';
import { queryRows, returnedRow } from '../../../platform/db/database';
import { pageOf, type Page } from '../../../platform/db/page-of';
import { inScope, rowById, type Scope } from '../../../platform/db/tenant-scope';
import { tradingTrades } from '../trades/tables';
import { tradingTradeRequests, tradingWanted } from './tables';
import { findRow, lockRow } from '../../../platform/db/find-row';

export type WantedRow = typeof tradingWanted.$inferSelect;
export type TradeRequestRow = typeof tradingTradeRequests.$inferSelect;

const w = tradingWanted;
const q = tradingTradeRequests;
const t = tradingTrades;

export async function insertWanted(exec: Executor, values: typeof w.$inferInsert): Promise<WantedRow> {
  return returnedRow(await exec.insert(w).values(values).returning());
}

export async function updateWanted(exec: Executor, id: string, values: Partial<WantedRow>): Promise<WantedRow> {
  return returnedRow(await exec.update(w).set(values).where(eq(w.id, id)).returning());
}

export async function findWanted(exec: Executor, id: string): Promise<WantedRow | null> {
  return findRow(exec, w, eq(w.id, id));
}

export async function lockWanted(exec: Executor, id: string): Promise<WantedRow | null> {
  return lockRow(exec, w, eq(w.id, id));
}

/** A buyer's own wanted listings, or (for sellers) every active one, newest first. */
export async function wantedPage(
  exec: Executor,
  filter: { organisationId?: string; activeOnly: boolean },
  page: Page,
): Promise<{ rows: WantedRow[]; total: number }> {
  const where = and(
    filter.organisationId ? eq(w.organisationId, filter.organisationId) : undefined,
    filter.activeOnly ? eq(w.status, 'active') : undefined,
  );
  return pageOf(exec, w, where, [desc(w.createdAt), desc(w.id)], page);
}

export async function insertTradeRequest(exec: Executor, values: typeof q.$inferInsert): Promise<TradeRequestRow> {
  return returnedRow(await exec.insert(q).values(values).returning());
}

export async function updateTradeRequest(
  exec: Executor,
  id: string,
  values: Partial<TradeRequestRow>,
): Promise<TradeRequestRow> {
  return returnedRow(await exec.update(q).set(values).where(eq(q.id, id)).returning());
}

/**
 * The trade requests an organisation is a side of: all it received as the buyer, and those it sent from a farm
 * within the caller's units (platform §6), as its listings are.
 */
function tradeRequestsOf(scope: Scope): SQL | undefined {
  return or(
    eq(q.buyerOrganisationId, scope.organisationId),
    inScope(scope, { organisationId: q.sellerOrganisationId, businessUnitId: q.businessUnitId }),
  );
}

export const findTradeRequest = (exec: Executor, scope: Scope, id: string) =>
  rowById(exec, q, id, tradeRequestsOf(scope));

export async function lockTradeRequest(exec: Executor, id: string): Promise<TradeRequestRow | null> {
  return lockRow(exec, q, eq(q.id, id));
}

export async function tradeRequestsPage(
  exec: Executor,
  scope: Scope,
  page: Page,
): Promise<{ rows: TradeRequestRow[]; total: number }> {
  const where = tradeRequestsOf(scope);
  return pageOf(exec, q, where, [desc(q.sentAt), desc(q.id)], page);
}

/** What decides whether a trade request still holds the farm it was sent from (farm-links.ts). */
interface FarmTradeRequestRow {
  status: TradeRequestRow['status'];
  outcome: TradeRequestRow['outcome'];
  expiresAt: Date;
  tradeAwaitingContract: boolean;
}

/**
 * The trade requests sent from a farm that may still hold it: active ones (the clock says whether they lapsed), and
 * closed ones whose trade awaits its contract. Read within the seller's organisation, whose index finds them.
 */
export async function farmTradeRequestFacts(
  exec: Executor,
  unit: { id: string; organisationId: string },
): Promise<FarmTradeRequestRow[]> {
  const awaitingContract = sql`exists (select 1 from ${t}
    where ${t.tradeRequestId} = ${q.id} and ${t.contractReceivedAt} is null)`;
  const found = await queryRows<Record<string, unknown>>(
    exec,
    sql`select ${q.status} as status, ${q.outcome} as outcome, ${q.expiresAt} as expires_at,
        ${awaitingContract} as trade_awaiting_contract
      from ${q}
      where ${q.sellerOrganisationId} = ${unit.organisationId} and ${q.businessUnitId} = ${unit.id}
        and (${q.status} = 'active' or ${awaitingContract})`,
  );
  return found.map((row) => ({
    status: row.status as TradeRequestRow['status'],
    outcome: (row.outcome ?? null) as TradeRequestRow['outcome'],
    expiresAt: row.expires_at instanceof Date ? row.expires_at : new Date(String(row.expires_at)),
    tradeAwaitingContract: row.trade_awaiting_contract === true,
  }));
}

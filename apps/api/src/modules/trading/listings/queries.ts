import { LISTING_STATE_TABLE, LISTING_TABS, type ListingStateFact, type ListingTab } from '@harvest/domain';
import { and, asc, desc, eq, gt, inArray, notInArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../../platform/db/database';
import { queryRows, returnedRow } from '../../../platform/db/database';
import { pageOf, type Page } from '../../../platform/db/page-of';
import { stateIn, stateSql } from '../../../platform/db/state-sql';
import { inScope, rowById, type Scope } from '../../../platform/db/tenant-scope';
import { tradingBids as b, tradingReopenRequests as r } from '../bids/tables';
import { tradingTrades as t } from '../trades/tables';
import { tradingListings } from './tables';
import { findRow, lockRow } from '../../../platform/db/find-row';

export type ListingRow = typeof tradingListings.$inferSelect;

const l = tradingListings;

/** The seller's listings: their organisation's, at the units they may reach. */
const listingInScope = (scope: Scope): SQL => inScope(scope, l);

/** The listings table, or the `l` it is called in the trading searches' joins. */
type ListingsAs = 'table' | 'l';

const columnOf = (column: PgColumn, as: ListingsAs): SQL =>
  as === 'table' ? sql`${column}` : sql.raw(`l.${column.name}`);

/**
 * The state a listing is in at `now`, in SQL: the domain's LISTING_STATE_TABLE over the listing's columns. A seller
 * reads their own listings as vetted (they are pending only to buyers).
 */
export function listingStateSql(now: Date, as: ListingsAs = 'l', vetted: SQL = sql`true`): SQL {
  const columns: Record<ListingStateFact, SQL> = {
    archivedAt: columnOf(l.archivedAt, as),
    status: columnOf(l.status, as),
    closesAt: columnOf(l.closesAt, as),
    vetted,
    opensAt: columnOf(l.opensAt, as),
    reviewAt: columnOf(l.reviewAt, as),
    offersExpireAt: columnOf(l.offersExpireAt, as),
  };
  return stateSql(LISTING_STATE_TABLE, columns, now);
}

/**
 * Open for offers at `now`: the domain's `live` for a vetted seller, written out on the stored facts so that the
 * market's partial index (active, by review time) serves it; state-sql.test.ts holds it to the table.
 */
export function openForOffersSql(now: Date, as: ListingsAs = 'l'): SQL {
  const c = (column: PgColumn) => columnOf(column, as);
  return sql`${c(l.status)} = 'active' and ${c(l.archivedAt)} is null and ${c(l.opensAt)} <= ${now}
    and ${c(l.reviewAt)} > ${now} and ${c(l.closesAt)} > ${now}`;
}

export async function insertListing(exec: Executor, values: typeof l.$inferInsert): Promise<ListingRow> {
  return returnedRow(await exec.insert(l).values(values).returning());
}

export async function updateListing(exec: Executor, id: string, values: Partial<ListingRow>): Promise<ListingRow> {
  return returnedRow(await exec.update(l).set(values).where(eq(l.id, id)).returning());
}

export async function findListing(exec: Executor, id: string): Promise<ListingRow | null> {
  return findRow(exec, l, eq(l.id, id));
}

export const findSellerListing = (exec: Executor, scope: Scope, id: string): Promise<ListingRow | null> =>
  rowById(exec, l, id, listingInScope(scope));

/** The listing locked for this transaction: offers are accepted, and tonnage counted, one at a time. */
export async function lockListing(exec: Executor, id: string): Promise<ListingRow | null> {
  return lockRow(exec, l, eq(l.id, id));
}

export async function sellerListingsPage(
  exec: Executor,
  scope: Scope,
  tab: ListingTab | undefined,
  now: Date,
  page: Page,
): Promise<{ rows: ListingRow[]; total: number }> {
  const where = and(listingInScope(scope), tab ? stateIn(listingStateSql(now, 'table'), LISTING_TABS[tab]) : undefined);
  return pageOf(exec, l, where, [desc(l.reviewAt), desc(l.id)], page);
}

/** What decides whether a listing still holds its farm (farm-links.ts), as read for one farm. */
interface FarmListingRow {
  status: ListingRow['status'];
  opensAt: Date;
  reviewAt: Date;
  closesAt: Date;
  archivedAt: Date | null;
  tradesAwaitingContract: number;
  pendingReopenExpiresAt: Date | null;
}

const asDate = (value: unknown): Date => (value instanceof Date ? value : new Date(String(value)));

/**
 * A farm's listings that may still hold it, with the facts the domain's listingHoldsFarm judges by the clock: active
 * ones, and ended ones with a trade awaiting its contract or a reopen request stored as pending. Read within the
 * farm's organisation, whose index finds them.
 */
export async function farmListingFacts(
  exec: Executor,
  unit: { id: string; organisationId: string },
): Promise<FarmListingRow[]> {
  const awaitingContract = sql`from ${t} where ${t.listingId} = ${l.id} and ${t.contractReceivedAt} is null`;
  const pendingReopen = sql`from ${r} join ${b} on ${b.id} = ${r.bidId}
    where ${b.listingId} = ${l.id} and ${r.status} = 'pending'`;
  const found = await queryRows<Record<string, unknown>>(
    exec,
    sql`select ${l.status} as status, ${l.opensAt} as opens_at, ${l.reviewAt} as review_at,
        ${l.closesAt} as closes_at, ${l.archivedAt} as archived_at,
        (select count(*)::int ${awaitingContract}) as trades_awaiting_contract,
        (select max(${r.expiresAt}) ${pendingReopen}) as pending_reopen_expires_at
      from ${l}
      where ${l.organisationId} = ${unit.organisationId} and ${l.businessUnitId} = ${unit.id}
        and (${l.status} = 'active' or exists (select 1 ${awaitingContract}) or exists (select 1 ${pendingReopen}))`,
  );
  return found.map((row) => ({
    status: row.status as ListingRow['status'],
    opensAt: asDate(row.opens_at),
    reviewAt: asDate(row.review_at),
    closesAt: asDate(row.closes_at),
    archivedAt: row.archived_at === null ? null : asDate(row.archived_at),
    tradesAwaitingContract: Number(row.trades_awaiting_contract),
    pendingReopenExpiresAt: row.pending_reopen_expires_at === null ? null : asDate(row.pending_reopen_expires_at),
  }));
}

/** Listings open for offers at `now`, soonest review first; sellers that are not vetted are left out. */
export async function marketListingsPage(
  exec: Executor,
  options: { now: Date; excludedOrganisationIds: string[]; commodityId?: string | undefined },
  page: Page,
): Promise<{ rows: ListingRow[]; total: number }> {
  const where = and(
    openForOffersSql(options.now, 'table'),
    options.excludedOrganisationIds.length > 0
      ? notInArray(l.organisationId, options.excludedOrganisationIds)
      : undefined,
    options.commodityId ? eq(l.commodityId, options.commodityId) : undefined,
  );
  return pageOf(exec, l, where, [asc(l.reviewAt), asc(l.id)], page);
}

/** The sellers with listings that are still active: their vetting decides whether buyers see them. */
export async function activeSellerIds(exec: Executor, now: Date): Promise<string[]> {
  const rows = await exec
    .selectDistinct({ id: l.organisationId })
    .from(l)
    .where(and(eq(l.status, 'active'), gt(l.closesAt, now)));
  return rows.map((row) => row.id);
}

export async function findListingsByIds(exec: Executor, ids: string[]): Promise<ListingRow[]> {
  if (ids.length === 0) return [];
  return exec
    .select()
    .from(l)
    .where(inArray(l.id, [...new Set(ids)]));
}

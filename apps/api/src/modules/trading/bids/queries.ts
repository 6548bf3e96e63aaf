import { BID_STATE_TABLE, type BidStateFact } from '@harvest/domain';
import { and, asc, count, desc, eq, exists, gt, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../../platform/db/database';
import { queryRows, returnedRow } from '../../../platform/db/database';
import { pageOf, type Page } from '../../../platform/db/page-of';
import { queryNamed, rowReader } from '../../../platform/db/row-reader';
import { stateSql } from '../../../platform/db/state-sql';
import type { ListingRow } from '../listings/queries';
import { tradingListings } from '../listings/tables';
import { tradingBidOptions, tradingBids, tradingReopenRequests } from './tables';
import { findRow } from '../../../platform/db/find-row';

export type BidRow = typeof tradingBids.$inferSelect;

export type BidOptionRow = typeof tradingBidOptions.$inferSelect;

export type ReopenRow = typeof tradingReopenRequests.$inferSelect;

const l = tradingListings;

const b = tradingBids;

const o = tradingBidOptions;

const r = tradingReopenRequests;

const listingReader = rowReader(l);

const bidReader = rowReader(b);

const optionReader = rowReader(o);

const lockedListing = rowReader(l, 'l');

const lockedBid = rowReader(b, 'b');

const lockedOption = rowReader(o, 'o');

/**
 * The state an offer is in at `now`, in SQL: the domain's BID_STATE_TABLE over an offer `b` joined to its listing `l`
 * (the expiry is the offer's copy of its listing's).
 */
export function bidStateSql(now: Date): SQL {
  const columns: Record<BidStateFact, SQL> = {
    status: sql`b.status`,
    reviewAt: sql`l.review_at`,
    expiresAt: sql`b.expires_at`,
  };
  return stateSql(BID_STATE_TABLE, columns, now);
}

/**
 * The listing of an offer, locked: the first lock of every change of an offer (the listing, then the offer). Every
 * accept runs it, so it is written by hand (row-reader.ts).
 */
export async function lockListingOfBid(exec: Executor, bidId: string): Promise<ListingRow | null> {
  const [raw] = await queryRows<Record<string, unknown>>(
    exec,
    sql`select ${listingReader.columns} from ${l}
      where ${l.id} = (select ${b.listingId} from ${b} where ${b.id} = ${bidId}) for update`,
  );
  return raw ? listingReader.read(raw) : null;
}

/** How many live (not withdrawn) offers each listing has. */
export async function offerCounts(exec: Executor, listingIds: string[]): Promise<Map<string, number>> {
  if (listingIds.length === 0) return new Map();
  const rows = await exec
    .select({ listingId: b.listingId, n: count() })
    .from(b)
    .where(and(inArray(b.listingId, listingIds), ne(b.status, 'withdrawn')))
    .groupBy(b.listingId);
  return new Map(rows.map((row) => [row.listingId, row.n]));
}

export async function insertBid(exec: Executor, values: typeof b.$inferInsert): Promise<BidRow> {
  return returnedRow(await exec.insert(b).values(values).returning());
}

export async function updateBid(exec: Executor, id: string, values: Partial<BidRow>): Promise<BidRow> {
  return returnedRow(await exec.update(b).set(values).where(eq(b.id, id)).returning());
}

export async function updateBidsOfListing(
  exec: Executor,
  listingId: string,
  statuses: BidRow['status'][],
  values: Partial<BidRow>,
): Promise<BidRow[]> {
  return exec
    .update(b)
    .set(values)
    .where(and(eq(b.listingId, listingId), inArray(b.status, statuses)))
    .returning();
}

export async function replaceOptions(
  exec: Executor,
  bidId: string,
  options: Omit<typeof o.$inferInsert, 'bidId' | 'position'>[],
): Promise<BidOptionRow[]> {
  await exec.delete(o).where(eq(o.bidId, bidId));
  return exec
    .insert(o)
    .values(options.map((option, position) => ({ ...option, bidId, position })))
    .returning();
}

export async function findBid(exec: Executor, id: string): Promise<BidRow | null> {
  return findRow(exec, b, eq(b.id, id));
}

export async function findBidsByIds(exec: Executor, ids: string[]): Promise<BidRow[]> {
  if (ids.length === 0) return [];
  return exec.select().from(b).where(inArray(b.id, ids));
}

/**
 * An offer with its listing and its priced months, all locked in one statement: the listing, then the offer, then
 * the options (PostgreSQL locks in the order `FOR UPDATE OF` names them, the order every change of an offer takes).
 * Null when there is no such offer, or when a change of the offer committed while this waited and replaced its
 * options (their rows are gone, so none comes back): the caller then locks the two rows one after the other.
 */
export async function lockOffer(
  exec: Executor,
  bidId: string,
): Promise<{ listing: ListingRow; bid: BidRow; options: BidOptionRow[] } | null> {
  const rows = await queryNamed<Record<string, unknown>>(
    exec,
    'trading_lock_offer',
    sql`select ${lockedListing.columns}, ${lockedBid.columns}, ${lockedOption.columns}
      from ${b} b join ${l} l on l.id = b.listing_id join ${o} o on o.bid_id = b.id
      where b.id = ${bidId} order by o.position for update of l, b, o`,
  );
  const [first] = rows;
  if (!first) return null;
  return {
    listing: lockedListing.read(first),
    bid: lockedBid.read(first),
    options: rows.map((row) => lockedOption.read(row)),
  };
}

/**
 * An offer, locked, with its priced months in order, in one hand-written statement. The options are read after the
 * listing's lock is held, so no change of the offer is under way.
 */
export async function lockBidWithOptions(
  exec: Executor,
  id: string,
): Promise<{ bid: BidRow; options: BidOptionRow[] } | null> {
  const [raw] = await queryRows<Record<string, unknown> & { options: Record<string, unknown>[] }>(
    exec,
    sql`select ${bidReader.columns},
        (select coalesce(json_agg(row_to_json(o) order by o.position), '[]') from ${o} o where o.bid_id = b.id)
          as options
      from ${b} b where b.id = ${id} for update`,
  );
  if (!raw) return null;
  return { bid: bidReader.read(raw), options: raw.options.map((option) => optionReader.read(option)) };
}

/** The buyer organisation's standing offer on a listing (anything but a withdrawn one). */
export async function findOrganisationBid(exec: Executor, listingId: string, organisationId: string) {
  return findRow(
    exec,
    b,
    and(eq(b.listingId, listingId), eq(b.buyerOrganisationId, organisationId), ne(b.status, 'withdrawn')),
  );
}

/** The buyer organisation's standing offers on these listings, by listing. */
/** A business's offer on a listing, and who in it sent it (only they may change it, §6). */
export interface OrganisationBid {
  id: string;
  buyerUserId: string;
}

export async function organisationBidsOn(
  exec: Executor,
  listingIds: string[],
  organisationId: string,
): Promise<Map<string, OrganisationBid>> {
  if (listingIds.length === 0) return new Map();
  const rows = await exec
    .select({ id: b.id, listingId: b.listingId, buyerUserId: b.buyerUserId })
    .from(b)
    .where(and(inArray(b.listingId, listingIds), eq(b.buyerOrganisationId, organisationId), ne(b.status, 'withdrawn')));
  return new Map(rows.map((row) => [row.listingId, { id: row.id, buyerUserId: row.buyerUserId }]));
}

export async function bidsOfListing(exec: Executor, listingId: string): Promise<BidRow[]> {
  return exec.select().from(b).where(eq(b.listingId, listingId)).orderBy(asc(b.createdAt), asc(b.id));
}

export async function bidsOfBuyerPage(
  exec: Executor,
  organisationId: string,
  page: Page,
): Promise<{ rows: BidRow[]; total: number }> {
  const where = eq(b.buyerOrganisationId, organisationId);
  return pageOf(exec, b, where, [desc(b.updatedAt), desc(b.id)], page);
}

export async function optionsOf(exec: Executor, bidIds: string[]): Promise<BidOptionRow[]> {
  if (bidIds.length === 0) return [];
  return exec.select().from(o).where(inArray(o.bidId, bidIds)).orderBy(asc(o.bidId), asc(o.position));
}

export async function insertReopen(exec: Executor, values: typeof r.$inferInsert): Promise<ReopenRow> {
  return returnedRow(await exec.insert(r).values(values).returning());
}

export async function updateReopen(exec: Executor, id: string, values: Partial<ReopenRow>): Promise<ReopenRow> {
  return returnedRow(await exec.update(r).set(values).where(eq(r.id, id)).returning());
}

/**
 * The buyer business's offers still open at `now`: sent or changed and not yet expired, or expired with a reopen
 * request waiting on the buyer's answer; soonest deadline first.
 */
export async function openBidsOfBuyer(exec: Executor, organisationId: string, now: Date): Promise<BidRow[]> {
  const waitingOnAnswer = exists(
    exec
      .select({ id: r.id })
      .from(r)
      .where(and(eq(r.bidId, b.id), eq(r.status, 'pending'), gt(r.expiresAt, now))),
  );
  return exec
    .select()
    .from(b)
    .where(
      and(
        eq(b.buyerOrganisationId, organisationId),
        or(and(inArray(b.status, ['sent', 'updated']), gt(b.expiresAt, now)), waitingOnAnswer),
      ),
    )
    .orderBy(asc(b.expiresAt), asc(b.id));
}

/** Each bid's latest reopen request. */
export async function latestReopens(exec: Executor, bidIds: string[]): Promise<Map<string, ReopenRow>> {
  if (bidIds.length === 0) return new Map();
  const rows = await exec
    .selectDistinctOn([r.bidId])
    .from(r)
    .where(inArray(r.bidId, bidIds))
    .orderBy(r.bidId, desc(r.requestedAt), desc(r.id));
  return new Map(rows.map((row) => [row.bidId, row]));
}

export async function findPendingReopen(exec: Executor, bidId: string): Promise<ReopenRow | null> {
  return findRow(exec, r, and(eq(r.bidId, bidId), eq(r.status, 'pending')));
}

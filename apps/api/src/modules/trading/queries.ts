import type { ListingTab } from '@harvest/domain';
import {
  and,
  asc,
  count,
  desc,
  eq,
  exists,
  gt,
  inArray,
  isNotNull,
  isNull,
  lte,
  ne,
  notInArray,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { Executor } from '../../platform/db/database';
import { queryRows, returnedRow } from '../../platform/db/database';
import { queryNamed, rowReader } from '../../platform/db/row-reader';
import {
  tradingBidOptions,
  tradingBids,
  tradingListings,
  tradingReopenRequests,
  tradingTradeRequests,
  tradingTrades,
} from './tables';

export type ListingRow = typeof tradingListings.$inferSelect;
export type BidRow = typeof tradingBids.$inferSelect;
export type BidOptionRow = typeof tradingBidOptions.$inferSelect;
export type ReopenRow = typeof tradingReopenRequests.$inferSelect;
export type TradeRow = typeof tradingTrades.$inferSelect;

/** The seller's organisation and the business units they may reach (null: all of them). */
export interface SellerScope {
  organisationId: string;
  unitIds: string[] | null;
}

export interface Page {
  offset: number;
  limit: number;
}

const l = tradingListings;
const b = tradingBids;
const o = tradingBidOptions;
const r = tradingReopenRequests;
const t = tradingTrades;

const listingReader = rowReader(l);
const bidReader = rowReader(b);
const optionReader = rowReader(o);
const lockedListing = rowReader(l, 'l');
const lockedBid = rowReader(b, 'b');
const lockedOption = rowReader(o, 'o');
/** The trade's columns in the order recordTrade gives their values. */
const tradeColumns = sql.raw(
  [
    t.origin,
    t.listingId,
    t.bidId,
    t.optionId,
    t.sellerOrganisationId,
    t.buyerOrganisationId,
    t.commodityId,
    t.month,
    t.quantityKg,
    t.pricePerUnit,
    t.premium,
    t.currency,
    t.acceptedBy,
    t.acceptedAt,
    t.contractDueAt,
  ]
    .map((column) => `"${column.name}"`)
    .join(', '),
);

/** The next human reference with its prefix: L-001000. */
export async function nextReference(exec: Executor, prefix: 'L' | 'T' | 'W'): Promise<string> {
  const [row] = await queryRows<{ n: string }>(exec, sql`select nextval('trading_reference_seq')::text as n`);
  return `${prefix}-${(row?.n ?? '0').padStart(6, '0')}`;
}

// Listings

function listingInScope(scope: SellerScope): SQL | undefined {
  return and(
    eq(l.organisationId, scope.organisationId),
    scope.unitIds === null ? undefined : inArray(l.businessUnitId, scope.unitIds),
  );
}

/** The seller's tabs as conditions on the stored facts at `now` (listing-state.ts says the same in code). */
function tabCondition(tab: ListingTab, now: Date): SQL | undefined {
  const active = and(eq(l.status, 'active'), isNull(l.archivedAt), gt(l.closesAt, now));
  switch (tab) {
    case 'live':
      return and(active, lte(l.opensAt, now), gt(l.reviewAt, now));
    case 'scheduled':
      return and(active, gt(l.opensAt, now));
    case 'review':
      return and(active, lte(l.reviewAt, now));
    case 'ended':
      return or(ne(l.status, 'active'), isNotNull(l.archivedAt), lte(l.closesAt, now));
  }
}

export async function insertListing(exec: Executor, values: typeof l.$inferInsert): Promise<ListingRow> {
  return returnedRow(await exec.insert(l).values(values).returning());
}

export async function updateListing(exec: Executor, id: string, values: Partial<ListingRow>): Promise<ListingRow> {
  return returnedRow(await exec.update(l).set(values).where(eq(l.id, id)).returning());
}

export async function findListing(exec: Executor, id: string): Promise<ListingRow | null> {
  const [row] = await exec.select().from(l).where(eq(l.id, id));
  return row ?? null;
}

export async function findSellerListing(exec: Executor, scope: SellerScope, id: string): Promise<ListingRow | null> {
  const [row] = await exec
    .select()
    .from(l)
    .where(and(eq(l.id, id), listingInScope(scope)));
  return row ?? null;
}

/** The listing locked for this transaction: offers are accepted, and tonnage counted, one at a time. */
export async function lockListing(exec: Executor, id: string): Promise<ListingRow | null> {
  const [row] = await exec.select().from(l).where(eq(l.id, id)).for('update');
  return row ?? null;
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

export async function sellerListingsPage(
  exec: Executor,
  scope: SellerScope,
  tab: ListingTab | undefined,
  now: Date,
  page: Page,
): Promise<{ rows: ListingRow[]; total: number }> {
  const where = and(listingInScope(scope), tab ? tabCondition(tab, now) : undefined);
  const [rows, [totalRow]] = await Promise.all([
    exec.select().from(l).where(where).orderBy(desc(l.reviewAt), desc(l.id)).limit(page.limit).offset(page.offset),
    exec.select({ total: count() }).from(l).where(where),
  ]);
  return { rows, total: totalRow?.total ?? 0 };
}

/** What decides whether a listing still holds its farm (farm-links.ts), as read for one farm. */
export interface FarmListingRow {
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
    eq(l.status, 'active'),
    isNull(l.archivedAt),
    lte(l.opensAt, options.now),
    gt(l.reviewAt, options.now),
    gt(l.closesAt, options.now),
    options.excludedOrganisationIds.length > 0
      ? notInArray(l.organisationId, options.excludedOrganisationIds)
      : undefined,
    options.commodityId ? eq(l.commodityId, options.commodityId) : undefined,
  );
  const [rows, [totalRow]] = await Promise.all([
    exec.select().from(l).where(where).orderBy(asc(l.reviewAt), asc(l.id)).limit(page.limit).offset(page.offset),
    exec.select({ total: count() }).from(l).where(where),
  ]);
  return { rows, total: totalRow?.total ?? 0 };
}

/** The sellers with listings that are still active: their vetting decides whether buyers see them. */
export async function activeSellerIds(exec: Executor, now: Date): Promise<string[]> {
  const rows = await exec
    .selectDistinct({ id: l.organisationId })
    .from(l)
    .where(and(eq(l.status, 'active'), gt(l.closesAt, now)));
  return rows.map((row) => row.id);
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

/** The open (not yet final) offers on a listing. */
export async function openBidsOfListing(exec: Executor, listingId: string): Promise<BidRow[]> {
  return exec
    .select()
    .from(b)
    .where(and(eq(b.listingId, listingId), inArray(b.status, ['sent', 'updated'])));
}

// Bids

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
  const [row] = await exec.select().from(b).where(eq(b.id, id));
  return row ?? null;
}

export async function findBidsByIds(exec: Executor, ids: string[]): Promise<BidRow[]> {
  if (ids.length === 0) return [];
  return exec.select().from(b).where(inArray(b.id, ids));
}

export async function lockBid(exec: Executor, id: string): Promise<BidRow | null> {
  const [row] = await exec.select().from(b).where(eq(b.id, id)).for('update');
  return row ?? null;
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
  const [row] = await exec
    .select()
    .from(b)
    .where(and(eq(b.listingId, listingId), eq(b.buyerOrganisationId, organisationId), ne(b.status, 'withdrawn')));
  return row ?? null;
}

/** The buyer organisation's standing offers on these listings, by listing. */
export async function organisationBidsOn(
  exec: Executor,
  listingIds: string[],
  organisationId: string,
): Promise<Map<string, string>> {
  if (listingIds.length === 0) return new Map();
  const rows = await exec
    .select({ id: b.id, listingId: b.listingId })
    .from(b)
    .where(and(inArray(b.listingId, listingIds), eq(b.buyerOrganisationId, organisationId), ne(b.status, 'withdrawn')));
  return new Map(rows.map((row) => [row.listingId, row.id]));
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
  const [rows, [totalRow]] = await Promise.all([
    exec.select().from(b).where(where).orderBy(desc(b.updatedAt), desc(b.id)).limit(page.limit).offset(page.offset),
    exec.select({ total: count() }).from(b).where(where),
  ]);
  return { rows, total: totalRow?.total ?? 0 };
}

export async function findListingsByIds(exec: Executor, ids: string[]): Promise<ListingRow[]> {
  if (ids.length === 0) return [];
  return exec
    .select()
    .from(l)
    .where(inArray(l.id, [...new Set(ids)]));
}

export async function optionsOf(exec: Executor, bidIds: string[]): Promise<BidOptionRow[]> {
  if (bidIds.length === 0) return [];
  return exec.select().from(o).where(inArray(o.bidId, bidIds)).orderBy(asc(o.bidId), asc(o.position));
}

// Reopen requests

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

/** The buyer business's trades still waiting for their contract, by whether the 72 hours have passed at `now`. */
export async function contractsAwaitedOfBuyer(
  exec: Executor,
  organisationId: string,
  now: Date,
): Promise<{ due: number; overdue: number }> {
  const [row] = await exec
    .select({
      due: sql<number>`count(*) filter (where ${t.contractDueAt} > ${now})::int`,
      overdue: sql<number>`count(*) filter (where ${t.contractDueAt} <= ${now})::int`,
    })
    .from(t)
    .where(and(eq(t.buyerOrganisationId, organisationId), isNull(t.contractReceivedAt)));
  return { due: row?.due ?? 0, overdue: row?.overdue ?? 0 };
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
  const [row] = await exec
    .select()
    .from(r)
    .where(and(eq(r.bidId, bidId), eq(r.status, 'pending')));
  return row ?? null;
}

// Trades

export async function insertTrade(exec: Executor, values: typeof t.$inferInsert): Promise<TradeRow> {
  return returnedRow(await exec.insert(t).values(values).returning());
}

/** What an accepted offer's trade is made of; its id and reference come from the database. */
export type NewTrade = Pick<
  typeof t.$inferInsert,
  | 'origin'
  | 'listingId'
  | 'bidId'
  | 'optionId'
  | 'sellerOrganisationId'
  | 'buyerOrganisationId'
  | 'commodityId'
  | 'month'
  | 'quantityKg'
  | 'pricePerUnit'
  | 'premium'
  | 'currency'
  | 'acceptedBy'
  | 'acceptedAt'
  | 'contractDueAt'
>;

/**
 * An accepted offer in one hand-written statement: the trade (its reference from the sequence), the offer accepted
 * and the listing's tonnage and status. Answers the trade's id and reference.
 */
export async function recordTrade(
  exec: Executor,
  trade: NewTrade,
  bid: { id: string; acceptedOptionId: string; at: Date },
  listing: { id: string; tradedKg: number; status: ListingRow['status']; endReasonId: string | null; at: Date },
): Promise<{ id: string; reference: string }> {
  const [row] = await queryNamed<{ id: string; reference: string }>(
    exec,
    'trading_record_trade',
    sql`with trade as (
        insert into ${t} (${tradeColumns}, "reference")
        values (${trade.origin}, ${trade.listingId}, ${trade.bidId}, ${trade.optionId}, ${trade.sellerOrganisationId},
          ${trade.buyerOrganisationId}, ${trade.commodityId}, ${trade.month}, ${trade.quantityKg},
          ${trade.pricePerUnit}, ${trade.premium}, ${trade.currency}, ${trade.acceptedBy},
          ${trade.acceptedAt.toISOString()}, ${trade.contractDueAt.toISOString()},
          'T-' || lpad(nextval('trading_reference_seq')::text, 6, '0'))
        returning "id", "reference"),
      closed_bid as (
        update ${b} set "status" = 'accepted', "accepted_option_id" = ${bid.acceptedOptionId},
          "final_at" = ${bid.at.toISOString()}, "updated_at" = ${bid.at.toISOString()}
        where "id" = ${bid.id}),
      updated_listing as (
        update ${l} set "traded_kg" = ${listing.tradedKg}, "status" = ${listing.status},
          "end_reason_id" = ${listing.endReasonId}, "updated_at" = ${listing.at.toISOString()}
        where "id" = ${listing.id})
      select "id", "reference" from trade`,
  );
  if (!row) throw new Error('The trade was not recorded');
  return row;
}

export async function updateTrade(exec: Executor, id: string, values: Partial<TradeRow>): Promise<TradeRow> {
  return returnedRow(await exec.update(t).set(values).where(eq(t.id, id)).returning());
}

export async function tradesOfBids(exec: Executor, bidIds: string[]): Promise<Map<string, TradeRow>> {
  if (bidIds.length === 0) return new Map();
  const rows = await exec.select().from(t).where(inArray(t.bidId, bidIds));
  return new Map(rows.flatMap((row) => (row.bidId ? [[row.bidId, row] as const] : [])));
}

export async function lockTradeOfBid(exec: Executor, bidId: string): Promise<TradeRow | null> {
  const [row] = await exec.select().from(t).where(eq(t.bidId, bidId)).for('update');
  return row ?? null;
}

/**
 * The organisation's latest trades: all it bought, and those it sold from a farm within the caller's units (the
 * listing's or the trade request's, platform §6), as its listings are.
 */
export async function tradesOfOrganisation(exec: Executor, scope: SellerScope, limit: number): Promise<TradeRow[]> {
  const { unitIds } = scope;
  const soldFromScope =
    unitIds === null
      ? undefined
      : or(
          inArray(t.listingId, exec.select({ id: l.id }).from(l).where(inArray(l.businessUnitId, unitIds))),
          inArray(
            t.tradeRequestId,
            exec
              .select({ id: tradingTradeRequests.id })
              .from(tradingTradeRequests)
              .where(inArray(tradingTradeRequests.businessUnitId, unitIds)),
          ),
        );
  return exec
    .select()
    .from(t)
    .where(
      or(
        eq(t.buyerOrganisationId, scope.organisationId),
        and(eq(t.sellerOrganisationId, scope.organisationId), soldFromScope),
      ),
    )
    .orderBy(desc(t.acceptedAt), desc(t.id))
    .limit(limit);
}

/** The trade each accepted trade request became. */
export async function tradesOfTradeRequests(exec: Executor, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await exec
    .select({ id: t.id, tradeRequestId: t.tradeRequestId })
    .from(t)
    .where(inArray(t.tradeRequestId, ids));
  return new Map(rows.flatMap((row) => (row.tradeRequestId ? [[row.tradeRequestId, row.id] as const] : [])));
}

export interface PriceWeekRow {
  commodity_id: string;
  week_start: string;
  trades: number;
  quantity_kg: string;
  average_price: string;
  low_price: string;
  high_price: string;
}

/** Prices traded on the platform, by crop and ISO week (Monday, UTC), since `from`: no party is named. */
export async function tradedPricesByWeek(exec: Executor, from: Date): Promise<PriceWeekRow[]> {
  return queryRows<PriceWeekRow>(
    exec,
    sql`select commodity_id, to_char(date_trunc('week', accepted_at at time zone 'UTC'), 'YYYY-MM-DD') as week_start,
        count(*)::int as trades, sum(quantity_kg)::text as quantity_kg,
        round(sum(price_per_unit * quantity_kg)::numeric / nullif(sum(quantity_kg), 0))::text as average_price,
        min(price_per_unit)::text as low_price, max(price_per_unit)::text as high_price
      from trading_trades where accepted_at >= ${from}
      group by 1, 2 order by 2 desc, 1`,
  );
}

/**
 * Moves a listing and its offers back in time, as if it had been posted `ms` earlier. Only the demo seed uses it,
 * so that `npm start` shows listings under review and traded without waiting for their review times.
 */
export async function shiftListingBack(exec: Executor, listingId: string, ms: number): Promise<void> {
  const by = sql`${`${ms} milliseconds`}::interval`;
  await exec.execute(sql`update trading_listings set created_at = created_at - ${by}, updated_at = updated_at - ${by},
      opens_at = opens_at - ${by}, review_at = review_at - ${by}, offers_expire_at = offers_expire_at - ${by},
      closes_at = closes_at - ${by} where id = ${listingId}`);
  await exec.execute(sql`update trading_bids set created_at = created_at - ${by}, updated_at = updated_at - ${by},
      expires_at = expires_at - ${by} where listing_id = ${listingId}`);
}

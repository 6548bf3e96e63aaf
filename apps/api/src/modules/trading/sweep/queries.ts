import { asc, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../../platform/db/database';
import { queryRows } from '../../../platform/db/database';
import type { TradeRow } from '../trades/queries';
import { tradingTrades as t } from '../trades/tables';

/** A listing whose transition the sweep recorded, with what its notice needs. */
export interface SweptListing {
  id: string;
  organisation_id: string;
  created_by: string | null;
  reference: string;
  commodity_id: string;
  review_at: Date | string;
  offers_expire_at: Date | string;
  open_offers: number;
}

interface SweptBid {
  id: string;
  listing_id: string;
  buyer_user_id: string;
  buyer_organisation_id: string;
  expires_at: Date | string;
  reference: string;
  commodity_id: string;
}

interface SweptTrade {
  id: string;
  bid_id: string | null;
  reference: string;
  seller_organisation_id: string;
  accepted_by: string | null;
  contract_due_at: Date | string;
}

const openOffers = sql`(select count(*)::int from trading_bids b
  where b.listing_id = due.id and b.status in ('sent', 'updated'))`;

/**
 * One step of the sweep: takes a bounded batch of the table's due rows (SKIP LOCKED, so two sweepers share the work
 * and a row an accept holds is left for the next round) and records the transition in the statement that finds it.
 */
function recordDue(table: string, set: SQL, due: SQL, batch: number, returning: SQL = sql`id`): SQL {
  const rows = sql.raw(table);
  return sql`update ${rows} set ${set}
    where id in (select id from ${rows} where ${due} limit ${batch} for update skip locked)
    returning ${returning}`;
}

/** A listing step's rows with what their notices need, and how many offers each has open. */
function sweptListings(set: SQL, due: SQL, batch: number): SQL {
  const columns = sql`id, organisation_id, created_by, reference, commodity_id, review_at, offers_expire_at`;
  const step = recordDue('trading_listings', set, due, batch, columns);
  return sql`with due as (${step}) select due.*, ${openOffers} as open_offers from due`;
}

export async function markReviewsDue(exec: Executor, now: Date, batch: number): Promise<SweptListing[]> {
  const due = sql`status <> 'closed' and review_done_at is null and review_at <= ${now}`;
  return queryRows<SweptListing>(exec, sweptListings(sql`review_done_at = ${now}`, due, batch));
}

export async function markExpiringDue(
  exec: Executor,
  now: Date,
  warnBefore: Date,
  batch: number,
): Promise<SweptListing[]> {
  const due = sql`status <> 'closed' and expiring_done_at is null and offers_expire_at <= ${warnBefore}`;
  return queryRows<SweptListing>(exec, sweptListings(sql`expiring_done_at = ${now}`, due, batch));
}

export async function expireBids(exec: Executor, now: Date, batch: number): Promise<SweptBid[]> {
  const step = recordDue(
    'trading_bids',
    sql`status = 'expired', final_at = expires_at, updated_at = ${now}`,
    sql`status in ('sent', 'updated') and expires_at <= ${now}`,
    batch,
    sql`id, listing_id, buyer_user_id, buyer_organisation_id, expires_at`,
  );
  return queryRows<SweptBid>(
    exec,
    sql`with due as (${step})
      select due.*, l.reference, l.commodity_id from due join trading_listings l on l.id = due.listing_id`,
  );
}

export async function closeListingsDue(exec: Executor, now: Date, batch: number): Promise<number> {
  const step = recordDue(
    'trading_listings',
    sql`status = 'closed', end_reason_id = 'listing-life', ended_at = closes_at, updated_at = ${now}`,
    sql`status = 'active' and closes_at <= ${now}`,
    batch,
  );
  return (await queryRows<{ id: string }>(exec, step)).length;
}

export async function expireReopensDue(exec: Executor, now: Date, batch: number): Promise<number> {
  const step = recordDue(
    'trading_reopen_requests',
    sql`status = 'expired'`,
    sql`status = 'pending' and expires_at <= ${now}`,
    batch,
  );
  return (await queryRows<{ id: string }>(exec, step)).length;
}

export async function expireTradeRequestsDue(exec: Executor, now: Date, batch: number): Promise<number> {
  const step = recordDue(
    'trading_trade_requests',
    sql`status = 'closed', outcome = 'expired', closed_at = expires_at`,
    sql`status = 'active' and expires_at <= ${now}`,
    batch,
  );
  return (await queryRows<{ id: string }>(exec, step)).length;
}

export async function markContractsOverdue(exec: Executor, now: Date, batch: number): Promise<SweptTrade[]> {
  const step = recordDue(
    'trading_trades',
    sql`overdue_done_at = ${now}`,
    sql`contract_received_at is null and overdue_done_at is null and contract_due_at <= ${now}`,
    batch,
    sql`id, bid_id, reference, seller_organisation_id, accepted_by, contract_due_at`,
  );
  return queryRows<SweptTrade>(exec, step);
}

/**
 * Trades not yet told to both sides, marked told in the statement that finds them (SKIP LOCKED: two sweepers
 * share the work).
 */
export async function announceTradesDue(exec: Executor, now: Date, batch: number): Promise<TradeRow[]> {
  const due = exec
    .select({ id: t.id })
    .from(t)
    .where(isNull(t.announcedAt))
    .orderBy(asc(t.acceptedAt))
    .limit(batch)
    .for('update', { skipLocked: true });
  return exec.update(t).set({ announcedAt: now }).where(inArray(t.id, due)).returning();
}

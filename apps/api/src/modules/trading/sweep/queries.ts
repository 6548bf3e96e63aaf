import { asc, inArray, isNull, sql } from 'drizzle-orm';
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
  offers_expire_at: Date | string;
  open_offers: number;
}

export interface SweptBid {
  id: string;
  listing_id: string;
  buyer_user_id: string;
  buyer_organisation_id: string;
  reference: string;
  commodity_id: string;
}

export interface SweptTrade {
  id: string;
  bid_id: string | null;
  reference: string;
  seller_organisation_id: string;
  accepted_by: string | null;
}

const openOffers = sql`(select count(*)::int from trading_bids b
  where b.listing_id = due.id and b.status in ('sent', 'updated'))`;

/**
 * Each statement takes a bounded batch of due rows (SKIP LOCKED, so two sweepers share the work and a row an
 * accept holds is left for the next round) and records the transition in the same statement that finds it.
 */
export async function markReviewsDue(exec: Executor, now: Date, batch: number): Promise<SweptListing[]> {
  return queryRows<SweptListing>(
    exec,
    sql`with due as (
      update trading_listings set review_done_at = ${now}
      where id in (select id from trading_listings
        where status <> 'closed' and review_done_at is null and review_at <= ${now}
        limit ${batch} for update skip locked)
      returning id, organisation_id, created_by, reference, commodity_id, offers_expire_at)
    select due.*, ${openOffers} as open_offers from due`,
  );
}

export async function markExpiringDue(
  exec: Executor,
  now: Date,
  warnBefore: Date,
  batch: number,
): Promise<SweptListing[]> {
  return queryRows<SweptListing>(
    exec,
    sql`with due as (
      update trading_listings set expiring_done_at = ${now}
      where id in (select id from trading_listings
        where status <> 'closed' and expiring_done_at is null and offers_expire_at <= ${warnBefore}
        limit ${batch} for update skip locked)
      returning id, organisation_id, created_by, reference, commodity_id, offers_expire_at)
    select due.*, ${openOffers} as open_offers from due`,
  );
}

export async function expireBids(exec: Executor, now: Date, batch: number): Promise<SweptBid[]> {
  return queryRows<SweptBid>(
    exec,
    sql`with due as (
      update trading_bids set status = 'expired', final_at = expires_at, updated_at = ${now}
      where id in (select id from trading_bids
        where status in ('sent', 'updated') and expires_at <= ${now}
        limit ${batch} for update skip locked)
      returning id, listing_id, buyer_user_id, buyer_organisation_id)
    select due.*, l.reference, l.commodity_id from due join trading_listings l on l.id = due.listing_id`,
  );
}

export async function closeListingsDue(exec: Executor, now: Date, batch: number): Promise<number> {
  const rows = await queryRows<{ id: string }>(
    exec,
    sql`update trading_listings set status = 'closed', end_reason_id = 'listing-life', ended_at = closes_at,
        updated_at = ${now}
      where id in (select id from trading_listings where status = 'active' and closes_at <= ${now}
        limit ${batch} for update skip locked)
      returning id`,
  );
  return rows.length;
}

export async function expireReopensDue(exec: Executor, now: Date, batch: number): Promise<number> {
  const rows = await queryRows<{ id: string }>(
    exec,
    sql`update trading_reopen_requests set status = 'expired'
      where id in (select id from trading_reopen_requests where status = 'pending' and expires_at <= ${now}
        limit ${batch} for update skip locked)
      returning id`,
  );
  return rows.length;
}

export async function expireTradeRequestsDue(exec: Executor, now: Date, batch: number): Promise<number> {
  const rows = await queryRows<{ id: string }>(
    exec,
    sql`update trading_trade_requests set status = 'closed', outcome = 'expired', closed_at = expires_at
      where id in (select id from trading_trade_requests where status = 'active' and expires_at <= ${now}
        limit ${batch} for update skip locked)
      returning id`,
  );
  return rows.length;
}

export async function markContractsOverdue(exec: Executor, now: Date, batch: number): Promise<SweptTrade[]> {
  return queryRows<SweptTrade>(
    exec,
    sql`update trading_trades set overdue_done_at = ${now}
      where id in (select id from trading_trades
        where contract_received_at is null and overdue_done_at is null and contract_due_at <= ${now}
        limit ${batch} for update skip locked)
      returning id, bid_id, reference, seller_organisation_id, accepted_by`,
  );
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

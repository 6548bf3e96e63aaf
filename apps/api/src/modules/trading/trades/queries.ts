import { and, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Executor } from '../../../platform/db/database';
import { queryRows, returnedRow } from '../../../platform/db/database';
import { queryNamed } from '../../../platform/db/row-reader';
import { inScope, type Scope } from '../../../platform/db/tenant-scope';
import { tradingBids } from '../bids/tables';
import type { ListingRow } from '../listings/queries';
import { tradingListings } from '../listings/tables';
import { tradingTradeRequests } from '../wanted/tables';
import { tradingTrades } from './tables';
import { lockRow } from '../../../platform/db/find-row';

export type TradeRow = typeof tradingTrades.$inferSelect;

const l = tradingListings;

const b = tradingBids;

const t = tradingTrades;

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
  return lockRow(exec, t, eq(t.bidId, bidId));
}

/**
 * The organisation's latest trades: all it bought, and those it sold from a farm within the caller's units (the
 * listing's or the trade request's, platform §6), as its listings are.
 */
export async function tradesOfOrganisation(exec: Executor, scope: Scope, limit: number): Promise<TradeRow[]> {
  const soldFromUnits = (unitIds: string[]) =>
    or(
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
        inScope(scope, { organisationId: t.sellerOrganisationId, atUnits: soldFromUnits }),
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

interface PriceWeekRow {
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
 * How much the seller's trades cover of each of these stock lots: the trades of its listings started from them
 * (a re-listing keeps its lot, so its trades count too). Lots no trade covers are left out.
 */
export async function tradedKgOfLots(
  exec: Executor,
  organisationId: string,
  lotIds: readonly string[],
): Promise<Map<string, number>> {
  if (lotIds.length === 0) return new Map();
  const rows = await exec
    .select({ lotId: l.stockRecordId, tradedKg: sql<string>`sum(${t.quantityKg})` })
    .from(t)
    .innerJoin(l, eq(l.id, t.listingId))
    .where(and(eq(l.organisationId, organisationId), inArray(l.stockRecordId, [...lotIds])))
    .groupBy(l.stockRecordId);
  return new Map(rows.flatMap((row) => (row.lotId ? [[row.lotId, Number(row.tradedKg)] as const] : [])));
}

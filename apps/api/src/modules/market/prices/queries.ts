import { sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../../platform/db/database';
import type { marketPrices } from './tables';

export type NewMarketPriceRow = typeof marketPrices.$inferInsert;

/** One stored price of a series, as the insights read it. */
export interface SeriesPriceRow {
  region: string;
  contract_month: string;
  source: string;
  day: string;
  at: string;
  price: number;
  currency: string;
}

/**
 * A commodity's prices of one kind between two days, every region (or one) and source (or one), in no order: the
 * series index (commodity, kind, day) finds them, and the service groups them into days by the domain's rule.
 */
export async function seriesPrices(
  exec: Executor,
  filter: { commodityId: string; kind: string; from: string; to: string; region?: string; source?: string },
): Promise<SeriesPriceRow[]> {
  return queryRows<SeriesPriceRow>(
    exec,
    sql`select region, contract_month, source, to_char(priced_on, 'YYYY-MM-DD') as day,
        to_char(priced_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as at, price_minor::int as price,
        currency
      from market_prices
      where commodity_id = ${filter.commodityId} and kind = ${filter.kind}
        and priced_on between ${filter.from}::date and ${filter.to}::date
        ${filter.region ? sql`and region = ${filter.region}` : sql``}
        ${filter.source ? sql`and source = ${filter.source}` : sql``}`,
  );
}

/**
 * The commodities with prices of the kind since a day. The store holds a few dozen commodities over millions of rows,
 * so it walks the series index commodity by commodity (a loose index scan) instead of reading every row.
 */
export async function commoditiesWithPrices(exec: Executor, kind: string, from: string): Promise<string[]> {
  const rows = await queryRows<{ id: string }>(
    exec,
    sql`with recursive c as (
        select min(commodity_id) as id from market_prices
        union all
        select (select min(commodity_id) from market_prices where commodity_id > c.id) from c where c.id is not null
      )
      select id from c
      where id is not null and exists (
        select 1 from market_prices p where p.commodity_id = c.id and p.kind = ${kind} and p.priced_on >= ${from}::date
      )
      order by id`,
  );
  return rows.map((row) => row.id);
}

/** Writes prices; a reading the store has (same source, series and moment) takes the new price. */
export async function upsertPrices(exec: Executor, rows: readonly NewMarketPriceRow[]): Promise<number> {
  let written = 0;
  for (let start = 0; start < rows.length; start += PRICE_BATCH) {
    const batch = rows.slice(start, start + PRICE_BATCH);
    // A batch may name one reading twice (a table listing a price twice): the last one stands.
    const unique = [...new Map(batch.map((row) => [readingKey(row), row])).values()];
    await exec.execute(sql`
      with incoming as (
        select * from json_to_recordset(${JSON.stringify(unique)}::json) as r(
          "commodityId" text, region text, kind text, "contractMonth" text, source text, "pricedOn" date,
          "pricedAt" timestamptz, "priceMinor" bigint, currency text, "receivedAt" timestamptz)
      )
      insert into market_prices (commodity_id, region, kind, contract_month, source, priced_on, priced_at, price_minor,
        currency, received_at)
      select "commodityId", region, kind, "contractMonth", source, "pricedOn", "pricedAt", "priceMinor", currency,
        "receivedAt" from incoming
      on conflict (source, commodity_id, kind, region, contract_month, priced_at)
      do update set price_minor = excluded.price_minor, currency = excluded.currency, received_at = excluded.received_at`);
    written += unique.length;
  }
  return written;
}

/** Rows per statement: a JSON parameter of a few megabytes at most. */
const PRICE_BATCH = 5000;

const readingKey = (row: NewMarketPriceRow) =>
  [row.source, row.commodityId, row.kind, row.region, row.contractMonth, new Date(row.pricedAt).toISOString()].join(
    '|',
  );

/** Removes what a source said for the days (an import replaces them); answers how many prices went. */
export async function deleteSourceDays(exec: Executor, source: string, days: readonly string[]): Promise<number> {
  if (days.length === 0) return 0;
  const rows = await queryRows<{ n: number }>(
    exec,
    sql`with gone as (delete from market_prices where source = ${source}
        and priced_on = any(${`{${days.join(',')}}`}::date[]) returning 1)
      select count(*)::int as n from gone`,
  );
  return rows[0]?.n ?? 0;
}

/** Each source with how many prices it has and the days they span. */
export async function sourceTotals(
  exec: Executor,
): Promise<{ source: string; prices: number; first_day: string | null; last_day: string | null }[]> {
  return queryRows(
    exec,
    sql`select source, count(*)::int as prices, to_char(min(priced_on), 'YYYY-MM-DD') as first_day,
        to_char(max(priced_on), 'YYYY-MM-DD') as last_day
      from market_prices group by source order by source`,
  );
}

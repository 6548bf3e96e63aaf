import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../../platform/db/database';
import { queryRows } from '../../../platform/db/database';
import { bidStateSql } from '../bids/queries';
import { listingStateSql, openForOffersSql } from '../listings/queries';
import { inScope, type Scope } from '../../../platform/db/tenant-scope';

/** One trading list as SQL: its rows, the caller's condition, what each facet and sort key reads. */
export interface TradingSource {
  from: SQL;
  where: SQL;
  facets: Record<string, SQL>;
  sorts: Record<string, SQL>;
}

const matching = (expression: SQL, values: readonly string[]) =>
  sql`(${expression})::text in (${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )})`;

/** The conditions of the active filters, leaving out one facet's (its own counts are taken without it). */
function filtersSql(source: TradingSource, active: ReadonlyMap<string, string[]>, except?: string): SQL {
  const parts = [source.where];
  for (const [key, values] of active) {
    const expression = source.facets[key];
    if (key !== except && expression && values.length > 0) parts.push(matching(expression, values));
  }
  return sql.join(parts, sql` and `);
}

/** Each facet's terms and counts, every other active filter applied. */
export async function tradingFacetCounts(
  exec: Executor,
  source: TradingSource,
  active: ReadonlyMap<string, string[]>,
): Promise<{ total: number; counts: Map<string, Map<string, number>> }> {
  const counts = new Map<string, Map<string, number>>();
  const facetReads = Object.entries(source.facets).map(async ([key, expression]) => {
    const found = await queryRows<{ id: string | null; n: number }>(
      exec,
      sql`select (${expression})::text as id, count(*)::int as n from ${source.from}
          where ${filtersSql(source, active, key)} group by 1`,
    );
    counts.set(key, new Map(found.flatMap((row) => (row.id === null ? [] : [[row.id, row.n] as const]))));
  });
  const [totalRows] = await Promise.all([
    queryRows<{ n: number }>(
      exec,
      sql`select count(*)::int as n from ${source.from} where ${filtersSql(source, active)}`,
    ),
    ...facetReads,
  ]);
  return { total: totalRows[0]?.n ?? 0, counts };
}

/** The ids of one page of the list, in the order asked for. */
export async function tradingPageIds(
  exec: Executor,
  source: TradingSource,
  active: ReadonlyMap<string, string[]>,
  page: { offset: number; limit: number; sortBy: string; sortDesc: boolean },
): Promise<string[]> {
  const sortExpression = source.sorts[page.sortBy] ?? sql`1`;
  const direction = page.sortDesc ? sql`desc` : sql`asc`;
  const rows = await queryRows<{ id: string }>(
    exec,
    sql`select id from (select ${source.sorts.id} as id, ${sortExpression} as sort_key from ${source.from}
        where ${filtersSql(source, active)}) found
        order by sort_key ${direction} nulls last, id ${direction} limit ${page.limit} offset ${page.offset}`,
  );
  return rows.map((row) => row.id);
}

/** The column is one of these ids (none: nothing is). */
function oneOf(column: SQL, ids: readonly string[]): SQL {
  if (ids.length === 0) return sql`false`;
  return sql`${column} in (${sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  )})`;
}

/** What the lists of listings sort by. */
const listingSorts: Record<string, SQL> = {
  id: sql`l.id`,
  reviewAt: sql`l.review_at`,
  createdAt: sql`l.created_at`,
  quantityMaxKg: sql`l.quantity_max_kg`,
  commodity: sql`l.commodity_id`,
};

/** The seller's listings, in their scope. */
export function sellerListingsSource(scope: Scope, now: Date): TradingSource {
  return {
    from: sql`trading_listings l`,
    where: inScope(scope, { organisationId: sql`l.organisation_id`, businessUnitId: sql`l.business_unit_id` }),
    facets: {
      status: listingStateSql(now),
      commodity: sql`l.commodity_id`,
      sellerBusinessUnitId: sql`l.business_unit_id`,
    },
    sorts: listingSorts,
  };
}

/** Listings open for offers at `now`, of vetted sellers other than the caller. */
export function marketSource(now: Date, excludedOrganisationIds: readonly string[]): TradingSource {
  const excluded = sql`not ${oneOf(sql`l.organisation_id`, excludedOrganisationIds)}`;
  return {
    from: sql`trading_listings l`,
    where: sql`${openForOffersSql(now)} and ${excluded}`,
    facets: { commodity: sql`l.commodity_id`, type: sql`l.haulage` },
    sorts: { ...listingSorts, guidePrice: sql`l.guide_price` },
  };
}

/** The buyer business's offers. */
export function buyerBidsSource(organisationId: string, now: Date): TradingSource {
  return {
    from: sql`trading_bids b join trading_listings l on l.id = b.listing_id`,
    where: sql`b.buyer_organisation_id = ${organisationId}`,
    facets: { status: bidStateSql(now), commodity: sql`l.commodity_id` },
    sorts: {
      id: sql`b.id`,
      updatedAt: sql`b.updated_at`,
      reviewAt: sql`l.review_at`,
      createdAt: sql`b.created_at`,
    },
  };
}

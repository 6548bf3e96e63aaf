import {
  buildActiveFilters,
  buildFacets,
  checkSearchQuery,
  clearFilters,
  CSV_EXPORT_ROWS_MAX,
  echoParams,
  effectiveSort,
  filtersByKey,
  searchUrl,
  type FilterKey,
  type SearchAliasDefinition,
  type SearchParams,
  type SearchQuery,
  type SearchReply,
} from '@harvest/domain';
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Executor } from '../db/database';
import { queryRows } from '../db/database';
import { badRequest } from '../http/errors';

/**
 * The faceted searches' engine (DESIGN §2 "Searches"): a module describes a list as a `FacetedSource` (its rows,
 * the caller's scope, what each facet filters and groups by, what each sort key reads) and this runs it: the
 * totals and every facet's counts, each facet counted with all the OTHER active filters applied (the usual
 * faceted-search rule), and one page of docs, or every doc for an export. Both are limited to the source's
 * `where` (the caller's organisation and units) before anything else, so neither a doc nor a count can come from
 * elsewhere.
 */

/** How one facet filters, and what it groups by (an array column is unnested in a statement of its own). */
export interface Facet {
  where(values: string[]): SQL;
  group: SQL;
  /** The group is an array: each element counts (a movement touching two units counts for both). */
  unnest?: boolean;
}

export interface FacetedSource {
  /** The rows searched: a table or a join. */
  from: SQL;
  /** What every row must meet before any filter: the caller's scope and the list's own conditions. */
  where: SQL;
  facets: Record<string, Facet>;
  /** What each sort key orders by. */
  sorts: Record<string, SQL>;
  /** What orders rows the sort leaves level, ending with a unique column so that pages never overlap. */
  tieBreak(sortDesc: boolean): SQL;
  /** Totals over the matching rows: name -> the expression summed. */
  sums?: Record<string, SQL>;
  /** For an unnested facet: only these elements are counted (the caller's units), or all when null. */
  elementsIn?: string[] | null;
}

export interface FacetCounts {
  totalDocs: number;
  sums: Record<string, number>;
  counts: Map<string, Map<string, number>>;
}

/** Filter terms as an SQL array of the column's type. */
export const texts = (values: string[]) => sql`${sql.param(values)}::text[]`;
export const uuids = (values: string[]) => sql`${sql.param(values)}::uuid[]`;
export const integers = (values: string[]) => sql`${sql.param(values.map(Number))}::int[]`;

/** The conditions joined by `and`; none is `true`. */
export const all = (conditions: SQL[]): SQL => (conditions.length === 0 ? sql`true` : sql.join(conditions, sql` and `));

/** A facet on one column: it filters to the terms chosen (read as the column's type) and groups by the column. */
export function facetOn(column: SQL | SQLWrapper, as: (values: string[]) => SQL): Facet {
  return { where: (values) => sql`${column} = any(${as(values)})`, group: sql`${column}` };
}

/** The conditions of the active filters, by facet key. */
function conditionsOf(source: FacetedSource, active: ReadonlyMap<string, string[]>): Map<string, SQL> {
  const conditions = new Map<string, SQL>();
  for (const [key, values] of active) {
    const facet = source.facets[key];
    if (facet) conditions.set(key, sql`(${facet.where(values)})`);
  }
  return conditions;
}

const except = (conditions: Map<string, SQL>, key: string) =>
  all([...conditions.entries()].filter(([other]) => other !== key).map(([, condition]) => condition));

/**
 * The totals and every facet's counts in one statement. The rows that meet every filter are read once (few,
 * with filters active) and give the totals and the counts of each facet that has no term selected; a facet that
 * has one is counted over the rows meeting all the OTHER filters, in a branch of its own, so its siblings keep
 * their counts. Each branch is a small grouped read of the source's rows.
 */
export async function facetCounts(
  exec: Executor,
  source: FacetedSource,
  active: ReadonlyMap<string, string[]>,
): Promise<FacetCounts> {
  const conditions = conditionsOf(source, active);
  const entries = Object.entries(source.facets);
  const sums = source.sums ?? {};
  const sumNames = Object.keys(sums);
  const fromMatched = entries.filter(([key, facet]) => !conditions.has(key) && !facet.unnest);
  const noSums = sumNames.map((name) => sql`, null::float8 as ${sql.identifier(`sum_${name}`)}`);
  const branches: SQL[] = [
    sql`select 'total' as facet, null::text as value, count(*) as count
        ${sql.join(
          sumNames.map(
            (name) =>
              sql`, coalesce(sum(${sql.identifier(`s_${name}`)}), 0)::float8 as ${sql.identifier(`sum_${name}`)}`,
          ),
        )}
        from matched`,
    ...fromMatched.map(
      ([key]) =>
        sql`select ${key}::text as facet, ${sql.identifier(`g_${key}`)}::text as value, count(*) as count ${sql.join(noSums)}
            from matched group by 2`,
    ),
    ...entries
      .filter(([key, facet]) => conditions.has(key) || facet.unnest)
      .map(([key, facet]) => {
        const others = except(conditions, key);
        if (!facet.unnest) {
          return sql`select ${key}::text as facet, (${facet.group})::text as value, count(*) as count ${sql.join(noSums)}
              from ${source.from} where ${source.where} and ${others} group by 2`;
        }
        const within = source.elementsIn ? sql`and element = any(${uuids(source.elementsIn)})` : sql``;
        return sql`select ${key}::text as facet, element::text as value, count(*) as count ${sql.join(noSums)}
            from ${source.from} cross join lateral unnest(${facet.group}) as element
            where ${source.where} and ${others} ${within} group by 2`;
      }),
  ];
  const matchedColumns = [
    sql`1 as one`,
    ...fromMatched.map(([key, facet]) => sql`${facet.group} as ${sql.identifier(`g_${key}`)}`),
    ...Object.entries(sums).map(([name, expression]) => sql`${expression} as ${sql.identifier(`s_${name}`)}`),
  ];
  const rows = await queryRows<Record<string, string | number | null>>(
    exec,
    sql`with matched as materialized (
          select ${sql.join(matchedColumns, sql`, `)}
          from ${source.from} where ${source.where} and ${all([...conditions.values()])})
        ${sql.join(branches, sql` union all `)}`,
  );
  const counts = new Map<string, Map<string, number>>(entries.map(([key]) => [key, new Map()]));
  const result: FacetCounts = { totalDocs: 0, sums: {}, counts };
  for (const row of rows) {
    if (row.facet === 'total') {
      result.totalDocs = Number(row.count ?? 0);
      for (const name of sumNames) result.sums[name] = Number(row[`sum_${name}`] ?? 0);
    } else if (row.value !== null && row.value !== undefined && Number(row.count) > 0) {
      counts.get(String(row.facet))?.set(String(row.value), Number(row.count));
    }
  }
  return result;
}

export interface SearchPage {
  offset: number;
  limit: number;
  sort: { sortBy: string; sortDesc: boolean };
}

/** One page of a search as a module's own select of its docs reads it: what a doc meets, the order, the window. */
export interface PageQuery {
  where: SQL;
  orderBy: SQL[];
  limit: number;
  offset: number;
}

/** The page's query: the source's rows meeting every active filter, in the sort asked for, then the tie-break. */
export function pageQuery(source: FacetedSource, active: ReadonlyMap<string, string[]>, page: SearchPage): PageQuery {
  const { sortBy, sortDesc } = page.sort;
  const column = source.sorts[sortBy];
  const tieBreak = source.tieBreak(sortDesc);
  return {
    where: sql`${source.where} and ${all([...conditionsOf(source, active).values()])}`,
    orderBy: column
      ? [sortDesc ? sql`${column} desc nulls last` : sql`${column} asc nulls last`, tieBreak]
      : [tieBreak],
    limit: page.limit,
    offset: page.offset,
  };
}

/** Every doc an export holds: the same filters, scope and sort, from the first, up to CSV_EXPORT_ROWS_MAX. */
export function exportQuery(
  source: FacetedSource,
  active: ReadonlyMap<string, string[]>,
  sort: SearchPage['sort'],
): PageQuery {
  return pageQuery(source, active, { offset: 0, limit: CSV_EXPORT_ROWS_MAX, sort });
}

/**
 * A search run: the totals and the counts of the facets the alias shows, and one page of docs read by `docsOf`
 * (the module's select of its docs under the page's query).
 */
export async function runSearch<Doc>(
  exec: Executor,
  definition: SearchAliasDefinition,
  source: FacetedSource,
  active: ReadonlyMap<string, string[]>,
  page: SearchPage,
  docsOf: (query: PageQuery) => Promise<Doc>,
): Promise<{ docs: Doc; totals: FacetCounts }> {
  const shown = new Set<string>(definition.facets.map((facet) => facet.key));
  const counted: FacetedSource = {
    ...source,
    facets: Object.fromEntries(Object.entries(source.facets).filter(([key]) => shown.has(key))),
  };
  const [docs, totals] = await Promise.all([
    docsOf(pageQuery(source, active, page)),
    facetCounts(exec, counted, active),
  ]);
  return { docs, totals };
}

/** A query checked against its alias's definition: the parameters to run, or 400 naming every bad term. */
export function checkedParams(definition: SearchAliasDefinition, query: SearchQuery): SearchParams {
  const { params, issues } = checkSearchQuery(definition, query);
  if (issues.length > 0) throw badRequest(issues);
  return params;
}

/** The reply of a search: its docs and totals, every facet's terms and active filter with the url toggling it. */
export function searchReply<Doc>(reply: {
  path: string;
  definition: SearchAliasDefinition;
  params: SearchParams;
  docs: Doc[];
  totalDocs: number;
  sums?: Record<string, number>;
  totalYield?: number;
  custom?: Record<string, string>;
  counts: ReadonlyMap<string, ReadonlyMap<string, number>>;
  nameOf: (key: FilterKey, id: string) => string;
}): SearchReply<Doc> {
  const { path, definition, params, nameOf } = reply;
  return {
    path,
    params: echoParams(params),
    docs: reply.docs,
    totalDocs: reply.totalDocs,
    aggregations: { count: reply.totalDocs, ...reply.sums },
    totalYield: reply.totalYield ?? 0,
    custom: reply.custom ?? {},
    facets: buildFacets(path, definition, params, reply.counts, nameOf),
    activeFilters: buildActiveFilters(path, definition, params, nameOf),
    clearUrl: searchUrl(path, clearFilters(params)),
  };
}

/** A module's select of its docs, limited to one page of the search. */
export function paged<T extends PgSelect>(select: T, query: PageQuery): T {
  return select
    .where(query.where)
    .orderBy(...query.orderBy)
    .limit(query.limit)
    .offset(query.offset);
}

/** The ids of one page, for a module that reads its docs by id (its views of them). */
export async function pageIds(exec: Executor, source: FacetedSource, id: SQL, query: PageQuery): Promise<string[]> {
  const rows = await queryRows<{ id: string }>(
    exec,
    sql`select ${id} as id from ${source.from} where ${query.where}
        order by ${sql.join(query.orderBy, sql`, `)} limit ${query.limit} offset ${query.offset}`,
  );
  return rows.map((row) => row.id);
}

/** A source whose docs a module reads by id (its views of them): the id column the pages are read by. */
export type IdSource = FacetedSource & { id: SQL };

/** A query made ready to run: checked (400 naming every bad term), its filters by key and its effective sort. */
export function preparedQuery(definition: SearchAliasDefinition, query: SearchQuery) {
  const params = checkedParams(definition, query);
  return { params, active: filtersByKey(params.filters), sort: effectiveSort(definition, params) };
}

/**
 * A search of a module that reads its docs by id: the query checked, one page of ids read as the module's views
 * (`views` keeps the page's order), and the totals with every shown facet's counts.
 */
export async function searchByIds<Doc>(
  exec: Executor,
  definition: SearchAliasDefinition,
  source: IdSource,
  query: SearchQuery,
  views: (ids: string[]) => Promise<Doc[]>,
) {
  const { params, active, sort } = preparedQuery(definition, query);
  const page = { offset: params.offset, limit: params.limit, sort };
  const { docs, totals } = await runSearch(exec, definition, source, active, page, async (pageQuery) =>
    views(await pageIds(exec, source, source.id, pageQuery)),
  );
  /** The ids counted or filtered under these facets, for naming their terms. */
  const idsUnder = (...keys: FilterKey[]) => [
    ...new Set(keys.flatMap((key) => [...(totals.counts.get(key)?.keys() ?? []), ...(active.get(key) ?? [])])),
  ];
  return { params, docs, totals, idsUnder };
}

/** Every id a search's export holds (the same filters, scope and sort; offset and limit do not apply). */
export function exportIds(exec: Executor, definition: SearchAliasDefinition, source: IdSource, query: SearchQuery) {
  const { active, sort } = preparedQuery(definition, query);
  return pageIds(exec, source, source.id, exportQuery(source, active, sort));
}

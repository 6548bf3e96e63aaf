import { and, asc, desc, eq, isNull, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Executor } from '../../../platform/db/database';
import { queryRows } from '../../../platform/db/database';
import { planActualKg, planDocColumns, planDocOf, planExpectedKg, type HarvestPlanDoc } from '../harvest/queries';
import { harvestPlans } from '../harvest/tables';
import { movementStateSql, type MovementRow } from '../movements/queries';
import { inventoryMovements } from '../movements/tables';
import { inScope, wholeOrganisation, type Scope } from '../../../platform/db/tenant-scope';
import type { RecordRow } from '../stock/queries';
import { inventoryRecords } from '../stock/tables';
import type { StorageRow } from '../storage/queries';
import { inventoryStorages } from '../storage/tables';

/**
 * The SQL of the inventory searches. A search is two statements: one for the page of docs, and one for the
 * totals and every facet's counts, each facet counted with all the OTHER active filters applied (the usual
 * faceted-search rule). Both are limited to the caller's organisation and business units before anything else,
 * so neither a doc nor a count can come from elsewhere.
 */

/** How one facet filters, and what it groups by (an array column is unnested in a statement of its own). */
export interface FacetSql {
  where(values: string[]): SQL;
  group: SQL;
  /** The group is an array: each element counts (a movement touching two units counts for both). */
  unnest?: boolean;
}

export interface FacetedSource {
  from: SQL;
  scope: SQL;
  facets: Record<string, FacetSql>;
  /** Totals over the matching rows: name -> the expression summed. */
  sums: Record<string, SQL>;
  /** For an unnested facet: only these elements are counted (the caller's units), or all when null. */
  elementsIn?: string[] | null;
}

export interface FacetCounts {
  totalDocs: number;
  sums: Record<string, number>;
  counts: Map<string, Map<string, number>>;
}

const texts = (values: string[]) => sql`${sql.param(values)}::text[]`;
const uuids = (values: string[]) => sql`${sql.param(values)}::uuid[]`;
const integers = (values: string[]) => sql`${sql.param(values.map(Number))}::int[]`;
const all = (conditions: SQL[]): SQL => (conditions.length === 0 ? sql`true` : sql.join(conditions, sql` and `));

/** A facet on one column: it filters to the terms chosen (read as the column's type) and groups by the column. */
function facetOn(column: SQL | SQLWrapper, as: (values: string[]) => SQL): FacetSql {
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

/** Every active filter: what a doc must meet. */
export function matching(source: FacetedSource, active: ReadonlyMap<string, string[]>): SQL {
  return all([...conditionsOf(source, active).values()]);
}

const except = (conditions: Map<string, SQL>, key: string) =>
  all([...conditions.entries()].filter(([other]) => other !== key).map(([, condition]) => condition));

/**
 * The totals and every facet's counts in one statement. The rows that meet every filter are read once (few,
 * with filters active) and give the totals and the counts of each facet that has no term selected; a facet that
 * has one is counted over the rows meeting all the OTHER filters, in a branch of its own, so its siblings keep
 * their counts. Each branch is a small grouped read of one organisation's rows.
 */
export async function facetCounts(
  exec: Executor,
  source: FacetedSource,
  active: ReadonlyMap<string, string[]>,
): Promise<FacetCounts> {
  const conditions = conditionsOf(source, active);
  const entries = Object.entries(source.facets);
  const sumNames = Object.keys(source.sums);
  const fromMatched = entries.filter(([key, facet]) => !conditions.has(key) && !facet.unnest);
  const noSums = sumNames.map((name) => sql`null::float8 as ${sql.identifier(`sum_${name}`)}`);
  const branches: SQL[] = [
    sql`select 'total' as facet, null::text as value, count(*) as count,
        ${sql.join(
          sumNames.map(
            (name) => sql`coalesce(sum(${sql.identifier(`s_${name}`)}), 0)::float8 as ${sql.identifier(`sum_${name}`)}`,
          ),
          sql`, `,
        )}
        from matched`,
    ...fromMatched.map(
      ([key]) =>
        sql`select ${key}::text as facet, ${sql.identifier(`g_${key}`)}::text as value, count(*) as count, ${sql.join(noSums, sql`, `)}
            from matched group by 2`,
    ),
    ...entries
      .filter(([key, facet]) => conditions.has(key) || facet.unnest)
      .map(([key, facet]) => {
        const others = except(conditions, key);
        if (!facet.unnest) {
          return sql`select ${key}::text as facet, (${facet.group})::text as value, count(*) as count, ${sql.join(noSums, sql`, `)}
              from ${source.from} where ${source.scope} and ${others} group by 2`;
        }
        const within = source.elementsIn ? sql`and element = any(${uuids(source.elementsIn)})` : sql``;
        return sql`select ${key}::text as facet, element::text as value, count(*) as count, ${sql.join(noSums, sql`, `)}
            from ${source.from} cross join lateral unnest(${facet.group}) as element
            where ${source.scope} and ${others} ${within} group by 2`;
      }),
  ];
  const matchedColumns = [
    sql`1 as one`,
    ...fromMatched.map(([key, facet]) => sql`${facet.group} as ${sql.identifier(`g_${key}`)}`),
    ...Object.entries(source.sums).map(([name, expression]) => sql`${expression} as ${sql.identifier(`s_${name}`)}`),
  ];
  const rows = await queryRows<Record<string, string | number | null>>(
    exec,
    sql`with matched as materialized (
          select ${sql.join(matchedColumns, sql`, `)}
          from ${source.from} where ${source.scope} and ${all([...conditions.values()])})
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

export type SortDirection = { sortBy: string; sortDesc: boolean };

function orderBy(columns: Record<string, SQL>, sort: SortDirection, tieBreak: SQL): SQL[] {
  const column = columns[sort.sortBy];
  if (!column) return [tieBreak];
  return [sort.sortDesc ? sql`${column} desc nulls last` : sql`${column} asc nulls last`, tieBreak];
}

/** A doc query limited to the scope and every active filter, in the page's order, one page long. */
function onePage<T extends PgSelect>(
  query: T,
  source: FacetedSource,
  active: ReadonlyMap<string, string[]>,
  page: Page & { columns: Record<string, SQL>; tieBreak: SQL },
): T {
  return query
    .where(and(source.scope, matching(source, active)))
    .orderBy(...orderBy(page.columns, page.sort, page.tieBreak))
    .limit(page.limit)
    .offset(page.offset);
}

// Stock records

const r = inventoryRecords;
const s = inventoryStorages;
const m = inventoryMovements;

function recordScope(scope: Scope): SQL {
  return all([
    inScope(scope, r),
    // Said of the storage too, so the join reads the organisation's few storage locations, not every one.
    inScope(wholeOrganisation(scope), s),
  ]);
}

/**
 * Records by facet. commodityType and commodityGrade come from the reference catalogue, so the caller turns
 * them into the commodity item ids that have that type or grade; both group by the item.
 */
export function recordSource(scope: Scope): FacetedSource {
  return {
    from: sql`${r} inner join ${s} on ${s.id} = ${r.storageId}`,
    scope: recordScope(scope),
    facets: {
      type: facetOn(r.inventoryType, texts),
      commodity: facetOn(r.commodityId, texts),
      commodityType: facetOn(r.commodityItemId, texts),
      commodityGrade: facetOn(r.commodityItemId, texts),
      commodityVariety: facetOn(r.variety, texts),
      harvestYear: facetOn(r.harvestYear, integers),
      storageId: facetOn(r.storageId, uuids),
      storageType: facetOn(s.type, texts),
      ownerStatus: facetOn(r.ownerStatus, texts),
      saleStatus: facetOn(r.saleStatus, texts),
      businessUnitIds: facetOn(r.businessUnitId, uuids),
    },
    sums: { quantityKg: sql`${r.quantityKg}` },
  };
}

const RECORD_SORT: Record<string, SQL> = {
  createdAt: sql`${r.createdAt}`,
  quantityKg: sql`${r.quantityKg}`,
  harvestYear: sql`${r.harvestYear}`,
  commodity: sql`${r.commodityId}`,
  variety: sql`${r.variety}`,
  storageName: sql`${s.name}`,
};

export interface Page {
  offset: number;
  limit: number;
  sort: SortDirection;
}

export type RecordDoc = RecordRow & { storageName: string; storageType: StorageRow['type'] };

export async function searchRecordDocs(
  exec: Executor,
  source: FacetedSource,
  active: ReadonlyMap<string, string[]>,
  page: Page,
): Promise<RecordDoc[]> {
  const query = exec
    .select({ record: r, storageName: s.name, storageType: s.type })
    .from(r)
    .innerJoin(s, eq(s.id, r.storageId));
  const rows = await onePage(query.$dynamic(), source, active, {
    ...page,
    columns: RECORD_SORT,
    tieBreak: sql`${r.id}`,
  });
  return rows.map((row) => ({ ...row.record, storageName: row.storageName, storageType: row.storageType }));
}

// Stores and fields

/**
 * The outer storage row's id, always qualified: Drizzle leaves columns of a one-table select unqualified,
 * which inside these subqueries would name the subquery's own row.
 */
const outerStorageId = sql`"inventory_storages"."id"`;

/** What a storage location holds: its own records and, for a store, its sub-stores'. */
const holding = sql`(select coalesce(sum(held.quantity_kg), 0) from ${r} held
  where held.deleted_at is null and held.storage_id in (
    select family.id from ${s} family
    where family.id = ${outerStorageId} or (family.parent_id = ${outerStorageId} and family.deleted_at is null)))`;

/** Stores are the top-level ones (a sub-store is shown within its store, and counted in its holding). */
export function storageSource(scope: Scope, type: StorageRow['type']): FacetedSource {
  return {
    from: sql`${s}`,
    scope: all([inScope(scope, s), sql`${s.type} = ${type}`, sql`${s.parentId} is null`]),
    facets: {
      commodity: facetOn(s.commodityId, texts),
      businessUnitIds: facetOn(s.businessUnitId, uuids),
      storageType: facetOn(s.type, texts),
    },
    sums:
      type === 'store'
        ? { quantityKg: holding, capacityKg: sql`${s.capacityKg}` }
        : { quantityKg: holding, areaHa: sql`${s.areaHa}` },
  };
}

const STORAGE_SORT: Record<string, SQL> = {
  name: sql`lower(${s.name})`,
  createdAt: sql`${s.createdAt}`,
  capacityKg: sql`${s.capacityKg}`,
  areaHa: sql`${s.areaHa}`,
};

export type StorageDoc = StorageRow & { holdingKg: number; subStoreIds: string[] };

export async function searchStorageDocs(
  exec: Executor,
  source: FacetedSource,
  active: ReadonlyMap<string, string[]>,
  page: Page,
): Promise<StorageDoc[]> {
  const query = exec
    .select({
      storage: s,
      holdingKg: sql<string>`${holding}`,
      subStoreIds: sql<string[]>`array(select child.id from ${s} child
        where child.parent_id = ${outerStorageId} and child.deleted_at is null order by child.name, child.id)`,
    })
    .from(s)
    .$dynamic();
  const rows = await onePage(query, source, active, { ...page, columns: STORAGE_SORT, tieBreak: sql`${s.id}` });
  return rows.map((row) => ({ ...row.storage, holdingKg: Number(row.holdingKg), subStoreIds: row.subStoreIds }));
}

// Movements

export interface MovementFilter {
  type?: MovementRow['type'];
  /** Only movements that read as incomplete today. */
  incomplete?: boolean;
}

export function movementSource(scope: Scope, today: string, fixed: MovementFilter): FacetedSource {
  const status = movementStateSql(today);
  return {
    from: sql`${m}`,
    scope: all([
      inScope(scope, m),
      ...(fixed.type ? [sql`${m.type} = ${fixed.type}`] : []),
      ...(fixed.incomplete ? [sql`${status} = 'incomplete'`] : []),
    ]),
    facets: {
      type: facetOn(m.type, texts),
      status: facetOn(status, texts),
      commodity: facetOn(m.commodityId, texts),
      storageSourceId: facetOn(m.sourceStorageId, uuids),
      storageDestinationId: facetOn(m.destinationStorageId, uuids),
      businessUnitIds: {
        where: (values) => sql`${m.businessUnitIds} && ${uuids(values)}`,
        group: sql`${m.businessUnitIds}`,
        unnest: true,
      },
    },
    sums: { quantityKg: sql`${m.quantityKg}` },
    elementsIn: scope.unitIds,
  };
}

const MOVEMENT_SORT: Record<string, SQL> = {
  startDate: sql`${m.startDate}`,
  createdAt: sql`${m.createdAt}`,
  quantityKg: sql`${m.quantityKg}`,
  type: sql`${m.type}`,
};

export async function searchMovementDocs(
  exec: Executor,
  source: FacetedSource,
  active: ReadonlyMap<string, string[]>,
  page: Page,
): Promise<MovementRow[]> {
  const tieBreak = sql`${m.createdAt} desc, ${m.id}`;
  return onePage(exec.select().from(m).$dynamic(), source, active, { ...page, columns: MOVEMENT_SORT, tieBreak });
}

/** The names of storage locations of the organisation, for facet terms and docs. */
export async function storageNames(
  exec: Executor,
  organisationId: string,
  ids: string[],
): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await exec
    .select({ id: s.id, name: s.name })
    .from(s)
    .where(and(eq(s.organisationId, organisationId), sql`${s.id} = any(${uuids(ids)})`, isNull(s.deletedAt)))
    .orderBy(asc(s.name), desc(s.id));
  return new Map(rows.map((row) => [row.id, row.name]));
}

// Harvest plans

const h = harvestPlans;

/** Harvest plans at the caller's units (a plan is at its field's); storageId is the field. */
export function harvestPlanSource(scope: Scope): FacetedSource {
  return {
    from: sql`${h} inner join ${s} on ${s.id} = ${h.fieldId}`,
    scope: all([inScope(scope, h), inScope(wholeOrganisation(scope), { organisationId: s.organisationId })]),
    facets: {
      commodity: facetOn(h.commodityId, texts),
      harvestYear: facetOn(h.harvestYear, integers),
      status: facetOn(h.status, texts),
      storageId: facetOn(h.fieldId, uuids),
      businessUnitIds: facetOn(h.businessUnitId, uuids),
    },
    sums: { actualKg: planActualKg, expectedKg: planExpectedKg },
  };
}

const HARVEST_PLAN_SORT: Record<string, SQL> = {
  createdAt: sql`${h.createdAt}`,
  harvestYear: sql`${h.harvestYear}`,
  commodity: sql`${h.commodityId}`,
  fieldName: sql`lower(${s.name})`,
  actualKg: planActualKg,
  expectedKg: planExpectedKg,
};

export async function searchHarvestPlanDocs(
  exec: Executor,
  source: FacetedSource,
  active: ReadonlyMap<string, string[]>,
  page: Page,
): Promise<HarvestPlanDoc[]> {
  const query = exec.select(planDocColumns).from(h).innerJoin(s, eq(s.id, h.fieldId)).$dynamic();
  const rows = await onePage(query, source, active, { ...page, columns: HARVEST_PLAN_SORT, tieBreak: sql`${h.id}` });
  return rows.map(planDocOf);
}

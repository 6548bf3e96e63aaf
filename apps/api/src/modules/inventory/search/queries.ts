import { and, asc, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../../platform/db/database';
import { inScope, wholeOrganisation, type Scope } from '../../../platform/db/tenant-scope';
import {
  all,
  facetOn,
  integers,
  paged,
  texts,
  uuids,
  type FacetedSource,
  type PageQuery,
} from '../../../platform/search/faceted-search';
import { planActualKg, planDocColumns, planDocOf, planExpectedKg, type HarvestPlanDoc } from '../harvest/queries';
import { harvestPlans } from '../harvest/tables';
import { movementStateSql, type MovementRow } from '../movements/queries';
import { inventoryMovements } from '../movements/tables';
import type { RecordRow } from '../stock/queries';
import { inventoryRecords } from '../stock/tables';
import type { StorageRow } from '../storage/queries';
import { inventoryStorages } from '../storage/tables';

/**
 * The inventory searches as faceted sources (platform/search/faceted-search.ts runs them): each list's rows,
 * limited to the caller's organisation and business units before anything else, its facets, sums and sorts, and
 * the select of its docs.
 */

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
    where: recordScope(scope),
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
    sorts: {
      createdAt: sql`${r.createdAt}`,
      quantityKg: sql`${r.quantityKg}`,
      harvestYear: sql`${r.harvestYear}`,
      commodity: sql`${r.commodityId}`,
      grade: sql`${r.commodityItemId}`,
      variety: sql`lower(${r.variety})`,
      storageName: sql`lower(${s.name})`,
      ownerStatus: sql`${r.ownerStatus}`,
    },
    tieBreak: () => sql`${r.id}`,
  };
}

export type RecordDoc = RecordRow & { storageName: string; storageType: StorageRow['type'] };

export async function searchRecordDocs(exec: Executor, query: PageQuery): Promise<RecordDoc[]> {
  const select = exec
    .select({ record: r, storageName: s.name, storageType: s.type })
    .from(r)
    .innerJoin(s, eq(s.id, r.storageId));
  const rows = await paged(select.$dynamic(), query);
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
    where: all([inScope(scope, s), sql`${s.type} = ${type}`, sql`${s.parentId} is null`]),
    facets: {
      commodity: facetOn(s.commodityId, texts),
      businessUnitIds: facetOn(s.businessUnitId, uuids),
      storageType: facetOn(s.type, texts),
    },
    sums:
      type === 'store'
        ? { quantityKg: holding, capacityKg: sql`${s.capacityKg}` }
        : { quantityKg: holding, areaHa: sql`${s.areaHa}` },
    sorts: {
      name: sql`lower(${s.name})`,
      createdAt: sql`${s.createdAt}`,
      capacityKg: sql`${s.capacityKg}`,
      areaHa: sql`${s.areaHa}`,
    },
    tieBreak: () => sql`${s.id}`,
  };
}

export type StorageDoc = StorageRow & { holdingKg: number; subStoreIds: string[] };

export async function searchStorageDocs(exec: Executor, query: PageQuery): Promise<StorageDoc[]> {
  const select = exec
    .select({
      storage: s,
      holdingKg: sql<string>`${holding}`,
      subStoreIds: sql<string[]>`array(select child.id from ${s} child
        where child.parent_id = ${outerStorageId} and child.deleted_at is null order by child.name, child.id)`,
    })
    .from(s)
    .$dynamic();
  const rows = await paged(select, query);
  return rows.map((row) => ({ ...row.storage, holdingKg: Number(row.holdingKg), subStoreIds: row.subStoreIds }));
}

// Movements

export interface MovementFilter {
  type?: MovementRow['type'];
  /** Only movements that read as incomplete today. */
  incomplete?: boolean;
}

/**
 * A movement's route as it reads in the list: where it comes from, then where it goes (a store's name or the place).
 * The outer row's columns are qualified by hand, as with `outerStorageId` above.
 */
const movementRoute = sql`lower(concat_ws(' ',
  (select src.name from ${s} src where src.id = "inventory_movements"."source_storage_id"),
  coalesce((select dst.name from ${s} dst where dst.id = "inventory_movements"."destination_storage_id"),
    "inventory_movements"."destination_name")))`;

export function movementSource(scope: Scope, today: string, fixed: MovementFilter): FacetedSource {
  const status = movementStateSql(today);
  return {
    from: sql`${m}`,
    where: all([
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
    sorts: {
      startDate: sql`${m.startDate}`,
      createdAt: sql`${m.createdAt}`,
      quantityKg: sql`${m.quantityKg}`,
      type: sql`${m.type}`,
      commodity: sql`${m.commodityId}`,
      status,
      route: movementRoute,
    },
    tieBreak: () => sql`${m.createdAt} desc, ${m.id}`,
  };
}

export async function searchMovementDocs(exec: Executor, query: PageQuery): Promise<MovementRow[]> {
  return paged(exec.select().from(m).$dynamic(), query);
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
    where: all([inScope(scope, h), inScope(wholeOrganisation(scope), { organisationId: s.organisationId })]),
    facets: {
      commodity: facetOn(h.commodityId, texts),
      harvestYear: facetOn(h.harvestYear, integers),
      status: facetOn(h.status, texts),
      storageId: facetOn(h.fieldId, uuids),
      businessUnitIds: facetOn(h.businessUnitId, uuids),
    },
    sums: { actualKg: planActualKg, expectedKg: planExpectedKg },
    sorts: {
      createdAt: sql`${h.createdAt}`,
      harvestYear: sql`${h.harvestYear}`,
      commodity: sql`${h.commodityId}`,
      fieldName: sql`lower(${s.name})`,
      actualKg: planActualKg,
      expectedKg: planExpectedKg,
    },
    tieBreak: () => sql`${h.id}`,
  };
}

export async function searchHarvestPlanDocs(exec: Executor, query: PageQuery): Promise<HarvestPlanDoc[]> {
  const select = exec.select(planDocColumns).from(h).innerJoin(s, eq(s.id, h.fieldId)).$dynamic();
  const rows = await paged(select, query);
  return rows.map(planDocOf);
}

import { and, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../../platform/db/database';
import { queryRows } from '../../../platform/db/database';
import { findRow, lockRow } from '../../../platform/db/find-row';
import { logisticsJobs } from '../jobs/tables';
import { logisticsLoadAllocations, logisticsLoads } from './tables';

export type LoadRow = typeof logisticsLoads.$inferSelect;
export type LoadInsert = typeof logisticsLoads.$inferInsert;

/** A load with what its view reads beside it: its job's reference and carrier, and how much is allocated. */
export interface LoadRead extends LoadRow {
  jobReference: string | null;
  carrierOrganisationId: string | null;
  allocatedKg: number;
}

/** Who reads a load: its organiser's organisation, and (as a carrier) the carrier of its job. */
export interface LoadReader {
  organisationId: string;
  carrier: boolean;
}

/** How much of each load is allocated to vehicles and drivers: the sum of its allocations (the planner's rows). */
// Written out by name, as is the status below: Drizzle leaves a column unqualified when a query reads one table,
// which inside this subquery would name the allocation's own id. The table must be read under its own name.
const allocatedKg = sql<number>`coalesce((select sum(allocation.weight_kg) from logistics_load_allocations allocation
  where allocation.load_id = logistics_loads.id), 0)::bigint`;

/**
 * The load's status read in SQL exactly as the domain's loadStatus reads it (load-states.ts): delivered once tipped,
 * over-allocated past its weight, allocated at exactly its weight, planned on a job with a day (or partly
 * allocated), else pending. The search filters and counts by it; a test holds the two together.
 */
export const loadStatusSql = sql<string>`case
  when logistics_loads.tipped_quantity_kg is not null then 'delivered'
  when ${allocatedKg} > logistics_loads.weight_kg then 'over-allocated'
  when ${allocatedKg} = logistics_loads.weight_kg and logistics_loads.weight_kg > 0 then 'allocated'
  when (logistics_loads.job_id is not null and logistics_loads.planned_date is not null) or ${allocatedKg} > 0
    then 'planned'
  else 'pending' end`;

/** The loads a reader may see: its own, and as a carrier the loads of the jobs it was given. */
export function visibleTo(reader: LoadReader): SQL {
  const own = eq(logisticsLoads.organisationId, reader.organisationId);
  const hauled = reader.carrier ? eq(logisticsJobs.carrierOrganisationId, reader.organisationId) : undefined;
  return and(isNull(logisticsLoads.deletedAt), hauled ? or(own, hauled) : own) as SQL;
}

const readColumns = {
  load: logisticsLoads,
  jobReference: logisticsJobs.reference,
  carrierOrganisationId: logisticsJobs.carrierOrganisationId,
  allocatedKg,
};

function reads(exec: Executor, where: SQL) {
  return exec
    .select(readColumns)
    .from(logisticsLoads)
    .leftJoin(logisticsJobs, eq(logisticsJobs.id, logisticsLoads.jobId))
    .where(where);
}

const flat = (row: {
  load: LoadRow;
  jobReference: string | null;
  carrierOrganisationId: string | null;
  allocatedKg: number;
}): LoadRead => ({
  ...row.load,
  jobReference: row.jobReference,
  carrierOrganisationId: row.carrierOrganisationId,
  allocatedKg: Number(row.allocatedKg),
});

export async function readLoad(exec: Executor, reader: LoadReader, id: string): Promise<LoadRead | null> {
  const [row] = await reads(exec, and(eq(logisticsLoads.id, id), visibleTo(reader)) as SQL);
  return row ? flat(row) : null;
}

export async function readLoadsOfJob(exec: Executor, reader: LoadReader, jobId: string): Promise<LoadRead[]> {
  const rows = await reads(exec, and(eq(logisticsLoads.jobId, jobId), visibleTo(reader)) as SQL).orderBy(
    logisticsLoads.plannedDate,
    logisticsLoads.reference,
  );
  return rows.map(flat);
}

export async function readLoadsByIds(exec: Executor, reader: LoadReader, ids: readonly string[]): Promise<LoadRead[]> {
  if (ids.length === 0) return [];
  const rows = await reads(exec, and(inArray(logisticsLoads.id, [...ids]), visibleTo(reader)) as SQL);
  return rows.map(flat);
}

const ownLoad = (organisationId: string, id: string) =>
  and(eq(logisticsLoads.id, id), eq(logisticsLoads.organisationId, organisationId), isNull(logisticsLoads.deletedAt));

/** The organiser's own load. */
export function findOwnLoad(exec: Executor, organisationId: string, id: string) {
  return findRow(exec, logisticsLoads, ownLoad(organisationId, id));
}

/** The organiser's own load, locked for a write. */
export function lockOwnLoad(exec: Executor, organisationId: string, id: string) {
  return lockRow(exec, logisticsLoads, ownLoad(organisationId, id));
}

/** A load the carrier of its job may record the tipping of, locked. */
export async function lockHauledLoad(exec: Executor, carrierId: string, id: string): Promise<LoadRow | null> {
  const [row] = await exec
    .select({ load: logisticsLoads })
    .from(logisticsLoads)
    .innerJoin(logisticsJobs, eq(logisticsJobs.id, logisticsLoads.jobId))
    .where(
      and(
        eq(logisticsLoads.id, id),
        eq(logisticsJobs.carrierOrganisationId, carrierId),
        isNull(logisticsLoads.deletedAt),
      ),
    )
    .for('update', { of: logisticsLoads });
  return row?.load ?? null;
}

/** A job the reader organises, or hauls as its carrier. */
export function findJobOf(exec: Executor, reader: LoadReader, id: string) {
  const own = eq(logisticsJobs.organiserOrganisationId, reader.organisationId);
  const hauled = reader.carrier ? eq(logisticsJobs.carrierOrganisationId, reader.organisationId) : undefined;
  return findRow(exec, logisticsJobs, and(eq(logisticsJobs.id, id), hauled ? or(own, hauled) : own));
}

/** The organiser's jobs by reference, for the upload to name a job by the reference people see. */
export function jobsOfOrganiser(exec: Executor, organisationId: string) {
  return exec
    .select({ id: logisticsJobs.id, reference: logisticsJobs.reference })
    .from(logisticsJobs)
    .where(eq(logisticsJobs.organiserOrganisationId, organisationId));
}

/** Which of these references the organisation's loads already have (the upload passes those rows over). */
export async function takenReferences(
  exec: Executor,
  organisationId: string,
  references: readonly string[],
): Promise<Set<string>> {
  if (references.length === 0) return new Set();
  const rows = await exec
    .select({ reference: logisticsLoads.reference })
    .from(logisticsLoads)
    .where(
      and(
        eq(logisticsLoads.organisationId, organisationId),
        isNull(logisticsLoads.deletedAt),
        inArray(logisticsLoads.reference, [...references]),
      ),
    );
  return new Set(rows.map((row) => row.reference));
}

/** The next LD- number of the logistics sequence (jobs share it: J-001000, LD-001001). */
export async function nextLoadNumber(exec: Executor): Promise<number> {
  const [row] = await queryRows<{ n: string }>(exec, sql`select nextval('logistics_reference_seq')::text as n`);
  return Number(row?.n ?? 0);
}

export async function insertLoads(exec: Executor, values: LoadInsert[]): Promise<LoadRow[]> {
  if (values.length === 0) return [];
  return exec.insert(logisticsLoads).values(values).returning();
}

export async function updateLoad(exec: Executor, id: string, values: Partial<LoadInsert>): Promise<LoadRow> {
  const [row] = await exec.update(logisticsLoads).set(values).where(eq(logisticsLoads.id, id)).returning();
  if (!row) throw new Error(`load ${id} vanished inside its transaction`);
  return row;
}

/** A deleted load is allocated to nothing: its allocations go with it. */
export async function deleteAllocationsOf(exec: Executor, loadId: string): Promise<void> {
  await exec.delete(logisticsLoadAllocations).where(eq(logisticsLoadAllocations.loadId, loadId));
}

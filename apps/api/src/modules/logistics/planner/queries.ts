import { JOB_ALLOCATABLE_STATUSES } from '@harvest/domain';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { queryRows, returnedRow, type Executor } from '../../../platform/db/database';
import { findRow, first } from '../../../platform/db/find-row';
import { logisticsDrivers, logisticsTrailers, logisticsVehicles } from '../fleet/tables';
import { logisticsJobs } from '../jobs/tables';
import { logisticsLoadAllocations, logisticsLoads } from '../loads/tables';

export type AllocationRow = typeof logisticsLoadAllocations.$inferSelect;

const allocatable = sql.join(
  JOB_ALLOCATABLE_STATUSES.map((status) => sql`${status}`),
  sql`, `,
);

/**
 * A load of a job given to this carrier, locked for the rest of the transaction: two planners allocating its last
 * tonnes take turns, and the second reads what the first left. Null when the load is not the carrier's to plan
 * (another's, deleted, or on a job not given to it): the route's 404.
 */
export function lockCarrierLoad(exec: Executor, carrierId: string, loadId: string) {
  return first(
    exec
      .select({ load: logisticsLoads, jobStatus: logisticsJobs.status, jobReroutedAt: logisticsJobs.reroutedAt })
      .from(logisticsLoads)
      .innerJoin(logisticsJobs, eq(logisticsJobs.id, logisticsLoads.jobId))
      .where(
        and(
          eq(logisticsLoads.id, loadId),
          isNull(logisticsLoads.deletedAt),
          eq(logisticsJobs.carrierOrganisationId, carrierId),
        ),
      )
      .for('update', { of: logisticsLoads }),
  );
}

/** The carrier's own live vehicle, driver or trailer, or null. */
export const ownVehicle = (exec: Executor, carrierId: string, id: string) =>
  findRow(
    exec,
    logisticsVehicles,
    and(
      eq(logisticsVehicles.id, id),
      eq(logisticsVehicles.organisationId, carrierId),
      isNull(logisticsVehicles.deletedAt),
    ),
  );

export const ownDriver = (exec: Executor, carrierId: string, id: string) =>
  findRow(
    exec,
    logisticsDrivers,
    and(
      eq(logisticsDrivers.id, id),
      eq(logisticsDrivers.organisationId, carrierId),
      isNull(logisticsDrivers.deletedAt),
    ),
  );

export const ownTrailer = (exec: Executor, carrierId: string, id: string) =>
  findRow(
    exec,
    logisticsTrailers,
    and(
      eq(logisticsTrailers.id, id),
      eq(logisticsTrailers.organisationId, carrierId),
      isNull(logisticsTrailers.deletedAt),
    ),
  );

export async function insertAllocation(exec: Executor, values: typeof logisticsLoadAllocations.$inferInsert) {
  return returnedRow(await exec.insert(logisticsLoadAllocations).values(values).returning());
}

/** Keeps the load's sum of allocations beside them (the caller holds the load's lock). */
export async function addAllocatedKg(exec: Executor, loadId: string, deltaKg: number, now: Date) {
  await exec
    .update(logisticsLoads)
    .set({ allocatedKg: sql`${logisticsLoads.allocatedKg} + ${deltaKg}`, updatedAt: now })
    .where(eq(logisticsLoads.id, loadId));
}

export const findAllocation = (exec: Executor, loadId: string, allocationId: string) =>
  findRow(
    exec,
    logisticsLoadAllocations,
    and(eq(logisticsLoadAllocations.id, allocationId), eq(logisticsLoadAllocations.loadId, loadId)),
  );

export async function deleteAllocation(exec: Executor, allocationId: string) {
  await exec.delete(logisticsLoadAllocations).where(eq(logisticsLoadAllocations.id, allocationId));
}

export async function setOverAllocation(exec: Executor, loadId: string, allowed: boolean, now: Date) {
  await exec
    .update(logisticsLoads)
    .set({ overAllocationAllowed: allowed, updatedAt: now })
    .where(eq(logisticsLoads.id, loadId));
}

/** One allocation as read for the planner, names joined in. */
export interface AllocationRecord {
  id: string;
  load_id: string;
  load_reference: string;
  vehicle_id: string;
  registration: string;
  driver_id: string;
  driver_name: string;
  trailer_id: string | null;
  day: string;
  weight_kg: number | string;
}

export interface LoadRecord {
  id: string;
  reference: string;
  job_id: string;
  job_reference: string;
  commodity_id: string | null;
  planned_date: string | null;
  due_day: string;
  weight_kg: number | string;
  allocated_kg: number | string;
  over_allocation_allowed: boolean;
}

export interface PlannerRecords {
  vehicles: { id: string; registration: string; type: string; payload_kg: number | string }[];
  drivers: { id: string; name: string; driver_number: string }[];
  trailers: { id: string; reference: string; type: string }[];
  loads: LoadRecord[];
  allocations: AllocationRecord[];
}

/** The allocations of the loads in `loads` (a CTE of ids), with the vehicle's registration and the driver's name. */
const allocationsOf = (where: ReturnType<typeof sql>) => sql`
  select a.id, a.load_id, l.reference as load_reference, a.vehicle_id, v.registration, a.driver_id,
         u.given_name || ' ' || u.family_name as driver_name, a.trailer_id, a.day::text as day, a.weight_kg,
         a.created_at
  from logistics_load_allocations a
  join logistics_loads l on l.id = a.load_id
  join logistics_vehicles v on v.id = a.vehicle_id
  join logistics_drivers d on d.id = a.driver_id
  join profiles p on p.id = d.profile_id
  join users u on u.id = p.user_id
  where ${where}`;

/** The day a load is due: its planned date, else its job's pickup day in the UK. */
const dueDay = sql`coalesce(l.planned_date, (j.pickup_at at time zone 'Europe/London')::date)`;

const loadColumns = sql`l.id, l.reference, l.job_id, j.reference as job_reference, l.commodity_id,
  l.planned_date::text as planned_date, ${dueDay}::text as due_day, l.weight_kg, l.allocated_kg,
  l.over_allocation_allowed`;

/**
 * The planner's day for a carrier in one statement: its live vehicles, drivers and trailers; the loads of its open
 * jobs that are planned for the day, due by then and not wholly allocated, or allocated on it; and the allocations
 * of those loads and of the day. Reads the (carrier, day) index of allocations and the jobs' carrier index.
 */
export async function plannerRecords(exec: Executor, carrierId: string, day: string): Promise<PlannerRecords> {
  const rows = await queryRows<{ planner: PlannerRecords }>(
    exec,
    sql`
    with day_allocations as (
      select load_id from logistics_load_allocations where carrier_organisation_id = ${carrierId} and day = ${day}::date
    ),
    -- Candidates by index: planned for the day, not wholly allocated (the partial index: few), with no planned date
    -- on a job picked up that day, or allocated on it; then kept when the carrier's open job and the day say so.
    candidates as (
      select id from logistics_loads where planned_date = ${day}::date
      union
      select id from logistics_loads
      where allocated_kg < weight_kg and deleted_at is null and tipped_quantity_kg is null
        and (planned_date < ${day}::date or planned_date is null)
      union
      select l.id from logistics_jobs j join logistics_loads l on l.job_id = j.id and l.planned_date is null
      where j.carrier_organisation_id = ${carrierId}
        and j.pickup_at >= ${day}::timestamp at time zone 'Europe/London'
        and j.pickup_at < (${day}::date + 1)::timestamp at time zone 'Europe/London'
      union
      select load_id from day_allocations
    ),
    day_loads as (
      select ${loadColumns}
      from logistics_loads l
      join logistics_jobs j on j.id = l.job_id
      where l.id in (select id from candidates) and l.deleted_at is null and l.tipped_quantity_kg is null
        and j.carrier_organisation_id = ${carrierId} and j.status in (${allocatable})
        and (${dueDay} = ${day}::date
          or (${dueDay} < ${day}::date and l.allocated_kg < l.weight_kg)
          or l.id in (select load_id from day_allocations))
    ),
    -- The day's allocations by the (carrier, day) index, then the other days' allocations of the day's loads.
    allocations as (
      ${allocationsOf(sql`a.carrier_organisation_id = ${carrierId} and a.day = ${day}::date`)}
      union all
      ${allocationsOf(sql`a.carrier_organisation_id = ${carrierId} and a.day <> ${day}::date
        and a.load_id in (select id from day_loads)`)}
    )
    select json_build_object(
      'vehicles', coalesce((select json_agg(v order by v.registration) from (
        select id, registration, type, payload_kg from logistics_vehicles
        where organisation_id = ${carrierId} and deleted_at is null) v), '[]'::json),
      'drivers', coalesce((select json_agg(d order by d.name) from (
        select d.id, u.given_name || ' ' || u.family_name as name, d.driver_number
        from logistics_drivers d join profiles p on p.id = d.profile_id join users u on u.id = p.user_id
        where d.organisation_id = ${carrierId} and d.deleted_at is null) d), '[]'::json),
      'trailers', coalesce((select json_agg(t order by t.reference) from (
        select id, reference, type from logistics_trailers
        where organisation_id = ${carrierId} and deleted_at is null) t), '[]'::json),
      'loads', coalesce((select json_agg(day_loads order by day_loads.due_day, day_loads.reference) from day_loads), '[]'::json),
      'allocations', coalesce((select json_agg(allocations order by allocations.day, allocations.created_at, allocations.id) from allocations), '[]'::json)
    ) as planner`,
  );
  return returnedRow(rows).planner;
}

/** One load of the carrier's with its allocations, for the reply to a change. */
export async function plannerLoadRecords(exec: Executor, carrierId: string, loadId: string) {
  const [load] = await queryRows<LoadRecord>(
    exec,
    sql`select ${loadColumns} from logistics_loads l join logistics_jobs j on j.id = l.job_id
        where l.id = ${loadId} and j.carrier_organisation_id = ${carrierId} and l.deleted_at is null`,
  );
  if (!load) return null;
  const allocations = await queryRows<AllocationRecord>(
    exec,
    sql`${allocationsOf(sql`a.load_id = ${loadId}`)} order by a.day, a.created_at, a.id`,
  );
  return { load, allocations };
}

export async function setAllocationDriver(exec: Executor, allocationId: string, driverId: string) {
  return returnedRow(
    await exec
      .update(logisticsLoadAllocations)
      .set({ driverId })
      .where(eq(logisticsLoadAllocations.id, allocationId))
      .returning(),
  );
}

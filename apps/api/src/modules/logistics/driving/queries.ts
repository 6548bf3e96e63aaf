import { and, asc, eq, gte, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import { JOB_STATUSES, jobDrivable } from '@harvest/domain';
import type { Executor } from '../../../platform/db/database';
import { insertIfNew } from '../../../platform/db/insert-if-new';
import { logisticsTrailers, logisticsVehicles } from '../fleet/tables';
import type { JobRow } from '../jobs/queries';
import { logisticsJobStops, logisticsJobs } from '../jobs/tables';
import { logisticsLoadAllocations, logisticsLoads } from '../loads/tables';
import { logisticsPods } from './tables';

export type PodRow = typeof logisticsPods.$inferSelect;

const j = logisticsJobs;
const l = logisticsLoads;
const a = logisticsLoadAllocations;

const DRIVABLE = JOB_STATUSES.filter(jobDrivable);

/**
 * The driver's day: the jobs of their carrier with part of a live load allocated to them that are still to drive and
 * picked up by the end of the day (an overdue one included), and those they finished during the day; by pickup.
 */
export async function driverDayJobs(
  exec: Executor,
  driver: { id: string; organisationId: string },
  day: { start: Date; end: Date },
): Promise<JobRow[]> {
  const carried = exec
    .select({ jobId: l.jobId })
    .from(a)
    .innerJoin(l, eq(l.id, a.loadId))
    .where(and(eq(a.driverId, driver.id), isNull(l.deletedAt)));
  return exec
    .select()
    .from(j)
    .where(
      and(
        eq(j.carrierOrganisationId, driver.organisationId),
        inArray(j.id, carried),
        or(
          and(inArray(j.status, DRIVABLE), lt(j.pickupAt, day.end)),
          and(eq(j.status, 'completed'), gte(j.completedAt, day.start), lt(j.completedAt, day.end)),
        ),
      ),
    )
    .orderBy(asc(j.pickupAt), asc(j.reference));
}

/** What the driver carries on these jobs: their allocations, with the load and the vehicle and trailer. */
export async function carriedLoads(exec: Executor, driverId: string, jobIds: readonly string[]) {
  if (jobIds.length === 0) return [];
  return exec
    .select({
      jobId: l.jobId,
      loadId: l.id,
      reference: l.reference,
      commodityId: l.commodityId,
      weightKg: l.weightKg,
      allocatedKg: sql<number>`sum(${a.weightKg})::bigint`.mapWith(Number),
      vehicleRegistration: sql<string>`min(${logisticsVehicles.registration})`,
      trailerReference: sql<string | null>`min(${logisticsTrailers.reference})`,
      tippedQuantityKg: l.tippedQuantityKg,
      fullWeightKg: l.fullWeightKg,
      emptyWeightKg: l.emptyWeightKg,
    })
    .from(a)
    .innerJoin(l, eq(l.id, a.loadId))
    .innerJoin(logisticsVehicles, eq(logisticsVehicles.id, a.vehicleId))
    .leftJoin(logisticsTrailers, eq(logisticsTrailers.id, a.trailerId))
    .where(and(eq(a.driverId, driverId), inArray(l.jobId, [...jobIds]), isNull(l.deletedAt)))
    .groupBy(l.id)
    .orderBy(asc(l.reference));
}
export type CarriedLoad = Awaited<ReturnType<typeof carriedLoads>>[number];

export async function podsOfJobs(exec: Executor, jobIds: readonly string[]): Promise<PodRow[]> {
  if (jobIds.length === 0) return [];
  return exec
    .select()
    .from(logisticsPods)
    .where(inArray(logisticsPods.jobId, [...jobIds]))
    .orderBy(asc(logisticsPods.submittedAt));
}

/** The POD, or null when the stop has one already (a second submission, or two at once: one wins). */
export function insertPod(exec: Executor, values: typeof logisticsPods.$inferInsert): Promise<PodRow | null> {
  return insertIfNew(exec, logisticsPods, values);
}

export async function setStopTimes(
  exec: Executor,
  stopId: string,
  times: { arrivedAt?: Date; departedAt?: Date },
): Promise<void> {
  await exec.update(logisticsJobStops).set(times).where(eq(logisticsJobStops.id, stopId));
}

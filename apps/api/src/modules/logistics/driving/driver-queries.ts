import { and, eq, isNull } from 'drizzle-orm';
import type { Principal } from '../../../platform/auth/principal';
import type { Executor } from '../../../platform/db/database';
import { findRow } from '../../../platform/db/find-row';
import { logisticsDrivers } from '../fleet/tables';
import { findJob, lockJob, type JobRow } from '../jobs/queries';
import { logisticsLoadAllocations, logisticsLoads } from '../loads/tables';

export type DriverRow = typeof logisticsDrivers.$inferSelect;

/** The caller as one of its business's live drivers, or null when it is not one. */
export async function driverOf(exec: Executor, principal: Principal): Promise<DriverRow | null> {
  if (!principal.profileId || !principal.organisationId) return null;
  return findRow(
    exec,
    logisticsDrivers,
    and(
      eq(logisticsDrivers.profileId, principal.profileId),
      eq(logisticsDrivers.organisationId, principal.organisationId),
      isNull(logisticsDrivers.deletedAt),
    ),
  );
}

/**
 * A job as its driver may act on it: the caller is a live driver of the job's carrier, allocated part of one of its
 * loads. Anyone else (another driver of the same haulier included) gets null, which the routes answer 404.
 * `lock` takes the job's row for the change (FOR UPDATE), so two actions on one job queue up.
 */
export async function driverJob(
  exec: Executor,
  principal: Principal,
  jobId: string,
  lock: 'lock' | 'read' = 'read',
): Promise<{ driver: DriverRow; job: JobRow } | null> {
  const driver = await driverOf(exec, principal);
  if (!driver) return null;
  const job =
    lock === 'lock'
      ? await lockJob(exec, driver.organisationId, jobId)
      : await findJob(exec, driver.organisationId, jobId);
  if (!job || job.carrierOrganisationId !== driver.organisationId) return null;
  return (await driverCarriesOn(exec, driver.id, job.id)) ? { driver, job } : null;
}

/** Whether the driver is allocated part of a live load of the job. */
export async function driverCarriesOn(exec: Executor, driverId: string, jobId: string): Promise<boolean> {
  const [row] = await exec
    .select({ id: logisticsLoadAllocations.id })
    .from(logisticsLoadAllocations)
    .innerJoin(logisticsLoads, eq(logisticsLoads.id, logisticsLoadAllocations.loadId))
    .where(
      and(
        eq(logisticsLoadAllocations.driverId, driverId),
        eq(logisticsLoads.jobId, jobId),
        isNull(logisticsLoads.deletedAt),
      ),
    )
    .limit(1);
  return row !== undefined;
}

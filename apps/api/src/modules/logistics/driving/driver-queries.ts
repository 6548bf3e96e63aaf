import { and, eq, exists, isNull, sql } from 'drizzle-orm';
import type { Principal } from '../../../platform/auth/principal';
import type { Executor } from '../../../platform/db/database';
import { findRow } from '../../../platform/db/find-row';
import { logisticsDrivers } from '../fleet/tables';
import type { JobRow } from '../jobs/queries';
import { logisticsJobs } from '../jobs/tables';
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
  if (!principal.profileId || !principal.organisationId) return null;
  const d = logisticsDrivers;
  const j = logisticsJobs;
  // One statement: the positions call makes it about a hundred times a second (bench/driver-positions.ts).
  const carries = exec
    .select({ one: sql`1` })
    .from(logisticsLoadAllocations)
    .innerJoin(logisticsLoads, eq(logisticsLoads.id, logisticsLoadAllocations.loadId))
    .where(
      and(
        eq(logisticsLoadAllocations.driverId, d.id),
        eq(logisticsLoads.jobId, j.id),
        isNull(logisticsLoads.deletedAt),
      ),
    );
  const query = exec
    .select({ driver: d, job: j })
    .from(d)
    .innerJoin(j, and(eq(j.id, jobId), eq(j.carrierOrganisationId, d.organisationId)))
    .where(
      and(
        eq(d.profileId, principal.profileId),
        eq(d.organisationId, principal.organisationId),
        isNull(d.deletedAt),
        exists(carries),
      ),
    )
    .limit(1);
  const [row] = lock === 'lock' ? await query.for('update', { of: j }) : await query;
  return row ?? null;
}

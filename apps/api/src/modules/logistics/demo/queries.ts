import type { JobType, StopType, WaypointType } from '@harvest/domain';
import { sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../../platform/db/database';
import { logisticsCarrierTerms } from '../fleet/tables';
import { logisticsJobs, logisticsJobStops } from '../jobs/tables';
import { logisticsLoads } from '../loads/tables';

/** The next human reference of a job or load: J-001000, LD-001001 (one sequence for both). */
export async function nextLogisticsReference(exec: Executor, prefix: 'J' | 'LD'): Promise<string> {
  const [row] = await queryRows<{ n: string }>(exec, sql`select nextval('logistics_reference_seq')::text as n`);
  return `${prefix}-${(row?.n ?? '0').padStart(6, '0')}`;
}

export interface DemoJob {
  organiserId: string;
  type: JobType;
  pickupAt: Date;
  now: Date;
  driverNotes: string;
  route: { distanceMetres: number; durationSeconds: number; geometry: [number, number][] };
  stops: { type: StopType; waypointType: WaypointType; name: string; postcode: string; lat: number; lon: number }[];
  loadKg: number;
}

/** A job with its stops and one load, as the organiser's new-job page leaves it (awaiting quotes). */
export async function insertDemoJob(exec: Executor, job: DemoJob): Promise<string> {
  const [row] = await exec
    .insert(logisticsJobs)
    .values({
      reference: await nextLogisticsReference(exec, 'J'),
      organiserOrganisationId: job.organiserId,
      type: job.type,
      status: 'awaiting-quotes',
      pickupAt: job.pickupAt,
      driverNotes: job.driverNotes,
      requireGrainSample: true,
      route: { ...job.route, estimate: true, provider: 'estimate' },
      createdAt: job.now,
      updatedAt: job.now,
    })
    .returning({ id: logisticsJobs.id });
  if (!row) throw new Error('The demo job was not written');
  await exec.insert(logisticsJobStops).values(
    job.stops.map((stop, index) => ({
      jobId: row.id,
      position: index + 1,
      type: stop.type,
      waypointType: stop.waypointType,
      name: stop.name,
      postcode: stop.postcode,
      latitude: stop.lat,
      longitude: stop.lon,
    })),
  );
  await exec.insert(logisticsLoads).values({
    organisationId: job.organiserId,
    jobId: row.id,
    reference: await nextLogisticsReference(exec, 'LD'),
    commodityId: 'wheat',
    weightKg: job.loadKg,
    createdAt: job.now,
    updatedAt: job.now,
  });
  return row.id;
}

/** Whether the organiser has any job yet (the demo writes its jobs once). */
export async function organiserHasJobs(exec: Executor, organiserId: string): Promise<boolean> {
  const rows = await queryRows<{ one: number }>(
    exec,
    sql`select 1 as one from ${logisticsJobs} where ${logisticsJobs.organiserOrganisationId} = ${organiserId} limit 1`,
  );
  return rows.length > 0;
}

/** The carrier's terms, unless it has written its own. */
export async function ensureTerms(exec: Executor, carrierId: string, content: string, now: Date): Promise<void> {
  await exec
    .insert(logisticsCarrierTerms)
    .values({ organisationId: carrierId, version: 1, content, updatedAt: now })
    .onConflictDoNothing();
}

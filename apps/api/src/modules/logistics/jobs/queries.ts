import { and, asc, eq, inArray, isNull, notInArray, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../../platform/db/database';
import { queryRows, returnedRow } from '../../../platform/db/database';
import { findRow, lockRow } from '../../../platform/db/find-row';
import { insertIfNew } from '../../../platform/db/insert-if-new';
import { logisticsLoadAllocations, logisticsLoads } from '../loads/tables';
import { logisticsJobs, logisticsJobStops } from './tables';

export type JobRow = typeof logisticsJobs.$inferSelect;
export type JobStopRow = typeof logisticsJobStops.$inferSelect;
export type JobStopValues = Omit<typeof logisticsJobStops.$inferInsert, 'jobId' | 'position'>;

const j = logisticsJobs;
const s = logisticsJobStops;

/** The next job reference: J-001000, J-001001... (the module's sequence, shared with loads' LD- references). */
export async function nextJobReference(exec: Executor): Promise<string> {
  const [row] = await queryRows<{ n: string }>(exec, sql`select nextval('logistics_reference_seq')::text as n`);
  return `J-${(row?.n ?? '0').padStart(6, '0')}`;
}

/**
 * The jobs a business may see (issue 22 tenancy): those it organised and those given to it as the carrier.
 * Seam for quotes: a carrier asked to quote a job sees it too; the quotes part adds that condition here, so the
 * job page, its actions and the searches all take it.
 */
export function jobVisibleTo(organisationId: string): SQL {
  return or(eq(j.organiserOrganisationId, organisationId), eq(j.carrierOrganisationId, organisationId)) as SQL;
}

export async function findJob(exec: Executor, organisationId: string, id: string): Promise<JobRow | null> {
  return findRow(exec, j, and(eq(j.id, id), jobVisibleTo(organisationId)));
}

export async function lockJob(exec: Executor, organisationId: string, id: string): Promise<JobRow | null> {
  return lockRow(exec, j, and(eq(j.id, id), jobVisibleTo(organisationId)));
}

/** These jobs, in the order of the ids (a search's page). */
export async function jobsByIds(exec: Executor, ids: readonly string[]): Promise<JobRow[]> {
  if (ids.length === 0) return [];
  const rows = await exec
    .select()
    .from(j)
    .where(inArray(j.id, [...ids]));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** The job, or null when its reference is taken (another job's, a concurrent insert's included). */
export async function insertJob(exec: Executor, values: typeof j.$inferInsert): Promise<JobRow | null> {
  return insertIfNew(exec, j, values);
}

export async function updateJob(exec: Executor, id: string, values: Partial<JobRow>): Promise<JobRow> {
  return returnedRow(await exec.update(j).set(values).where(eq(j.id, id)).returning());
}

/** Replaces a job's stops with these, in this order. */
export async function replaceStops(exec: Executor, jobId: string, stops: readonly JobStopValues[]): Promise<void> {
  await exec.delete(s).where(eq(s.jobId, jobId));
  if (stops.length === 0) return;
  await exec.insert(s).values(stops.map((stop, position) => ({ ...stop, jobId, position })));
}

/** The stops of these jobs in order, by job. */
export async function stopsOfJobs(exec: Executor, jobIds: readonly string[]): Promise<Map<string, JobStopRow[]>> {
  const byJob = new Map<string, JobStopRow[]>();
  if (jobIds.length === 0) return byJob;
  const rows = await exec
    .select()
    .from(s)
    .where(inArray(s.jobId, [...jobIds]))
    .orderBy(asc(s.jobId), asc(s.position));
  for (const row of rows) byJob.set(row.jobId, [...(byJob.get(row.jobId) ?? []), row]);
  return byJob;
}

const l = logisticsLoads;
const a = logisticsLoadAllocations;

/**
 * The default booking check (the planner part may replace it): the job has a load, and every load on it is wholly
 * allocated across vehicles and drivers (§5), counted from the allocations.
 */
export async function jobLoadsAllocated(exec: Executor, jobId: string): Promise<boolean> {
  const [row] = await queryRows<{ loads: string; short: string }>(
    exec,
    sql`select count(*)::text as loads,
        count(*) filter (where coalesce((select sum(${a.weightKg}) from ${a} where ${a.loadId} = ${l.id}), 0)
          < ${l.weightKg})::text as short
      from ${l} where ${l.jobId} = ${jobId} and ${l.deletedAt} is null`,
  );
  return Number(row?.loads ?? 0) > 0 && Number(row?.short ?? 0) === 0;
}

/** The job made from a contract's delivery that is still on (not cancelled or declined), if any. */
export async function liveJobOfDelivery(exec: Executor, deliveryId: string): Promise<JobRow | null> {
  return findRow(
    exec,
    j,
    and(
      eq(j.contractDeliveryId, deliveryId),
      notInArray(j.status, ['cancelled-by-carrier', 'cancelled-by-organiser', 'declined']),
      isNull(j.cancelledAt),
    ),
  );
}

/** The load a job made from a contract's delivery carries: the delivery's planned weight, on its day. */
export async function insertDeliveryLoad(
  exec: Executor,
  values: {
    organisationId: string;
    jobId: string;
    commodityId: string;
    plannedDate: string;
    weightKg: number;
    createdBy: string;
    at: Date;
  },
): Promise<void> {
  const [row] = await queryRows<{ n: string }>(exec, sql`select nextval('logistics_reference_seq')::text as n`);
  await exec.insert(l).values({
    organisationId: values.organisationId,
    jobId: values.jobId,
    reference: `LD-${(row?.n ?? '0').padStart(6, '0')}`,
    commodityId: values.commodityId,
    plannedDate: values.plannedDate,
    weightKg: values.weightKg,
    createdBy: values.createdBy,
    createdAt: values.at,
    updatedAt: values.at,
  });
}

/** How many jobs the business organised. */
export async function countJobsOf(exec: Executor, organisationId: string): Promise<number> {
  const [row] = await queryRows<{ n: string }>(
    exec,
    sql`select count(*)::text as n from ${j} where ${j.organiserOrganisationId} = ${organisationId}`,
  );
  return Number(row?.n ?? 0);
}

import type { QuoteStatus } from '@harvest/domain';
import { and, asc, count, desc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import { returnedRow, type Executor } from '../../../platform/db/database';
import { findRow, lockRow } from '../../../platform/db/find-row';
import type { Page } from '../../../platform/db/page-of';
import { logisticsCarrierTerms, logisticsTermsAgreements } from '../fleet/tables';
import { logisticsJobs, logisticsJobStops } from '../jobs/tables';
import { logisticsLoads } from '../loads/tables';
import { logisticsQuotes } from './tables';

export type QuoteRow = typeof logisticsQuotes.$inferSelect;
export type JobRow = typeof logisticsJobs.$inferSelect;
export type StopRow = typeof logisticsJobStops.$inferSelect;
export type CarrierTermsRow = typeof logisticsCarrierTerms.$inferSelect;

const q = logisticsQuotes;
const j = logisticsJobs;

/** The quote states still waiting on someone (the domain's quoteOpen, as SQL). */
const OPEN: QuoteStatus[] = ['requested', 'awaiting-pricing', 'submitted'];

// Jobs, as quotes read and move them

export async function findJob(exec: Executor, id: string): Promise<JobRow | null> {
  return findRow(exec, j, eq(j.id, id));
}

/** The job, locked: every change to its quotes takes this first, so two accepts of one job queue up. */
export async function lockJob(exec: Executor, id: string): Promise<JobRow | null> {
  return lockRow(exec, j, eq(j.id, id));
}

export async function updateJob(exec: Executor, id: string, values: Partial<JobRow>): Promise<JobRow> {
  return returnedRow(await exec.update(j).set(values).where(eq(j.id, id)).returning());
}

export async function findJobs(exec: Executor, ids: readonly string[]): Promise<Map<string, JobRow>> {
  if (ids.length === 0) return new Map();
  const rows = await exec
    .select()
    .from(j)
    .where(inArray(j.id, [...new Set(ids)]));
  return new Map(rows.map((row) => [row.id, row]));
}

/** Each job's stops, in the order driven. */
export async function stopsOfJobs(exec: Executor, jobIds: readonly string[]): Promise<Map<string, StopRow[]>> {
  const stops = new Map(jobIds.map((id): [string, StopRow[]] => [id, []]));
  if (jobIds.length === 0) return stops;
  const rows = await exec
    .select()
    .from(logisticsJobStops)
    .where(inArray(logisticsJobStops.jobId, [...new Set(jobIds)]))
    .orderBy(asc(logisticsJobStops.position));
  for (const row of rows) stops.get(row.jobId)?.push(row);
  return stops;
}

/** Each job's live loads: how many and how heavy, for the carrier pricing it. */
export async function loadTotalsOfJobs(
  exec: Executor,
  jobIds: readonly string[],
): Promise<Map<string, { weightKg: number; count: number }>> {
  if (jobIds.length === 0) return new Map();
  const l = logisticsLoads;
  const rows = await exec
    .select({
      jobId: l.jobId,
      weightKg: sql<string>`coalesce(sum(${l.weightKg}), 0)`,
      count: count(),
    })
    .from(l)
    .where(and(inArray(l.jobId, [...new Set(jobIds)]), isNull(l.deletedAt)))
    .groupBy(l.jobId);
  return new Map(rows.map((row) => [row.jobId ?? '', { weightKg: Number(row.weightKg), count: row.count }]));
}

// Quotes

export async function findQuote(exec: Executor, id: string): Promise<QuoteRow | null> {
  return findRow(exec, q, eq(q.id, id));
}

export async function lockQuote(exec: Executor, id: string): Promise<QuoteRow | null> {
  return lockRow(exec, q, eq(q.id, id));
}

export async function updateQuote(exec: Executor, id: string, values: Partial<QuoteRow>): Promise<QuoteRow> {
  return returnedRow(await exec.update(q).set(values).where(eq(q.id, id)).returning());
}

/** New requests; a carrier already asked for this job keeps its quote as it is (asking again changes nothing). */
export async function insertQuotes(exec: Executor, rows: (typeof q.$inferInsert)[]): Promise<QuoteRow[]> {
  if (rows.length === 0) return [];
  return exec.insert(q).values(rows).onConflictDoNothing().returning();
}

/** A job's quotes, in the order the carriers were asked. */
export async function quotesOfJob(exec: Executor, jobId: string): Promise<QuoteRow[]> {
  return exec.select().from(q).where(eq(q.jobId, jobId)).orderBy(asc(q.requestedAt), asc(q.id));
}

/** Declines every open quote of the job but the one accepted; answers the declined. */
export async function declineOtherOpenQuotes(
  exec: Executor,
  jobId: string,
  acceptedId: string,
  values: Pick<QuoteRow, 'decidedAt' | 'decidedBy'>,
): Promise<QuoteRow[]> {
  return exec
    .update(q)
    .set({ ...values, status: 'declined' })
    .where(and(eq(q.jobId, jobId), ne(q.id, acceptedId), inArray(q.status, OPEN)))
    .returning();
}

/**
 * Withdraws every open quote of the job (the job was cancelled or given to a carrier without quotes); answers the
 * quotes withdrawn, whose carriers may be told. The jobs sub-domain calls it in its own transaction.
 */
export async function cancelOpenQuotesOfJob(
  exec: Executor,
  jobId: string,
  values: Pick<QuoteRow, 'decidedAt' | 'decidedBy'>,
): Promise<QuoteRow[]> {
  return exec
    .update(q)
    .set({ ...values, status: 'cancelled' })
    .where(and(eq(q.jobId, jobId), inArray(q.status, OPEN)))
    .returning();
}

export async function openQuoteCount(exec: Executor, jobId: string): Promise<number> {
  const [row] = await exec
    .select({ total: count() })
    .from(q)
    .where(and(eq(q.jobId, jobId), inArray(q.status, OPEN)));
  return row?.total ?? 0;
}

/** A carrier's quotes, newest request first, optionally of one state. */
export async function carrierQuotesPage(
  exec: Executor,
  carrierOrganisationId: string,
  status: QuoteStatus | undefined,
  page: Page,
): Promise<{ rows: QuoteRow[]; total: number }> {
  const where = and(eq(q.carrierOrganisationId, carrierOrganisationId), status ? eq(q.status, status) : undefined);
  const [rows, [totalRow]] = await Promise.all([
    exec.select().from(q).where(where).orderBy(desc(q.requestedAt), desc(q.id)).limit(page.limit).offset(page.offset),
    exec.select({ total: count() }).from(q).where(where),
  ]);
  return { rows, total: totalRow?.total ?? 0 };
}

/**
 * Whether the carrier was asked to quote for the job (whatever became of the quote): such a carrier may read the
 * job (tenancy: a carrier sees the jobs it was asked to quote or was given). For the job read of the jobs sub-domain.
 */
export async function carrierAskedToQuote(exec: Executor, jobId: string, organisationId: string): Promise<boolean> {
  const row = await findRow(exec, q, and(eq(q.jobId, jobId), eq(q.carrierOrganisationId, organisationId)));
  return row !== null;
}

// Carriers' terms and organisers' agreements

export async function termsOfCarriers(
  exec: Executor,
  carrierIds: readonly string[],
): Promise<Map<string, CarrierTermsRow>> {
  if (carrierIds.length === 0) return new Map();
  const rows = await exec
    .select()
    .from(logisticsCarrierTerms)
    .where(inArray(logisticsCarrierTerms.organisationId, [...new Set(carrierIds)]));
  return new Map(rows.map((row) => [row.organisationId, row]));
}

/** The versions of each carrier's terms the organiser agreed, with when it last agreed each. */
export async function agreementsOf(
  exec: Executor,
  organiserId: string,
  carrierIds: readonly string[],
): Promise<Map<string, Map<number, Date>>> {
  const agreed = new Map<string, Map<number, Date>>();
  if (carrierIds.length === 0) return agreed;
  const a = logisticsTermsAgreements;
  const rows = await exec
    .select({ carrierId: a.carrierOrganisationId, version: a.version, agreedAt: a.agreedAt })
    .from(a)
    .where(and(eq(a.organiserOrganisationId, organiserId), inArray(a.carrierOrganisationId, [...new Set(carrierIds)])));
  for (const row of rows) {
    const versions = agreed.get(row.carrierId) ?? new Map<number, Date>();
    versions.set(row.version, row.agreedAt);
    agreed.set(row.carrierId, versions);
  }
  return agreed;
}

/** Records the agreement; agreeing the same version again keeps the first. */
export async function insertAgreement(
  exec: Executor,
  values: typeof logisticsTermsAgreements.$inferInsert,
): Promise<void> {
  await exec.insert(logisticsTermsAgreements).values(values).onConflictDoNothing();
}

/**
 * The carrier's current terms, held while a quote of it is accepted: a replacement waits until the acceptance
 * commits, so a quote is never accepted against terms replaced under it.
 */
export async function holdCarrierTerms(exec: Executor, carrierId: string): Promise<CarrierTermsRow | null> {
  const [row] = await exec
    .select()
    .from(logisticsCarrierTerms)
    .where(eq(logisticsCarrierTerms.organisationId, carrierId))
    .for('share');
  return row ?? null;
}

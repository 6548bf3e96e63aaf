import { desc, eq, inArray, lt } from 'drizzle-orm';
import type { Executor } from '../../../platform/db/database';
import { findRow, lockRow } from '../../../platform/db/find-row';
import { logisticsJobEtas, logisticsPositions } from './tables';

export type PositionRow = typeof logisticsPositions.$inferSelect;
export type NewPositionRow = typeof logisticsPositions.$inferInsert;
export type EtaRow = typeof logisticsJobEtas.$inferSelect;

const p = logisticsPositions;
const e = logisticsJobEtas;

/**
 * Stores a batch of readings in one statement; a reading already stored (same job, driver and time: the offline queue
 * sent it again) is passed over. Answers how many were new.
 */
export async function insertPositions(exec: Executor, rows: readonly NewPositionRow[]): Promise<number> {
  if (rows.length === 0) return 0;
  const stored = await exec
    .insert(p)
    .values([...rows])
    .onConflictDoNothing({ target: [p.jobId, p.driverId, p.recordedAt] })
    .returning({ id: p.id });
  return stored.length;
}

/** The job's last `count` readings, newest first. */
export async function lastPositions(exec: Executor, jobId: string, count: number): Promise<PositionRow[]> {
  return exec.select().from(p).where(eq(p.jobId, jobId)).orderBy(desc(p.recordedAt)).limit(count);
}

/**
 * Removes up to `batch` readings received before the cut-off (by the received index); answers how many went. Called
 * until it answers less than the batch, so a backlog of millions never holds one long transaction.
 */
export async function deletePositionsReceivedBefore(exec: Executor, before: Date, batch: number): Promise<number> {
  const due = exec.select({ id: p.id }).from(p).where(lt(p.receivedAt, before)).limit(batch);
  const removed = await exec.delete(p).where(inArray(p.id, due)).returning({ id: p.id });
  return removed.length;
}

export function etaOf(exec: Executor, jobId: string): Promise<EtaRow | null> {
  return findRow(exec, e, eq(e.jobId, jobId));
}

/** The job's ETA row held for the rest of the transaction (null when it has none). */
export function lockEta(exec: Executor, jobId: string): Promise<EtaRow | null> {
  return lockRow(exec, e, eq(e.jobId, jobId));
}

export async function saveEta(exec: Executor, row: EtaRow): Promise<void> {
  const { jobId: _key, ...rest } = row;
  await exec.insert(e).values(row).onConflictDoUpdate({ target: e.jobId, set: rest });
}

export async function clearEta(exec: Executor, jobId: string): Promise<void> {
  await exec.delete(e).where(eq(e.jobId, jobId));
}

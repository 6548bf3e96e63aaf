import { count, desc, gte, lt } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database';
import { analyticsEvents } from './tables';

export type NewAnalyticsEventRow = typeof analyticsEvents.$inferInsert;

export async function insertAnalyticsEvents(exec: Executor, rows: NewAnalyticsEventRow[]): Promise<number> {
  if (rows.length === 0) return 0;
  const inserted = await exec.insert(analyticsEvents).values(rows).returning({ id: analyticsEvents.id });
  return inserted.length;
}

/** How many of each event were stored since the time, most first (then by name). */
export async function countAnalyticsEventsSince(
  exec: Executor,
  since: Date,
): Promise<{ name: string; count: number }[]> {
  const total = count();
  return exec
    .select({ name: analyticsEvents.name, count: total })
    .from(analyticsEvents)
    .where(gte(analyticsEvents.receivedAt, since))
    .groupBy(analyticsEvents.name)
    .orderBy(desc(total), analyticsEvents.name);
}

/** Deletes what was stored before the cut-off; answers how many went. */
export async function deleteAnalyticsEventsBefore(exec: Executor, before: Date): Promise<number> {
  const deleted = await exec
    .delete(analyticsEvents)
    .where(lt(analyticsEvents.receivedAt, before))
    .returning({ id: analyticsEvents.id });
  return deleted.length;
}

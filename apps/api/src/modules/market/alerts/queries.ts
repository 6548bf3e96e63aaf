import { and, asc, eq } from 'drizzle-orm';
import type { Executor, Tx } from '../../../platform/db/database';
import { marketAlerts } from './tables';

export type AlertRow = typeof marketAlerts.$inferSelect;
export type NewAlertRow = typeof marketAlerts.$inferInsert;

const a = marketAlerts;

export async function insertAlert(exec: Executor, row: NewAlertRow): Promise<AlertRow> {
  const [created] = await exec.insert(a).values(row).returning();
  if (!created) throw new Error('The alert was not stored');
  return created;
}

/** A person's alerts in one business, oldest first. */
export function alertsOf(exec: Executor, organisationId: string, userId: string): Promise<AlertRow[]> {
  return exec
    .select()
    .from(a)
    .where(and(eq(a.organisationId, organisationId), eq(a.userId, userId)))
    .orderBy(asc(a.createdAt), asc(a.id));
}

/** Deletes the person's own alert; answers whether there was one. */
export async function deleteAlert(exec: Executor, organisationId: string, userId: string, id: string) {
  const rows = await exec
    .delete(a)
    .where(and(eq(a.id, id), eq(a.organisationId, organisationId), eq(a.userId, userId)))
    .returning({ id: a.id });
  return rows.length > 0;
}

/**
 * The alerts of a type watching one series, locked for the check's transaction in one order (by id), so two checks
 * of the same prices take turns and the second sees what the first recorded.
 */
export function lockAlertsOn(
  tx: Tx,
  series: { type: 'target' | 'futures'; commodityId: string; kind: string; region: string },
): Promise<AlertRow[]> {
  return tx
    .select()
    .from(a)
    .where(
      and(
        eq(a.type, series.type),
        eq(a.commodityId, series.commodityId),
        eq(a.kind, series.kind),
        eq(a.region, series.region),
      ),
    )
    .orderBy(asc(a.id))
    .for('update');
}

export async function updateAlert(
  tx: Tx,
  id: string,
  change: Partial<Pick<AlertRow, 'side' | 'firedOn' | 'lastFiredAt'>> & { updatedAt: Date },
): Promise<void> {
  await tx.update(a).set(change).where(eq(a.id, id));
}

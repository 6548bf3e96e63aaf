import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../../../platform/db/database';
import { marketTargetPrices } from './tables';

export type TargetRow = typeof marketTargetPrices.$inferSelect;

const t = marketTargetPrices;

/** A business's targets by crop, month and region. */
export function targetsOf(exec: Executor, organisationId: string): Promise<TargetRow[]> {
  return exec
    .select()
    .from(t)
    .where(eq(t.organisationId, organisationId))
    .orderBy(asc(t.commodityId), asc(t.month), asc(t.region));
}

/** One target per crop, month and region: a second for the same three replaces its price. */
export async function upsertTarget(
  exec: Executor,
  row: Pick<TargetRow, 'organisationId' | 'commodityId' | 'month' | 'region' | 'priceMinor' | 'updatedBy'> & {
    at: Date;
  },
): Promise<TargetRow> {
  const { at, ...values } = row;
  const [stored] = await exec
    .insert(t)
    .values({ ...values, createdAt: at, updatedAt: at })
    .onConflictDoUpdate({
      target: [t.organisationId, t.commodityId, t.month, t.region],
      set: { priceMinor: values.priceMinor, updatedBy: values.updatedBy, updatedAt: at },
    })
    .returning();
  if (!stored) throw new Error('The target price was not stored');
  return stored;
}

/** Deletes the business's own target; answers whether there was one. */
export async function deleteTarget(exec: Executor, organisationId: string, id: string): Promise<boolean> {
  const rows = await exec
    .delete(t)
    .where(and(eq(t.id, id), eq(t.organisationId, organisationId)))
    .returning({ id: t.id });
  return rows.length > 0;
}

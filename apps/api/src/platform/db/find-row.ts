import type { SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from './database';

/** The row of a table that matches (the first, where several might), or null. */
export async function findRow<T extends PgTable>(
  exec: Executor,
  table: T,
  where: SQL | undefined,
): Promise<T['$inferSelect'] | null> {
  const rows: PgTable = table;
  const [row] = await exec.select().from(rows).where(where);
  return (row as T['$inferSelect'] | undefined) ?? null;
}

import type { PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from './database';

/** Inserts the row unless one of its unique keys is taken (a concurrent insert included): the row, or null. */
export async function insertIfNew<T extends PgTable>(
  exec: Executor,
  table: T,
  values: T['$inferInsert'],
): Promise<T['$inferSelect'] | null> {
  const into: PgTable = table;
  const [row] = await exec.insert(into).values(values).onConflictDoNothing().returning();
  return (row as T['$inferSelect'] | undefined) ?? null;
}

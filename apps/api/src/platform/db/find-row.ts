import type { SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from './database';

/** The row of a table that matches (the first, where several might), or null. */
export function findRow<T extends PgTable>(exec: Executor, table: T, where: SQL | undefined) {
  return first<T['$inferSelect']>(exec.select().from(rowsOf(table)).where(where));
}

/** `findRow`, locked for the rest of the transaction: whoever asks for it next waits until it ends. */
export function lockRow<T extends PgTable>(exec: Executor, table: T, where: SQL | undefined) {
  return first<T['$inferSelect']>(exec.select().from(rowsOf(table)).where(where).for('update'));
}

/** A table as Drizzle's select takes it; its rows are typed again by the caller's table. */
const rowsOf = (table: PgTable): PgTable => table;

async function first<Row>(rows: PromiseLike<unknown[]>): Promise<Row | null> {
  const [row] = await rows;
  return (row as Row | undefined) ?? null;
}

import type { SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from './database';

/** The row of a table that matches (the first, where several might), or null. */
export function findRow<T extends PgTable>(exec: Executor, table: T, where: SQL | undefined) {
  return first(exec.select().from(rowsOf(table)).where(where) as PromiseLike<T['$inferSelect'][]>);
}

/** `findRow`, locked for the rest of the transaction: whoever asks for it next waits until it ends. */
export function lockRow<T extends PgTable>(exec: Executor, table: T, where: SQL | undefined) {
  return first(exec.select().from(rowsOf(table)).where(where).for('update') as PromiseLike<T['$inferSelect'][]>);
}

/** A table as Drizzle's select takes it; its rows are typed again by the caller's table. */
const rowsOf = (table: PgTable): PgTable => table;

/** The first row a query gives, or null. */
export async function first<Row>(rows: PromiseLike<Row[]>): Promise<Row | null> {
  const [row] = await rows;
  return row ?? null;
}

import { count, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from './database';

/** A window of a list: DESIGN §2's `offset` and `limit`. */
export interface Page {
  offset: number;
  limit: number;
}

/** One page of a table's rows that match, in the order given, and how many match in all. */
export async function pageOf<T extends PgTable>(
  exec: Executor,
  table: T,
  where: SQL | undefined,
  order: SQL[],
  page: Page,
): Promise<{ rows: T['$inferSelect'][]; total: number }> {
  const rows: PgTable = table;
  const [found, [totalRow]] = await Promise.all([
    exec
      .select()
      .from(rows)
      .where(where)
      .orderBy(...order)
      .limit(page.limit)
      .offset(page.offset),
    exec.select({ total: count() }).from(rows).where(where),
  ]);
  return { rows: found as T['$inferSelect'][], total: totalRow?.total ?? 0 };
}

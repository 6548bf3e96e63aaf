import { count, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../../platform/db/database';
import { queryRows } from '../../platform/db/database';

export interface Page {
  offset: number;
  limit: number;
}

/** The next human reference with its prefix: L-001000. */
export async function nextReference(exec: Executor, prefix: 'L' | 'T' | 'W'): Promise<string> {
  const [row] = await queryRows<{ n: string }>(exec, sql`select nextval('trading_reference_seq')::text as n`);
  return `${prefix}-${(row?.n ?? '0').padStart(6, '0')}`;
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

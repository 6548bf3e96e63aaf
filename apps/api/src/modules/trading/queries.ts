import { sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database';
import { queryRows } from '../../platform/db/database';

/** The next human reference with its prefix: L-001000. */
export async function nextReference(exec: Executor, prefix: 'L' | 'T' | 'W'): Promise<string> {
  const [row] = await queryRows<{ n: string }>(exec, sql`select nextval('trading_reference_seq')::text as n`);
  return `${prefix}-${(row?.n ?? '0').padStart(6, '0')}`;
}

import { and, desc, eq, gt } from 'drizzle-orm';
import type { Executor } from '../../../platform/db/database';
import { loginAttempts } from '../tables';

export async function insertLoginAttempt(exec: Executor, values: typeof loginAttempts.$inferInsert) {
  await exec.insert(loginAttempts).values(values);
}

/** When the most recent failures (at most `limit`) happened, newest first. */
export async function recentFailures(
  exec: Executor,
  by: 'username' | 'address',
  value: string,
  since: Date,
  limit: number,
): Promise<Date[]> {
  const column = by === 'username' ? loginAttempts.username : loginAttempts.address;
  const rows = await exec
    .select({ at: loginAttempts.at })
    .from(loginAttempts)
    .where(and(eq(column, value), eq(loginAttempts.succeeded, false), gt(loginAttempts.at, since)))
    .orderBy(desc(loginAttempts.at))
    .limit(limit);
  return rows.map((row) => row.at);
}

import { and, eq, inArray, isNull } from 'drizzle-orm';
import { returnedRow, type Executor } from '../../../platform/db/database';
import { impersonationAudit, impersonations } from '../tables';

type ImpersonationRow = typeof impersonations.$inferSelect;

export async function insertImpersonation(exec: Executor, values: typeof impersonations.$inferInsert) {
  return returnedRow(await exec.insert(impersonations).values(values).returning());
}

export async function findImpersonation(exec: Executor, id: string): Promise<ImpersonationRow | null> {
  const [row] = await exec.select().from(impersonations).where(eq(impersonations.id, id));
  return row ?? null;
}

export async function endImpersonation(exec: Executor, id: string, at: Date) {
  await exec
    .update(impersonations)
    .set({ endedAt: at })
    .where(and(eq(impersonations.id, id), isNull(impersonations.endedAt)));
}

export async function endImpersonationsOfSessions(exec: Executor, sessionIds: string[], at: Date) {
  if (sessionIds.length === 0) return;
  await exec
    .update(impersonations)
    .set({ endedAt: at })
    .where(and(inArray(impersonations.sessionId, sessionIds), isNull(impersonations.endedAt)));
}

export async function insertImpersonationAudit(exec: Executor, values: typeof impersonationAudit.$inferInsert) {
  await exec.insert(impersonationAudit).values(values);
}

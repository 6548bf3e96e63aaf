import { and, eq, inArray, isNull } from 'drizzle-orm';
import { returnedRow, type Executor } from '../../../platform/db/database';
import { impersonationAudit, impersonations } from '../tables';
import { findRow } from '../../../platform/db/find-row';

type ImpersonationRow = typeof impersonations.$inferSelect;

export async function insertImpersonation(exec: Executor, values: typeof impersonations.$inferInsert) {
  return returnedRow(await exec.insert(impersonations).values(values).returning());
}

export async function findImpersonation(exec: Executor, id: string): Promise<ImpersonationRow | null> {
  return findRow(exec, impersonations, eq(impersonations.id, id));
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

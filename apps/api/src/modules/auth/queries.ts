import { and, eq, isNull } from 'drizzle-orm';
import { returnedRow, type Executor } from '../../platform/db/database';
import { credentials, sessions } from './tables';

export async function upsertCredentials(exec: Executor, userId: string, passwordHash: string, changedAt: Date) {
  await exec
    .insert(credentials)
    .values({ userId, passwordHash, changedAt })
    .onConflictDoUpdate({ target: credentials.userId, set: { passwordHash, changedAt, mustReset: false } });
}

export async function insertSession(exec: Executor, userId: string, createdAt: Date) {
  return returnedRow(await exec.insert(sessions).values({ userId, createdAt }).returning());
}

export async function isSessionActive(exec: Executor, sessionId: string, userId: string): Promise<boolean> {
  const [row] = await exec
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId), isNull(sessions.revokedAt)));
  return Boolean(row);
}

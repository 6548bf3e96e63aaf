import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import { principalVersions } from '../../../platform/auth/tables';
import { returnedRow, type Db, type Executor } from '../../../platform/db/database';
import { refreshTokens, sessions } from '../tables';
import { findRow, first } from '../../../platform/db/find-row';

export async function insertSession(exec: Executor, userId: string, createdAt: Date) {
  return returnedRow(await exec.insert(sessions).values({ userId, createdAt }).returning());
}

export async function findActiveSession(exec: Executor, sessionId: string) {
  return findRow(exec, sessions, and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/**
 * The live session's principal version (see platform/auth/tables.ts), read in the same statement as the session
 * check; null when the session is revoked or not the user's. Every signed-in request runs it, so it is a named
 * prepared statement: planned once per connection, not built and parsed each time.
 */
export function prepareSessionPrincipalVersion(db: Db): (sessionId: string, userId: string) => Promise<number | null> {
  const statement = db
    .select({ version: sql<string | null>`${principalVersions.version}` })
    .from(sessions)
    .leftJoin(principalVersions, eq(principalVersions.userId, sessions.userId))
    .where(
      and(
        eq(sessions.id, sql.placeholder('sessionId')),
        eq(sessions.userId, sql.placeholder('userId')),
        isNull(sessions.revokedAt),
      ),
    )
    .prepare('session_principal_version');
  return async (sessionId, userId) => {
    const [row] = await statement.execute({ sessionId, userId });
    return row ? Number(row.version ?? 0) : null;
  };
}

/** Revokes the user's live sessions, all of them or all but one; returns the ids revoked. */
export async function revokeSessions(
  exec: Executor,
  where: { sessionId: string } | { userId: string; exceptSessionId: string | null },
  at: Date,
): Promise<string[]> {
  const target =
    'sessionId' in where
      ? eq(sessions.id, where.sessionId)
      : and(
          eq(sessions.userId, where.userId),
          where.exceptSessionId ? ne(sessions.id, where.exceptSessionId) : undefined,
        );
  const rows = await exec
    .update(sessions)
    .set({ revokedAt: at })
    .where(and(target, isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return rows.map((row) => row.id);
}

export async function insertRefreshToken(exec: Executor, values: typeof refreshTokens.$inferInsert) {
  await exec.insert(refreshTokens).values(values);
}

/**
 * Marks an unused, unexpired refresh token used and returns its session; one statement, so
 * of two callers presenting the same token only one gets a row back.
 */
export async function consumeRefreshToken(exec: Executor, tokenHash: string, at: Date) {
  return first(
    exec
      .update(refreshTokens)
      .set({ usedAt: at })
      .where(and(eq(refreshTokens.tokenHash, tokenHash), isNull(refreshTokens.usedAt), gt(refreshTokens.expiresAt, at)))
      .returning({ sessionId: refreshTokens.sessionId }),
  );
}

export async function findRefreshToken(exec: Executor, tokenHash: string) {
  return findRow(exec, refreshTokens, eq(refreshTokens.tokenHash, tokenHash));
}

import { and, desc, eq, gt, inArray, isNull, lte, ne, sql } from 'drizzle-orm';
import { principalVersions } from '../../platform/auth/tables';
import { returnedRow, type Db, type Executor } from '../../platform/db/database';
import {
  authCodes,
  credentials,
  impersonationAudit,
  impersonations,
  loginAttempts,
  marketplaceCredentials,
  refreshTokens,
  sessions,
} from './tables';

type CredentialsRow = typeof credentials.$inferSelect;
export type AuthCodeKind = (typeof authCodes.$inferSelect)['kind'];
type ImpersonationRow = typeof impersonations.$inferSelect;

export async function findCredentials(exec: Executor, userId: string): Promise<CredentialsRow | null> {
  const [row] = await exec.select().from(credentials).where(eq(credentials.userId, userId));
  return row ?? null;
}

/** A new password clears both "must reset" and "temporary" unless told it is temporary. */
export async function upsertCredentials(
  exec: Executor,
  userId: string,
  passwordHash: string,
  changedAt: Date,
  temporary = false,
) {
  await exec
    .insert(credentials)
    .values({ userId, passwordHash, changedAt, temporary })
    .onConflictDoUpdate({ target: credentials.userId, set: { passwordHash, changedAt, mustReset: false, temporary } });
}

export async function findMarketplaceCredentials(exec: Executor, userId: string) {
  const [row] = await exec.select().from(marketplaceCredentials).where(eq(marketplaceCredentials.userId, userId));
  return row ?? null;
}

export async function upsertMarketplaceCredentials(
  exec: Executor,
  values: { userId: string; email: string; passwordHash: string; changedAt: Date },
) {
  const { email, passwordHash, changedAt } = values;
  await exec
    .insert(marketplaceCredentials)
    .values(values)
    .onConflictDoUpdate({ target: marketplaceCredentials.userId, set: { email, passwordHash, changedAt } });
}

export async function insertSession(exec: Executor, userId: string, createdAt: Date) {
  return returnedRow(await exec.insert(sessions).values({ userId, createdAt }).returning());
}

export async function findActiveSession(exec: Executor, sessionId: string) {
  const [row] = await exec
    .select()
    .from(sessions)
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
  return row ?? null;
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
  const [row] = await exec
    .update(refreshTokens)
    .set({ usedAt: at })
    .where(and(eq(refreshTokens.tokenHash, tokenHash), isNull(refreshTokens.usedAt), gt(refreshTokens.expiresAt, at)))
    .returning({ sessionId: refreshTokens.sessionId });
  return row ?? null;
}

export async function findRefreshToken(exec: Executor, tokenHash: string) {
  const [row] = await exec.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash));
  return row ?? null;
}

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

export async function insertAuthCode(exec: Executor, values: typeof authCodes.$inferInsert) {
  await exec.insert(authCodes).values(values);
}

/** A new code of a kind supersedes the user's unused ones: they expire now. */
export async function expireUnusedCodes(exec: Executor, userId: string, kind: AuthCodeKind, at: Date) {
  await exec
    .update(authCodes)
    .set({ expiresAt: at })
    .where(
      and(
        eq(authCodes.userId, userId),
        eq(authCodes.kind, kind),
        isNull(authCodes.usedAt),
        gt(authCodes.expiresAt, at),
      ),
    );
}

/** The newest code of the user with this digest, used or not. */
export async function findUserCode(exec: Executor, userId: string, kind: AuthCodeKind, codeHash: string) {
  const [row] = await exec
    .select()
    .from(authCodes)
    .where(and(eq(authCodes.userId, userId), eq(authCodes.kind, kind), eq(authCodes.codeHash, codeHash)))
    .orderBy(desc(authCodes.createdAt))
    .limit(1);
  return row ?? null;
}

export async function findCodeByHash(exec: Executor, codeHash: string, kinds: AuthCodeKind[]) {
  const [row] = await exec
    .select()
    .from(authCodes)
    .where(and(eq(authCodes.codeHash, codeHash), inArray(authCodes.kind, kinds)))
    .orderBy(desc(authCodes.createdAt))
    .limit(1);
  return row ?? null;
}

/** Uses an unused, unexpired code; a row comes back to one caller only. */
export async function consumeCode(
  exec: Executor,
  where: { id: string } | { codeHash: string; kinds: AuthCodeKind[]; userId?: string },
  at: Date,
) {
  const target =
    'id' in where
      ? eq(authCodes.id, where.id)
      : and(
          eq(authCodes.codeHash, where.codeHash),
          inArray(authCodes.kind, where.kinds),
          where.userId ? eq(authCodes.userId, where.userId) : undefined,
        );
  const [row] = await exec
    .update(authCodes)
    .set({ usedAt: at })
    .where(and(target, isNull(authCodes.usedAt), gt(authCodes.expiresAt, at)))
    .returning({ id: authCodes.id, userId: authCodes.userId });
  return row ?? null;
}

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

/** Housekeeping: rows past any use. */
export async function purgeExpired(exec: Executor, before: Date) {
  await exec.delete(loginAttempts).where(lte(loginAttempts.at, before));
  await exec.delete(authCodes).where(lte(authCodes.expiresAt, before));
  await exec.delete(refreshTokens).where(lte(refreshTokens.expiresAt, before));
}

import { and, desc, eq, gt, inArray, isNull, lte } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database';
import { authCodes, loginAttempts, refreshTokens } from './tables';
import { first } from '../../platform/db/find-row';

/* One-time codes (reset codes, magic links, login and email-change tokens), which passwords and links share. */

export type AuthCodeKind = (typeof authCodes.$inferSelect)['kind'];

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
  return first(
    exec
      .select()
      .from(authCodes)
      .where(and(eq(authCodes.userId, userId), eq(authCodes.kind, kind), eq(authCodes.codeHash, codeHash)))
      .orderBy(desc(authCodes.createdAt))
      .limit(1),
  );
}

export async function findCodeByHash(exec: Executor, codeHash: string, kinds: AuthCodeKind[]) {
  return first(
    exec
      .select()
      .from(authCodes)
      .where(and(eq(authCodes.codeHash, codeHash), inArray(authCodes.kind, kinds)))
      .orderBy(desc(authCodes.createdAt))
      .limit(1),
  );
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
  return first(
    exec
      .update(authCodes)
      .set({ usedAt: at })
      .where(and(target, isNull(authCodes.usedAt), gt(authCodes.expiresAt, at)))
      .returning({ id: authCodes.id, userId: authCodes.userId }),
  );
}

/** Housekeeping: rows past any use. */
export async function purgeExpired(exec: Executor, before: Date) {
  await exec.delete(loginAttempts).where(lte(loginAttempts.at, before));
  await exec.delete(authCodes).where(lte(authCodes.expiresAt, before));
  await exec.delete(refreshTokens).where(lte(refreshTokens.expiresAt, before));
}

import { eq } from 'drizzle-orm';
import type { Executor } from '../../../platform/db/database';
import { credentials, marketplaceCredentials } from '../tables';
import { findRow } from '../../../platform/db/find-row';

type CredentialsRow = typeof credentials.$inferSelect;

export async function findCredentials(exec: Executor, userId: string): Promise<CredentialsRow | null> {
  return findRow(exec, credentials, eq(credentials.userId, userId));
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
  return findRow(exec, marketplaceCredentials, eq(marketplaceCredentials.userId, userId));
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

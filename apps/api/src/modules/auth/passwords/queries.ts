import { eq } from 'drizzle-orm';
import type { Executor } from '../../../platform/db/database';
import { credentials, marketplaceCredentials } from '../tables';

type CredentialsRow = typeof credentials.$inferSelect;

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

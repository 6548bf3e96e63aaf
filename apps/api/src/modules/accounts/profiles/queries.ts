import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../../platform/db/database';
import { profileKv } from './tables';

export async function findKv(exec: Executor, profileId: string) {
  return exec
    .select({ key: profileKv.key, value: profileKv.value })
    .from(profileKv)
    .where(eq(profileKv.profileId, profileId))
    .orderBy(asc(profileKv.key));
}

export async function upsertKv(
  exec: Executor,
  profileId: string,
  entries: { key: string; value: string }[],
  updatedAt: Date,
): Promise<void> {
  if (entries.length === 0) return;
  await exec
    .insert(profileKv)
    .values(entries.map((entry) => ({ profileId, ...entry, updatedAt })))
    .onConflictDoUpdate({
      target: [profileKv.profileId, profileKv.key],
      set: { value: sql`excluded.value`, updatedAt },
    });
}

/** Every key when `keys` is null. */
export async function deleteKv(exec: Executor, profileId: string, keys: string[] | null): Promise<void> {
  await exec
    .delete(profileKv)
    .where(and(eq(profileKv.profileId, profileId), keys ? inArray(profileKv.key, keys) : undefined));
}

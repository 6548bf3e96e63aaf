import { and, arrayContains, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database';
import { files } from './tables';
import { findRow, first } from '../../platform/db/find-row';

export type FileRow = typeof files.$inferSelect;
export type NewFileRow = typeof files.$inferInsert;

export async function insertFiles(exec: Executor, rows: NewFileRow[]): Promise<FileRow[]> {
  if (rows.length === 0) return [];
  return exec.insert(files).values(rows).returning();
}

/** Who may read a file: its organisation and those it is shared with; `null` reads any (a system administrator). */
function readableBy(organisationId: string | null): SQL | undefined {
  if (organisationId === null) return undefined;
  return or(eq(files.organisationId, organisationId), arrayContains(files.sharedWith, [organisationId]));
}

/** A live (not deleted) file the organisation may read, or null. */
export async function findReadableFile(
  exec: Executor,
  id: string,
  organisationId: string | null,
): Promise<FileRow | null> {
  return findRow(exec, files, and(eq(files.id, id), isNull(files.deletedAt), readableBy(organisationId)));
}

/** A live file of the organisation's own (not merely shared with it), or null. */
export async function findOwnedFile(exec: Executor, id: string, organisationId: string): Promise<FileRow | null> {
  return findRow(exec, files, and(eq(files.id, id), isNull(files.deletedAt), eq(files.organisationId, organisationId)));
}

export async function findLiveFile(exec: Executor, id: string): Promise<FileRow | null> {
  return findRow(exec, files, and(eq(files.id, id), isNull(files.deletedAt)));
}

/**
 * Marks the file deleted, only if it is still live and unlocked: a lock taken at the same moment wins, and the
 * delete answers null.
 */
export async function softDeleteUnlockedFile(exec: Executor, id: string, at: Date): Promise<FileRow | null> {
  return first(
    exec
      .update(files)
      .set({ deletedAt: at })
      .where(and(eq(files.id, id), isNull(files.deletedAt), isNull(files.lockedReason)))
      .returning(),
  );
}

/** Sets or clears the lock of a live file; answers whether there was one. */
export async function setFileLock(exec: Executor, id: string, reason: string | null): Promise<boolean> {
  const updated = await exec
    .update(files)
    .set({ lockedReason: reason })
    .where(and(eq(files.id, id), isNull(files.deletedAt)))
    .returning({ id: files.id });
  return updated.length > 0;
}

/** Adds organisations to those a file is shared with, each once. */
export async function shareFile(exec: Executor, id: string, organisationIds: readonly string[]): Promise<void> {
  const added = sql.join(
    organisationIds.map((organisationId) => sql`${organisationId}::uuid`),
    sql`, `,
  );
  await exec
    .update(files)
    .set({ sharedWith: sql`array(select distinct each from unnest(${files.sharedWith} || array[${added}]) as each)` })
    .where(eq(files.id, id));
}

import type { UserTypeMatch } from '@harvest/domain';
import { and, arrayContains, arrayOverlaps, desc, eq, isNotNull, lte, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database';
import { pageOf, type Page } from '../../platform/db/page-of';
import { latestUpdates } from './tables';
import { findRow, first } from '../../platform/db/find-row';

export type LatestUpdateRow = typeof latestUpdates.$inferSelect;
export type NewLatestUpdateRow = typeof latestUpdates.$inferInsert;
export type LatestUpdateChange = Omit<NewLatestUpdateRow, 'id' | 'createdAt' | 'createdBy'>;

/** What a reader may see: published by `now`, for their user types (null: any audience). */
export interface PublishedFilter {
  now: Date;
  audience: UserTypeMatch | 'everyone';
}

function publishedWhere({ now, audience }: PublishedFilter): SQL | undefined {
  const published = and(isNotNull(latestUpdates.publishedAt), lte(latestUpdates.publishedAt, now));
  if (audience === 'everyone') return published;
  // A caller whose types reach no article matches nothing.
  if (audience === null) return sql`false`;
  return and(
    published,
    'every' in audience
      ? arrayContains(latestUpdates.userTypes, audience.every)
      : arrayOverlaps(latestUpdates.userTypes, audience.some),
  );
}

const newestPublishedFirst = [desc(latestUpdates.publishedAt), desc(latestUpdates.createdAt), desc(latestUpdates.id)];

export async function insertLatestUpdate(exec: Executor, row: NewLatestUpdateRow): Promise<LatestUpdateRow> {
  const [inserted] = await exec.insert(latestUpdates).values(row).returning();
  if (!inserted) throw new Error('insert into latest_updates returned no row');
  return inserted;
}

export async function updateLatestUpdate(
  exec: Executor,
  id: string,
  change: LatestUpdateChange,
): Promise<LatestUpdateRow | null> {
  const [updated] = await exec.update(latestUpdates).set(change).where(eq(latestUpdates.id, id)).returning();
  return updated ?? null;
}

export async function deleteLatestUpdate(exec: Executor, id: string): Promise<boolean> {
  const deleted = await exec.delete(latestUpdates).where(eq(latestUpdates.id, id)).returning({ id: latestUpdates.id });
  return deleted.length > 0;
}

export async function findLatestUpdateById(exec: Executor, id: string): Promise<LatestUpdateRow | null> {
  return findRow(exec, latestUpdates, eq(latestUpdates.id, id));
}

/** Every article, drafts first, then by publish date, newest first. */
export async function allLatestUpdatesPage(
  exec: Executor,
  page: Page,
): Promise<{ rows: LatestUpdateRow[]; total: number }> {
  const draftsFirst = [
    sql`${latestUpdates.publishedAt} desc nulls first`,
    desc(latestUpdates.createdAt),
    desc(latestUpdates.id),
  ];
  return pageOf(exec, latestUpdates, undefined, draftsFirst, page);
}

export async function publishedLatestUpdatesPage(
  exec: Executor,
  filter: PublishedFilter,
  page: Page,
): Promise<{ rows: LatestUpdateRow[]; total: number }> {
  return pageOf(exec, latestUpdates, publishedWhere(filter), newestPublishedFirst, page);
}

export async function newestPublishedLatestUpdate(
  exec: Executor,
  filter: PublishedFilter,
): Promise<LatestUpdateRow | null> {
  return first(
    exec
      .select()
      .from(latestUpdates)
      .where(publishedWhere(filter))
      .orderBy(...newestPublishedFirst)
      .limit(1),
  );
}

export async function findPublishedLatestUpdateBySlug(
  exec: Executor,
  slug: string,
  filter: PublishedFilter,
): Promise<LatestUpdateRow | null> {
  return findRow(exec, latestUpdates, and(eq(latestUpdates.slug, slug), publishedWhere(filter)));
}

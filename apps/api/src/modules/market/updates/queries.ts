import { and, desc, eq, gt, isNotNull, lte, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../../platform/db/database';
import { findRow } from '../../../platform/db/find-row';
import { pageOf, type Page } from '../../../platform/db/page-of';
import { marketUpdates, marketUpdateViews } from './tables';

export type MarketUpdateRow = typeof marketUpdates.$inferSelect;
export type MarketUpdateChange = Pick<MarketUpdateRow, 'title' | 'content' | 'url' | 'publishedAt' | 'updatedAt'>;

/** Out by `now`: drafts (no date) and scheduled ones (a later date) are nobody's to read yet. */
const publishedBy = (now: Date): SQL =>
  and(isNotNull(marketUpdates.publishedAt), lte(marketUpdates.publishedAt, now)) as SQL;

const newestFirst = [desc(marketUpdates.publishedAt), desc(marketUpdates.createdAt), desc(marketUpdates.id)];

export async function insertMarketUpdate(
  exec: Executor,
  row: typeof marketUpdates.$inferInsert,
): Promise<MarketUpdateRow> {
  const [inserted] = await exec.insert(marketUpdates).values(row).returning();
  if (!inserted) throw new Error('insert into market_updates returned no row');
  return inserted;
}

export async function updateMarketUpdate(
  exec: Executor,
  id: string,
  change: MarketUpdateChange,
): Promise<MarketUpdateRow | null> {
  const [updated] = await exec.update(marketUpdates).set(change).where(eq(marketUpdates.id, id)).returning();
  return updated ?? null;
}

export async function deleteMarketUpdate(exec: Executor, id: string): Promise<boolean> {
  const deleted = await exec.delete(marketUpdates).where(eq(marketUpdates.id, id)).returning({ id: marketUpdates.id });
  return deleted.length > 0;
}

export function findMarketUpdate(exec: Executor, id: string): Promise<MarketUpdateRow | null> {
  return findRow(exec, marketUpdates, eq(marketUpdates.id, id));
}

export function findPublishedMarketUpdate(exec: Executor, id: string, now: Date): Promise<MarketUpdateRow | null> {
  return findRow(exec, marketUpdates, and(eq(marketUpdates.id, id), publishedBy(now)));
}

/** The editor's list: drafts first, then by publish date, newest first. */
export function marketUpdatesPage(exec: Executor, page: Page) {
  const draftsFirst = [
    sql`${marketUpdates.publishedAt} desc nulls first`,
    desc(marketUpdates.createdAt),
    desc(marketUpdates.id),
  ];
  return pageOf(exec, marketUpdates, undefined, draftsFirst, page);
}

/** Published by `now` and after `after`, newest first, each with whether `userId` has viewed it. */
export async function publishedMarketUpdatesAfter(
  exec: Executor,
  options: { userId: string; after: Date; now: Date; limit: number },
): Promise<(MarketUpdateRow & { hasViewed: boolean })[]> {
  const rows = await exec
    .select({ update: marketUpdates, viewedAt: marketUpdateViews.viewedAt })
    .from(marketUpdates)
    .leftJoin(
      marketUpdateViews,
      and(eq(marketUpdateViews.updateId, marketUpdates.id), eq(marketUpdateViews.userId, options.userId)),
    )
    .where(and(publishedBy(options.now), gt(marketUpdates.publishedAt, options.after)))
    .orderBy(...newestFirst)
    .limit(options.limit);
  return rows.map(({ update, viewedAt }) => ({ ...update, hasViewed: viewedAt !== null }));
}

/** The newest published updates, for the news feed beside the feeds' items. */
export function newestPublishedMarketUpdates(exec: Executor, now: Date, limit: number): Promise<MarketUpdateRow[]> {
  return exec
    .select()
    .from(marketUpdates)
    .where(publishedBy(now))
    .orderBy(...newestFirst)
    .limit(limit);
}

/** Marks the update viewed by the user; a second time keeps the first moment. */
export async function recordMarketUpdateView(exec: Executor, updateId: string, userId: string, at: Date) {
  await exec.insert(marketUpdateViews).values({ updateId, userId, viewedAt: at }).onConflictDoNothing();
}

import { desc } from 'drizzle-orm';
import type { Executor } from '../../../platform/db/database';
import { marketNewsItems } from './tables';

export type NewsItemRow = typeof marketNewsItems.$inferSelect;

/** Stores a feed's items; one already there (same feed and key) is left as it is. Answers how many were new. */
export async function insertNewsItems(exec: Executor, rows: (typeof marketNewsItems.$inferInsert)[]): Promise<number> {
  if (rows.length === 0) return 0;
  const inserted = await exec
    .insert(marketNewsItems)
    .values(rows)
    .onConflictDoNothing({ target: [marketNewsItems.feedUrl, marketNewsItems.itemKey] })
    .returning({ id: marketNewsItems.id });
  return inserted.length;
}

export function newestNewsItems(exec: Executor, limit: number): Promise<NewsItemRow[]> {
  return exec
    .select()
    .from(marketNewsItems)
    .orderBy(desc(marketNewsItems.publishedAt), desc(marketNewsItems.fetchedAt), desc(marketNewsItems.id))
    .limit(limit);
}

import { index, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { instant, requiredKey, rowId } from '../../../platform/db/columns';
import { requiredUserRef, userRef } from '../tables';

/** Market updates written by system administrators (§3); content is HTML sanitised before it is stored. */
export const marketUpdates = pgTable(
  'market_updates',
  {
    id: rowId(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    url: text('url'),
    /** Null is a draft. */
    publishedAt: instant('published_at'),
    createdBy: userRef('created_by'),
    createdAt: instant('created_at').notNull(),
    updatedAt: instant('updated_at').notNull(),
  },
  (table) => [index('market_updates_published_idx').on(table.publishedAt)],
);

/** Who has seen (dismissed) which update: §3's hasViewed. */
export const marketUpdateViews = pgTable(
  'market_update_views',
  {
    updateId: requiredKey('update_id', () => marketUpdates.id, 'cascade'),
    userId: requiredUserRef('user_id'),
    viewedAt: instant('viewed_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.updateId, table.userId] })],
);


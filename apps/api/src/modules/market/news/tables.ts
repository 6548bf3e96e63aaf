import { index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { instant, rowId } from '../../../platform/db/columns';

/**
 * Items read from the configured RSS/Atom feeds by the news job: one row per feed and item id (the guid, else the
 * link), so a feed read again adds only what is new.
 */
export const marketNewsItems = pgTable(
  'market_news_items',
  {
    id: rowId(),
    feedUrl: text('feed_url').notNull(),
    feedTitle: text('feed_title').notNull(),
    itemKey: text('item_key').notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    link: text('link'),
    publishedAt: instant('published_at').notNull(),
    fetchedAt: instant('fetched_at').notNull(),
  },
  (table) => [
    uniqueIndex('market_news_items_key').on(table.feedUrl, table.itemKey),
    index('market_news_items_published_idx').on(table.publishedAt),
  ],
);

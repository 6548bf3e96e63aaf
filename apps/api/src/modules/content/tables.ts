import { sql } from 'drizzle-orm';
import { index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { instant, rowId } from '../../platform/db/columns';
import type { ContentUserType } from '@harvest/domain';
import { users } from '../accounts/tables';

/** Latest-updates articles written by system administrators; a null published_at is a draft. */
export const latestUpdates = pgTable(
  'latest_updates',
  {
    id: rowId(),
    title: text('title').notNull(),
    slug: text('slug').notNull(),
    imageUrl: text('image_url'),
    imageAlt: text('image_alt').notNull().default(''),
    /** Markdown, rendered and sanitised by the app. */
    summary: text('summary').notNull(),
    body: text('body').notNull(),
    userTypes: text('user_types')
      .array()
      .$type<ContentUserType[]>()
      .notNull()
      .default(sql`'{}'::text[]`),
    publishedAt: instant('published_at'),
    createdBy: uuid('created_by').references(() => users.id),
    createdAt: instant('created_at').notNull(),
    updatedAt: instant('updated_at').notNull(),
  },
  (table) => [
    uniqueIndex('latest_updates_slug_key').on(table.slug),
    index('latest_updates_published_idx').on(table.publishedAt),
  ],
);

import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { ContentUserType } from '@harvest/domain';
import { users } from '../accounts/tables';

/** Latest-updates articles written by system administrators; a null published_at is a draft. */
export const latestUpdates = pgTable(
  'latest_updates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
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
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdBy: uuid('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('latest_updates_slug_key').on(table.slug),
    index('latest_updates_published_idx').on(table.publishedAt),
  ],
);

import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { instant, rowId } from '../../platform/db/columns';
import { organisations, users } from '../accounts/tables';

/**
 * What the web and native apps report about themselves (spec platform §3, log entry), kept for a
 * retention period so a system administrator can look into what a person saw.
 */
export const clientLogs = pgTable(
  'client_logs',
  {
    id: rowId(),
    userId: uuid('user_id').references(() => users.id),
    organisationId: uuid('organisation_id').references(() => organisations.id),
    level: text('level', { enum: ['debug', 'warn', 'error'] }).notNull(),
    message: text('message').notNull(),
    data: jsonb('data'),
    appVersion: text('app_version'),
    region: text('region'),
    service: text('service'),
    platform: text('platform'),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** When the app says it happened. */
    loggedAt: instant('logged_at').notNull(),
    /** When the API stored it: retention counts from here. */
    createdAt: instant('created_at').notNull(),
  },
  (table) => [
    index('client_logs_created_idx').on(table.createdAt),
    index('client_logs_user_idx').on(table.userId, table.createdAt),
  ],
);

import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { CallToAction, NotificationType } from '@harvest/domain';
import { organisations, users } from '../accounts/tables';

/** A person's in-app notifications (spec platform §3, Notification): the account list reads the newest. */
export const accountNotifications = pgTable(
  'account_notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The organisation it is about, when it is about one: removing someone from it does not delete it. */
    organisationId: uuid('organisation_id').references(() => organisations.id),
    title: text('title').notNull(),
    message: text('message').notNull(),
    type: text('type').$type<NotificationType>().notNull(),
    callToAction: jsonb('call_to_action').$type<CallToAction>(),
    data: jsonb('data').$type<Record<string, unknown>>(),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('account_notifications_user_idx').on(table.userId, table.createdAt)],
);

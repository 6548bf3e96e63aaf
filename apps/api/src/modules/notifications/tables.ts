import { index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { instant, requiredKey, rowId } from '../../platform/db/columns';
import type { CallToAction, NotificationType } from '@harvest/domain';
import { organisations, users } from '../accounts/tables';

/** A person's in-app notifications (spec platform §3, Notification): the account list reads the newest. */
export const accountNotifications = pgTable(
  'account_notifications',
  {
    id: rowId(),
    userId: requiredKey('user_id', () => users.id, 'cascade'),
    /** The organisation it is about, when it is about one: removing someone from it does not delete it. */
    organisationId: uuid('organisation_id').references(() => organisations.id),
    title: text('title').notNull(),
    message: text('message').notNull(),
    type: text('type').$type<NotificationType>().notNull(),
    callToAction: jsonb('call_to_action').$type<CallToAction>(),
    data: jsonb('data').$type<Record<string, unknown>>(),
    readAt: instant('read_at'),
    createdAt: instant('created_at').notNull(),
  },
  (table) => [index('account_notifications_user_idx').on(table.userId, table.createdAt)],
);

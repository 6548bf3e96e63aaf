import { index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { instant, rowId } from '../../platform/db/columns';
import { organisations, users } from '../accounts/tables';

/** Usage events stored first-party: nothing leaves the platform unless a provider is configured. */
export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: rowId(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    organisationId: uuid('organisation_id').references(() => organisations.id),
    /** The derived analytics role (seller, buyer, hybrid, inventory) when the event was sent. */
    role: text('role'),
    environment: text('environment').notNull(),
    name: text('name').notNull(),
    path: text('path'),
    properties: jsonb('properties').$type<Record<string, unknown>>(),
    occurredAt: instant('occurred_at').notNull(),
    receivedAt: instant('received_at').notNull(),
  },
  (table) => [
    index('analytics_events_received_idx').on(table.receivedAt),
    index('analytics_events_name_idx').on(table.name, table.occurredAt),
  ],
);

import { pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { profiles } from '../tables';

/** A profile's key-value metadata (tutorial dismissed, first vehicle created...). */
export const profileKv = pgTable(
  'profile_kv',
  {
    profileId: uuid('profile_id')
      .notNull()
      .references(() => profiles.id),
    key: text('key').notNull(),
    value: text('value').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.profileId, table.key] })],
);

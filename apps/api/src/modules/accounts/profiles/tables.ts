import { pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { instant, requiredKey } from '../../../platform/db/columns';
import { profiles } from '../tables';

/** A profile's key-value metadata (tutorial dismissed, first vehicle created...). */
export const profileKv = pgTable(
  'profile_kv',
  {
    profileId: requiredKey('profile_id', () => profiles.id),
    key: text('key').notNull(),
    value: text('value').notNull(),
    updatedAt: instant('updated_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.profileId, table.key] })],
);

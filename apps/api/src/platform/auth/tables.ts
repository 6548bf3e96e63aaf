import { pgTable, uuid } from 'drizzle-orm/pg-core';
import { wholeNumber } from '../db/columns';

/**
 * A counter per user that database triggers raise, in the writing transaction, whenever something their
 * principal is made of changes: the user, their profiles and assigned units, or an organisation they belong to
 * (its modules, units, groups). A resolved principal is kept per instance with the counter it was read at, so
 * checking it costs one indexed read beside the session's, and a change is seen by the next request everywhere.
 */
export const principalVersions = pgTable('principal_versions', {
  userId: uuid('user_id').primaryKey(),
  version: wholeNumber('version').notNull(),
});

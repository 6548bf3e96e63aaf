import { INVITE_STATUSES } from '@harvest/domain';
import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { organisations, profiles, users } from '../tables';

/**
 * An invitation to join an organisation, for a new or an existing user, with the invited
 * profile it activates. The emailed token is stored only as its sha256.
 */
export const invites = pgTable(
  'invites',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    profileId: uuid('profile_id')
      .notNull()
      .references(() => profiles.id),
    email: text('email').notNull(),
    invitedByUserId: uuid('invited_by_user_id')
      .notNull()
      .references(() => users.id),
    status: text('status', { enum: INVITE_STATUSES }).notNull(),
    tokenHash: text('token_hash').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('invites_token_hash_key').on(table.tokenHash),
    index('invites_organisation_idx').on(table.organisationId, table.status),
    // One open invite per address and organisation.
    uniqueIndex('invites_open_email_key')
      .on(table.organisationId, table.email)
      .where(sql`${table.status} in ('pending', 'sent', 're-sent')`),
  ],
);

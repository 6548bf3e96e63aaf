import { INVITE_STATUSES } from '@harvest/domain';
import { sql } from 'drizzle-orm';
import { index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { instant, requiredKey, rowId } from '../../../platform/db/columns';
import { organisations, profiles, users } from '../tables';

/**
 * An invitation to join an organisation, for a new or an existing user, with the invited
 * profile it activates. The emailed token is stored only as its sha256.
 */
export const invites = pgTable(
  'invites',
  {
    id: rowId(),
    organisationId: requiredKey('organisation_id', () => organisations.id),
    userId: requiredKey('user_id', () => users.id),
    profileId: requiredKey('profile_id', () => profiles.id),
    email: text('email').notNull(),
    invitedByUserId: requiredKey('invited_by_user_id', () => users.id),
    status: text('status', { enum: INVITE_STATUSES }).notNull(),
    tokenHash: text('token_hash').notNull(),
    sentAt: instant('sent_at').notNull(),
    expiresAt: instant('expires_at').notNull(),
    acceptedAt: instant('accepted_at'),
    createdAt: instant('created_at').notNull(),
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

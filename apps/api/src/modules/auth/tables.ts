import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { organisations, users } from '../accounts/tables';

export const credentials = pgTable('credentials', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id),
  /** argon2id, never the password. */
  passwordHash: text('password_hash').notNull(),
  mustReset: boolean('must_reset').notNull().default(false),
  /** Set by someone else (an invite, an administrator): the next sign-in must choose a new one. */
  temporary: boolean('temporary').notNull().default(false),
  changedAt: timestamp('changed_at', { withTimezone: true }).notNull(),
});

/** One signed-in session (a refresh-token family); revoking it stops its access tokens. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [index('sessions_user_idx').on(table.userId)],
);

/** Each refresh token of a session, stored only as its sha256; used once, then replaced. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => sessions.id),
    tokenHash: text('token_hash').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('refresh_tokens_token_hash_key').on(table.tokenHash),
    index('refresh_tokens_session_idx').on(table.sessionId),
  ],
);

/** Sign-in attempts (and wrong reset codes), counted per username and per address over a sliding window. */
export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    username: text('username').notNull(),
    address: text('address').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    succeeded: boolean('succeeded').notNull(),
  },
  (table) => [
    index('login_attempts_username_idx').on(table.username, table.at),
    index('login_attempts_address_idx').on(table.address, table.at),
  ],
);

/**
 * One-time secrets sent to a user's email: reset codes, magic links, login links and the
 * links confirming a new email address. Only a digest is stored; a code is used once and expires.
 */
export const authCodes = pgTable(
  'auth_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    // A plain text column: a new kind needs no migration.
    kind: text('kind', { enum: ['reset', 'magic', 'login', 'email-change'] }).notNull(),
    codeHash: text('code_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [
    index('auth_codes_user_kind_idx').on(table.userId, table.kind, table.createdAt),
    index('auth_codes_code_hash_idx').on(table.codeHash),
  ],
);

/** The grain-marketplace login: a credential of its own, beside the platform password. */
export const marketplaceCredentials = pgTable('marketplace_credentials', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id),
  email: text('email').notNull(),
  passwordHash: text('password_hash').notNull(),
  changedAt: timestamp('changed_at', { withTimezone: true }).notNull(),
});

/** A system administrator acting as an organisation, or as one user in it. */
export const impersonations = pgTable(
  'impersonations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    adminUserId: uuid('admin_user_id')
      .notNull()
      .references(() => users.id),
    /** The administrator's session it was started in; signing out of it ends it. */
    sessionId: uuid('session_id')
      .notNull()
      .references(() => sessions.id),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id),
    userId: uuid('user_id').references(() => users.id),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (table) => [
    index('impersonations_admin_idx').on(table.adminUserId),
    index('impersonations_session_idx').on(table.sessionId),
  ],
);

/** Every request made under an impersonation, for the record. */
export const impersonationAudit = pgTable(
  'impersonation_audit',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    impersonationId: uuid('impersonation_id')
      .notNull()
      .references(() => impersonations.id),
    adminUserId: uuid('admin_user_id')
      .notNull()
      .references(() => users.id),
    method: text('method').notNull(),
    path: text('path').notNull(),
    statusCode: integer('status_code').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (table) => [index('impersonation_audit_impersonation_idx').on(table.impersonationId, table.at)],
);

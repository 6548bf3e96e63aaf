import { boolean, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { extensionKey, instant, requiredKey, rowId } from '../../platform/db/columns';
import { organisations, users } from '../accounts/tables';

export const credentials = pgTable('credentials', {
  userId: extensionKey('user_id', () => users.id),
  /** argon2id, never the password. */
  passwordHash: text('password_hash').notNull(),
  mustReset: boolean('must_reset').notNull().default(false),
  /** Set by someone else (an invite, an administrator): the next sign-in must choose a new one. */
  temporary: boolean('temporary').notNull().default(false),
  changedAt: instant('changed_at').notNull(),
});

/** One signed-in session (a refresh-token family); revoking it stops its access tokens. */
export const sessions = pgTable(
  'sessions',
  {
    id: rowId(),
    userId: requiredKey('user_id', () => users.id),
    createdAt: instant('created_at').notNull(),
    revokedAt: instant('revoked_at'),
  },
  (table) => [index('sessions_user_idx').on(table.userId)],
);

/** Each refresh token of a session, stored only as its sha256; used once, then replaced. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: rowId(),
    sessionId: requiredKey('session_id', () => sessions.id),
    tokenHash: text('token_hash').notNull(),
    issuedAt: instant('issued_at').notNull(),
    expiresAt: instant('expires_at').notNull(),
    usedAt: instant('used_at'),
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
    id: rowId(),
    username: text('username').notNull(),
    address: text('address').notNull(),
    at: instant('at').notNull(),
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
    id: rowId(),
    userId: requiredKey('user_id', () => users.id),
    // A plain text column: a new kind needs no migration.
    kind: text('kind', { enum: ['reset', 'magic', 'login', 'email-change'] }).notNull(),
    codeHash: text('code_hash').notNull(),
    createdAt: instant('created_at').notNull(),
    expiresAt: instant('expires_at').notNull(),
    usedAt: instant('used_at'),
  },
  (table) => [
    index('auth_codes_user_kind_idx').on(table.userId, table.kind, table.createdAt),
    index('auth_codes_code_hash_idx').on(table.codeHash),
  ],
);

/** The grain-marketplace login: a credential of its own, beside the platform password. */
export const marketplaceCredentials = pgTable('marketplace_credentials', {
  userId: extensionKey('user_id', () => users.id),
  email: text('email').notNull(),
  passwordHash: text('password_hash').notNull(),
  changedAt: instant('changed_at').notNull(),
});

/** A system administrator acting as an organisation, or as one user in it. */
export const impersonations = pgTable(
  'impersonations',
  {
    id: rowId(),
    adminUserId: requiredKey('admin_user_id', () => users.id),
    /** The administrator's session it was started in; signing out of it ends it. */
    sessionId: requiredKey('session_id', () => sessions.id),
    organisationId: requiredKey('organisation_id', () => organisations.id),
    userId: uuid('user_id').references(() => users.id),
    startedAt: instant('started_at').notNull(),
    expiresAt: instant('expires_at').notNull(),
    endedAt: instant('ended_at'),
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
    id: rowId(),
    impersonationId: requiredKey('impersonation_id', () => impersonations.id),
    adminUserId: requiredKey('admin_user_id', () => users.id),
    method: text('method').notNull(),
    path: text('path').notNull(),
    statusCode: integer('status_code').notNull(),
    at: instant('at').notNull(),
  },
  (table) => [index('impersonation_audit_impersonation_idx').on(table.impersonationId, table.at)],
);

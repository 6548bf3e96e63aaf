import { INVITE_STATUSES, type AccessMap } from '@harvest/domain';
import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

export const organisations = pgTable(
  'organisations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    countryIso: text('country_iso').notNull().default('GB'),
    vetted: boolean('vetted').notNull().default(false),
    modules: text('modules')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  // One business of a name per country, however it is typed.
  (table) => [uniqueIndex('organisations_country_name_key').on(table.countryIso, sql`lower(${table.name})`)],
);

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Stored lower-case: one person, one address, however it is typed. */
    email: text('email').notNull(),
    givenName: text('given_name').notNull(),
    familyName: text('family_name').notNull(),
    phoneCallingCode: text('phone_calling_code'),
    phoneNumber: text('phone_number'),
    roles: text('roles')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    status: text('status', { enum: ['active', 'unactivated', 'disabled'] })
      .notNull()
      .default('active'),
    /** When the person accepted the terms and conditions; null until they have. */
    termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true }),
    marketingOptIn: boolean('marketing_opt_in').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [uniqueIndex('users_email_key').on(table.email)],
);

/** A user's membership of one organisation: what the spec calls a profile. */
export const profiles = pgTable(
  'profiles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id),
    groups: text('groups')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    userTypes: text('user_types')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    access: jsonb('access').$type<AccessMap>().notNull().default({}),
    /** An invited profile is not usable (no sign-in, no principal) until its invite is accepted. */
    status: text('status', { enum: ['active', 'invited'] })
      .notNull()
      .default('active'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (table) => [
    // One live profile per user and organisation; removed ones stay as history.
    uniqueIndex('profiles_user_organisation_key')
      .on(table.userId, table.organisationId)
      .where(sql`${table.deletedAt} is null`),
    index('profiles_organisation_idx').on(table.organisationId),
  ],
);

export const businessUnits = pgTable(
  'business_units',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id),
    name: text('name').notNull(),
    type: text('type', { enum: ['farm', 'store', 'region'] }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('business_units_organisation_idx').on(table.organisationId)],
);

/** An organisation's own groups (teams), beside the built-in ones. */
export const groups = pgTable(
  'groups',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [uniqueIndex('groups_organisation_name_key').on(table.organisationId, sql`lower(${table.name})`)],
);

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

/** The business units a profile is limited to; none means all of the organisation's (platform §6). */
export const profileBusinessUnits = pgTable(
  'profile_business_units',
  {
    profileId: uuid('profile_id')
      .notNull()
      .references(() => profiles.id),
    businessUnitId: uuid('business_unit_id')
      .notNull()
      .references(() => businessUnits.id),
  },
  (table) => [
    primaryKey({ columns: [table.profileId, table.businessUnitId] }),
    index('profile_business_units_unit_idx').on(table.businessUnitId),
  ],
);

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

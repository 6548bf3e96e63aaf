import type { AccessMap } from '@harvest/domain';
import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

export const organisations = pgTable('organisations', {
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
});

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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('profiles_user_organisation_key').on(table.userId, table.organisationId),
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

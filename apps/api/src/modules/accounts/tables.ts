import {
  type AccessMap,
  type Address,
  type BankDetails,
  type Branding,
  type FarmDetails,
  type InvoiceSettings,
  type MarketingPreferences,
  type NotificationPreferences,
  type SignupPreferences,
  type Telephone,
  type UnitLocation,
} from '@harvest/domain';
import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { instant, requiredKey, rowId } from '../../platform/db/columns';

export const organisations = pgTable(
  'organisations',
  {
    id: rowId(),
    name: text('name').notNull(),
    countryIso: text('country_iso').notNull().default('GB'),
    vetted: boolean('vetted').notNull().default(false),
    modules: text('modules')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    companyNumber: text('company_number'),
    email: text('email'),
    phone: jsonb('phone').$type<Telephone>(),
    address: jsonb('address').$type<Address>(),
    bankDetails: jsonb('bank_details').$type<BankDetails>(),
    branding: jsonb('branding').$type<Branding>(),
    invoiceSettings: jsonb('invoice_settings').$type<InvoiceSettings>(),
    advancePay: boolean('advance_pay').notNull().default(false),
    /** Feature flags a system administrator changed for this organisation; the rest keep their defaults. */
    featureFlags: jsonb('feature_flags').$type<Record<string, boolean>>().notNull().default({}),
    vettedAt: instant('vetted_at'),
    createdAt: instant('created_at').notNull(),
    updatedAt: instant('updated_at').notNull(),
  },
  // One business of a name per country, however it is typed.
  (table) => [uniqueIndex('organisations_country_name_key').on(table.countryIso, sql`lower(${table.name})`)],
);

export const users = pgTable(
  'users',
  {
    id: rowId(),
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
    termsAcceptedAt: instant('terms_accepted_at'),
    marketingOptIn: boolean('marketing_opt_in').notNull().default(false),
    marketingPreferences: jsonb('marketing_preferences').$type<MarketingPreferences>().notNull().default({}),
    signupPreferences: jsonb('signup_preferences').$type<SignupPreferences>(),
    notificationPreferences: jsonb('notification_preferences').$type<NotificationPreferences>().notNull().default({}),
    pushToken: text('push_token'),
    /** The person's unit system per kind of measure (spec §9 defaults apply to kinds not chosen). */
    unitPreferences: jsonb('unit_preferences').$type<Record<string, string>>().notNull().default({}),
    /** A new address waiting for its owner to confirm it (POST /customers/users/verify-update). */
    pendingEmail: text('pending_email'),
    createdAt: instant('created_at').notNull(),
  },
  (table) => [uniqueIndex('users_email_key').on(table.email)],
);

/** A user's membership of one organisation: what the spec calls a profile. */
export const profiles = pgTable(
  'profiles',
  {
    id: rowId(),
    userId: requiredKey('user_id', () => users.id),
    organisationId: requiredKey('organisation_id', () => organisations.id),
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
    createdAt: instant('created_at').notNull(),
    deletedAt: instant('deleted_at'),
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
    id: rowId(),
    organisationId: requiredKey('organisation_id', () => organisations.id),
    name: text('name').notNull(),
    type: text('type', { enum: ['farm', 'store', 'region'] }).notNull(),
    companyNumber: text('company_number'),
    taxId: text('tax_id'),
    email: text('email'),
    phone: jsonb('phone').$type<Telephone>(),
    address: jsonb('address').$type<Address>(),
    farmDetails: jsonb('farm_details').$type<FarmDetails>(),
    /** Where the farm or store is on the map: coordinates and, optionally, what3words. */
    location: jsonb('location').$type<UnitLocation>(),
    createdAt: instant('created_at').notNull(),
    updatedAt: instant('updated_at'),
    /** Deleted units stay for the history of what referred to them. */
    deletedAt: instant('deleted_at'),
  },
  (table) => [index('business_units_organisation_idx').on(table.organisationId)],
);

/** The business units a profile is limited to; none means all of the organisation's (platform §6). */
export const profileBusinessUnits = pgTable(
  'profile_business_units',
  {
    profileId: requiredKey('profile_id', () => profiles.id),
    businessUnitId: requiredKey('business_unit_id', () => businessUnits.id),
  },
  (table) => [
    primaryKey({ columns: [table.profileId, table.businessUnitId] }),
    index('profile_business_units_unit_idx').on(table.businessUnitId),
  ],
);

import { z } from '../zod';
import { usernameSchema } from '../auth/auth-schemas';
import {
  NOTIFICATION_CHANNELS,
  NOTIFICATION_EVENT_KINDS,
  notificationPreferencesSchema,
} from './notification-preferences';
import { telephoneSchema } from './profile';
import { unitPreferencesSchema } from '../units/units';

const nameSchema = z.string().trim().min(1).max(100);
const accessSchema = z.record(z.string(), z.enum(['read', 'write']));

/**
 * PATCH /customers/users/{id}. Anyone may change their own name, phone, email (confirmed by a
 * link, POST /customers/users/verify-update), push token and notification preferences; only an
 * owner changes another member's groups, access and business units (platform §6).
 */
export const userPatchSchema = z.strictObject({
  givenName: nameSchema.optional(),
  familyName: nameSchema.optional(),
  phone: telephoneSchema.nullable().optional(),
  email: usernameSchema.pipe(z.email()).optional(),
  pushToken: z.string().max(512).nullable().optional(),
  notificationPreferences: notificationPreferencesSchema.optional(),
  groups: z.array(z.string().min(1).max(100)).optional(),
  access: accessSchema.optional(),
  /** No business units means access to all of the organisation's (platform §6). */
  businessUnitIds: z.array(z.uuid()).optional(),
});
export type UserPatch = z.infer<typeof userPatchSchema>;

/** Editing several team members at once: the same permissions for each (platform §6). */
export const bulkPermissionsSchema = z.strictObject({
  userIds: z.array(z.uuid()).min(1).max(100),
  groups: z.array(z.string().min(1).max(100)).optional(),
  access: accessSchema.optional(),
  businessUnitIds: z.array(z.uuid()).optional(),
});
export type BulkPermissions = z.infer<typeof bulkPermissionsSchema>;

/** POST /customers/users: add a member directly; they are emailed a link to set their password. */
export const userCreateSchema = z.object({
  email: usernameSchema.pipe(z.email()),
  givenName: nameSchema,
  familyName: nameSchema,
  phone: telephoneSchema.nullable().optional(),
  groups: z.array(z.string().min(1).max(100)).default([]),
  access: accessSchema.default({}),
  businessUnitIds: z.array(z.uuid()).default([]),
});

/** GET /customers/users/{id}/info: a member as the permissions modal edits them. */
export const userInfoSchema = z.object({
  userId: z.uuid(),
  profileId: z.uuid(),
  email: z.string(),
  givenName: z.string(),
  familyName: z.string(),
  name: z.string(),
  phone: telephoneSchema.nullable(),
  groups: z.array(z.string()),
  access: z.record(z.string(), z.string()),
  businessUnitIds: z.array(z.uuid()),
  status: z.enum(['active', 'invited', 'unactivated']),
  isOwner: z.boolean(),
  pendingEmail: z.string().nullable(),
});
export type UserInfo = z.infer<typeof userInfoSchema>;

/** How long the link confirming a new email address works. */
export const EMAIL_CHANGE_TTL_MS = 24 * 60 * 60 * 1000;

/** POST /customers/users/verify-update: the token from the confirmation link. */
export const verifyUpdateSchema = z.object({ token: z.string().min(1).max(512) });

/** POST /customers/users/lookup/telephone. */
export const telephoneLookupSchema = z.object({ phone: telephoneSchema });

/** GET /customers/security/roles. */
export const securityRolesSchema = z.object({ id: z.uuid(), roles: z.array(z.string()) });

/** POST /customers/users/accept-terms: the version of the terms accepted. */
export const acceptTermsSchema = z.object({ accepted: z.literal(true) });

/** The marketing-preferences screen: which channels may carry news and offers. */
const marketingPreferencesSchema = z.partialRecord(z.enum(NOTIFICATION_CHANNELS), z.boolean());
export type MarketingPreferences = z.infer<typeof marketingPreferencesSchema>;

/** The signup-preferences screen: what the person came to do, so the product opens at it. */
export const SIGNUP_INTERESTS = ['sell-grain', 'buy-grain', 'store-grain', 'manage-inventory', 'haulage'] as const;
export const signupPreferencesSchema = z.object({
  interests: z.array(z.enum(SIGNUP_INTERESTS)).min(1),
  hearAboutUs: z.string().trim().max(200).optional(),
});
export type SignupPreferences = z.infer<typeof signupPreferencesSchema>;

/** GET and PATCH /customers/users/me/preferences: the onboarding, notification and unit settings of oneself. */
export const userPreferencesSchema = z.object({
  termsAccepted: z.boolean(),
  marketing: marketingPreferencesSchema,
  signup: signupPreferencesSchema.nullable(),
  // As stored: without the input schema's de-duplicating transform, which a reply cannot encode.
  notifications: z.partialRecord(z.enum(NOTIFICATION_EVENT_KINDS), z.array(z.enum(NOTIFICATION_CHANNELS))),
  /** The unit system chosen per kind; kinds not chosen read `DEFAULT_UNIT_SYSTEMS` (`resolveUnitSystems`). */
  units: unitPreferencesSchema,
});
export type UserPreferences = z.infer<typeof userPreferencesSchema>;

/** PATCH /customers/users/me/preferences: only the parts sent change (channel maps merge key by key). */
export const userPreferencesPatchSchema = z.strictObject({
  marketing: marketingPreferencesSchema.optional(),
  signup: signupPreferencesSchema.optional(),
  notifications: notificationPreferencesSchema.optional(),
  /** Merged kind by kind into the stored choices. */
  units: unitPreferencesSchema.optional(),
});
export type UserPreferencesPatch = z.infer<typeof userPreferencesPatchSchema>;

import { z } from '../zod';

export const telephoneSchema = z.object({ callingCode: z.string(), number: z.string() });
export type Telephone = z.infer<typeof telephoneSchema>;

export const profileOrganisationSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  vetted: z.boolean(),
  countryISO: z.string(),
  modules: z.array(z.object({ id: z.string() })),
});

const businessUnitRefSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  type: z.enum(['farm', 'store', 'region']),
});

/** A user as a member of one organisation (platform §3). */
export const profileSchema = z.object({
  id: z.uuid(),
  userId: z.uuid(),
  email: z.string(),
  name: z.string(),
  givenName: z.string(),
  familyName: z.string(),
  phone: telephoneSchema.nullable(),
  groups: z.array(z.string()),
  roles: z.array(z.string()),
  access: z.record(z.string(), z.string()),
  organisation: profileOrganisationSchema,
  businessUnits: z.array(businessUnitRefSchema),
  countryISO: z.string(),
  pushToken: z.string().nullable(),
  userTypes: z.array(z.string()),
  settings: z.object({ terms: z.boolean() }),
});
export type Profile = z.infer<typeof profileSchema>;

/** What a profile card popover shows. */
export const profileCardSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  contactNumber: z.string().nullable(),
  avatar: z.object({ clientUrl: z.string() }).nullable(),
});
export type ProfileCard = z.infer<typeof profileCardSchema>;

export const organisationCardSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  countryISO: z.string(),
  vetted: z.boolean(),
  email: z.string().nullable(),
  contactNumber: z.string().nullable(),
  avatar: z.object({ clientUrl: z.string() }).nullable(),
});
export type OrganisationCard = z.infer<typeof organisationCardSchema>;

export const groupSchema = z.object({ id: z.string(), name: z.string() });
export type Group = z.infer<typeof groupSchema>;

import { z } from '../zod';
import { listQuerySchema } from '../platform/pagination';
import { profileOrganisationSchema } from './profile';

/** A member of an organisation as the business-accounts list shows them. */
const organisationMemberSchema = z.object({
  profileId: z.uuid(),
  userId: z.uuid(),
  name: z.string(),
  email: z.string(),
  groups: z.array(z.string()),
});
export type OrganisationMember = z.infer<typeof organisationMemberSchema>;

/** One row of GET /customers/organisations (system administrators' business accounts). */
export const organisationSummarySchema = profileOrganisationSchema.extend({
  members: z.array(organisationMemberSchema),
  /** Modules the organisation has asked to unlock and is waiting for (always sent by the API). */
  pendingModules: z.array(z.string()).optional(),
  /** When the business account was made (UTC ISO-8601). */
  createdAt: z.string(),
});
export type OrganisationSummary = z.infer<typeof organisationSummarySchema>;

/** The orders the business accounts list can be read in (name A to Z by default). */
export const ORGANISATION_SORTS = ['name', 'created', 'members', 'vetted'] as const;
export type OrganisationSort = (typeof ORGANISATION_SORTS)[number];

/**
 * `query` matches part of the organisation's name or of a member's email, in any case; `vetted` keeps only the vetted
 * (true) or unvetted (false) ones; `sortBy` and `sortDesc` order the whole list before it is paged.
 */
export const organisationListQuerySchema = listQuerySchema.extend({
  query: z.string().trim().max(200).optional(),
  vetted: z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .optional(),
  sortBy: z.enum(ORGANISATION_SORTS).default('name'),
  sortDesc: z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .default(false),
});
export type OrganisationListQuery = z.infer<typeof organisationListQuerySchema>;

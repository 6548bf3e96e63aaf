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
});
export type OrganisationSummary = z.infer<typeof organisationSummarySchema>;

/** `query` matches part of the organisation's name or of a member's email, in any case. */
export const organisationListQuerySchema = listQuerySchema.extend({
  query: z.string().trim().max(200).optional(),
});
export type OrganisationListQuery = z.infer<typeof organisationListQuerySchema>;

import { z } from '../zod';
import { listQuerySchema } from '../platform/pagination';
import { telephoneSchema } from './profile';

/** An active member has signed in; an invited one has not yet accepted their invitation. */
const TEAM_MEMBER_STATUSES = ['active', 'invited'] as const;

/**
 * One row of GET /customers/users (platform §7: limit 25, offset 0 by default): a member
 * of the acting organisation, for the team page (account.teams read).
 */
export const teamMemberSchema = z.object({
  profileId: z.uuid(),
  userId: z.uuid(),
  name: z.string(),
  email: z.string(),
  /** Group ids: the built-in ones and the organisation's own. */
  groups: z.array(z.string()),
  /** The permission map, as a profile's (an owner's is full access). */
  access: z.record(z.string(), z.string()),
  status: z.enum(TEAM_MEMBER_STATUSES),
  /** The units the member is limited to; none means all of the organisation's (platform §6). */
  businessUnitIds: z.array(z.uuid()),
  isOwner: z.boolean(),
  phone: telephoneSchema.nullable(),
});
export type TeamMember = z.infer<typeof teamMemberSchema>;

export const teamMemberListQuerySchema = listQuerySchema;
export type TeamMemberListQuery = z.infer<typeof teamMemberListQuerySchema>;

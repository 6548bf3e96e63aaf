import { inviteSchema } from '@harvest/domain';
import { apiGetQuery } from '../../../lib/api/api-query';
import { invitesQueryKey } from './accounts-query-keys';

/** GET /api/customers/invites: the acting organisation's invitations still waiting for an answer. */
export const invitesQuery = apiGetQuery({
  key: () => invitesQueryKey,
  path: () => '/customers/invites',
  schema: inviteSchema.array(),
});

export const useInvites = () => invitesQuery.useQuery();

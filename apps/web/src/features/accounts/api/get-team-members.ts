import { teamMemberSchema } from '@harvest/domain';
import { apiOffsetPageQuery } from '../../../lib/api/api-query';
import { teamMembersQueryKey } from './accounts-query-keys';

/** GET /api/customers/users: the acting organisation's members, one page of PAGE_SIZE_DEFAULT. */
export const teamMembersQuery = apiOffsetPageQuery({
  key: (offset) => [...teamMembersQueryKey, { offset }],
  path: '/customers/users',
  schema: teamMemberSchema.array(),
});

export const useTeamMembers = (offset: number) => teamMembersQuery.useQuery(offset);

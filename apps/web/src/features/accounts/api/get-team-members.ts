import { teamMemberSchema } from '@harvest/domain';
import { apiPageQuery } from '../../../lib/api/api-query';
import { teamMembersQueryKey } from './accounts-query-keys';

/** GET /api/customers/users: the acting organisation's members, one page of PAGE_SIZE_DEFAULT. */
export const teamMembersQuery = apiPageQuery({
  key: (offset: number) => [...teamMembersQueryKey, { offset }],
  path: '/customers/users',
  query: (offset) => ({ offset }),
  schema: teamMemberSchema.array(),
});

export const useTeamMembers = (offset: number) => teamMembersQuery.useQuery(offset);

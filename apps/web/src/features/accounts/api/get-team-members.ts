import { PAGE_SIZE_DEFAULT, teamMemberSchema, type Pagination, type TeamMember } from '@harvest/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/api-request';
import { teamMembersQueryKey } from './accounts-query-keys';

export interface TeamMembersPage {
  members: TeamMember[];
  pagination: Pagination | null;
}

const teamMembersSchema = teamMemberSchema.array();

/** GET /api/customers/users: the acting organisation's members, one page of PAGE_SIZE_DEFAULT. */
export async function getTeamMembers(offset: number, signal?: AbortSignal): Promise<TeamMembersPage> {
  const { data, pagination } = await apiRequest('GET', '/customers/users', {
    query: { offset, limit: PAGE_SIZE_DEFAULT },
    signal,
    schema: teamMembersSchema,
    auth: 'required',
  });
  return { members: data, pagination };
}

export function teamMembersQueryOptions(offset: number) {
  return queryOptions({
    queryKey: [...teamMembersQueryKey, { offset }],
    queryFn: ({ signal }) => getTeamMembers(offset, signal),
    placeholderData: keepPreviousData,
  });
}

export function useTeamMembers(offset: number) {
  return useQuery(teamMembersQueryOptions(offset));
}

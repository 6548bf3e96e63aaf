import { teamMemberSchema, type TeamMember } from '@harvest/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiPageFrom, type Page } from '../../../lib/api/api-data';
import { teamMembersQueryKey } from './accounts-query-keys';

const teamMembersSchema = teamMemberSchema.array();

/** GET /api/customers/users: the acting organisation's members, one page of PAGE_SIZE_DEFAULT. */
export function getTeamMembers(offset: number, signal?: AbortSignal): Promise<Page<TeamMember>> {
  return apiPageFrom('/customers/users', { offset }, { signal, schema: teamMembersSchema });
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

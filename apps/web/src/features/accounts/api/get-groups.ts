import { groupSchema, type Group } from '@harvest/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/api-request';
import { groupsQueryKey } from './accounts-query-keys';

const groupsSchema = groupSchema.array();

/** GET /api/auth/v1/group: the built-in groups and the organisation's own. */
export async function getGroups(signal?: AbortSignal): Promise<Group[]> {
  const { data } = await apiRequest('GET', '/auth/v1/group', { signal, schema: groupsSchema, auth: 'required' });
  return data;
}

export function groupsQueryOptions() {
  return queryOptions({
    queryKey: groupsQueryKey,
    queryFn: ({ signal }) => getGroups(signal),
    staleTime: 5 * 60_000,
  });
}

export function useGroups() {
  return useQuery(groupsQueryOptions());
}

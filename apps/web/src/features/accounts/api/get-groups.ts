import { groupSchema, type Group } from '@harvest/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiData } from '../../../lib/api/api-data';
import { groupsQueryKey } from './accounts-query-keys';

const groupsSchema = groupSchema.array();

/** GET /api/auth/v1/group: the built-in groups and the organisation's own. */
export function getGroups(signal?: AbortSignal): Promise<Group[]> {
  return apiData('GET', '/auth/v1/group', { signal, schema: groupsSchema });
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

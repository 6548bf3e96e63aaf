import { userInfoSchema, type UserInfo } from '@harvest/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiData } from '../../../lib/api/api-data';
import { userQueryKey } from './accounts-query-keys';

/** GET /api/customers/users/{userId}: one member as the permissions modal edits them. */
export function getUser(userId: string, signal?: AbortSignal): Promise<UserInfo> {
  return apiData('GET', `/customers/users/${encodeURIComponent(userId)}`, {
    schema: userInfoSchema,
    signal,
  });
}

export function userQueryOptions(userId: string) {
  return queryOptions({ queryKey: userQueryKey(userId), queryFn: ({ signal }) => getUser(userId, signal) });
}

/** No query while no member is chosen. */
export function useUser(userId: string | null) {
  return useQuery({ ...userQueryOptions(userId ?? ''), enabled: userId !== null });
}

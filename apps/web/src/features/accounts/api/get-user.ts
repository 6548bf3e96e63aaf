import { userInfoSchema, type UserInfo } from '@harvest/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/api-request';
import { userQueryKey } from './accounts-query-keys';

/** GET /api/customers/users/{userId}: one member as the permissions modal edits them. */
export async function getUser(userId: string, signal?: AbortSignal): Promise<UserInfo> {
  const { data } = await apiRequest('GET', `/customers/users/${encodeURIComponent(userId)}`, {
    schema: userInfoSchema,
    auth: 'required',
    signal,
  });
  return data;
}

export function userQueryOptions(userId: string) {
  return queryOptions({ queryKey: userQueryKey(userId), queryFn: ({ signal }) => getUser(userId, signal) });
}

/** No query while no member is chosen. */
export function useUser(userId: string | null) {
  return useQuery({ ...userQueryOptions(userId ?? ''), enabled: userId !== null });
}

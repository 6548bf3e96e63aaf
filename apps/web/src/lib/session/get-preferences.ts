import { userPreferencesSchema, type UserPreferences } from '@harvest/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../api/api-request';

/**
 * GET /api/customers/users/me/preferences: the caller's onboarding, marketing, notification and unit
 * choices. It lives beside the session, not in the accounts feature, because every page reads the
 * unit choices (`useUnits`); the accounts feature changes them.
 */
export async function getPreferences(signal?: AbortSignal): Promise<UserPreferences> {
  const { data } = await apiRequest('GET', '/customers/users/me/preferences', {
    schema: userPreferencesSchema,
    auth: 'required',
    signal,
  });
  return data;
}

export const preferencesQueryKey = ['accounts', 'me', 'preferences'] as const;

export function preferencesQueryOptions() {
  return queryOptions({ queryKey: preferencesQueryKey, queryFn: ({ signal }) => getPreferences(signal) });
}

export function usePreferences() {
  return useQuery(preferencesQueryOptions());
}

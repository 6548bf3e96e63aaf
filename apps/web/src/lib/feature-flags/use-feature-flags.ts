import { DEFAULT_FEATURE_FLAGS, featureFlagsSchema, type FeatureFlags } from '@harvest/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../api/api-request';
import { isAuthenticated } from '../session/session-selectors';
import { useSession } from '../session/use-session';

/** The cache key of the organisation's flags: the live events stream writes new flags here. */
export const FEATURE_FLAGS_QUERY_KEY = ['platform', 'feature-flags'] as const;

/** GET /api/sys/v1/feature-flags: the signed-in organisation's flag set. */
export function featureFlagsQueryOptions() {
  return queryOptions({
    queryKey: FEATURE_FLAGS_QUERY_KEY,
    queryFn: async ({ signal }) =>
      (await apiRequest('GET', '/sys/v1/feature-flags', { signal, schema: featureFlagsSchema, auth: 'required' })).data,
    staleTime: Infinity,
  });
}

/** The organisation's feature flags; the defaults while they load, when signed out or when the call fails. */
export function useFeatureFlags(): FeatureFlags {
  const session = useSession();
  const { data } = useQuery({ ...featureFlagsQueryOptions(), enabled: isAuthenticated(session) });
  return data ?? DEFAULT_FEATURE_FLAGS;
}

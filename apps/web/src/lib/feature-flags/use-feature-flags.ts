import { DEFAULT_FEATURE_FLAGS, featureFlagsSchema, type FeatureFlags } from '@harvest/domain';
import { apiGetQuery } from '../api/api-query';
import { isAuthenticated } from '../session/session-selectors';
import { useSession } from '../session/use-session';

/** The cache key of the organisation's flags: the live events stream writes new flags here. */
export const FEATURE_FLAGS_QUERY_KEY = ['platform', 'feature-flags'] as const;

/** GET /api/sys/v1/feature-flags: the signed-in organisation's flag set. */
export const featureFlagsQuery = apiGetQuery({
  key: () => FEATURE_FLAGS_QUERY_KEY,
  path: () => '/sys/v1/feature-flags',
  schema: featureFlagsSchema,
  staleTime: Infinity,
});

/** The organisation's feature flags; the defaults while they load, when signed out or when the call fails. */
export function useFeatureFlags(): FeatureFlags {
  const session = useSession();
  const { data } = featureFlagsQuery.useQuery(undefined, { enabled: isAuthenticated(session) });
  return data ?? DEFAULT_FEATURE_FLAGS;
}

import { analyticsFlagsChanged, featureFlagsSchema, type FeatureFlags } from '@harvest/domain';
import type { QueryClient } from '@tanstack/react-query';
import { FEATURE_FLAGS_QUERY_KEY } from '../feature-flags/use-feature-flags';

function flagsIn(queryClient: QueryClient): FeatureFlags | null {
  const parsed = featureFlagsSchema.safeParse(queryClient.getQueryData(FEATURE_FLAGS_QUERY_KEY));
  return parsed.success ? parsed.data : null;
}

/**
 * Spec platform §9: the page reloads if the analytics flag set changes. The flags the page
 * started with (the first it saw) are compared with every new set in the query cache, which
 * the live-events stream replaces; the analytics set differing reloads, so every provider
 * starts again from the new flags. Signing out forgets the start (the next person's flags are
 * their own start, not a change). Answers the clean-up.
 */
export function reloadOnAnalyticsFlagsChange(
  queryClient: QueryClient,
  reload: () => void = () => window.location.reload(),
): () => void {
  let atStart = flagsIn(queryClient);
  return queryClient.getQueryCache().subscribe((event) => {
    if (JSON.stringify(event.query.queryKey) !== JSON.stringify(FEATURE_FLAGS_QUERY_KEY)) return;
    if (event.type === 'removed') {
      atStart = null;
      return;
    }
    if (event.type !== 'updated') return;
    const now = flagsIn(queryClient);
    if (!now) return;
    if (!atStart) {
      atStart = now;
      return;
    }
    if (analyticsFlagsChanged(atStart, now)) {
      atStart = now;
      reload();
    }
  });
}

import { featureFlagsSchema } from '@harvest/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { FEATURE_FLAGS_QUERY_KEY } from '../feature-flags/use-feature-flags';
import { isAuthenticated } from '../session/session-selectors';
import { useSession } from '../session/use-session';
import { connectLiveEvents, onLiveEvent, publishLiveEvent } from './live-events';

/**
 * Keeps one live events connection for a signed-in tab (mounted once, by the app root), and
 * opens a new one when the acting organisation or impersonation changes; sign-out stops it.
 * New feature flags replace the cached ones; other events go to their listeners.
 */
export function useLiveEvents(): void {
  const session = useSession();
  const queryClient = useQueryClient();
  const signedIn = isAuthenticated(session);
  const organisationId = session.selectedOrganisation?.id ?? null;
  const impersonationToken = session.impersonation?.token ?? null;

  useEffect(
    () =>
      onLiveEvent('feature-flags', (data) => {
        const flags = featureFlagsSchema.safeParse(data);
        if (flags.success) queryClient.setQueryData(FEATURE_FLAGS_QUERY_KEY, flags.data);
      }),
    [queryClient],
  );

  useEffect(() => {
    if (!signedIn) return;
    return connectLiveEvents({ onEvent: publishLiveEvent });
  }, [signedIn, organisationId, impersonationToken]);
}

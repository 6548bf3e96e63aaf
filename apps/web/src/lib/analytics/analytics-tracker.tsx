import type { AnalyticsEvent, AnalyticsProviderName } from '@harvest/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useLocation } from 'react-router';
import { apiRequest } from '../api/api-request';
import { useClientConfig } from '../client-config/use-client-config';
import { useFeatureFlags } from '../feature-flags/use-feature-flags';
import { isAuthenticated, isImpersonating } from '../session/session-selectors';
import { useSession } from '../session/use-session';
import { sessionStore } from '../storage/session-store';
import { reloadOnAnalyticsFlagsChange } from './analytics-flags';
import { noopAnalyticsProvider, type AnalyticsProvider } from './analytics-provider';
import { chooseAnalyticsProvider } from './choose-provider';
import { createFirstPartyProvider } from './first-party-provider';

export const ANALYTICS_EVENTS_PATH = '/analytics/v1/events';

function createProvider(name: AnalyticsProviderName): AnalyticsProvider {
  if (name === 'none') return noopAnalyticsProvider;
  return createFirstPartyProvider({
    send: async (events, { keepalive }) => {
      // Signed out since they were gathered: the API takes events only from someone signed in.
      if (!isAuthenticated(sessionStore.getSnapshot())) return;
      await apiRequest('POST', ANALYTICS_EVENTS_PATH, { body: events, keepalive });
    },
    warn: (message, error) => console.warn(message, error),
  });
}

/** A page view: the path only, since query strings can carry search terms and tokens. */
export function pageView(pathname: string, now: Date): AnalyticsEvent {
  return { name: 'page_view', occurredAt: now.toISOString(), path: pathname.slice(0, 500) };
}

/**
 * Usage analytics (spec platform §9): picks the provider from the environment's configuration
 * and the organisation's analytics flag, tracks a page view on every route change, and reloads
 * the page when the analytics flag set changes while it is open. Renders nothing.
 */
export function AnalyticsTracker() {
  const queryClient = useQueryClient();
  const session = useSession();
  const flags = useFeatureFlags();
  const signedInAsThemselves = isAuthenticated(session) && !isImpersonating(session);
  // Only people signed in as themselves send events, so nobody else needs the configuration.
  const { data: config } = useClientConfig({ enabled: signedInAsThemselves });
  const { pathname } = useLocation();
  const name = chooseAnalyticsProvider(config, flags, signedInAsThemselves);
  const provider = useMemo(() => createProvider(name), [name]);

  useEffect(() => {
    const stop = provider.start();
    return () => {
      stop();
      // Whatever was gathered under the provider being replaced still goes out.
      void provider.flush({ keepalive: true });
    };
  }, [provider]);

  useEffect(() => {
    provider.track(pageView(pathname, new Date()));
  }, [provider, pathname]);

  useEffect(() => reloadOnAnalyticsFlagsChange(queryClient), [queryClient]);

  return null;
}

import { coreConfigSchema, type CoreConfig } from '@harvest/domain';
import { queryOptions, useQuery, type UseQueryResult } from '@tanstack/react-query';
import { isApiError } from '../api/api-error';
import { apiRequest } from '../api/api-request';
import { isAuthenticated } from '../session/session-selectors';
import { useSession } from '../session/use-session';
import type { SessionState } from '../storage/session-store';

/** Spec §9: the default country is GB. */
const DEFAULT_COUNTRY_ISO = 'GB';

/** What the cache holds: the config and the ETag it came with, to ask next time whether it is still current. */
export interface HeldCoreConfig {
  config: CoreConfig;
  etag: string | null;
}

/**
 * The country whose config applies: the impersonated organisation's while impersonating, else the acting
 * organisation's.
 */
export function coreConfigCountryOf(state: SessionState): string {
  return state.impersonation?.countryISO ?? state.profile?.organisation.countryISO ?? DEFAULT_COUNTRY_ISO;
}

/**
 * Keyed by the country and the impersonation, so starting or ending an impersonation is a new entry that
 * loads afresh rather than showing the administrator's own organisation's config.
 */
export function coreConfigQueryKey(countryISO: string, impersonationId: string | null) {
  return ['reference', 'core-config', countryISO, impersonationId] as const;
}

/**
 * GET /api/system/config/{countryISO}. The config changes only with a deploy, so it is fresh for the visit;
 * when it is fetched again (a reload, an invalidation) the ETag held goes with it as If-None-Match, and a 304
 * keeps what is held.
 */
export function coreConfigQueryOptions(countryISO: string, impersonationId: string | null) {
  return queryOptions({
    queryKey: coreConfigQueryKey(countryISO, impersonationId),
    queryFn: async ({ signal, client, queryKey }): Promise<HeldCoreConfig> => {
      const held = client.getQueryData<HeldCoreConfig>(queryKey);
      try {
        const reply = await apiRequest('GET', `/system/config/${encodeURIComponent(countryISO)}`, {
          signal,
          schema: coreConfigSchema,
          auth: 'required',
          headers: held?.etag ? { 'if-none-match': held.etag } : {},
        });
        return { config: reply.data, etag: reply.headers.get('etag') };
      } catch (error) {
        if (held && isApiError(error) && error.status === 304) return held;
        throw error;
      }
    },
    staleTime: Infinity,
  });
}

/** The core config of the country the app acts for (see coreConfigCountryOf); loads once signed in. */
export function useCoreConfig(): UseQueryResult<CoreConfig> {
  const session = useSession();
  const countryISO = coreConfigCountryOf(session);
  const impersonationId = session.impersonation?.id ?? null;
  return useQuery({
    ...coreConfigQueryOptions(countryISO, impersonationId),
    enabled: isAuthenticated(session),
    select: (held) => held.config,
  });
}

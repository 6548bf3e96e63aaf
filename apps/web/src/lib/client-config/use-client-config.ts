import { clientConfigSchema, type ClientConfig } from '@harvest/domain';
import { queryOptions, useQuery, type UseQueryResult } from '@tanstack/react-query';
import { apiRequest } from '../api/api-request';

export const CLIENT_CONFIG_QUERY_KEY = ['platform', 'client-config'] as const;

/**
 * GET /api/sys/v1/config (public): the environment, whether it sends analytics and the map's
 * tile source. It changes only with a deploy, so one fetch serves the whole visit.
 */
export function clientConfigQueryOptions() {
  return queryOptions({
    queryKey: CLIENT_CONFIG_QUERY_KEY,
    queryFn: async ({ signal }) =>
      (await apiRequest('GET', '/sys/v1/config', { signal, schema: clientConfigSchema, auth: 'none' })).data,
    staleTime: Infinity,
  });
}

interface UseClientConfigOptions {
  /** False holds the request back (the analytics tracker asks only for someone who sends events). */
  enabled?: boolean;
}

/** The client configuration, shared by every user of it through one cached query. */
export function useClientConfig({ enabled = true }: UseClientConfigOptions = {}): UseQueryResult<ClientConfig> {
  return useQuery({ ...clientConfigQueryOptions(), enabled });
}

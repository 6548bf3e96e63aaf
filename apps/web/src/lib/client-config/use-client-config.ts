import { clientConfigSchema, type ClientConfig } from '@harvest/domain';
import type { UseQueryResult } from '@tanstack/react-query';
import { apiGetQuery } from '../api/api-query';

export const CLIENT_CONFIG_QUERY_KEY = ['platform', 'client-config'] as const;

/**
 * GET /api/sys/v1/config (public): the environment, whether it sends analytics and the map's
 * tile source. It changes only with a deploy, so one fetch serves the whole visit.
 */
export const clientConfigQuery = apiGetQuery({
  key: () => CLIENT_CONFIG_QUERY_KEY,
  path: () => '/sys/v1/config',
  schema: clientConfigSchema,
  auth: 'none',
  staleTime: Infinity,
});

interface UseClientConfigOptions {
  /** False holds the request back (the analytics tracker asks only for someone who sends events). */
  enabled?: boolean;
}

/** The client configuration, shared by every user of it through one cached query. */
export function useClientConfig({ enabled = true }: UseClientConfigOptions = {}): UseQueryResult<ClientConfig> {
  return clientConfigQuery.useQuery(undefined, { enabled });
}

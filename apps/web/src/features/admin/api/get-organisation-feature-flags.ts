import { featureFlagsSchema, type FeatureFlags } from '@harvest/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiData } from '../../../lib/api/api-data';
import { featureFlagsQueryKey } from './admin-query-keys';

/** GET /api/admin/organisations/{id}/feature-flags (system administrators). */
export function getOrganisationFeatureFlags(organisationId: string, signal?: AbortSignal): Promise<FeatureFlags> {
  return apiData('GET', `/admin/organisations/${encodeURIComponent(organisationId)}/feature-flags`, {
    signal,
    schema: featureFlagsSchema,
  });
}

export function organisationFeatureFlagsQueryOptions(organisationId: string) {
  return queryOptions({
    queryKey: featureFlagsQueryKey(organisationId),
    queryFn: ({ signal }) => getOrganisationFeatureFlags(organisationId, signal),
  });
}

export function useOrganisationFeatureFlags(organisationId: string, enabled: boolean) {
  return useQuery({ ...organisationFeatureFlagsQueryOptions(organisationId), enabled });
}

import { featureFlagsSchema, type FeatureFlags } from '@harvest/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/api-request';
import { featureFlagsQueryKey } from './admin-query-keys';

/** GET /api/admin/organisations/{id}/feature-flags (system administrators). */
export async function getOrganisationFeatureFlags(organisationId: string, signal?: AbortSignal): Promise<FeatureFlags> {
  const { data } = await apiRequest('GET', `/admin/organisations/${encodeURIComponent(organisationId)}/feature-flags`, {
    signal,
    schema: featureFlagsSchema,
    auth: 'required',
  });
  return data;
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

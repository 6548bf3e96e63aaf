import { featureFlagsSchema, type FeatureFlags, type FeatureFlagsUpdate } from '@harvest/domain';
import { apiData } from '../../../lib/api/api-data';
import { useCachingMutation } from '../../../lib/api/use-caching-mutation';
import { featureFlagsQueryKey } from './admin-query-keys';

/** PATCH /api/admin/organisations/{id}/feature-flags: only the flags named change; open pages hear of it live. */
export function updateOrganisationFeatureFlags(
  organisationId: string,
  patch: FeatureFlagsUpdate,
): Promise<FeatureFlags> {
  return apiData('PATCH', `/admin/organisations/${encodeURIComponent(organisationId)}/feature-flags`, {
    body: patch,
    schema: featureFlagsSchema,
  });
}

export const useUpdateOrganisationFeatureFlags = (organisationId: string) =>
  useCachingMutation(featureFlagsQueryKey(organisationId), (patch: FeatureFlagsUpdate) =>
    updateOrganisationFeatureFlags(organisationId, patch),
  );

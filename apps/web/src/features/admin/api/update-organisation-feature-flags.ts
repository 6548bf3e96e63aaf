import { featureFlagsSchema, type FeatureFlags, type FeatureFlagsUpdate } from '@harvest/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/api-request';
import { featureFlagsQueryKey } from './admin-query-keys';

/** PATCH /api/admin/organisations/{id}/feature-flags: only the flags named change; open pages hear of it live. */
export async function updateOrganisationFeatureFlags(
  organisationId: string,
  patch: FeatureFlagsUpdate,
): Promise<FeatureFlags> {
  const { data } = await apiRequest(
    'PATCH',
    `/admin/organisations/${encodeURIComponent(organisationId)}/feature-flags`,
    {
      body: patch,
      schema: featureFlagsSchema,
      auth: 'required',
    },
  );
  return data;
}

export function useUpdateOrganisationFeatureFlags(organisationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patch: FeatureFlagsUpdate) => updateOrganisationFeatureFlags(organisationId, patch),
    onSuccess: (flags) => queryClient.setQueryData(featureFlagsQueryKey(organisationId), flags),
  });
}

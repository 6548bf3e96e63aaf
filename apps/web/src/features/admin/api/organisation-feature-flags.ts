import { featureFlagsSchema, type FeatureFlags, type FeatureFlagsUpdate } from '@harvest/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/api-request';

const flagsKey = (organisationId: string) => ['admin', 'feature-flags', organisationId] as const;
const flagsPath = (organisationId: string) =>
  `/admin/organisations/${encodeURIComponent(organisationId)}/feature-flags`;

/** GET /api/admin/organisations/{id}/feature-flags (system administrators). */
export function organisationFeatureFlagsQueryOptions(organisationId: string) {
  return queryOptions({
    queryKey: flagsKey(organisationId),
    queryFn: async ({ signal }) =>
      (await apiRequest('GET', flagsPath(organisationId), { signal, schema: featureFlagsSchema, auth: 'required' }))
        .data,
  });
}

export function useOrganisationFeatureFlags(organisationId: string, enabled: boolean) {
  return useQuery({ ...organisationFeatureFlagsQueryOptions(organisationId), enabled });
}

/** PATCH /api/admin/organisations/{id}/feature-flags: only the flags named change; open pages hear of it live. */
export function useUpdateOrganisationFeatureFlags(organisationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (patch: FeatureFlagsUpdate): Promise<FeatureFlags> =>
      (
        await apiRequest('PATCH', flagsPath(organisationId), {
          body: patch,
          schema: featureFlagsSchema,
          auth: 'required',
        })
      ).data,
    onSuccess: (flags) => queryClient.setQueryData(flagsKey(organisationId), flags),
  });
}

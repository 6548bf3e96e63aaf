import { featureFlagsSchema } from '@harvest/domain';
import { apiGetQuery } from '../../../lib/api/api-query';
import { featureFlagsQueryKey } from './admin-query-keys';

/** GET /api/admin/organisations/{id}/feature-flags (system administrators). */
export const organisationFeatureFlagsQuery = apiGetQuery({
  key: featureFlagsQueryKey,
  path: (organisationId: string) => `/admin/organisations/${encodeURIComponent(organisationId)}/feature-flags`,
  schema: featureFlagsSchema,
});

export const useOrganisationFeatureFlags = (organisationId: string, enabled: boolean) =>
  organisationFeatureFlagsQuery.useQuery(organisationId, { enabled });

import { moduleUnlockSchema } from '@harvest/domain';
import { apiGetQuery } from '../../../lib/api/api-query';
import { moduleUnlocksQueryKey } from './accounts-query-keys';

/** GET /api/customers/organisations/{id}/modules/unlock: the organisation's upgrade requests. */
export const moduleUnlocksQuery = apiGetQuery({
  key: moduleUnlocksQueryKey,
  path: (organisationId: string) => `/customers/organisations/${encodeURIComponent(organisationId)}/modules/unlock`,
  schema: moduleUnlockSchema.array(),
});

export const useModuleUnlocks = (organisationId: string) => moduleUnlocksQuery.useQuery(organisationId);

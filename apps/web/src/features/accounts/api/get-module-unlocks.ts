import { moduleUnlockSchema, type ModuleUnlock } from '@harvest/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiData } from '../../../lib/api/api-data';
import { moduleUnlocksQueryKey } from './accounts-query-keys';

const unlocksSchema = moduleUnlockSchema.array();

/** GET /api/customers/organisations/{id}/modules/unlock: the organisation's upgrade requests. */
export function getModuleUnlocks(organisationId: string, signal?: AbortSignal): Promise<ModuleUnlock[]> {
  return apiData('GET', `/customers/organisations/${encodeURIComponent(organisationId)}/modules/unlock`, {
    schema: unlocksSchema,
    signal,
  });
}

export function moduleUnlocksQueryOptions(organisationId: string) {
  return queryOptions({
    queryKey: moduleUnlocksQueryKey(organisationId),
    queryFn: ({ signal }) => getModuleUnlocks(organisationId, signal),
  });
}

export function useModuleUnlocks(organisationId: string) {
  return useQuery(moduleUnlocksQueryOptions(organisationId));
}

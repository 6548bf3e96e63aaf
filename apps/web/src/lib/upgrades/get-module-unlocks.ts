import { moduleUnlockSchema } from '@harvest/domain';
import { apiGetQuery } from '../api/api-query';

/**
 * Under the accounts key, as the business's other queries: a change to the business refreshes it, and the offline
 * state keeps it with the organisation (lib/offline/offline-state.ts reads the key's second part).
 */
export const moduleUnlocksQueryKey = (organisationId: string) =>
  ['accounts', 'module-unlocks', organisationId] as const;

/**
 * GET /api/customers/organisations/{id}/modules/unlock: the organisation's upgrade requests. Shared by business setup
 * and the locks of the upgrade modules' own pages (the market insights lock).
 */
export const moduleUnlocksQuery = apiGetQuery({
  key: moduleUnlocksQueryKey,
  path: (organisationId: string) => `/customers/organisations/${encodeURIComponent(organisationId)}/modules/unlock`,
  schema: moduleUnlockSchema.array(),
});

export const useModuleUnlocks = (organisationId: string, options?: { enabled?: boolean }) =>
  moduleUnlocksQuery.useQuery(organisationId, options);

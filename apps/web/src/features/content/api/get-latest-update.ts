import { latestUpdateContentSchema } from '@harvest/domain';
import { apiGetQuery } from '../../../lib/api/api-query';
import { latestUpdateQueryKey } from './content-query-keys';

/**
 * GET /api/content/v1/latest-updates/latest: the newest published update for the caller, or null. The key names the
 * acting profile, as the answer depends on its user types.
 */
export const latestUpdateQuery = apiGetQuery({
  key: latestUpdateQueryKey,
  path: (_profileId: string) => '/content/v1/latest-updates/latest',
  schema: latestUpdateContentSchema.nullable(),
  // One look per visit is enough: an article published meanwhile shows on the next one.
  staleTime: Infinity,
});

export const useLatestUpdate = (profileId: string, enabled: boolean) =>
  latestUpdateQuery.useQuery(profileId, { enabled });

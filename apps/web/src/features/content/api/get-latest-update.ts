import { latestUpdateContentSchema } from '@harvest/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiData } from '../../../lib/api/api-data';
import { latestUpdateQueryKey } from './content-query-keys';

/** GET /api/content/v1/latest-updates/latest: the newest published update for the caller, or null. */
export function getLatestUpdate(signal?: AbortSignal) {
  return apiData('GET', '/content/v1/latest-updates/latest', {
    signal,
    schema: latestUpdateContentSchema.nullable(),
  });
}

export function useLatestUpdate(profileId: string, enabled: boolean) {
  return useQuery(
    queryOptions({
      queryKey: latestUpdateQueryKey(profileId),
      queryFn: ({ signal }) => getLatestUpdate(signal),
      enabled,
      // One look per visit is enough: an article published meanwhile shows on the next one.
      staleTime: Infinity,
    }),
  );
}

import { logisticsSearchPath, loadsSearchReplySchema } from '@harvest/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/api-request';
import { log } from '../../../lib/logging/log';
import { loadsSearchQueryKey } from './loads-query-keys';

/**
 * GET /api/search/logistics/loads?{query}: a page of the organiser's loads and the loads of jobs given to the
 * carrier, with the facets counted within the other filters. The previous page stays on screen while the next loads.
 */
export function useLoadsSearch(query: string) {
  return useQuery({
    queryKey: loadsSearchQueryKey(query),
    queryFn: async ({ signal }) => {
      try {
        return await apiRequest('GET', `${logisticsSearchPath('loads')}${query ? `?${query}` : ''}`, {
          schema: loadsSearchReplySchema,
          auth: 'required',
          signal,
        });
      } catch (error) {
        if (!signal.aborted) {
          log.error('Loads search failed', { message: error instanceof Error ? error.message : String(error) }, [
            'api',
          ]);
        }
        throw error;
      }
    },
    placeholderData: keepPreviousData,
  });
}

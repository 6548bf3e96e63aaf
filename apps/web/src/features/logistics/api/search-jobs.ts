import { logisticsSearchPath, jobsSearchReplySchema } from '@harvest/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/api-request';
import { jobsSearchQueryKey } from './jobs-query-keys';

/**
 * GET /api/search/logistics/jobs?{query}: a page of the business's jobs (organised, or given to it) with the facets
 * counted within the other filters. The previous page stays on screen while the next loads.
 */
export function useJobsSearch(query: string) {
  return useQuery({
    queryKey: jobsSearchQueryKey(query),
    queryFn: ({ signal }) =>
      apiRequest('GET', `${logisticsSearchPath('jobs')}${query ? `?${query}` : ''}`, {
        schema: jobsSearchReplySchema,
        auth: 'required',
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

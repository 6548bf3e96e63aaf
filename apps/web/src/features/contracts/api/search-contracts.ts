import { contractViewSchema, searchReplySchema, tradingSearchPath } from '@harvest/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/api-request';
import { log } from '../../../lib/logging/log';
import { contractsSearchQueryKey } from './contracts-query-keys';

const contractsSearchReplySchema = searchReplySchema(contractViewSchema);

/**
 * GET /api/search/trading/contracts?{query} (trading.contracts read): a page of the business's contracts, as seller
 * or buyer, with the facets counted within the other filters. The previous page stays on screen while the next loads.
 */
export function useContractsSearch(query: string) {
  return useQuery({
    queryKey: contractsSearchQueryKey(query),
    queryFn: async ({ signal }) => {
      try {
        return await apiRequest('GET', `${tradingSearchPath('contracts')}${query ? `?${query}` : ''}`, {
          schema: contractsSearchReplySchema,
          auth: 'required',
          signal,
        });
      } catch (error) {
        if (!signal.aborted) {
          log.error('Contracts search failed', { message: error instanceof Error ? error.message : String(error) }, [
            'api',
          ]);
        }
        throw error;
      }
    },
    placeholderData: keepPreviousData,
  });
}

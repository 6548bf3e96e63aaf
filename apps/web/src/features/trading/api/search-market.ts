import { marketSearchReplySchema, tradingSearchPath } from '@harvest/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/api-request';
import { log } from '../../../lib/logging/log';
import { marketQueryKey } from './trading-query-keys';

/**
 * GET /api/search/trading/market?{query}: a page of the listings open for offers, sorted, filtered and counted by
 * the server; the page's own query string (filters, sort, site, page) is the search's.
 */
export function useMarketSearch(query: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    enabled,
    queryKey: [...marketQueryKey, 'search', query],
    queryFn: async ({ signal }) => {
      try {
        return await apiRequest('GET', `${tradingSearchPath('market')}${query ? `?${query}` : ''}`, {
          schema: marketSearchReplySchema,
          auth: 'required',
          signal,
        });
      } catch (error) {
        if (!signal.aborted) {
          log.error('Market search failed', { message: error instanceof Error ? error.message : String(error) }, [
            'api',
          ]);
        }
        throw error;
      }
    },
    placeholderData: keepPreviousData,
  });
}

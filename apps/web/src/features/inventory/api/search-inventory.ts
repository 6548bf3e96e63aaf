import { inventorySearchPath, inventorySearchReplySchema, type InventorySearchAlias } from '@harvest/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { isApiError } from '../../../lib/api/api-error';
import { apiRequest } from '../../../lib/api/api-request';
import { log } from '../../../lib/logging/log';
import { inventorySearchQueryKey } from './inventory-query-keys';

/** The address flag that marks the one reload after a search answered 404 (spec §8). */
export const SEARCH_RETRY_FLAG = 'retry';

/**
 * Spec §8: a search that answers 404 clears the saved path and reloads the page once with a retry flag in the
 * address; with the flag already there it does not reload again. Other search errors are logged only.
 */
export function onSearchFailure(error: unknown, location: Pick<Location, 'href' | 'replace'>): void {
  if (isApiError(error) && error.status === 404) {
    const url = new URL(location.href);
    if (url.searchParams.has(SEARCH_RETRY_FLAG)) return;
    url.searchParams.set(SEARCH_RETRY_FLAG, '1');
    location.replace(url.toString());
    return;
  }
  log.error('Search failed', { message: error instanceof Error ? error.message : String(error) }, ['api']);
}

/** GET /api/search/inventory/{alias}?{query}: the page's own query string is the search's. */
export function useInventorySearch(alias: InventorySearchAlias, query: string) {
  return useQuery({
    queryKey: inventorySearchQueryKey(alias, query),
    queryFn: async ({ signal }) => {
      try {
        return await apiRequest('GET', `${inventorySearchPath(alias)}${query ? `?${query}` : ''}`, {
          schema: inventorySearchReplySchema,
          auth: 'required',
          signal,
        });
      } catch (error) {
        if (!signal.aborted) onSearchFailure(error, window.location);
        throw error;
      }
    },
    placeholderData: keepPreviousData,
  });
}

import { marketListingSchema, type MarketListing } from '@harvest/domain';
import { useQuery } from '@tanstack/react-query';
import { apiData } from '../../../lib/api/api-data';
import { listingQueryKey } from './trading-query-keys';

/** GET /api/trading/listings/{id} as a buyer sees it: no target price, no seller name when anonymous. */
export function getMarketListing(id: string, signal?: AbortSignal): Promise<MarketListing> {
  return apiData('GET', `/trading/listings/${encodeURIComponent(id)}`, { schema: marketListingSchema, signal });
}

export function useMarketListing(id: string | null) {
  return useQuery({
    queryKey: listingQueryKey(id ?? ''),
    queryFn: ({ signal }) => getMarketListing(id ?? '', signal),
    enabled: Boolean(id),
  });
}

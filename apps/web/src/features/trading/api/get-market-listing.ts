import { marketListingSchema, type MarketListing } from '@harvest/domain';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/api-request';
import { listingQueryKey } from './trading-query-keys';

/** GET /api/trading/listings/{id} as a buyer sees it: no target price, no seller name when anonymous. */
export async function getMarketListing(id: string, signal?: AbortSignal): Promise<MarketListing> {
  const { data } = await apiRequest('GET', `/trading/listings/${encodeURIComponent(id)}`, {
    schema: marketListingSchema,
    auth: 'required',
    signal,
  });
  return data;
}

export function useMarketListing(id: string | null) {
  return useQuery({
    queryKey: listingQueryKey(id ?? ''),
    queryFn: ({ signal }) => getMarketListing(id ?? '', signal),
    enabled: Boolean(id),
  });
}

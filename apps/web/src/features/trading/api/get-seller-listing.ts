import { sellerListingSchema, type SellerListing } from '@harvest/domain';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/api-request';
import { TRADING_QUERY_KEY } from './trading-query-keys';

/** The seller's own view is another shape than a buyer's, so it is cached under its own key. */
export const sellerListingQueryKey = (id: string) => [...TRADING_QUERY_KEY, 'seller-listing', id] as const;

/** GET /api/trading/listings/{id} as its seller sees it: everything, the internal target price included. */
export async function getSellerListing(id: string, signal?: AbortSignal): Promise<SellerListing> {
  const { data } = await apiRequest('GET', `/trading/listings/${encodeURIComponent(id)}`, {
    schema: sellerListingSchema,
    auth: 'required',
    signal,
  });
  return data;
}

export function useSellerListing(id: string | null) {
  return useQuery({
    queryKey: sellerListingQueryKey(id ?? ''),
    queryFn: ({ signal }) => getSellerListing(id ?? '', signal),
    enabled: Boolean(id),
  });
}

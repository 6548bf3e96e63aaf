import { sellerListingSchema, type SellerListing } from '@harvest/domain';
import { useQuery } from '@tanstack/react-query';
import { apiData } from '../../../lib/api/api-data';
import { sellerListingQueryKey } from './trading-query-keys';

/** GET /api/trading/listings/{id} as its seller sees it: everything, the internal target price included. */
export function getSellerListing(id: string, signal?: AbortSignal): Promise<SellerListing> {
  return apiData('GET', `/trading/listings/${encodeURIComponent(id)}`, { schema: sellerListingSchema, signal });
}

export function useSellerListing(id: string | null) {
  return useQuery({
    queryKey: sellerListingQueryKey(id ?? ''),
    queryFn: ({ signal }) => getSellerListing(id ?? '', signal),
    enabled: Boolean(id),
  });
}

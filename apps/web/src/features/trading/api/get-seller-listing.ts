import { sellerListingSchema, type SellerListing } from '@harvest/domain';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/api-request';
import { sellerListingQueryKey } from './trading-query-keys';

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

import { bidViewSchema, type BidView } from '@harvest/domain';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/api-request';
import { listingBidsQueryKey } from './trading-query-keys';

/** GET /api/trading/listings/{id}/bids: the offers on one of the seller's listings, buyer named, with any trade. */
export async function getListingBids(listingId: string, signal?: AbortSignal): Promise<BidView[]> {
  const { data } = await apiRequest('GET', `/trading/listings/${encodeURIComponent(listingId)}/bids`, {
    schema: bidViewSchema.array(),
    auth: 'required',
    signal,
  });
  return data;
}

export function useListingBids(listingId: string) {
  return useQuery({
    queryKey: listingBidsQueryKey(listingId),
    queryFn: ({ signal }) => getListingBids(listingId, signal),
  });
}

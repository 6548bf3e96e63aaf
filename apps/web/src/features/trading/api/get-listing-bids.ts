import { bidViewSchema, type BidView } from '@harvest/domain';
import { useQuery } from '@tanstack/react-query';
import { apiData } from '../../../lib/api/api-data';
import { listingBidsQueryKey } from './trading-query-keys';

/** GET /api/trading/listings/{id}/bids: the offers on one of the seller's listings, buyer named, with any trade. */
export function getListingBids(listingId: string, signal?: AbortSignal): Promise<BidView[]> {
  return apiData('GET', `/trading/listings/${encodeURIComponent(listingId)}/bids`, {
    schema: bidViewSchema.array(),
    signal,
  });
}

export function useListingBids(listingId: string) {
  return useQuery({
    queryKey: listingBidsQueryKey(listingId),
    queryFn: ({ signal }) => getListingBids(listingId, signal),
  });
}

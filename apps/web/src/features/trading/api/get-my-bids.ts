import { bidViewSchema, PAGE_SIZE_MAX, type BidView } from '@harvest/domain';
import { useQuery } from '@tanstack/react-query';
import { apiData } from '../../../lib/api/api-data';
import { myBidsQueryKey } from './trading-query-keys';

/** GET /api/trading/bids (trading:buyers, trading.bids read): the offers of the caller's business, latest first. */
export function getMyBids(signal?: AbortSignal): Promise<BidView[]> {
  return apiData('GET', '/trading/bids', {
    query: { offset: 0, limit: PAGE_SIZE_MAX },
    schema: bidViewSchema.array(),
    signal,
  });
}

export function useMyBids(options: { enabled?: boolean } = {}) {
  return useQuery({ queryKey: myBidsQueryKey, queryFn: ({ signal }) => getMyBids(signal), ...options });
}

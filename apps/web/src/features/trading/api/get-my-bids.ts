import { bidViewSchema, PAGE_SIZE_MAX, type BidView } from '@harvest/domain';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/api-request';
import { myBidsQueryKey } from './trading-query-keys';

/** GET /api/trading/bids (trading:buyers, trading.bids read): the offers of the caller's business, latest first. */
export async function getMyBids(signal?: AbortSignal): Promise<BidView[]> {
  const { data } = await apiRequest('GET', '/trading/bids', {
    query: { offset: 0, limit: PAGE_SIZE_MAX },
    schema: bidViewSchema.array(),
    auth: 'required',
    signal,
  });
  return data;
}

export function useMyBids(options: { enabled?: boolean } = {}) {
  return useQuery({ queryKey: myBidsQueryKey, queryFn: ({ signal }) => getMyBids(signal), ...options });
}

import { PAGE_SIZE_MAX, tradeRequestViewSchema, type TradeRequestView } from '@harvest/domain';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/api-request';
import { tradeRequestsQueryKey } from './trading-query-keys';

/** GET /api/trading/trade-requests: those the caller's business sent (seller) or received (buyer), latest first. */
export async function getTradeRequests(signal?: AbortSignal): Promise<TradeRequestView[]> {
  const { data } = await apiRequest('GET', '/trading/trade-requests', {
    query: { offset: 0, limit: PAGE_SIZE_MAX },
    schema: tradeRequestViewSchema.array(),
    auth: 'required',
    signal,
  });
  return data;
}

export function useTradeRequests() {
  return useQuery({ queryKey: tradeRequestsQueryKey, queryFn: ({ signal }) => getTradeRequests(signal) });
}

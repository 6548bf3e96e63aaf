import { PAGE_SIZE_MAX, tradeRequestViewSchema, type TradeRequestView } from '@harvest/domain';
import { useQuery } from '@tanstack/react-query';
import { apiData } from '../../../lib/api/api-data';
import { tradeRequestsQueryKey } from './trading-query-keys';

/** GET /api/trading/trade-requests: those the caller's business sent (seller) or received (buyer), latest first. */
export function getTradeRequests(signal?: AbortSignal): Promise<TradeRequestView[]> {
  return apiData('GET', '/trading/trade-requests', {
    query: { offset: 0, limit: PAGE_SIZE_MAX },
    schema: tradeRequestViewSchema.array(),
    signal,
  });
}

export function useTradeRequests() {
  return useQuery({ queryKey: tradeRequestsQueryKey, queryFn: ({ signal }) => getTradeRequests(signal) });
}

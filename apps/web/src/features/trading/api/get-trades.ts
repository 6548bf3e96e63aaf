import { tradeViewSchema, type TradeView } from '@harvest/domain';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/api-request';
import { tradesQueryKey } from './trading-query-keys';

/** GET /api/trading/trades?limit=: the latest trades of the caller's business, as seller or buyer. */
export async function getTrades(limit: number, signal?: AbortSignal): Promise<TradeView[]> {
  const { data } = await apiRequest('GET', '/trading/trades', {
    query: { limit },
    schema: tradeViewSchema.array(),
    auth: 'required',
    signal,
  });
  return data;
}

export function useTrades(limit = 10, enabled = true) {
  return useQuery({
    queryKey: [...tradesQueryKey, limit],
    queryFn: ({ signal }) => getTrades(limit, signal),
    enabled,
  });
}

import { tradeViewSchema, type TradeView } from '@harvest/domain';
import { useQuery } from '@tanstack/react-query';
import { apiData } from '../../../lib/api/api-data';
import { tradesQueryKey } from './trading-query-keys';

/** GET /api/trading/trades?limit=: the latest trades of the caller's business, as seller or buyer. */
export function getTrades(limit: number, signal?: AbortSignal): Promise<TradeView[]> {
  return apiData('GET', '/trading/trades', { query: { limit }, schema: tradeViewSchema.array(), signal });
}

export function useTrades(limit = 10, enabled = true) {
  return useQuery({
    queryKey: [...tradesQueryKey, limit],
    queryFn: ({ signal }) => getTrades(limit, signal),
    enabled,
  });
}

import { tradedPriceWeekSchema, type TradedPriceWeek } from '@harvest/domain';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/api-request';
import { tradedPricesQueryKey } from './trading-query-keys';

/** GET /api/trading/insights/prices: prices traded on the platform by crop and week (no party named). */
export async function getTradedPrices(signal?: AbortSignal): Promise<TradedPriceWeek[]> {
  const { data } = await apiRequest('GET', '/trading/insights/prices', {
    schema: tradedPriceWeekSchema.array(),
    auth: 'required',
    signal,
  });
  return data;
}

export function useTradedPrices(enabled = true) {
  return useQuery({ queryKey: tradedPricesQueryKey, queryFn: ({ signal }) => getTradedPrices(signal), enabled });
}

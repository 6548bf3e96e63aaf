import { marketInsightsSchema, type TradedPriceWeek } from '@harvest/domain';
import { useQuery } from '@tanstack/react-query';
import { apiData } from '../../../lib/api/api-data';
import { tradedPricesQueryKey } from './trading-query-keys';

/** GET /api/trading/insights/prices: prices traded on the platform by crop and week (no party named). */
export async function getTradedPrices(signal?: AbortSignal): Promise<TradedPriceWeek[]> {
  const insights = await apiData('GET', '/trading/insights/prices', { schema: marketInsightsSchema, signal });
  return insights.traded;
}

export function useTradedPrices(enabled = true) {
  return useQuery({ queryKey: tradedPricesQueryKey, queryFn: ({ signal }) => getTradedPrices(signal), enabled });
}

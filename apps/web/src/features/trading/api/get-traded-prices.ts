import { useMarketInsights } from '../../../lib/market/get-market-insights';

/**
 * The prices traded on the platform by crop and week (no party named): the `traded` part of GET
 * /api/trading/insights/prices, the same request as the page's first view of regional prices.
 */
export function useTradedPrices(enabled = true) {
  const insights = useMarketInsights({}, { enabled });
  return { ...insights, data: insights.data?.traded };
}

import { keepPreviousData } from '@tanstack/react-query';
import { marketInsightsSchema, type InsightsPricesQuery } from '@harvest/domain';
import { apiData } from '../api/api-data';
import { apiQuery } from '../api/api-query';

/** What the insights page asks for; a value left out is the API's default (spot, the first crop, every region). */
export type MarketInsightsAsk = Partial<InsightsPricesQuery>;

/** Only what differs from the defaults, so the traded prices and the first regional view are one request. */
function askOf({ commodityId, kind, region, source }: MarketInsightsAsk): MarketInsightsAsk {
  return {
    ...(commodityId ? { commodityId } : {}),
    ...(kind && kind !== 'spot' ? { kind } : {}),
    ...(region ? { region } : {}),
    ...(source ? { source } : {}),
  };
}

/** Under trading's key (features/trading: `['trading']`): a new trade refreshes the platform's traded prices. */
export const marketInsightsQueryKey = (ask: MarketInsightsAsk) => ['trading', 'insights-prices', askOf(ask)] as const;

/**
 * GET /api/trading/insights/prices: a crop's prices of one kind by region over the last 52 weeks, and the prices
 * traded on the platform by crop and week. Shared by the market insights page's regional prices (features/market)
 * and its traded prices (features/trading); another choice keeps the last answer on screen until the next arrives.
 */
export const marketInsightsQuery = apiQuery(
  marketInsightsQueryKey,
  (ask: MarketInsightsAsk, signal?: AbortSignal) =>
    apiData('GET', '/trading/insights/prices', { query: askOf(ask), schema: marketInsightsSchema, signal }),
  { placeholderData: keepPreviousData },
);

export const useMarketInsights = (ask: MarketInsightsAsk, options?: { enabled?: boolean }) =>
  marketInsightsQuery.useQuery(ask, options);

import type { z } from 'zod';
import type { exFarmQuerySchema } from '@harvest/domain';

/** Every market query of this feature sits under this key (the insights prices are trading's: lib/market). */
export const MARKET_QUERY_KEY = ['market'] as const;

export const exFarmQueryKey = (ask: Partial<z.infer<typeof exFarmQuerySchema>>) =>
  [...MARKET_QUERY_KEY, 'ex-farm', ask] as const;
export const priceSourcesQueryKey = [...MARKET_QUERY_KEY, 'price-sources'] as const;
/** The roots of the alerts' and target prices' queries: a change to one refreshes its list. */
export const ALERTS_QUERY_KEY = [...MARKET_QUERY_KEY, 'alerts'] as const;
export const TARGET_PRICES_QUERY_KEY = [...MARKET_QUERY_KEY, 'target-prices'] as const;

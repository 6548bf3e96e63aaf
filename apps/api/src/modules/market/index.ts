import type { ApiModule, PlatformPorts } from '../../platform/module';

/**
 * Market data (issue 24): the store of dated prices by commodity, region, kind and source, with its sources (the
 * platform's trades, imported price tables, a futures feed); spot prices by region with the typical price, ex-farm and
 * target prices; price alerts; market updates and the news feed.
 */
export type MarketModule = ApiModule<Record<string, never>>;

export function createMarketModule(_platform: PlatformPorts): MarketModule {
  return {
    services: {},
    routes: async () => {},
  };
}

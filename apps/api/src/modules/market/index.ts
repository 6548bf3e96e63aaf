import type { ApiModule, PlatformPorts } from '../../platform/module';
import { priceImportRoutes } from './imports/routes';
import { PriceImportsService } from './imports/service';
import type { MarketCrops, TradedPrices } from './ports';
import { createFuturesFeed } from './prices/futures-providers';
import { registerPricesJobs, type PricesArrivedListener } from './prices/jobs';
import { pricesRoutes } from './prices/routes';
import { PricesService } from './prices/service';

export type { PricesService } from './prices/service';

/** What market data needs of the modules before it. */
export interface MarketPorts {
  /** The platform's own trades by crop and week (trading). */
  traded: TradedPrices;
  crops: MarketCrops;
}

export type MarketModule = ApiModule<{ prices: PricesService; priceImports: PriceImportsService }>;

/**
 * Market data (issue 24): the store of dated prices by commodity, region, kind and source, with its sources (the
 * platform's trades, imported price tables, a futures feed); spot prices by region with the typical price, ex-farm and
 * target prices; price alerts; market updates and the news feed.
 */
export function createMarketModule(platform: PlatformPorts, ports: MarketPorts): MarketModule {
  const { db, clock, config, jobs } = platform;
  const feed = createFuturesFeed(config.futuresFeed);
  const prices = new PricesService(db, clock, jobs, platform.changes, ports.traded, feed !== null);
  const priceImports = new PriceImportsService(db, clock, prices, ports.crops);
  const listeners: PricesArrivedListener[] = [];
  registerPricesJobs(jobs, { db, prices, feed, listeners, log: platform.log });
  return {
    services: { prices, priceImports },
    routes: async (api) => {
      await api.register(pricesRoutes, { service: prices });
      await api.register(priceImportRoutes, { service: priceImports });
    },
  };
}

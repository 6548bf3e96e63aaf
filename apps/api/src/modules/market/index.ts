import type { ApiModule, PlatformPorts } from '../../platform/module';
import { alertsRoutes } from './alerts/routes';
import { AlertsService } from './alerts/service';
import { priceImportRoutes } from './imports/routes';
import { PriceImportsService } from './imports/service';
import { registerNewsJobs } from './news/jobs';
import { HttpFeedReader } from './news/providers/feed-reader';
import { newsRoutes } from './news/routes';
import { NewsService } from './news/service';
import type { MarketPorts } from './ports';
import { createFuturesFeed } from './prices/futures-providers';
import { registerPricesJobs } from './prices/jobs';
import { pricesRoutes } from './prices/routes';
import { PricesService } from './prices/service';
import { targetsRoutes } from './targets/routes';
import { TargetPricesService } from './targets/service';
import { marketUpdatesAdminRoutes, marketUpdatesRoutes } from './updates/routes';
import { MarketUpdatesService } from './updates/service';

export { PRICES_ARRIVED_JOB, type ArrivedSeries, type PricesService } from './prices/service';
export type { AlertsService } from './alerts/service';
export type { TargetPricesService } from './targets/service';
export type { MarketPorts } from './ports';

export type MarketModule = ApiModule<{
  prices: PricesService;
  priceImports: PriceImportsService;
  alerts: AlertsService;
  targetPrices: TargetPricesService;
  marketUpdates: MarketUpdatesService;
  news: NewsService;
}>;

/**
 * Market data (issue 24): the store of dated prices by commodity, region, kind and source, with its sources (the
 * platform's trades, imported price tables, a futures feed); spot prices by region with the typical price, ex-farm and
 * target prices; price alerts; market updates and the news feed.
 */
export function createMarketModule(platform: PlatformPorts, ports: MarketPorts): MarketModule {
  const { db, clock, config, jobs, log } = platform;
  const feed = createFuturesFeed(config.futuresFeed);
  const prices = new PricesService(db, clock, jobs, platform.changes, ports.traded, feed !== null);
  const priceImports = new PriceImportsService(db, clock, prices, ports.crops);
  const alerts = new AlertsService({
    db,
    clock,
    outbox: platform.outbox,
    notifications: ports.notifications,
    directory: ports.directory,
    crops: ports.crops,
    publicUrl: config.publicUrl,
  });
  // Prices arriving from any source are checked against the alerts watching their series.
  registerPricesJobs(jobs, {
    db,
    prices,
    feed,
    listeners: [(exec, series) => alerts.pricesArrived(exec, series).then(() => undefined)],
    log,
  });
  const targetPrices = new TargetPricesService(db, clock, ports.crops);
  const marketUpdates = new MarketUpdatesService(db, clock);
  const news = new NewsService(db, clock, marketUpdates, new HttpFeedReader(), config.news.feedUrls, log);
  registerNewsJobs(jobs, news, config.news.refreshMinutes);
  let firstRead: Promise<unknown> = Promise.resolve();
  return {
    services: { prices, priceImports, alerts, targetPrices, marketUpdates, news },
    routes: async (api) => {
      await api.register(pricesRoutes, { service: prices });
      await api.register(priceImportRoutes, { service: priceImports });
      await api.register(alertsRoutes, { service: alerts });
      await api.register(targetsRoutes, { service: targetPrices });
      await api.register(marketUpdatesRoutes, { service: marketUpdates });
      await api.register(marketUpdatesAdminRoutes, { service: marketUpdates });
      await api.register(newsRoutes, { service: news });
    },
    // The feeds are read once at start, not only after the first NEWS_FEED_REFRESH_MINUTES (the queue starts after
    // the modules, so this read is not a job; a feed that fails is logged by the refresh itself).
    start: async () => {
      if (config.runWorkers && config.news.feedUrls.length > 0) firstRead = news.refresh();
    },
    stop: async () => {
      await firstRead;
    },
  };
}

import type { ApiModule, PlatformPorts } from '../../platform/module';
import { HttpFeedReader } from './news/providers/feed-reader';
import { registerNewsJobs } from './news/jobs';
import { newsRoutes } from './news/routes';
import { NewsService } from './news/service';
import { marketUpdatesAdminRoutes, marketUpdatesRoutes } from './updates/routes';
import { MarketUpdatesService } from './updates/service';

/**
 * Market data (issue 24): the store of dated prices by commodity, region, kind and source, with its sources (the
 * platform's trades, imported price tables, a futures feed); spot prices by region with the typical price, ex-farm and
 * target prices; price alerts; market updates and the news feed.
 */
export type MarketModule = ApiModule<{ marketUpdates: MarketUpdatesService; news: NewsService }>;

export function createMarketModule(platform: PlatformPorts): MarketModule {
  const { config, db, clock, jobs, log } = platform;
  const marketUpdates = new MarketUpdatesService(db, clock);
  const news = new NewsService(db, clock, marketUpdates, new HttpFeedReader(), config.news.feedUrls, log);
  registerNewsJobs(jobs, news, config.news.refreshMinutes);
  let firstRead: Promise<unknown> = Promise.resolve();
  return {
    services: { marketUpdates, news },
    routes: async (api) => {
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

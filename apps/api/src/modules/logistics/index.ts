import type { ApiModule, PlatformPorts } from '../../platform/module';
import { LogisticsDemoService } from './demo/service';
import type { LogisticsDirectory, LogisticsNotifier } from './ports';
import { quoteRoutes } from './quotes/routes';
import { QuotesService } from './quotes/service';

export { QuotesService } from './quotes/service';

/** What logistics needs of the modules before it. */
export interface LogisticsPorts {
  directory: LogisticsDirectory;
  notifications: LogisticsNotifier;
}

export type LogisticsModule = ApiModule<{ quotes: QuotesService; logisticsDemo: LogisticsDemoService }>;

/**
 * Logistics (issue 22): carriers' fleets (vehicles, trailers, drivers, terms), haulage jobs with stops and routes,
 * quotes from carriers, loads and the load planner. The driver app, live tracking and proof of delivery come next.
 */
export function createLogisticsModule(platform: PlatformPorts, ports: LogisticsPorts): LogisticsModule {
  const quotes = new QuotesService(platform.db, platform.clock, ports.directory, ports.notifications);
  return {
    services: { quotes, logisticsDemo: new LogisticsDemoService(platform.db) },
    routes: async (api) => {
      await api.register(quoteRoutes, { service: quotes });
    },
  };
}

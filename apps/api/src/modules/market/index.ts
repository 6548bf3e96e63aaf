import type { ApiModule, PlatformPorts } from '../../platform/module';
import { registerAlertJobs } from './alerts/jobs';
import { alertsRoutes } from './alerts/routes';
import { AlertsService } from './alerts/service';
import type { MarketPorts } from './ports';
import { targetsRoutes } from './targets/routes';
import { TargetPricesService } from './targets/service';

export { PRICES_ARRIVED_JOB, type ArrivedSeries, type PricesArrived } from './alerts/service';
export type { AlertsService } from './alerts/service';
export type { TargetPricesService } from './targets/service';
export type { MarketPorts } from './ports';

/**
 * Market data (issue 24): the store of dated prices by commodity, region, kind and source, with its sources (the
 * platform's trades, imported price tables, a futures feed); spot prices by region with the typical price, ex-farm and
 * target prices; price alerts; market updates and the news feed.
 */
export type MarketModule = ApiModule<{ alerts: AlertsService; targetPrices: TargetPricesService }>;

export function createMarketModule(platform: PlatformPorts, ports: MarketPorts): MarketModule {
  const { db, clock, config } = platform;
  const alerts = new AlertsService({
    db,
    clock,
    jobs: platform.jobs,
    outbox: platform.outbox,
    notifications: ports.notifications,
    directory: ports.directory,
    crops: ports.crops,
    publicUrl: config.publicUrl,
  });
  registerAlertJobs(platform.jobs, db, alerts);
  const targetPrices = new TargetPricesService(db, clock, ports.crops);
  return {
    services: { alerts, targetPrices },
    routes: async (api) => {
      await api.register(alertsRoutes, { service: alerts });
      await api.register(targetsRoutes, { service: targetPrices });
    },
  };
}

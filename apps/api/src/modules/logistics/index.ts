import type { ApiModule, PlatformPorts } from '../../platform/module';
import type { LoadPorts } from './loads/ports';
import { loadsRoutes } from './loads/routes';
import { LoadsService } from './loads/service';
import type { LogisticsNames } from './search/ports';
import { LogisticsSearchService } from './search/service';

export type { LoadPorts } from './loads/ports';
export type { LogisticsNames } from './search/ports';
export type { LogisticsSearchService } from './search/service';

/** What logistics needs of the modules before it. */
export type LogisticsPorts = LoadPorts & { names: LogisticsNames };

export type LogisticsModule = ApiModule<{ loads: LoadsService; logisticsSearch: LogisticsSearchService }>;

/**
 * Logistics (issue 22): carriers' fleets (vehicles, trailers, drivers, terms), haulage jobs with stops and routes,
 * quotes from carriers, loads and the load planner. The driver app, live tracking and proof of delivery come next.
 */
export function createLogisticsModule(platform: PlatformPorts, ports: LogisticsPorts): LogisticsModule {
  const loads = new LoadsService(platform.db, platform.clock, ports);
  const logisticsSearch = new LogisticsSearchService(platform.db, platform.clock, loads, ports.crops, ports.names);
  return {
    services: { loads, logisticsSearch },
    routes: async (api) => {
      await api.register(loadsRoutes, { service: loads });
    },
  };
}

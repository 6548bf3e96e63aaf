import type { ApiModule, PlatformPorts } from '../../platform/module';
import { plannerRoutes } from './planner/routes';
import { PlannerService } from './planner/service';

export type LogisticsModule = ApiModule<{ planner: PlannerService }>;

/**
 * Logistics (issue 22): carriers' fleets (vehicles, trailers, drivers, terms), haulage jobs with stops and routes,
 * quotes from carriers, loads and the load planner. The driver app, live tracking and proof of delivery come next.
 */
export function createLogisticsModule(platform: PlatformPorts): LogisticsModule {
  const planner = new PlannerService(platform.db, platform.clock);
  return {
    services: { planner },
    routes: async (api) => {
      await api.register(plannerRoutes, { service: planner });
    },
  };
}

import type { ApiModule, PlatformPorts } from '../../platform/module';

export type LogisticsModule = ApiModule<object>;

/**
 * Logistics (issue 22): carriers' fleets (vehicles, trailers, drivers, terms), haulage jobs with stops and routes,
 * quotes from carriers, loads and the load planner. The driver app, live tracking and proof of delivery come next.
 */
export function createLogisticsModule(_platform: PlatformPorts): LogisticsModule {
  return {
    services: {},
    routes: async () => undefined,
  };
}

import type { PlatformPorts } from '../../platform/module';
import type { ApiModule } from '../../platform/module';
import { jobsRoutes } from './jobs/routes';
import { JobsService, type BookingCheck } from './jobs/service';
import type { ContractDeliveries, LogisticsDirectory } from './ports';
import { LogisticsSearchService } from './search-service';
import { createRouter } from './routing/providers/create-router';

export type { BookingCheck } from './jobs/service';
export type { ContractDeliveries, LogisticsDirectory } from './ports';

export interface LogisticsPorts {
  directory: LogisticsDirectory;
  deliveries: ContractDeliveries;
  /** What must hold before a carrier books a job; the default asks that every load on it is wholly allocated. */
  bookingCheck?: BookingCheck;
}

export { LogisticsSearchService };

export type LogisticsModule = ApiModule<{ haulageJobs: JobsService; logisticsSearch: LogisticsSearchService }>;

/**
 * Logistics (issue 22): carriers' fleets (vehicles, trailers, drivers, terms), haulage jobs with stops and routes,
 * quotes from carriers, loads and the load planner. The driver app, live tracking and proof of delivery come next.
 */
export function createLogisticsModule(platform: PlatformPorts, ports: LogisticsPorts): LogisticsModule {
  const router = createRouter(platform.config.routing, platform.log);
  const jobs = new JobsService({
    db: platform.db,
    clock: platform.clock,
    directory: ports.directory,
    deliveries: ports.deliveries,
    router,
    ...(ports.bookingCheck ? { bookingCheck: ports.bookingCheck } : {}),
  });
  const logisticsSearch = new LogisticsSearchService({
    db: platform.db,
    clock: platform.clock,
    directory: ports.directory,
    jobs,
  });
  return {
    services: { haulageJobs: jobs, logisticsSearch },
    routes: async (app) => {
      await app.register(jobsRoutes, { service: jobs });
    },
  };
}

import type { ApiModule, PlatformPorts } from '../../platform/module';
import type { AccountsDirectory } from '../accounts';
import { drivingRoutes } from './driving/routes';
import { DrivingService } from './driving/service';
import type { DrivingDeliveries, DrivingFiles } from './driving/ports';
import { FleetExpiryService } from './fleet/expiry-service';
import { registerFleetJobs } from './fleet/jobs';
import { fleetRoutes } from './fleet/routes';
import { FleetSearchService } from './fleet/search-service';
import { FleetService } from './fleet/service';
import { createVehicleEnquiry, type VehicleEnquiry } from './fleet/vehicle-enquiry-providers';
import { jobsRoutes } from './jobs/routes';
import { JobsSearchService } from './jobs/search-service';
import { JobsService, type BookingCheck } from './jobs/service';
import { plannerRoutes } from './planner/routes';
import { PlannerService } from './planner/service';
import { createRouter } from './routing/providers/create-router';
import type {
  ContractDeliveries,
  FleetDirectory,
  FleetFiles,
  FleetNotifications,
  FleetProfiles,
  LogisticsDirectory,
  LogisticsNotifier,
} from './ports';
import type { LoadPorts } from './loads/ports';
import { loadsRoutes } from './loads/routes';
import { LoadsService } from './loads/service';
import { quoteRoutes } from './quotes/routes';
import { QuotesService } from './quotes/service';
import type { LogisticsNames } from './search/ports';
import { LogisticsSearchService } from './search/service';

export { FleetService } from './fleet/service';
export { QuotesService } from './quotes/service';
export { FleetExpiryService } from './fleet/expiry-service';
export { FleetSearchService } from './fleet/search-service';
export type { BookingCheck } from './jobs/service';
export type { ContractDeliveries, LogisticsDirectory } from './ports';
export type { LoadPorts } from './loads/ports';
export type { LogisticsNames } from './search/ports';
export type { LogisticsSearchService } from './search/service';
export { DvlaVehicleEnquiry, LocalVehicleEnquiry, type VehicleEnquiry } from './fleet/vehicle-enquiry-providers';

interface FleetAndQuotePorts {
  directory: FleetDirectory & LogisticsDirectory & Pick<AccountsDirectory, 'people'>;
  files: FleetFiles & DrivingFiles;
  profiles: FleetProfiles;
  notifications: FleetNotifications & LogisticsNotifier;
  /** The registration lookup; by default the one the configuration names. */
  vehicleEnquiry?: VehicleEnquiry;
  deliveries: ContractDeliveries & DrivingDeliveries;
  /** What must hold before a carrier books a job; the default asks that every load on it is wholly allocated. */
  bookingCheck?: BookingCheck;
}

/** What logistics needs of the modules before it. */
export type LogisticsPorts = FleetAndQuotePorts & LoadPorts & { names: LogisticsNames };

export type LogisticsModule = ApiModule<{
  fleet: FleetService;
  fleetExpiry: FleetExpiryService;
  fleetSearch: FleetSearchService;
  haulageJobs: JobsService;
  planner: PlannerService;
  quotes: QuotesService;
  loads: LoadsService;
  logisticsSearch: LogisticsSearchService;
  driving: DrivingService;
}>;

/**
 * Logistics (issue 22): carriers' fleets (vehicles, trailers, drivers, terms), haulage jobs with stops and routes,
 * quotes from carriers, loads and the load planner; the driver app with proof of delivery (issue 23).
 */
export function createLogisticsModule(platform: PlatformPorts, ports: LogisticsPorts): LogisticsModule {
  const { db, clock, config } = platform;
  const enquiry = ports.vehicleEnquiry ?? createVehicleEnquiry(config.vehicleEnquiryKey, config.vehicleEnquiryUrl);
  const fleet = new FleetService(db, clock, ports.directory, ports.files, ports.profiles, enquiry, platform.log);
  const fleetExpiry = new FleetExpiryService(
    db,
    clock,
    ports.directory,
    ports.notifications,
    platform.outbox,
    config.publicUrl,
  );
  const fleetSearch = new FleetSearchService(db, clock, fleet);
  registerFleetJobs(platform.jobs, fleetExpiry);
  const jobs = new JobsService({
    db,
    clock,
    directory: ports.directory,
    deliveries: ports.deliveries,
    router: createRouter(config.routing, platform.log),
    ...(ports.bookingCheck ? { bookingCheck: ports.bookingCheck } : {}),
  });
  const jobsSearch = new JobsSearchService({ db, clock, directory: ports.directory, jobs });
  const planner = new PlannerService(db, clock);
  const quotes = new QuotesService(db, clock, ports.directory, ports.notifications);
  const loads = new LoadsService(db, clock, ports);
  const driving = new DrivingService(
    db,
    clock,
    {
      files: ports.files,
      directory: ports.directory,
      people: ports.directory,
      deliveries: ports.deliveries,
      notifications: ports.notifications,
    },
    platform.log,
  );
  const logisticsSearch = new LogisticsSearchService(
    db,
    clock,
    loads,
    ports.crops,
    ports.names,
    fleetSearch,
    jobsSearch,
  );
  return {
    services: {
      fleet,
      fleetExpiry,
      fleetSearch,
      haulageJobs: jobs,
      planner,
      quotes,
      loads,
      logisticsSearch,
      driving,
    },
    routes: async (api) => {
      await api.register(fleetRoutes, { service: fleet });
      await api.register(jobsRoutes, { service: jobs });
      await api.register(plannerRoutes, { service: planner });
      await api.register(quoteRoutes, { service: quotes });
      await api.register(loadsRoutes, { service: loads });
      await api.register(drivingRoutes, { service: driving });
    },
  };
}

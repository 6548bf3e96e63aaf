import type { ApiModule, PlatformPorts } from '../../platform/module';
import { SharedTestClock } from '../../platform/test-clock/shared-test-clock';
import { testClockRoutes } from './routes';
import { AdminService } from './service';

/** What admin needs of the modules before it. */
export interface AdminPorts {
  /** Told when the test clock has moved, so deadlines now due are acted on at once. */
  clockMoved: () => void;
}

export type AdminModule = ApiModule<{ admin: AdminService }>;

/**
 * The platform administrator's tools that are not a business module's own: the test clock (development only; every
 * instance on the database follows it).
 */
export function createAdminModule(platform: PlatformPorts, ports: AdminPorts): AdminModule {
  const { config } = platform;
  const testClock = new SharedTestClock(platform.database, platform.clock, platform.log);
  const admin = new AdminService(testClock, ports.clockMoved);
  return {
    services: { admin },
    routes: async (api) => {
      // Development only (config.ts): in production these routes do not exist.
      if (config.testClockEnabled) await api.register(testClockRoutes, { service: admin });
    },
    start: async () => {
      if (config.testClockEnabled) await testClock.start();
    },
    stop: () => testClock.stop(),
  };
}

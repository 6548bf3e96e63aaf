import type { ApiModule, PlatformPorts } from '../../platform/module';
import { registerAnalyticsJobs } from './jobs';
import { analyticsRoutes } from './routes';
import { AnalyticsService, type AnalyticsFlags } from './service';

/** What analytics needs of the modules before it. */
export interface AnalyticsPorts {
  flags: AnalyticsFlags;
}

export type AnalyticsModule = ApiModule<{ analytics: AnalyticsService }>;

/** First-party usage analytics, on in the uat and prod environments only. */
export function createAnalyticsModule(platform: PlatformPorts, ports: AnalyticsPorts): AnalyticsModule {
  const { config } = platform;
  const analytics = new AnalyticsService(platform.db, platform.clock, ports.flags, {
    environment: config.appEnv,
    provider: config.analyticsProvider,
    retentionDays: config.analyticsRetentionDays,
    mapTiles: config.mapTiles,
  });
  registerAnalyticsJobs(platform.jobs, analytics);
  return {
    services: { analytics },
    routes: async (api) => {
      await api.register(analyticsRoutes, { service: analytics });
    },
  };
}

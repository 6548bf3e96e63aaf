import type { ApiModule, PlatformPorts } from '../../platform/module';
import { registerLogsJobs } from './jobs';
import { logsRoutes } from './routes';
import { LogsService } from './service';

export type LogsModule = ApiModule<{ logs: LogsService }>;

/** Client logs, stored and searched by system administrators, deleted after their retention. */
export function createLogsModule(platform: PlatformPorts): LogsModule {
  const logs = new LogsService(platform.db, platform.clock, { retentionDays: platform.config.logRetentionDays });
  registerLogsJobs(platform.jobs, logs);
  return {
    services: { logs },
    routes: async (api) => {
      await api.register(logsRoutes, { service: logs });
    },
  };
}

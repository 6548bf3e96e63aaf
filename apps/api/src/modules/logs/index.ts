import type { ApiModule, PlatformPorts } from '../../platform/module';
import { registerLogsJobs } from './jobs';
import { logsRoutes } from './routes';
import { LogsService, type LogNames } from './service';

export type LogsModule = ApiModule<{ logs: LogsService }>;

/** What logs needs of the modules before it: names of the people and businesses its entries are about. */
export interface LogsPorts {
  names: LogNames;
}

/** Client logs, stored and searched by system administrators, deleted after their retention. */
export function createLogsModule(platform: PlatformPorts, ports: LogsPorts): LogsModule {
  const logs = new LogsService(
    platform.db,
    platform.clock,
    { retentionDays: platform.config.logRetentionDays },
    ports.names,
  );
  registerLogsJobs(platform.jobs, logs);
  return {
    services: { logs },
    routes: async (api) => {
      await api.register(logsRoutes, { service: logs });
    },
  };
}

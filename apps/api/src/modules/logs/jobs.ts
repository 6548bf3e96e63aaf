import type { JobQueue } from '../../platform/jobs/job-queue';
import type { LogsService } from './service';

export const LOGS_RETENTION_JOB = 'logs.retention';

/** Nightly: client logs past their retention period are deleted. */
export function registerLogsJobs(jobs: JobQueue, logs: LogsService): void {
  jobs.register<object>({
    name: LOGS_RETENTION_JOB,
    cron: '41 3 * * *',
    handle: async () => {
      await logs.purgeExpired();
    },
  });
}

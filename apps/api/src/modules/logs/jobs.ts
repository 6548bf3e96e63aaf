import type { JobQueue } from '../../platform/jobs/job-queue';
import type { LogsService } from './service';

export const LOGS_RETENTION_JOB = 'logs.retention';

/** Nightly: client logs past their retention period are deleted. */
export function registerLogsJobs(jobs: JobQueue, logs: LogsService): void {
  jobs.schedule(LOGS_RETENTION_JOB, '41 3 * * *', () => logs.purgeExpired());
}

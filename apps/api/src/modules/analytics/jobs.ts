import type { JobQueue } from '../../platform/jobs/job-queue';
import type { AnalyticsService } from './service';

export const ANALYTICS_RETENTION_JOB = 'analytics.retention';

/** Nightly: analytics events past their retention period are deleted. */
export function registerAnalyticsJobs(jobs: JobQueue, analytics: AnalyticsService): void {
  jobs.schedule(ANALYTICS_RETENTION_JOB, '47 3 * * *', () => analytics.purgeExpired());
}

import type { JobQueue } from '../../../platform/jobs/job-queue';
import type { TrackingService } from './service';

export const POSITIONS_RETENTION_JOB = 'logistics.positions-retention';

/** Nightly: positions received more than the retention period ago (POSITION_RETENTION_DAYS) are removed. */
export function registerTrackingJobs(jobs: JobQueue, tracking: TrackingService): void {
  jobs.schedule(POSITIONS_RETENTION_JOB, '23 3 * * *', () => tracking.removeExpiredPositions());
}

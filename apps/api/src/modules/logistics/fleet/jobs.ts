import type { JobQueue } from '../../../platform/jobs/job-queue';
import type { FleetExpiryService } from './expiry-service';

export const FLEET_EXPIRY_JOB = 'logistics.fleet-expiry';

/** Each morning (and each hour after, so a late start or a moved test clock is caught up): MOT and insurance warnings. */
export function registerFleetJobs(jobs: JobQueue, expiry: FleetExpiryService): void {
  jobs.schedule(FLEET_EXPIRY_JOB, '7 * * * *', () => expiry.sendDue());
}

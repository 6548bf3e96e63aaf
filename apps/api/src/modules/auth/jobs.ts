import type { JobQueue } from '../../platform/jobs/job-queue';
import type { AuthService } from './sessions/service';

const AUTH_PURGE_JOB = 'auth.purge';

/** Nightly: sign-in attempts, codes and refresh tokens past any use are deleted. */
export function registerAuthJobs(jobs: JobQueue, auth: Pick<AuthService, 'purge'>): void {
  jobs.schedule(AUTH_PURGE_JOB, '17 3 * * *', () => auth.purge());
}

import type { JobQueue } from '../../../platform/jobs/job-queue';
import type { NewsService } from './service';

export const NEWS_REFRESH_JOB = 'market.news-refresh';

/**
 * A cron for "every N minutes" (minute resolution): under an hour, at each multiple of N past the hour (N that does
 * not divide 60 also runs on the hour); an hour or more, every round(N / 60) hours on the hour.
 */
export function everyMinutesCron(minutes: number): string {
  if (minutes < 60) return minutes <= 1 ? '* * * * *' : `*/${minutes} * * * *`;
  const hours = Math.min(24, Math.max(1, Math.round(minutes / 60)));
  return hours >= 24 ? '0 0 * * *' : `0 */${hours} * * *`;
}

/** Reads the configured feeds every NEWS_FEED_REFRESH_MINUTES. */
export function registerNewsJobs(jobs: JobQueue, news: NewsService, refreshMinutes: number): void {
  jobs.schedule(NEWS_REFRESH_JOB, everyMinutesCron(refreshMinutes), () => news.refresh());
}

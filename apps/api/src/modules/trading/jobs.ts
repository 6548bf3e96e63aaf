import type { JobQueue } from '../../platform/jobs/job-queue';
import type { TradingSweep } from './sweep-service';

export const TRADING_SWEEP_JOB = 'trading.sweep';
/** How often the sweep is asked for: deadlines are persisted well within the 60 s the issue allows. */
export const TRADING_SWEEP_EVERY_MS = 15_000;

/**
 * The sweep runs as a job (one at a time across every instance: the singleton key keeps one queued), asked for
 * every 15 seconds by each instance that runs workers, and at once when the test clock moves.
 */
export function registerTradingJobs(jobs: JobQueue, sweep: TradingSweep): void {
  jobs.register<object>({
    name: TRADING_SWEEP_JOB,
    retryLimit: 2,
    handle: async () => {
      await sweep.run();
    },
  });
}

export function requestTradingSweep(jobs: JobQueue): Promise<string | null> {
  return jobs.send(TRADING_SWEEP_JOB, {}, { singletonKey: TRADING_SWEEP_JOB });
}

import type { FastifyBaseLogger } from 'fastify';
import type { JobQueue } from '../../../platform/jobs/job-queue';
import type { TradingSweep } from './service';

export const TRADING_SWEEP_JOB = 'trading.sweep';
/**
 * How often the sweep is asked for. The wait for the next request adds to every deadline's 60 s (issue 8); a sweep
 * with nothing due costs about 10-20 ms, so asking every 5 s costs under half a per cent of one core.
 */
export const TRADING_SWEEP_EVERY_MS = 5_000;
/** How long after a trade the sweep is asked for: the trades of a busy second share one request. */
const TRADING_SWEEP_SOON_MS = 1_000;

/**
 * The sweep runs as a job, one at a time across every instance with one more waiting at most (`oneAtATime`): each
 * instance that runs workers asks for it every 5 seconds, soon after a trade, and at once when the test clock
 * moves, and a request made while one waits is already covered by it.
 */
export function registerTradingJobs(jobs: JobQueue, sweep: TradingSweep): void {
  jobs.register<object>({
    name: TRADING_SWEEP_JOB,
    oneAtATime: true,
    retryLimit: 2,
    handle: async () => {
      await sweep.run();
    },
  });
}

/** Null when a sweep is already waiting: it will see whatever this request was for. */
export function requestTradingSweep(jobs: JobQueue): Promise<string | null> {
  return jobs.send(TRADING_SWEEP_JOB, {});
}

/** What a service needs to have the sweep run soon, after its transaction committed. */
export interface SweepRequests {
  soon(): void;
}

/**
 * Asks for the sweep once for every trade made within a second, so that both sides hear of a trade within a few
 * seconds while a burst of accepts costs the database one request, not one each.
 */
export class TradingSweepRequests implements SweepRequests {
  #timer: NodeJS.Timeout | null = null;

  /** Without workers (tests, scripts) nothing would run it: whoever drives the queue runs the sweep. */
  constructor(
    private readonly jobs: JobQueue,
    private readonly logger: FastifyBaseLogger,
    private readonly enabled: boolean,
  ) {}

  soon(): void {
    if (!this.enabled || this.#timer) return;
    this.#timer = setTimeout(() => {
      this.#timer = null;
      requestTradingSweep(this.jobs).catch((error: unknown) =>
        this.logger.warn({ err: error }, 'could not ask for the trading sweep; the next timed one will run it'),
      );
    }, TRADING_SWEEP_SOON_MS);
    this.#timer.unref();
  }

  /** Called as the app closes: a request due after the database has gone would only fail. */
  close(): void {
    if (this.#timer) clearTimeout(this.#timer);
    this.#timer = null;
  }
}

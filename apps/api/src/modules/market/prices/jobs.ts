import { FUTURES_MARKETS, FUTURES_PRICE_SOURCE } from '@harvest/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Executor } from '../../../platform/db/database';
import type { JobQueue } from '../../../platform/jobs/job-queue';
import type { FuturesFeed } from './futures-providers';
import { addDays, PRICES_ARRIVED_JOB, type ArrivedSeries, type PricesService } from './service';

export const FUTURES_REFRESH_JOB = 'market.futures-refresh';

/** What is told when prices arrive (the alerts check): run by the job, after the prices' transaction committed. */
export type PricesArrivedListener = (exec: Executor, series: readonly ArrivedSeries[]) => Promise<void>;

/** Days of settlements asked for on each refresh: a missed day or a corrected settlement is picked up again. */
const FUTURES_LOOKBACK_DAYS = 7;

/**
 * The price store's jobs: prices arriving are handed to the listeners (the alerts check), and with a futures feed
 * configured its settlements are read every half hour on weekdays.
 */
export function registerPricesJobs(
  jobs: JobQueue,
  parts: {
    db: Db;
    prices: PricesService;
    feed: FuturesFeed | null;
    listeners: readonly PricesArrivedListener[];
    log: FastifyBaseLogger;
  },
): void {
  jobs.register<{ series: ArrivedSeries[] }>({
    name: PRICES_ARRIVED_JOB,
    handle: async ({ series }) => {
      for (const listener of parts.listeners) await listener(parts.db, series);
    },
  });
  const { feed } = parts;
  if (!feed) return;
  jobs.schedule(FUTURES_REFRESH_JOB, '*/30 * * * 1-5', () => refreshFutures(parts.db, parts.prices, feed, parts.log));
}

/** Reads each futures market's settlements of the last week and stores them; one market failing leaves the others. */
export async function refreshFutures(
  db: Db,
  prices: PricesService,
  feed: FuturesFeed,
  log: FastifyBaseLogger,
): Promise<number> {
  const from = addDays(prices.today(), -FUTURES_LOOKBACK_DAYS);
  let stored = 0;
  for (const market of FUTURES_MARKETS) {
    try {
      const settlements = await feed.settlements(market.id, from);
      stored += await db.transaction((tx) => prices.record(tx, FUTURES_PRICE_SOURCE, settlements));
    } catch (error) {
      log.warn({ err: error, market: market.id }, 'the futures feed could not be read');
    }
  }
  return stored;
}

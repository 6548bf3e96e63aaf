import type { Db } from '../../../platform/db/database';
import type { JobQueue } from '../../../platform/jobs/job-queue';
import { PRICES_ARRIVED_JOB, type AlertsService, type PricesArrived } from './service';

/**
 * 'market.prices-arrived': sent by a price source once its prices are stored, with the series that got them; checks
 * the alerts on those series. Safe to run twice: a crossing or a day's move already recorded does not fire again.
 */
export function registerAlertJobs(jobs: JobQueue, db: Db, alerts: AlertsService): void {
  jobs.register<PricesArrived>({
    name: PRICES_ARRIVED_JOB,
    handle: async (data) => {
      await alerts.pricesArrived(db, data.series ?? []);
    },
  });
}

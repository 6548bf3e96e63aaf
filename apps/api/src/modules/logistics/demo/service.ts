import type { Db } from '../../../platform/db/database';
import { ensureTerms, insertDemoJob, organiserHasJobs, type DemoJob } from './queries';

/**
 * What only the demo seed does: write a job as the organiser's new-job page would (its route already worked out)
 * and a carrier's terms, so the demo's quotes have something to price and agree.
 */
export class LogisticsDemoService {
  constructor(private readonly db: Db) {}

  hasJobs(organiserId: string): Promise<boolean> {
    return organiserHasJobs(this.db, organiserId);
  }

  addJob(job: DemoJob): Promise<string> {
    return this.db.transaction((tx) => insertDemoJob(tx, job));
  }

  addTerms(carrierId: string, content: string, now: Date): Promise<void> {
    return ensureTerms(this.db, carrierId, content, now);
  }
}

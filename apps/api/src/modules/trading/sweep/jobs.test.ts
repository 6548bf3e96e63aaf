import pino from 'pino';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Database } from '../../../platform/db/database';
import { JobQueue } from '../../../platform/jobs/job-queue';
import { cloneTestDatabase } from '../../../../test/test-database';
import { registerTradingJobs, requestTradingSweep, TRADING_SWEEP_JOB } from './jobs';
import type { TradingSweep } from './service';

/**
 * Every instance asks for the sweep every few seconds and after trades: however many ask, one sweep waits and one
 * runs at a time (the sweep itself is safe on two instances at once, but a queue of requests would only repeat it).
 */
describe('the trading sweep job on several instances', () => {
  let database: Database;
  const instances: JobQueue[] = [];
  let sweeps = 0;
  const sweep = { run: async () => void (sweeps += 1) } as unknown as TradingSweep;

  beforeAll(async () => {
    database = await cloneTestDatabase(inject('template'));
    for (let i = 0; i < 3; i += 1) {
      const jobs = new JobQueue(database, { runWorkers: false, logger: pino({ level: 'silent' }) });
      registerTradingJobs(jobs, sweep);
      await jobs.start();
      instances.push(jobs);
    }
  }, 60_000);

  afterAll(async () => {
    for (const jobs of instances) await jobs.stop();
    await database?.close();
  });

  it('keeps one sweep waiting however many instances ask for it, and runs it once', async () => {
    const asked = await Promise.all(instances.map((jobs) => requestTradingSweep(jobs)));
    expect(asked.filter((id) => id !== null)).toHaveLength(1);
    const ran = await Promise.all(instances.map((jobs) => jobs.drain(TRADING_SWEEP_JOB)));
    expect(ran.reduce((sum, each) => sum + each.completed, 0)).toBe(1);
    expect(sweeps).toBe(1);
  });
});

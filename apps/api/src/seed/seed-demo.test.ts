import type { ContractView, DeliveryView, DriverDay, JobView, SearchReply } from '@harvest/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, signInDemo, type Headers } from '../../test/api-calls';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { seedDemo } from './seed-demo';

/**
 * The whole demo world as `npm start` seeds it, every step in its order: each step's own test seeds it alone, so
 * only this one sees a step passed over because an earlier one left what it looks for (the demo jobs once were,
 * behind the quote's job).
 */
describe('the demo world, seeded whole (npm start)', () => {
  let t: TestApp;
  let who: Record<'farmer' | 'carrier' | 'driver', Headers>;
  const data = async <T>(as: keyof typeof who, path: string) =>
    (await apiCall(t, 'GET', path, who[as])).json().data as T;

  beforeAll(async () => {
    t = await buildTestApp();
    await seedDemo(t.app.platform, t.app.log);
    who = await signInDemo(t, 'farmer', 'carrier', 'driver');
  }, 180_000);
  afterAll(() => t.close());

  it("gives Hillside the demo jobs in every state and the quote's job, Fenland's terms once", async () => {
    const jobs = await data<SearchReply<JobView>>('farmer', '/search/logistics/jobs?sortBy=reference&sortDesc=false');
    expect(jobs.docs.map((job) => job.status)).toEqual([
      'awaiting-quotes',
      'assigned',
      'completed',
      'cancelled-by-organiser',
      'out-for-quote',
      'booked',
      'booked',
    ]);
    const terms = await data<{ version: number; content: string }>('carrier', '/logistics/terms');
    expect(terms).toMatchObject({ version: 1, content: expect.stringContaining('Fenland Haulage Ltd carries grain') });
  });

  it('leaves the milling wheat contract a planned delivery with no haulage yet, for Book haulage', async () => {
    const contracts = await data<ContractView[]>('farmer', '/trading/contracts?limit=100');
    const milling = contracts.find((contract) => contract.contractNumber === 'AGM-C-24131');
    const deliveries = await data<DeliveryView[]>('farmer', `/trading/contracts/${milling?.id}/deliveries`);
    const planned = deliveries.filter((delivery) => delivery.status === 'planned');
    expect(planned).toHaveLength(1);
    const booked = await apiCall(t, 'POST', `/logistics/jobs/from-delivery/${planned[0]?.id}`, who.farmer);
    expect(booked.statusCode, booked.body).toBe(201);
  });

  it('gives the demo driver two booked jobs today, the first to start', async () => {
    const day = await data<DriverDay>('driver', '/logistics/driver/jobs');
    expect(day.jobs.map((job) => [job.status, job.actions.map((each) => each.action)])).toEqual([
      ['booked', ['start']],
      ['booked', ['start']],
    ]);
    expect(day.currentJobId).toBe(day.jobs[0]?.id);
    expect(day.jobs.map((job) => job.loads.length)).toEqual([1, 1]);
  });
});

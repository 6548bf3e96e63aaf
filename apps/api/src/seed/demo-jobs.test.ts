import type { JobView, SearchReply } from '@harvest/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, signInDemo, type Headers } from '../../test/api-calls';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { seedDemoJobs } from './demo-jobs';

describe('the demo haulage jobs (npm start)', () => {
  let t: TestApp;
  let who: Record<'farmer' | 'carrier', Headers>;
  const jobs = async (as: Headers) =>
    (
      (await apiCall(t, 'GET', '/search/logistics/jobs?sortBy=reference&sortDesc=false', as)).json()
        .data as SearchReply<JobView>
    ).docs;

  beforeAll(async () => {
    t = await buildTestApp();
    await t.seedDemo();
    await seedDemoJobs(t.app.platform, t.app.log);
    who = await signInDemo(t, 'farmer', 'carrier');
  }, 60_000);
  afterAll(() => t.close());

  it('gives Hillside jobs awaiting quotes, assigned to Fenland Haulage at a price, completed and cancelled', async () => {
    const found = await jobs(who.farmer);
    expect(found.map((job) => job.status)).toEqual([
      'awaiting-quotes',
      'assigned',
      'completed',
      'cancelled-by-organiser',
    ]);
    expect(found[1]).toMatchObject({ carrierName: 'Fenland Haulage Ltd', priceMinor: 68_500 });
    expect(found.every((job) => job.stops.every((stop) => stop.lat !== null) && job.route?.estimate)).toBe(true);
  });

  it('shows Fenland Haulage the jobs given to it, and is made once', async () => {
    expect((await jobs(who.carrier)).map((job) => job.status)).toEqual(['assigned', 'completed']);
    await seedDemoJobs(t.app.platform, t.app.log);
    expect(await jobs(who.farmer)).toHaveLength(4);
  });
});

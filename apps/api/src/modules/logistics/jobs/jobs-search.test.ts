import { JOB_STATUSES, jobDisplayStatus, type JobStatus, type JobView, type SearchReply } from '@harvest/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, demoOrganisationIds, signInDemo, type Headers } from '../../../../test/api-calls';
import { rows } from '../../../../test/auth-helpers';
import { buildTestApp, type TestApp } from '../../../../test/build-test-app';
import { jobBody } from '../../../../test/logistics-world';
import { expectData, HOUR } from '../../../../test/trading-world';
import { jobStateSql } from './search-queries';

/** GET /api/search/logistics/jobs (issue 22): organiserId, carrierId, status (upcoming included) and type. */
describe('the jobs search', () => {
  let t: TestApp;
  let who: Record<'farmer' | 'buyer' | 'carrier' | 'driver', Headers>;
  let org: Awaited<ReturnType<typeof demoOrganisationIds>>;
  const search = async (as: Headers, query = '') =>
    expectData<SearchReply<JobView>>(await apiCall(t, 'GET', `/search/logistics/jobs${query}`, as));
  const setJob = (id: string, status: JobStatus, pickupAt: Date) =>
    rows(t, sql`update logistics_jobs set status = ${status}, pickup_at = ${pickupAt} where id = ${id} returning id`);

  beforeAll(async () => {
    t = await buildTestApp();
    await t.seedDemo();
    who = await signInDemo(t, 'farmer', 'buyer', 'carrier', 'driver');
    org = await demoOrganisationIds(t);
    const make = async (body: Record<string, unknown>) =>
      expectData<JobView>(await apiCall(t, 'POST', '/logistics/jobs', who.farmer, jobBody(t, body)), 201);
    await make({});
    await make({ type: 'fertiliser' });
    const given = await make({ carrierOrganisationId: org.fenland, priceMinor: 45_000 });
    const soon = await make({ carrierOrganisationId: org.fenland, priceMinor: 52_000 });
    await setJob(soon.id, 'booked', new Date(t.clock.now().getTime() + 5 * HOUR));
    expect(given.status).toBe('assigned');
    // Anglia's own job, which nobody at Hillside or Fenland sees.
    await expectData(await apiCall(t, 'POST', '/logistics/jobs', who.buyer, jobBody(t)), 201);
  }, 60_000);
  afterAll(async () => t?.close());

  it("finds the organiser's jobs with facets by status (upcoming read from the clock), type and carrier", async () => {
    const found = await search(who.farmer);
    expect(found.totalDocs).toBe(4);
    const terms = (key: string) => Object.fromEntries((found.facets[key] ?? []).map((term) => [term.name, term.count]));
    expect(terms('status')).toEqual({ 'Awaiting quotes': 2, Assigned: 1, Upcoming: 1 });
    expect(terms('type')).toEqual({ Grain: 3, Fertiliser: 1 });
    expect(terms('carrierId')).toEqual({ 'Fenland Haulage Ltd': 2 });
    const upcoming = await search(who.farmer, '?f=status:upcoming');
    expect(upcoming.docs.map((doc) => [doc.status, doc.displayStatus])).toEqual([['booked', 'upcoming']]);
  });

  it('shows a carrier only the jobs given to it, and filters by organiser', async () => {
    const found = await search(who.carrier, `?f=organiserId:${org.hillside}`);
    expect(found.totalDocs).toBe(2);
    expect(found.docs.every((doc) => doc.side === 'carrier')).toBe(true);
    expect((await search(who.driver)).totalDocs).toBe(2);
    expect((await search(who.buyer)).totalDocs).toBe(1);
  });

  it('exports the same jobs as CSV', async () => {
    const reply = await apiCall(t, 'GET', '/search/logistics/jobs?format=csv&f=type:grain', who.farmer);
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toContain('text/csv');
    const lines = reply.body.trim().split(/\r?\n/);
    expect(lines[0]).toContain('Reference,Type,Status,Pickup,From,To');
    expect(lines).toHaveLength(4);
    expect(lines.slice(1).every((line) => line.includes('Hillside Farm grain store'))).toBe(true);
  });

  it('refuses an unknown filter value and an unknown list', async () => {
    expect((await apiCall(t, 'GET', '/search/logistics/jobs?f=status:lost', who.farmer)).statusCode).toBe(400);
    expect((await apiCall(t, 'GET', '/search/logistics/nothing', who.farmer)).statusCode).toBe(404);
  });

  it('reads the status in SQL exactly as the domain does, for every status around the upcoming window', async () => {
    const [row] = await rows<{ id: string }>(t, sql`select id from logistics_jobs limit 1`);
    const now = t.clock.now();
    for (const status of JOB_STATUSES) {
      for (const hours of [-1, 0, 1, 23, 24, 25]) {
        const pickupAt = new Date(now.getTime() + hours * HOUR);
        await setJob(row!.id, status, pickupAt);
        const [read] = await rows<{ state: string }>(
          t,
          sql`select (${jobStateSql(now)}) as state from logistics_jobs where id = ${row!.id}`,
        );
        expect({ status, hours, state: read?.state }).toEqual({
          status,
          hours,
          state: jobDisplayStatus({ status, pickupAt }, now),
        });
      }
    }
  });
});

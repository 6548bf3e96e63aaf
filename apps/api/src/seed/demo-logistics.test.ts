import type { CarrierTermsView, JobLoads, JobQuotesView, JobView, QuoteRequestView } from '@harvest/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, signInDemo, type Headers } from '../../test/api-calls';
import { rows } from '../../test/auth-helpers';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { seedDemoFleet } from './demo-fleet';
import { seedDemoLogistics } from './demo-logistics';

describe('the demo haulage (npm start)', () => {
  let t: TestApp;
  let who: Record<'farmer' | 'carrier', Headers>;
  const data = async <T>(as: keyof typeof who, path: string) =>
    (await apiCall(t, 'GET', path, who[as])).json().data as T;

  beforeAll(async () => {
    t = await buildTestApp();
    await t.seedDemo();
    await seedDemoFleet(t.app.platform, t.app.log);
    await seedDemoLogistics(t.app.platform, t.app.log);
    who = await signInDemo(t, 'farmer', 'carrier');
  }, 60_000);
  afterAll(() => t.close());

  it('gives Hillside a wheat job out for quote, priced by Fenland Haulage, whose terms are still to agree', async () => {
    const [request] = await data<QuoteRequestView[]>('carrier', '/logistics/quote-requests');
    expect(request).toMatchObject({
      status: 'submitted',
      priceMinor: 48_500,
      organiserName: 'Hillside Farm Partnership',
    });
    expect(request?.job.reference).toMatch(/^J-\d{6}$/);
    expect(request?.job.stops.map((stop) => stop.name)).toEqual([
      'Hillside Farm',
      'Anglia Grain Merchants, Bury St Edmunds',
    ]);
    const { job, quotes } = await data<JobQuotesView>('farmer', `/logistics/jobs/${request?.jobId}/quotes`);
    expect(job.status).toBe('out-for-quote');
    expect(quotes).toMatchObject([
      { carrierName: 'Fenland Haulage Ltd', status: 'submitted', termsVersion: 1, termsAgreed: false },
    ]);
    const terms = await data<CarrierTermsView>(
      'farmer',
      `/logistics/carriers/${quotes[0]?.carrierOrganisationId}/terms`,
    );
    // The fleet's terms, written once: the quote's seed adds none of its own.
    expect(terms).toMatchObject({ version: 1, agreed: false });
    expect(terms.content).toContain('Fenland Haulage Ltd carries grain');
  });

  it('makes the job through the jobs and loads services: numbered, routed, with its wheat load', async () => {
    const [request] = await data<QuoteRequestView[]>('carrier', '/logistics/quote-requests');
    const job = await data<JobView>('farmer', `/logistics/jobs/${request?.jobId}`);
    expect(job).toMatchObject({ status: 'out-for-quote', requireGrainSample: true, route: { estimate: true } });
    const { loads } = await data<JobLoads>('farmer', `/logistics/jobs/${job.id}/loads`);
    expect(loads).toMatchObject([{ commodityId: 'wheat', weightKg: 29_000, reference: expect.stringMatching(/^LD-/) }]);
  });

  it('is written once', async () => {
    await seedDemoLogistics(t.app.platform, t.app.log);
    const [count] = await rows<{ n: number }>(t, sql`select count(*)::int as n from logistics_jobs`);
    expect(count?.n).toBe(1);
  });
});

import type { JobView } from '@harvest/domain';
import { afterAll, beforeAll, describe, it } from 'vitest';
import {
  apiCall,
  demoOrganisationIds,
  DEMO_PEOPLE as PEOPLE,
  signInDemo,
  type DemoPerson,
  type Headers,
} from '../../../../test/api-calls';
import { buildTestApp, type TestApp } from '../../../../test/build-test-app';
import { jobBody } from '../../../../test/logistics-world';
import { expectEveryRouteListed, expectRowAuthorised, type MatrixRow } from '../../../../test/route-matrix';
import { expectData } from '../../../../test/trading-world';

/**
 * Who may call the job routes (issue 22, §6): owners hold logistics.jobs (organising) and a haulier's owner
 * logistics.carrier too; the driver reads its carrier's jobs and changes none; the bidding buyer has neither.
 * Every row names a Hillside job given to Fenland Haulage: another business that may organise haulage hears 404.
 */
type Who = DemoPerson;
const EVERYONE = Object.keys(PEOPLE) as Who[];
const OTHERS: Who[] = ['buyer', 'unvetted', 'admin'];

describe('authorisation matrix of haulage jobs', () => {
  let t: TestApp;
  let headers: Record<Who, Headers>;
  let job: JobView;
  let matrix: MatrixRow<Who>[];

  beforeAll(async () => {
    t = await buildTestApp();
    await t.seedDemo();
    headers = await signInDemo(t, ...EVERYONE);
    const { fenland } = await demoOrganisationIds(t);
    job = await expectData<JobView>(
      await apiCall(
        t,
        'POST',
        '/logistics/jobs',
        headers.farmer,
        jobBody(t, { carrierOrganisationId: fenland, priceMinor: 45_000 }),
      ),
      201,
    );
    const url = `/api/logistics/jobs/${job.id}`;
    matrix = [
      {
        route: 'POST /api/logistics/jobs',
        allowed: ['farmer', 'buyer', 'carrier', 'unvetted', 'admin'],
        request: { method: 'POST', url: '/api/logistics/jobs', payload: jobBody(t) },
      },
      {
        route: 'POST /api/logistics/jobs/from-delivery/:deliveryId',
        // No contract here: organisers pass the guard and hear 404 (from-delivery.test.ts books a real one).
        allowed: [],
        notFoundFor: ['farmer', 'buyer', 'carrier', 'unvetted', 'admin'],
        request: { method: 'POST', url: `/api/logistics/jobs/from-delivery/${job.id}` },
      },
      {
        route: 'GET /api/logistics/jobs/of-delivery/:deliveryId',
        // No contract here either: organisers pass the guard and hear 404 (from-delivery.test.ts reads real ones).
        allowed: [],
        notFoundFor: ['farmer', 'buyer', 'carrier', 'unvetted', 'admin'],
        request: { method: 'GET', url: `/api/logistics/jobs/of-delivery/${job.id}` },
      },
      {
        route: 'GET /api/logistics/jobs/:id',
        allowed: ['farmer', 'carrier', 'driver'],
        notFoundFor: OTHERS,
        request: { method: 'GET', url },
      },
      {
        route: 'PATCH /api/logistics/jobs/:id',
        // The carrier reads the job but does not change it: 403.
        allowed: ['farmer'],
        notFoundFor: OTHERS,
        request: { method: 'PATCH', url, payload: { driverNotes: 'Ring the yard' } },
      },
      {
        route: 'POST /api/logistics/jobs/:id/decline',
        // The organiser cannot decline its own job: 403.
        allowed: ['carrier'],
        notFoundFor: OTHERS,
        request: { method: 'POST', url: `${url}/decline`, payload: {} },
      },
      {
        route: 'POST /api/logistics/jobs/:id/book',
        allowed: ['carrier'],
        notFoundFor: OTHERS,
        request: { method: 'POST', url: `${url}/book` },
      },
      {
        route: 'POST /api/logistics/jobs/:id/cancel',
        allowed: ['farmer', 'carrier'],
        notFoundFor: OTHERS,
        request: { method: 'POST', url: `${url}/cancel`, payload: {} },
      },
    ];
  }, 60_000);

  afterAll(() => t.close());

  it('has a row for every route, and every row is a route', () => {
    // A job's quotes, loads and PODs are their parts' (their own matrices).
    expectEveryRouteListed(
      t.routes,
      (url) => url.startsWith('/api/logistics/jobs') && !/\/(quotes|loads|pods)$/.test(url),
      matrix,
    );
  });

  for (const route of [
    'POST /api/logistics/jobs',
    'POST /api/logistics/jobs/from-delivery/:deliveryId',
    'GET /api/logistics/jobs/of-delivery/:deliveryId',
    'GET /api/logistics/jobs/:id',
    'PATCH /api/logistics/jobs/:id',
    'POST /api/logistics/jobs/:id/decline',
    'POST /api/logistics/jobs/:id/book',
    'POST /api/logistics/jobs/:id/cancel',
  ]) {
    it(route, () =>
      expectRowAuthorised(
        t.app,
        matrix.find((row) => row.route === route)!,
        headers,
        EVERYONE,
      ),
    );
  }
});

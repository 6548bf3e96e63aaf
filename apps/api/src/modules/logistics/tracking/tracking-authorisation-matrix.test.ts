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
import { addAllocation, addDriver, addLoad, addVehicle, plannerWorld } from '../../../../test/planner-world';
import { expectEveryRouteListed, expectRowAuthorised, type MatrixRow } from '../../../../test/route-matrix';
import { expectData } from '../../../../test/trading-world';
import { updateJob } from '../jobs/queries';

/**
 * Who may call the tracking routes (issue 23): only the job's allocated driver sends its positions (any other holder
 * of logistics.carrier, owners included, hears 404: the job is not theirs to drive); the organiser, the carrier and its
 * driver read its tracking, other businesses hear 404; the bidding buyer has neither permission (403).
 */
type Who = DemoPerson;
const EVERYONE = Object.keys(PEOPLE) as Who[];
const OTHERS: Who[] = ['buyer', 'unvetted', 'admin'];

describe('authorisation matrix of live tracking', () => {
  let t: TestApp;
  let headers: Record<Who, Headers>;
  let matrix: MatrixRow<Who>[];

  beforeAll(async () => {
    t = await buildTestApp();
    await t.seedDemo();
    headers = await signInDemo(t, ...EVERYONE);
    const { fenland } = await demoOrganisationIds(t);
    const job = await expectData<JobView>(
      await apiCall(
        t,
        'POST',
        '/logistics/jobs',
        headers.farmer,
        jobBody(t, { carrierOrganisationId: fenland, priceMinor: 45_000 }, 1),
      ),
      201,
    );
    const db = t.app.platform.database.db;
    const world = await plannerWorld(db);
    const load = await addLoad(world, job.id);
    await addAllocation(world, load, {
      carrierId: fenland,
      vehicleId: (await addVehicle(world, fenland)).id,
      driverId: (await addDriver(world, fenland)).id,
      day: t.clock.now().toISOString().slice(0, 10),
      weightKg: 29_000,
    });
    // Started, as the driving part's swipe will start it.
    await updateJob(db, job.id, { status: 'started', startedAt: t.clock.now() });
    let second = 0;
    matrix = [
      {
        route: 'POST /api/logistics/driver/jobs/:id/positions',
        allowed: ['driver'],
        notFoundFor: ['farmer', 'carrier', ...OTHERS],
        // A new reading each time, so the allowed call stores one.
        request: () => ({
          method: 'POST',
          url: `/api/logistics/driver/jobs/${job.id}/positions`,
          payload: {
            positions: [{ lat: 52.3, lon: 1.1, at: new Date(t.clock.now().getTime() - ++second * 1000).toISOString() }],
          },
        }),
      },
      {
        route: 'GET /api/logistics/jobs/:id/tracking',
        allowed: ['farmer', 'carrier', 'driver'],
        notFoundFor: OTHERS,
        request: { method: 'GET', url: `/api/logistics/jobs/${job.id}/tracking` },
      },
    ];
    t.clock.advance(60_000);
  }, 60_000);

  afterAll(() => t.close());

  it('has a row for every route, and every row is a route', () => {
    expectEveryRouteListed(t.routes, (url) => /\/(positions|tracking)$/.test(url), matrix);
  });

  for (const route of ['POST /api/logistics/driver/jobs/:id/positions', 'GET /api/logistics/jobs/:id/tracking']) {
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

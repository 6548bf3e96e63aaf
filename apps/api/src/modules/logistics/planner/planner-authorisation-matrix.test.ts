import { afterAll, beforeAll, describe, it } from 'vitest';
import { DEMO_PEOPLE as PEOPLE, signInDemo, type DemoPerson, type Headers } from '../../../../test/api-calls';
import { buildTestApp, type TestApp } from '../../../../test/build-test-app';
import {
  addAllocation,
  addDriver,
  addJob,
  addLoad,
  addVehicle,
  plannerWorld,
  type PlannerWorld,
} from '../../../../test/planner-world';
import { expectEveryRouteListed, expectRowAuthorised, type MatrixRow } from '../../../../test/route-matrix';

/**
 * The load planner's routes (logistics.carrier, §6 'assign loads to drivers'), walked without a token and as each
 * demo role. The demo haulier plans; its driver reads the planner but changes nothing (403); an owner of another
 * business holds the permission (owners hold every one) and reads its own empty planner, but Fenland's loads are
 * not its to plan (404). A member without the permission (the second buyer) hears 403 everywhere.
 */
type Who = DemoPerson;
const EVERYONE = Object.keys(PEOPLE) as Who[];
const OTHER_OWNERS: Who[] = ['farmer', 'buyer', 'unvetted', 'admin'];

const PLANNER_ROUTES = (url: string) =>
  url.startsWith('/api/logistics/planner') || url.includes('/allocations') || url.endsWith('/over-allocation');

describe('load planner authorisation matrix', () => {
  let t: TestApp;
  let w: PlannerWorld;
  let headers: Record<Who, Headers>;
  const ids = { load: '', vehicle: '', driver: '', allocations: [] as string[] };

  beforeAll(async () => {
    t = await buildTestApp();
    await t.seedDemo();
    headers = await signInDemo(t, ...EVERYONE);
    w = await plannerWorld(t.app.platform.database.db);
    const job = await addJob(w, { carrierId: w.fenland });
    ids.load = (await addLoad(w, job.id, { weightKg: 100_000 })).id;
    ids.vehicle = (await addVehicle(w, w.fenland)).id;
    ids.driver = (await addDriver(w, w.fenland)).id;
    for (let n = 0; n < 3; n += 1) {
      const allocation = await addAllocation(
        w,
        { id: ids.load },
        {
          carrierId: w.fenland,
          vehicleId: ids.vehicle,
          driverId: ids.driver,
          day: '2026-12-01',
          weightKg: 1_000,
        },
      );
      ids.allocations.push(allocation.id);
    }
  }, 60_000);

  afterAll(() => t.close());

  const rows = (): MatrixRow<Who>[] => [
    {
      route: 'GET /api/logistics/planner',
      allowed: EVERYONE.filter((who) => who !== 'buyer2'),
      request: { method: 'GET', url: '/api/logistics/planner?day=2026-12-01' },
    },
    {
      route: 'POST /api/logistics/loads/:id/allocations',
      allowed: ['carrier'],
      notFoundFor: OTHER_OWNERS,
      request: () => ({
        method: 'POST',
        url: `/api/logistics/loads/${ids.load}/allocations`,
        payload: { vehicleId: ids.vehicle, driverId: ids.driver, day: '2026-12-01', weightKg: 1_000 },
      }),
    },
    {
      route: 'DELETE /api/logistics/loads/:id/allocations/:allocationId',
      allowed: ['carrier'],
      notFoundFor: OTHER_OWNERS,
      request: () => ({
        method: 'DELETE',
        url: `/api/logistics/loads/${ids.load}/allocations/${ids.allocations[0]}`,
      }),
    },
    {
      route: 'PATCH /api/logistics/loads/:id/allocations/:allocationId',
      allowed: ['carrier'],
      notFoundFor: OTHER_OWNERS,
      request: () => ({
        method: 'PATCH',
        url: `/api/logistics/loads/${ids.load}/allocations/${ids.allocations[1]}`,
        payload: { driverId: ids.driver },
      }),
    },
    {
      route: 'PATCH /api/logistics/loads/:id/over-allocation',
      allowed: ['carrier'],
      notFoundFor: OTHER_OWNERS,
      request: { method: 'PATCH', url: `/api/logistics/loads/${ids.load}/over-allocation`, payload: { allowed: true } },
    },
  ];

  it('lists every planner route', () => {
    expectEveryRouteListed(t.routes, PLANNER_ROUTES, rows());
  });

  it('lets the carrier plan, its driver read, and no one else near its loads', async () => {
    for (const row of rows()) await expectRowAuthorised(t.app, row, headers, EVERYONE);
  });
});

import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, it } from 'vitest';
import {
  apiCall,
  demoOrganisationIds,
  DEMO_PEOPLE as PEOPLE,
  signInDemo,
  type DemoPerson,
  type Headers,
} from '../../../../test/api-calls';
import { rows } from '../../../../test/auth-helpers';
import { buildTestApp, type TestApp } from '../../../../test/build-test-app';
import { expectEveryRouteListed, expectRowAuthorised, type MatrixRow } from '../../../../test/route-matrix';

/**
 * Every loads route, without a token and as each demo role. Hillside (the farmer) organises a job given to Fenland
 * Haulage (the carrier, whose driver holds logistics.carrier at read): the organiser writes its loads, the carrier
 * reads them and records their tipping, and every other business with logistics.jobs hears 404 for them.
 */
type Who = DemoPerson;
const EVERYONE = Object.keys(PEOPLE) as Who[];
/** The owners of other businesses: they organise haulage too (logistics.jobs), but not Hillside's. */
const STRANGERS: Who[] = ['buyer', 'unvetted', 'admin'];
const ids = { job: '', load: '', doomed: '' };
const get = (url: string) => () => ({
  method: 'GET' as const,
  url: url.replace(':job', ids.job).replace(':load', ids.load),
});

const MATRIX: MatrixRow<Who>[] = [
  {
    route: 'POST /api/logistics/loads',
    allowed: ['farmer', ...STRANGERS, 'carrier'],
    request: () => ({ method: 'POST', url: '/api/logistics/loads', payload: { weightKg: 1_000 } }),
  },
  {
    route: 'POST /api/logistics/loads/import',
    allowed: ['farmer', ...STRANGERS, 'carrier'],
    request: () => ({
      method: 'POST',
      url: '/api/logistics/loads/import',
      payload: { csv: 'Reference,Commodity,Weight (t)\r\nM-1,Wheat,29\r\n', dryRun: true },
    }),
  },
  {
    route: 'GET /api/logistics/loads/:id',
    allowed: ['farmer', 'carrier', 'driver'],
    notFoundFor: STRANGERS,
    request: get('/api/logistics/loads/:load'),
  },
  {
    route: 'PATCH /api/logistics/loads/:id',
    allowed: ['farmer'],
    notFoundFor: [...STRANGERS, 'carrier'],
    request: () => ({ method: 'PATCH', url: `/api/logistics/loads/${ids.load}`, payload: { notes: 'Matrix' } }),
  },
  {
    route: 'DELETE /api/logistics/loads/:id',
    allowed: ['farmer'],
    notFoundFor: [...STRANGERS, 'carrier'],
    request: () => ({ method: 'DELETE', url: `/api/logistics/loads/${ids.doomed}` }),
  },
  {
    route: 'PUT /api/logistics/loads/:id/tipped',
    // Refused for its ticket (400) where the load is theirs to tip: the permission decision is what is walked.
    allowed: ['farmer', 'carrier'],
    notFoundFor: STRANGERS,
    request: () => ({
      method: 'PUT',
      url: `/api/logistics/loads/${ids.load}/tipped`,
      payload: {
        grossKg: 44_000,
        tareKg: 15_000,
        netKg: 29_000,
        tippedQuantityKg: 29_000,
        weighbridgeFileId: '00000000-0000-4000-8000-000000000000',
      },
    }),
  },
  {
    route: 'GET /api/logistics/jobs/:id/loads',
    allowed: ['farmer', 'carrier', 'driver'],
    notFoundFor: STRANGERS,
    request: get('/api/logistics/jobs/:job/loads'),
  },
];

// The loads' own routes: their allocations and over-allocation mark are the planner's (its own matrix).
const inModule = (url: string) =>
  (url.startsWith('/api/logistics/loads') && !url.includes('/allocations') && !url.endsWith('/over-allocation')) ||
  /^\/api\/logistics\/jobs\/:id\/loads$/.test(url);

describe('authorisation matrix of loads (trading-logistics §6: the organiser, the carrier and its driver)', () => {
  let t: TestApp;
  let headers: Record<Who, Headers>;

  beforeAll(async () => {
    t = await buildTestApp();
    await t.seedDemo();
    headers = await signInDemo(t, ...EVERYONE);
    const orgs = await demoOrganisationIds(t);
    const [job] = await rows<{ id: string }>(
      t,
      sql`insert into logistics_jobs (reference, organiser_organisation_id, carrier_organisation_id, type, status,
            pickup_at, created_at, updated_at)
          values ('J-MATRIX', ${orgs.hillside}, ${orgs.fenland}, 'grain', 'assigned', now(), now(), now())
          returning id`,
    );
    ids.job = job!.id;
    const load = async () =>
      (await apiCall(t, 'POST', '/logistics/loads', headers.farmer, { jobId: ids.job, weightKg: 29_000 })).json().data
        .id as string;
    ids.load = await load();
    ids.doomed = await load();
  }, 60_000);

  afterAll(() => t.close());

  it('has a row for every route, and every row is a route', () => {
    expectEveryRouteListed(t.routes, inModule, MATRIX);
  });

  for (const row of MATRIX) it(row.route, () => expectRowAuthorised(t.app, row, headers, EVERYONE));
});

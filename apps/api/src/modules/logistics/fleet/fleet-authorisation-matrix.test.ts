import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PEOPLE as PEOPLE, apiCall, signInDemo, type DemoPerson, type Headers } from '../../../../test/api-calls';
import { createUser } from '../../../../test/auth-helpers';
import { buildTestApp, type TestApp } from '../../../../test/build-test-app';
import { expectEveryRouteListed, expectRowAuthorised } from '../../../../test/route-matrix';
import { expectData } from '../../../../test/trading-world';

/**
 * Every route of the fleet (issue 22), walked without a token and as each demo role. logistics.carrier guards them:
 * read for the lists and one item (the driver holds it at read), write for changes, the lookup and the driver
 * picker. Owners hold every permission, so every business's owner reaches its own (empty) fleet and hears 404 for
 * Fenland Haulage's objects; the buyer's bidder, without the permission, hears 403.
 */
type Who = DemoPerson;
const EVERYONE = Object.keys(PEOPLE) as Who[];
const OWNERS: Who[] = ['carrier', 'farmer', 'buyer', 'unvetted', 'admin'];
const OTHER_OWNERS: Who[] = ['farmer', 'buyer', 'unvetted', 'admin'];
const READERS: Who[] = [...OWNERS, 'driver'];

interface Row {
  route: string;
  allowed: readonly Who[];
  notFoundFor?: readonly Who[];
  request: () => InjectOptions;
}

const ids = { vehicle: '', doomedVehicle: '', trailer: '', doomedTrailer: '', driver: '', doomedDriver: '', spare: '' };
let plate = 0;
const vehicle = () => ({
  registration: `MX${String((plate += 1) % 100).padStart(2, '0')}MAT`,
  type: 'artic-cab',
  payloadKg: 29_000,
});
const get = (url: string) => () => ({ method: 'GET' as const, url });

const MATRIX: Row[] = [
  { route: 'GET /api/logistics/vehicles', allowed: READERS, request: get('/api/logistics/vehicles') },
  {
    // No register is configured here, so every writer hears 404 'enter its details manually'; readers 403.
    route: 'GET /api/logistics/vehicles/lookup',
    allowed: [],
    notFoundFor: OWNERS,
    request: get('/api/logistics/vehicles/lookup?registration=AB12CDE'),
  },
  {
    route: 'POST /api/logistics/vehicles',
    allowed: OWNERS,
    request: () => ({ method: 'POST', url: '/api/logistics/vehicles', payload: vehicle() }),
  },
  {
    route: 'GET /api/logistics/vehicles/:id',
    allowed: ['carrier', 'driver'],
    notFoundFor: OTHER_OWNERS,
    request: () => get(`/api/logistics/vehicles/${ids.vehicle}`)(),
  },
  {
    route: 'PATCH /api/logistics/vehicles/:id',
    allowed: ['carrier'],
    notFoundFor: OTHER_OWNERS,
    request: () => ({ method: 'PATCH', url: `/api/logistics/vehicles/${ids.vehicle}`, payload: { decks: 2 } }),
  },
  {
    route: 'DELETE /api/logistics/vehicles/:id',
    allowed: ['carrier'],
    notFoundFor: OTHER_OWNERS,
    request: () => ({ method: 'DELETE', url: `/api/logistics/vehicles/${ids.doomedVehicle}` }),
  },
  { route: 'GET /api/logistics/trailers', allowed: READERS, request: get('/api/logistics/trailers') },
  {
    route: 'POST /api/logistics/trailers',
    allowed: OWNERS,
    request: () => ({
      method: 'POST',
      url: '/api/logistics/trailers',
      payload: { reference: `Matrix ${(plate += 1)}`, type: 'other' },
    }),
  },
  {
    route: 'GET /api/logistics/trailers/:id',
    allowed: ['carrier', 'driver'],
    notFoundFor: OTHER_OWNERS,
    request: () => get(`/api/logistics/trailers/${ids.trailer}`)(),
  },
  {
    route: 'PATCH /api/logistics/trailers/:id',
    allowed: ['carrier'],
    notFoundFor: OTHER_OWNERS,
    request: () => ({ method: 'PATCH', url: `/api/logistics/trailers/${ids.trailer}`, payload: { decks: 2 } }),
  },
  {
    route: 'DELETE /api/logistics/trailers/:id',
    allowed: ['carrier'],
    notFoundFor: OTHER_OWNERS,
    request: () => ({ method: 'DELETE', url: `/api/logistics/trailers/${ids.doomedTrailer}` }),
  },
  { route: 'GET /api/logistics/drivers', allowed: READERS, request: get('/api/logistics/drivers') },
  {
    route: 'GET /api/logistics/drivers/candidates',
    allowed: OWNERS,
    request: get('/api/logistics/drivers/candidates'),
  },
  {
    // Another business's owner names Fenland's person: not of their driver group, a bad profileId (400).
    route: 'POST /api/logistics/drivers',
    allowed: OWNERS,
    request: () => ({
      method: 'POST',
      url: '/api/logistics/drivers',
      payload: { profileId: ids.spare, driverNumber: 'SPARE802214PS9AB' },
    }),
  },
  {
    route: 'GET /api/logistics/drivers/:id',
    allowed: ['carrier', 'driver'],
    notFoundFor: OTHER_OWNERS,
    request: () => get(`/api/logistics/drivers/${ids.driver}`)(),
  },
  {
    route: 'PATCH /api/logistics/drivers/:id',
    allowed: ['carrier'],
    notFoundFor: OTHER_OWNERS,
    request: () => ({
      method: 'PATCH',
      url: `/api/logistics/drivers/${ids.driver}`,
      payload: { driverNumber: 'HOLLO703128MJ8IJ' },
    }),
  },
  {
    route: 'DELETE /api/logistics/drivers/:id',
    allowed: ['carrier'],
    notFoundFor: OTHER_OWNERS,
    request: () => ({ method: 'DELETE', url: `/api/logistics/drivers/${ids.doomedDriver}` }),
  },
  { route: 'GET /api/logistics/terms', allowed: READERS, request: get('/api/logistics/terms') },
  {
    route: 'PUT /api/logistics/terms',
    allowed: OWNERS,
    request: () => ({ method: 'PUT', url: '/api/logistics/terms', payload: { content: 'Carried at owner’s risk.' } }),
  },
];

// The fleet's routes (its searches are in the search module's matrix; jobs, quotes, loads and the planner have their own).
const inModule = (url: string) =>
  /^\/api\/logistics\/(vehicles|trailers|drivers)(\/|$)/.test(url) || url === '/api/logistics/terms';

describe('authorisation matrix of the fleet (trading-logistics §6 logistics.carrier)', () => {
  let t: TestApp;
  let headers: Record<Who, Headers>;

  beforeAll(async () => {
    t = await buildTestApp();
    await t.seedDemo();
    headers = await signInDemo(t, ...EVERYONE);
    const make = async (path: string, body: object) =>
      (await expectData<{ id: string }>(await apiCall(t, 'POST', path, headers.carrier, body), 201)).id;
    ids.vehicle = await make('/logistics/vehicles', vehicle());
    ids.doomedVehicle = await make('/logistics/vehicles', vehicle());
    ids.trailer = await make('/logistics/trailers', { reference: 'Kept', type: 'other' });
    ids.doomedTrailer = await make('/logistics/trailers', { reference: 'Doomed', type: 'other' });
    const driverOf = async (email: string) =>
      (await createUser(t, { email, organisation: 'Fenland Haulage Ltd', groups: ['driver'] })).profileId;
    const candidates = await expectData<{ profileId: string; email: string }[]>(
      await apiCall(t, 'GET', '/logistics/drivers/candidates', headers.carrier),
    );
    const mick = candidates.find((each) => each.email === PEOPLE.driver)!.profileId;
    ids.driver = await make('/logistics/drivers', { profileId: mick, driverNumber: 'HOLLO703128MJ9IJ' });
    ids.doomedDriver = await make('/logistics/drivers', {
      profileId: await driverOf('leaving.driver@fenland.test'),
      driverNumber: 'LEAVE802214LD9AB',
    });
    ids.spare = await driverOf('spare.driver@fenland.test');
  }, 60_000);

  afterAll(() => t.close());

  it('has a row for every route of the fleet, and every row is a route', () => {
    expectEveryRouteListed(t.routes, inModule, MATRIX);
    expect(MATRIX.length).toBeGreaterThan(0);
  });

  for (const row of MATRIX) it(row.route, () => expectRowAuthorised(t.app, row, headers, EVERYONE));
});

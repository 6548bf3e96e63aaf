import { afterAll, beforeAll, describe, it } from 'vitest';
import { DEMO_PEOPLE as PEOPLE, signInDemo, type DemoPerson, type Headers } from '../../../test/api-calls';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { expectEveryRouteListed, expectRowAuthorised, type MatrixRow } from '../../../test/route-matrix';

/**
 * Every geo route, walked without a token and with each demo role. Country, countries and regions are
 * public (signup needs them); the look-ups are for any signed-in user, whatever their role or
 * organisation: they name no organisation's objects, so nobody hears 404 for another's.
 */
type Who = DemoPerson;
const EVERYONE = Object.keys(PEOPLE) as Who[];
const get = (url: string) => ({ method: 'GET' as const, url });

const MATRIX: MatrixRow<Who>[] = [
  { route: 'GET /api/geo/v1/country', allowed: EVERYONE, isPublic: true, request: get('/api/geo/v1/country') },
  { route: 'GET /api/geo/countries', allowed: EVERYONE, isPublic: true, request: get('/api/geo/countries') },
  {
    route: 'GET /api/geo/regions',
    allowed: EVERYONE,
    isPublic: true,
    request: get('/api/geo/regions?countryISO=GB'),
  },
  { route: 'GET /api/geo/search', allowed: EVERYONE, request: get('/api/geo/search?query=Thirsk&countryISO=GB') },
  { route: 'GET /api/geo/address', allowed: EVERYONE, request: get('/api/geo/address?query=YO7%203AB') },
  { route: 'GET /api/geo/what3words', allowed: EVERYONE, request: get('/api/geo/what3words?query=index.home.raft') },
  { route: 'GET /api/geo/coordinates', allowed: EVERYONE, request: get('/api/geo/coordinates?lat=54.233&lon=-1.3441') },
];

const inModule = (url: string) => url.startsWith('/api/geo/');

describe('authorisation matrix of places (platform §7 "System and geo")', () => {
  let t: TestApp;
  let headers: Record<Who, Headers>;

  beforeAll(async () => {
    t = await buildTestApp();
    await t.seedDemo();
    headers = await signInDemo(t, ...EVERYONE);
  }, 60_000);

  afterAll(() => t.close());

  it('has a row for every route, and every row is a route', () => {
    expectEveryRouteListed(t.routes, inModule, MATRIX);
  });

  for (const row of MATRIX) it(row.route, () => expectRowAuthorised(t.app, row, headers, EVERYONE));
});

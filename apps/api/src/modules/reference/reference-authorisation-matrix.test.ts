import { afterAll, beforeAll, describe, it } from 'vitest';
import {
  DEMO_PEOPLE as PEOPLE,
  demoOrganisationIds,
  signInDemo,
  type DemoPerson,
  type Headers,
} from '../../../test/api-calls';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { expectEveryRouteListed, expectRowAuthorised, type MatrixRow } from '../../../test/route-matrix';

/**
 * Every reference route, walked without a token and with each demo role. The catalogue and core config are
 * for every signed-in user; an organisation's initialise is its members' (and a system administrator's), and
 * anyone else is told it does not exist.
 */
type Who = DemoPerson;
const EVERYONE = Object.keys(PEOPLE) as Who[];

let hillside = '';

const MATRIX: MatrixRow<Who>[] = [
  {
    route: 'GET /api/system/commodities',
    allowed: EVERYONE,
    request: { method: 'GET', url: '/api/system/commodities' },
  },
  {
    route: 'GET /api/system/commodities/:id/specifications',
    allowed: EVERYONE,
    request: { method: 'GET', url: '/api/system/commodities/wheat/specifications?commodityType=feed' },
  },
  {
    route: 'GET /api/inventory/commodities/specifications/:id',
    allowed: EVERYONE,
    request: { method: 'GET', url: '/api/inventory/commodities/specifications/wheat-feed' },
  },
  {
    route: 'GET /api/system/initialise/:id',
    allowed: ['farmer', 'admin'],
    notFoundFor: EVERYONE.filter((who) => who !== 'farmer' && who !== 'admin'),
    request: () => ({ method: 'GET', url: `/api/system/initialise/${hillside}` }),
  },
  {
    route: 'GET /api/system/config/:countryISO',
    allowed: EVERYONE,
    request: { method: 'GET', url: '/api/system/config/GB' },
  },
];

const inModule = (url: string) =>
  url.startsWith('/api/system/commodities') ||
  url.startsWith('/api/inventory/commodities/specifications') ||
  url.startsWith('/api/system/initialise') ||
  url.startsWith('/api/system/config');

describe('authorisation matrix of the reference data (platform §6)', () => {
  let t: TestApp;
  let headers: Record<Who, Headers>;

  beforeAll(async () => {
    t = await buildTestApp();
    await t.seedDemo();
    headers = await signInDemo(t, ...EVERYONE);
    ({ hillside } = await demoOrganisationIds(t));
  }, 60_000);

  afterAll(() => t.close());

  it('has a row for every route, and every row is a route', () => {
    expectEveryRouteListed(t.routes, inModule, MATRIX);
  });

  for (const row of MATRIX) it(row.route, () => expectRowAuthorised(t.app, row, headers, EVERYONE));
});

import { afterAll, beforeAll, describe, it } from 'vitest';
import { DEMO_PEOPLE as PEOPLE, signInDemo, type DemoPerson, type Headers } from '../../../test/api-calls';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { expectEveryRouteListed, expectRowAuthorised, type MatrixRow } from '../../../test/route-matrix';

/**
 * Every search route, walked without a token and with each demo role. Inventory searches are for whoever may
 * read the inventory lists: the inventory module and inventory.movements (the farm's owner, and Marsh Lane's,
 * who searches their own organisation and finds none of Hillside's stock: see search.test.ts). The merchant,
 * the haulier and the administrator's own organisation have no inventory: 403. Trading searches are walked with
 * the market, which only buyers may search; logistics searches with the carrier's vehicles.
 */
type Who = DemoPerson;
const EVERYONE = Object.keys(PEOPLE) as Who[];
const INVENTORY: Who[] = ['farmer', 'unvetted'];

const MATRIX: MatrixRow<Who>[] = [
  {
    route: 'GET /api/search/inventory/:alias',
    allowed: INVENTORY,
    request: { method: 'GET', url: '/api/search/inventory/records?f=commodity:wheat' },
  },
  {
    // Trading searches need a trading module; the market is the buyers' (a seller is refused by the service).
    route: 'GET /api/search/trading/:alias',
    allowed: ['buyer', 'buyer2'],
    request: { method: 'GET', url: '/api/search/trading/market?f=commodity:wheat' },
  },
  {
    // Jobs and loads: whoever organises haulage (logistics.jobs: every owner) or hauls it (the carrier and its driver); the
    // fleet's vehicles and drivers the same way (every owner searches its own, perhaps empty, fleet).
    route: 'GET /api/search/logistics/:alias',
    allowed: ['farmer', 'buyer', 'carrier', 'driver', 'unvetted', 'admin'],
    request: { method: 'GET', url: '/api/search/logistics/loads?f=status:planned' },
  },
];

describe('authorisation matrix of the searches (platform §6)', () => {
  let t: TestApp;
  let headers: Record<Who, Headers>;

  beforeAll(async () => {
    t = await buildTestApp();
    await t.seedDemo();
    headers = await signInDemo(t, ...EVERYONE);
  }, 60_000);

  afterAll(() => t.close());

  it('has a row for every route, and every row is a route', () => {
    expectEveryRouteListed(t.routes, (url) => url.startsWith('/api/search/'), MATRIX);
  });

  for (const row of MATRIX) it(row.route, () => expectRowAuthorised(t.app, row, headers, EVERYONE));
});

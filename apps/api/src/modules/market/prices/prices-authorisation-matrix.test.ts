import { afterAll, beforeAll, describe, it } from 'vitest';
import { DEMO_PEOPLE as PEOPLE, signInDemo, type DemoPerson, type Headers } from '../../../../test/api-calls';
import { buildTestApp, type TestApp } from '../../../../test/build-test-app';
import { expectEveryRouteListed, expectRowAuthorised, type MatrixRow } from '../../../../test/route-matrix';

/**
 * Who may read market prices (issue 24, §6): every trader the prices by region page (its regional series only with the
 * insights upgrade, which the demo farm has and the demo buyers do not); ex-farm prices need the upgrade; the price
 * import is the system administrators'.
 */
type Who = DemoPerson;
const EVERYONE = Object.keys(PEOPLE) as Who[];

const MATRIX: MatrixRow<Who>[] = [
  {
    route: 'GET /api/trading/insights/prices',
    allowed: ['farmer', 'buyer', 'buyer2'],
    request: { method: 'GET', url: '/api/trading/insights/prices' },
  },
  { route: 'GET /api/trading/ex-farm', allowed: ['farmer'], request: { method: 'GET', url: '/api/trading/ex-farm' } },
  {
    route: 'GET /api/admin/market-prices/sources',
    allowed: ['admin'],
    request: { method: 'GET', url: '/api/admin/market-prices/sources' },
  },
  {
    route: 'POST /api/admin/market-prices/import',
    allowed: ['admin'],
    request: {
      method: 'POST',
      url: '/api/admin/market-prices/import',
      payload: {
        source: 'matrix-table',
        fileName: 'prices.csv',
        csv: 'Date,Region,Crop,Price\n2026-11-20,Eastern,Feed wheat,180\n',
        mapping: { date: 'Date', region: 'Region', commodity: 'Crop', price: 'Price' },
        kind: 'spot',
        currency: 'GBP',
        dryRun: true,
      },
    },
  },
];

describe('authorisation matrix of market prices', () => {
  let t: TestApp;
  let headers: Record<Who, Headers>;

  beforeAll(async () => {
    t = await buildTestApp();
    await t.seedDemo();
    headers = await signInDemo(t, ...EVERYONE);
  }, 60_000);

  afterAll(() => t.close());

  it('has a row for every route, and every row is a route', () => {
    expectEveryRouteListed(
      t.routes,
      (url) => /^\/api\/(trading\/(insights|ex-farm)|admin\/market-prices)/.test(url),
      MATRIX,
    );
  });

  for (const row of MATRIX) it(row.route, () => expectRowAuthorised(t.app, row, headers, EVERYONE));
});

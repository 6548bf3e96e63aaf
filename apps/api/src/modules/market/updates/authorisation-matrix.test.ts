import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PEOPLE as PEOPLE, apiCall, signInDemo, type DemoPerson, type Headers } from '../../../../test/api-calls';
import { buildTestApp, type TestApp } from '../../../../test/build-test-app';
import { expectEveryRouteListed, expectRowAuthorised } from '../../../../test/route-matrix';

/**
 * Every route of market updates and the news feed, walked without a token and with each demo role (trading §6):
 * the traders of a business with the trading core or buyers module and trading.market.read read them (the
 * unvetted farm waits for its vetting, hauliers have no trading module, administrators are never polled); only
 * system administrators write. Updates belong to no organisation, so there is no foreign check.
 */
type Who = DemoPerson;
const EVERYONE = Object.keys(PEOPLE) as Who[];
const TRADERS: Who[] = ['farmer', 'buyer', 'buyer2'];

interface Row {
  route: string;
  allowed: readonly Who[];
  request: () => InjectOptions;
}

const update = (publishedAt: string | null) => ({ title: 'Matrix', content: '<p>Matrix</p>', url: null, publishedAt });
let published = '';
let draft = '';

const MATRIX: Row[] = [
  {
    route: 'GET /api/trading/market-updates/latest',
    allowed: TRADERS,
    request: () => ({ method: 'GET', url: '/api/trading/market-updates/latest?startDateUTC=2020-01-01' }),
  },
  {
    route: 'POST /api/trading/market-updates/:id/viewed',
    allowed: TRADERS,
    request: () => ({ method: 'POST', url: `/api/trading/market-updates/${published}/viewed` }),
  },
  {
    route: 'GET /api/trading/news-feed',
    allowed: TRADERS,
    request: () => ({ method: 'GET', url: '/api/trading/news-feed' }),
  },
  {
    route: 'GET /api/admin/market-updates',
    allowed: ['admin'],
    request: () => ({ method: 'GET', url: '/api/admin/market-updates' }),
  },
  {
    route: 'POST /api/admin/market-updates',
    allowed: ['admin'],
    request: () => ({ method: 'POST', url: '/api/admin/market-updates', payload: update(null) }),
  },
  {
    route: 'GET /api/admin/market-updates/:id',
    allowed: ['admin'],
    request: () => ({ method: 'GET', url: `/api/admin/market-updates/${draft}` }),
  },
  {
    route: 'PATCH /api/admin/market-updates/:id',
    allowed: ['admin'],
    request: () => ({ method: 'PATCH', url: `/api/admin/market-updates/${draft}`, payload: update(null) }),
  },
  {
    route: 'DELETE /api/admin/market-updates/:id',
    allowed: ['admin'],
    request: () => ({ method: 'DELETE', url: `/api/admin/market-updates/${draft}` }),
  },
];

const inLane = (url: string) => url.includes('/market-updates') || url === '/api/trading/news-feed';

describe('authorisation matrix of market updates and the news feed (trading §6; issue 24)', () => {
  let t: TestApp;
  let headers: Record<Who, Headers>;

  beforeAll(async () => {
    t = await buildTestApp();
    await t.seedDemo();
    headers = await signInDemo(t, ...EVERYONE);
    const make = async (publishedAt: string | null) => {
      const made = await apiCall(t, 'POST', '/admin/market-updates', headers.admin, update(publishedAt));
      expect(made.statusCode, made.body).toBe(201);
      return (made.json() as { data: { id: string } }).data.id;
    };
    published = await make('2026-01-01T00:00:00.000Z');
    draft = await make(null);
  }, 60_000);

  afterAll(() => t.close());

  it('has a row for every route of the lane, and every row is a route', () => {
    expectEveryRouteListed(t.routes, inLane, MATRIX);
  });

  for (const row of MATRIX) it(row.route, () => expectRowAuthorised(t.app, row, headers, EVERYONE));
});

import { afterAll, beforeAll, describe, it } from 'vitest';
import {
  apiCall,
  demoOrganisationIds,
  DEMO_PEOPLE as PEOPLE,
  signInDemo,
  type DemoPerson,
  type Headers,
} from '../../../test/api-calls';
import { newMember } from '../../../test/auth-helpers';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { grantInsights } from '../../../test/market-world';
import { expectEveryRouteListed, expectRowAuthorised, type MatrixRow } from '../../../test/route-matrix';
import { expectData } from '../../../test/trading-world';

/**
 * Who may call the price alerts and target prices (issue 24, §6): alerts need a trading side's module, the insights
 * upgrade and the insights permission, and are the person's own (anyone else who passes hears 404); target prices are
 * the seller's reads and writes behind the same upgrade. Hillside (the farmer) and Anglia (the buyers) have the upgrade
 * here; the haulier, the unvetted farm, the administrator and a Hillside member without permissions are refused.
 */
type Who = DemoPerson | 'member';
/** The owner last, so the others meet the object before the owner's call removes it. */
const EVERYONE: Who[] = [
  ...(Object.keys(PEOPLE) as DemoPerson[]).filter((who) => who !== 'farmer'),
  'member',
  'farmer',
];

describe('authorisation matrix of price alerts and target prices', () => {
  let t: TestApp;
  let headers: Record<Who, Headers>;
  let matrix: MatrixRow<Who>[];

  beforeAll(async () => {
    t = await buildTestApp();
    await t.seedDemo();
    const { hillside, anglia } = await demoOrganisationIds(t);
    await grantInsights(t, hillside);
    await grantInsights(t, anglia);
    headers = {
      ...(await signInDemo(t, ...(Object.keys(PEOPLE) as DemoPerson[]))),
      member: (await newMember(t)).headers,
    };
    const alertBody = {
      type: 'target',
      commodityId: 'wheat-feed',
      region: 'east',
      kind: 'spot',
      direction: 'above',
      priceMinor: 20_000,
    };
    const targetBody = { commodityId: 'wheat-feed', month: '2027-03', region: 'east', priceMinor: 20_000 };
    const alert = await expectData<{ id: string }>(
      await apiCall(t, 'POST', '/trading/alert-preferences', headers.farmer, alertBody),
      201,
    );
    const target = await expectData<{ id: string }>(
      await apiCall(t, 'PUT', '/trading/target-prices', headers.farmer, targetBody),
    );
    matrix = [
      {
        route: 'GET /api/trading/alert-preferences',
        allowed: ['farmer', 'buyer'],
        request: { method: 'GET', url: '/api/trading/alert-preferences' },
      },
      {
        route: 'POST /api/trading/alert-preferences',
        allowed: ['farmer', 'buyer'],
        request: { method: 'POST', url: '/api/trading/alert-preferences', payload: alertBody },
      },
      {
        route: 'DELETE /api/trading/alert-preferences/:id',
        allowed: ['farmer'],
        notFoundFor: ['buyer'],
        request: { method: 'DELETE', url: `/api/trading/alert-preferences/${alert.id}` },
      },
      {
        route: 'GET /api/trading/target-prices',
        allowed: ['farmer'],
        request: { method: 'GET', url: '/api/trading/target-prices' },
      },
      {
        route: 'PUT /api/trading/target-prices',
        allowed: ['farmer'],
        request: { method: 'PUT', url: '/api/trading/target-prices', payload: targetBody },
      },
      {
        route: 'DELETE /api/trading/target-prices/:id',
        allowed: ['farmer'],
        request: { method: 'DELETE', url: `/api/trading/target-prices/${target.id}` },
      },
    ];
  }, 60_000);

  afterAll(() => t.close());

  it('has a row for every route, and every row is a route', () => {
    expectEveryRouteListed(t.routes, (url) => /\/(alert-preferences|target-prices)/.test(url), matrix);
  });

  for (const route of [
    'GET /api/trading/alert-preferences',
    'POST /api/trading/alert-preferences',
    'DELETE /api/trading/alert-preferences/:id',
    'GET /api/trading/target-prices',
    'PUT /api/trading/target-prices',
    'DELETE /api/trading/target-prices/:id',
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

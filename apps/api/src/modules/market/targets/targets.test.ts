import { targetPriceSchema, type TargetPrice } from '@harvest/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, demoOrganisationIds, expectInvalid } from '../../../../test/api-calls';
import { organisationIdOf } from '../../../../test/auth-helpers';
import { buildTestApp, type TestApp } from '../../../../test/build-test-app';
import { grantInsights, insertPrices } from '../../../../test/market-world';
import { addRivalSeller } from '../../../../test/trading-world';

const DAY = 86_400_000;

/**
 * Target prices (issue 24, GET /trading/target-prices): a seller's target per crop, movement month and region, measured
 * against the newest ex-farm day's last price in the region, else the newest spot, else nothing; one per crop, month
 * and region; another business's is 404.
 */
describe('target prices', () => {
  let t: TestApp;
  const me = () => t.authHeaders('farmer@demo.farm');
  const put = async (body: object): Promise<TargetPrice> => {
    const reply = await apiCall(t, 'PUT', '/trading/target-prices', await me(), body);
    expect(reply.statusCode, reply.body).toBe(200);
    return targetPriceSchema.parse(reply.json().data);
  };
  const list = async (headers?: Record<string, string>) =>
    (await apiCall(t, 'GET', '/trading/target-prices', headers ?? (await me()))).json().data as TargetPrice[];
  const wheat = { commodityId: 'wheat-feed', month: '2027-01', region: 'east-midlands' };

  beforeAll(async () => {
    t = await buildTestApp();
    await t.seedDemo();
    await grantInsights(t, (await demoOrganisationIds(t)).hillside);
  }, 60_000);

  afterAll(() => t.close());

  it('has no distance while the region has no price, then the spot, then the ex-farm price', async () => {
    const target = await put({ ...wheat, priceMinor: 20_000 });
    expect(target).toMatchObject({ marketMinor: null, marketKind: null, differenceMinor: null, reached: false });

    await insertPrices(t, [{ commodityId: 'wheat-feed', kind: 'spot', region: 'east-midlands', priceMinor: 19_000 }]);
    // Another region's and another kind's prices are not its market.
    await insertPrices(t, [
      { commodityId: 'wheat-feed', kind: 'ex-farm', region: 'east', priceMinor: 30_000 },
      { commodityId: 'wheat-feed', kind: 'delivered', region: 'east-midlands', priceMinor: 30_000 },
    ]);
    expect((await list())[0]).toMatchObject({
      marketMinor: 19_000,
      marketKind: 'spot',
      differenceMinor: -1_000,
      reached: false,
    });

    // An ex-farm price, even of a day before the spot's, is what a seller is paid at the farm gate: it wins.
    const yesterday = new Date(t.clock.now().getTime() - DAY);
    await insertPrices(t, [
      {
        commodityId: 'wheat-feed',
        kind: 'ex-farm',
        region: 'east-midlands',
        priceMinor: 20_500,
        pricedOn: yesterday.toISOString().slice(0, 10),
        pricedAt: yesterday,
      },
    ]);
    expect((await list())[0]).toMatchObject({
      id: target.id,
      marketMinor: 20_500,
      marketKind: 'ex-farm',
      marketDate: yesterday.toISOString().slice(0, 10),
      differenceMinor: 500,
      reached: true,
    });
  });

  it('keeps one target per crop, month and region: setting it again changes its price', async () => {
    const [before] = await list();
    const again = await put({ ...wheat, priceMinor: 21_000 });
    expect(again).toMatchObject({ id: before!.id, priceMinor: 21_000, differenceMinor: -500, reached: false });
    const other = await put({ ...wheat, month: '2027-02', priceMinor: 21_000 });
    expect(other.id).not.toBe(before!.id);
    expect((await list()).map((each) => each.month)).toEqual(['2027-01', '2027-02']);
  });

  it("is the business's own: another seller lists none and hears 404 deleting one; the owner deletes it", async () => {
    await addRivalSeller(t);
    await grantInsights(t, await organisationIdOf(t, 'Fen Edge Farms'));
    const rival = await t.authHeaders('rival@fenedge.test');
    const [mine] = await list();
    expect(await list(rival)).toEqual([]);
    expect((await apiCall(t, 'DELETE', `/trading/target-prices/${mine!.id}`, rival)).statusCode).toBe(404);
    const theirs = await apiCall(t, 'PUT', '/trading/target-prices', rival, { ...wheat, priceMinor: 1_000 });
    expect(theirs.statusCode).toBe(200);
    expect((await list()).find((each) => each.month === '2027-01')).toMatchObject({ priceMinor: 21_000 });

    expect((await apiCall(t, 'DELETE', `/trading/target-prices/${mine!.id}`, await me())).statusCode).toBe(200);
    expect((await apiCall(t, 'DELETE', `/trading/target-prices/${mine!.id}`, await me())).statusCode).toBe(404);
  });

  it('refuses a crop outside the catalogue, a region not in the list and a price of nothing', async () => {
    const farmer = await me();
    for (const [field, change] of [
      ['commodityId', { commodityId: 'gold' }],
      ['region', { region: 'mars' }],
      ['priceMinor', { priceMinor: 0 }],
      ['month', { month: '2027-13' }],
    ] as const) {
      expectInvalid(
        await apiCall(t, 'PUT', '/trading/target-prices', farmer, { ...wheat, priceMinor: 100, ...change }),
        {
          field,
          what: field,
        },
      );
    }
  });
});

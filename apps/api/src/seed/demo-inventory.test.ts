import type { Storage } from '@harvest/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, signInDemo, type Headers } from '../../test/api-calls';
import { organisationIdOf } from '../../test/auth-helpers';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { ledgerDisagreements } from '../../test/inventory-ledger';
import { seedDemoInventory } from './demo-inventory';

describe('the demo inventory (npm start)', () => {
  let t: TestApp;
  let farmer: Headers;

  beforeAll(async () => {
    t = await buildTestApp();
    await t.seedDemo();
    await seedDemoInventory(t.app.platform, t.app.log);
    ({ farmer } = await signInDemo(t, 'farmer'));
  }, 60_000);

  afterAll(() => t.close());

  it('gives the demo farm stores, fields, stock, movements and a harvest under way, each ledger adding up', async () => {
    const storages = (await apiCall(t, 'GET', '/inventory/storages', farmer)).json().data as Storage[];
    expect(storages.map((each) => each.name).sort()).toEqual(
      ['Bay 1', 'Drying floor', 'Long Meadow', 'Main barn', 'North silo', 'Top Field'].sort(),
    );
    const overview = (await apiCall(t, 'GET', '/inventory/overview', farmer)).json().data as {
      stockByCrop: { commodityId: string }[];
    };
    expect(overview.stockByCrop.map((crop) => crop.commodityId)).toEqual(['wheat', 'barley', 'oilseed-rape']);
    const incomplete = await apiCall(t, 'GET', '/search/inventory/movements-incomplete', farmer);
    expect(incomplete.json().data.totalDocs).toBe(1);
    const harvest = await apiCall(t, 'GET', '/search/inventory/harvest-plans', farmer);
    expect(harvest.json().data.docs[0]).toMatchObject({ fieldName: 'Long Meadow', actualKg: 59_000, loadCount: 2 });
    const hillside = await organisationIdOf(t, 'Hillside Farm Partnership');
    expect(await ledgerDisagreements(t.app.platform.database.db, hillside)).toEqual([]);
  });

  it('adds nothing when the farm already has storage', async () => {
    await seedDemoInventory(t.app.platform, t.app.log);
    const storages = (await apiCall(t, 'GET', '/inventory/storages', farmer)).json().data as Storage[];
    expect(storages).toHaveLength(6);
  });
});

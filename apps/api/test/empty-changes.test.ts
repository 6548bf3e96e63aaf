import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoInventory } from '../src/seed/demo-inventory';
import { seedDemoTrading } from '../src/seed/demo-trading';
import { apiCall, signInDemo, type Headers } from './api-calls';
import { organisationIdOf, rows } from './auth-helpers';
import { buildTestApp, type TestApp } from './build-test-app';
import { jobBody } from './logistics-world';
import { grantInsights } from './market-world';
import { addAllocation, addDriver, addJob, addLoad, addVehicle, plannerWorld } from './planner-world';

/**
 * Issue 18, defect 4: `PATCH /api/inventory/storages/{id}` with `{}` answered 500 ('No values to set'). Every PATCH
 * and PUT gets `{}` with a real id of the caller's own: a change route answers 200 (nothing to change, the object as
 * it is) or 400; an action route (its body is not read) may also refuse the object's state (409), never a 5xx.
 */

type Who = 'farmer' | 'buyer' | 'admin';

interface Row {
  route: string;
  who: Who;
  /** The address with real ids filled in. */
  url: () => string;
  /** An action: its body is not read, so `{}` does what it does (or the state refuses it). */
  action?: boolean;
}

describe('an empty change to every PATCH and PUT', () => {
  let t: TestApp;
  let people: Record<Who, Headers>;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    t = await buildTestApp();
    await t.seedDemo();
    await seedDemoInventory(t.app.platform, t.app.log);
    await seedDemoTrading(t.app.platform, t.app.log);
    await grantInsights(t, await organisationIdOf(t, 'Hillside Farm Partnership'));
    people = await signInDemo(t, 'farmer', 'buyer', 'admin');
    const one = async (name: string, query: ReturnType<typeof sql>) => {
      const [row] = await rows<{ id: string }>(t, query);
      if (!row) throw new Error(`The demo world has no ${name}`);
      ids[name] = row.id;
    };
    ids.hillside = await organisationIdOf(t, 'Hillside Farm Partnership');
    // A load of a job Hillside hauls itself, for the planner's over-allocation mark.
    const haulage = await plannerWorld(t.app.platform.database.db);
    const haulLoad = await addLoad(haulage, (await addJob(haulage, { carrierId: ids.hillside })).id);
    ids.haulLoad = haulLoad.id;
    ids.haulAllocation = (
      await addAllocation(haulage, haulLoad, {
        carrierId: ids.hillside,
        vehicleId: (await addVehicle(haulage, ids.hillside)).id,
        driverId: (await addDriver(haulage, ids.hillside)).id,
        day: '2026-12-01',
        weightKg: 1_000,
      })
    ).id;
    await one('farmer', sql`select id from users where email = 'farmer@demo.farm'`);
    await one(
      'profile',
      sql`select p.id from profiles p join users u on u.id = p.user_id where u.email = 'farmer@demo.farm'`,
    );
    await one('unit', sql`select id from business_units where name = 'Hillside Farm'`);
    await one('update', sql`select id from latest_updates limit 1`);
    const marketUpdate = await apiCall(t, 'POST', '/admin/market-updates', people.admin, {
      title: 'Empty',
      content: '<p>Empty</p>',
      url: null,
      publishedAt: null,
    });
    expect(marketUpdate.statusCode, marketUpdate.body).toBe(201);
    ids.marketUpdate = marketUpdate.json().data.id;
    await one('storage', sql`select id from inventory_storages where name = 'Main barn'`);
    await one('record', sql`select id from inventory_records limit 1`);
    await one('plan', sql`select id from harvest_plans limit 1`);
    await one('wheat', sql`select id from trading_listings where commodity_id = 'wheat'`);
    await one('rape', sql`select id from trading_listings where commodity_id = 'oilseed-rape'`);
    await one(
      'wheatOffer',
      sql`select b.id from trading_bids b join trading_listings l on l.id = b.listing_id where l.commodity_id = 'wheat'`,
    );
    await one(
      'barleyOffer',
      sql`select b.id from trading_bids b join trading_listings l on l.id = b.listing_id where l.commodity_id = 'barley'`,
    );
    await one('wanted', sql`select id from trading_wanted limit 1`);
    const [wanted] = (await apiCall(t, 'GET', `/trading/wanted/${ids.wanted}`, people.farmer)).json().data
      .months as string[];
    const request = await apiCall(t, 'POST', '/trading/trade-requests', people.farmer, {
      wantedId: ids.wanted,
      businessUnitId: ids.unit,
      quantityKg: 250_000,
      month: wanted,
      pricePerUnit: 19_600,
    });
    expect(request.statusCode, request.body).toBe(201);
    ids.tradeRequest = request.json().data.id;
    // Hillside's own fleet (its owner holds logistics.carrier): a vehicle, a trailer and a driver; and a job of its.
    const made = async (name: string, path: string, body: object) => {
      const reply = await apiCall(t, 'POST', path, people.farmer, body);
      expect(reply.statusCode, reply.body).toBe(201);
      ids[name] = reply.json().data.id;
    };
    await made('job', '/logistics/jobs', jobBody(t));
    await made('vehicle', '/logistics/vehicles', { registration: 'EM21PTY', type: 'artic-cab', payloadKg: 29_000 });
    await made('trailer', '/logistics/trailers', { reference: 'Empty', type: 'other' });
    const { profile } = await t.app.platform.services.users.addMember(t.app.platform.database.db, ids.hillside, {
      email: 'empty.driver@hillside.test',
      givenName: 'Empty',
      familyName: 'Driver',
      groups: ['driver'],
    });
    await made('driver', '/logistics/drivers', { profileId: profile.id, driverNumber: 'DRIVE702154ED9AB' });
    // A delivery planned on Hillside's traded barley contract, out of a lot of its crop.
    const [lot] = await rows<{ contract: string; start: string; record: string }>(
      t,
      sql`select c.id as contract, c.start_date as start, r.id as record
          from trading_contracts c join inventory_records r on r.commodity_id = c.commodity_id
          where c.seller_organisation_id = ${ids.hillside} and c.status = 'open'
            and r.organisation_id = ${ids.hillside} and r.quantity_kg >= 1000 and r.deleted_at is null
          order by c.created_at, r.created_at limit 1`,
    );
    if (!lot) throw new Error('The demo world has no open contract with a lot of its crop');
    ids.contract = lot.contract;
    const delivery = await apiCall(t, 'POST', `/trading/contracts/${lot.contract}/deliveries`, people.farmer, {
      plannedDate: lot.start,
      plannedWeightKg: 1_000,
      lots: [{ recordId: lot.record, quantityKg: 1_000 }],
    });
    expect(delivery.statusCode, delivery.body).toBe(201);
    ids.delivery = delivery.json().data.id;
  }, 120_000);

  afterAll(() => t.close());

  const id = (name: string) => () => {
    const value = ids[name];
    if (!value) throw new Error(`No id ${name}`);
    return value;
  };
  const at = (template: string, name?: string) => () => (name ? template.replace(':id', id(name)()) : template);

  /** Changes first, then the actions, which may move their object on. */
  const rows_: Row[] = [
    {
      route: 'PUT /api/auth/v1/profile/:profileId/kv',
      who: 'farmer',
      url: () => `/api/auth/v1/profile/${id('profile')()}/kv`,
    },
    { route: 'PATCH /api/customers/users/permissions', who: 'farmer', url: at('/api/customers/users/permissions') },
    {
      route: 'PATCH /api/customers/users/me/preferences',
      who: 'farmer',
      url: at('/api/customers/users/me/preferences'),
    },
    { route: 'PATCH /api/customers/users/:userId', who: 'farmer', url: () => `/api/customers/users/${id('farmer')()}` },
    { route: 'PATCH /api/customers/organisations/owner', who: 'farmer', url: at('/api/customers/organisations/owner') },
    {
      route: 'PATCH /api/customers/organisations/:id',
      who: 'farmer',
      url: at('/api/customers/organisations/:id', 'hillside'),
    },
    {
      route: 'PATCH /api/customers/organisations/:id/advance-pay',
      who: 'admin',
      url: at('/api/customers/organisations/:id/advance-pay', 'hillside'),
    },
    {
      route: 'PATCH /api/customers/business-units/:id',
      who: 'farmer',
      url: at('/api/customers/business-units/:id', 'unit'),
    },
    {
      route: 'PATCH /api/admin/organisations/:id/feature-flags',
      who: 'admin',
      url: at('/api/admin/organisations/:id/feature-flags', 'hillside'),
    },
    { route: 'PATCH /api/admin/latest-updates/:id', who: 'admin', url: at('/api/admin/latest-updates/:id', 'update') },
    {
      route: 'PATCH /api/admin/market-updates/:id',
      who: 'admin',
      url: at('/api/admin/market-updates/:id', 'marketUpdate'),
    },
    { route: 'PATCH /api/inventory/storages/:id', who: 'farmer', url: at('/api/inventory/storages/:id', 'storage') },
    { route: 'PATCH /api/inventory/records/:id', who: 'farmer', url: at('/api/inventory/records/:id', 'record') },
    {
      route: 'PATCH /api/inventory/harvest-plans/:id',
      who: 'farmer',
      url: at('/api/inventory/harvest-plans/:id', 'plan'),
    },
    { route: 'PATCH /api/trading/listings/:id', who: 'farmer', url: at('/api/trading/listings/:id', 'wheat') },
    { route: 'PATCH /api/trading/bids/:id', who: 'buyer', url: at('/api/trading/bids/:id', 'wheatOffer') },
    {
      route: 'PATCH /api/trading/contracts/:id',
      who: 'farmer',
      url: () => `/api/trading/contracts/${id('contract')()}`,
    },
    {
      // Its body is the scale (or null): an empty change names neither, a 400.
      route: 'PATCH /api/trading/contracts/:id/adjustment-scale',
      who: 'farmer',
      url: () => `/api/trading/contracts/${id('contract')()}/adjustment-scale`,
    },
    {
      route: 'PATCH /api/trading/contracts/:id/deliveries/:deliveryId',
      who: 'farmer',
      url: () => `/api/trading/contracts/${id('contract')()}/deliveries/${id('delivery')()}`,
    },
    {
      // A delivery not yet settled: the empty change reads it as it is (any real change is 409: not settled yet).
      route: 'PATCH /api/trading/contracts/:id/deliveries/:deliveryId/settlement',
      who: 'buyer',
      url: () => `/api/trading/contracts/${id('contract')()}/deliveries/${id('delivery')()}/settlement`,
    },
    {
      route: 'PATCH /api/trading/bids/:id/accept',
      who: 'farmer',
      url: at('/api/trading/bids/:id/accept', 'wheatOffer'),
    },
    {
      route: 'PATCH /api/trading/bids/:id/contract',
      who: 'buyer',
      url: at('/api/trading/bids/:id/contract', 'barleyOffer'),
    },
    {
      route: 'PATCH /api/trading/trade-requests/:id/close',
      who: 'farmer',
      url: at('/api/trading/trade-requests/:id/close', 'tradeRequest'),
    },
    {
      route: 'PATCH /api/trading/bids/:id/withdraw',
      who: 'buyer',
      url: at('/api/trading/bids/:id/withdraw', 'wheatOffer'),
      action: true,
    },
    {
      route: 'PATCH /api/trading/wanted/:id/close',
      who: 'buyer',
      url: at('/api/trading/wanted/:id/close', 'wanted'),
      action: true,
    },
    {
      route: 'PATCH /api/trading/listings/:id/close',
      who: 'farmer',
      url: at('/api/trading/listings/:id/close', 'rape'),
      action: true,
    },
    {
      route: 'PATCH /api/trading/listings/:id/archive',
      who: 'farmer',
      url: at('/api/trading/listings/:id/archive', 'rape'),
      action: true,
    },
    { route: 'PATCH /api/logistics/vehicles/:id', who: 'farmer', url: at('/api/logistics/vehicles/:id', 'vehicle') },
    { route: 'PATCH /api/logistics/trailers/:id', who: 'farmer', url: at('/api/logistics/trailers/:id', 'trailer') },
    { route: 'PATCH /api/logistics/drivers/:id', who: 'farmer', url: at('/api/logistics/drivers/:id', 'driver') },
    { route: 'PUT /api/logistics/terms', who: 'farmer', url: () => '/api/logistics/terms' },
    // Its body is the driver to give the allocation to: an empty one names none, a 400.
    {
      route: 'PATCH /api/logistics/loads/:id/allocations/:allocationId',
      who: 'farmer',
      url: () => `/api/logistics/loads/${id('haulLoad')()}/allocations/${id('haulAllocation')()}`,
    },
    {
      route: 'PATCH /api/logistics/loads/:id/over-allocation',
      who: 'farmer',
      url: at('/api/logistics/loads/:id/over-allocation', 'haulLoad'),
    },
    { route: 'PATCH /api/logistics/jobs/:id', who: 'farmer', url: at('/api/logistics/jobs/:id', 'job') },
    { route: 'PATCH /api/logistics/loads/:id', who: 'farmer', url: at('/api/logistics/loads/:id', 'haulLoad') },
    // Its body is the whole weighing: an empty one names none of it, a 400.
    {
      route: 'PUT /api/logistics/loads/:id/tipped',
      who: 'farmer',
      url: at('/api/logistics/loads/:id/tipped', 'haulLoad'),
    },
    // An upsert by crop, month and region: an empty one names none of them, a 400.
    { route: 'PUT /api/trading/target-prices', who: 'farmer', url: () => '/api/trading/target-prices' },
  ];

  it('has a row for every PATCH and PUT the app registers, so a new one cannot skip it', () => {
    const registered = t.routes
      .filter((route) => route.method === 'PATCH' || route.method === 'PUT')
      .map((route) => `${route.method} ${route.url}`);
    expect(registered.filter((route) => !rows_.some((row) => row.route === route))).toEqual([]);
    expect(rows_.map((row) => row.route).filter((route) => !registered.includes(route))).toEqual([]);
  });

  it('answers an empty change to a store with the store as it is', async () => {
    const before = await apiCall(t, 'GET', `/inventory/storages/${id('storage')()}`, people.farmer);
    const reply = await apiCall(t, 'PATCH', `/inventory/storages/${id('storage')()}`, people.farmer, {});
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.json().data).toEqual(before.json().data);
  });

  it('answers {} with 200 or 400 (an action: anything but a 5xx or a refusal of its own caller), never 500', async () => {
    const wrong: string[] = [];
    for (const row of rows_) {
      const [method] = row.route.split(' ');
      const reply = await t.app.inject({
        method: method as 'PATCH' | 'PUT',
        url: row.url(),
        headers: people[row.who],
        payload: {},
      });
      const fine = row.action
        ? reply.statusCode < 500 && ![401, 403, 404].includes(reply.statusCode)
        : [200, 400].includes(reply.statusCode);
      if (!fine) wrong.push(`${row.route} as ${row.who}: ${reply.statusCode} ${reply.body}`);
    }
    expect(wrong).toEqual([]);
  });
});

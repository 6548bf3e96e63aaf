import { calendarDateIn } from '@harvest/domain/calendar';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, DEMO_PEOPLE as PEOPLE, signInDemo, type DemoPerson, type Headers } from '../../../test/api-calls';
import { rows } from '../../../test/auth-helpers';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { expectEveryRouteListed, expectRowAuthorised, type MatrixRow } from '../../../test/route-matrix';

/**
 * Every inventory route, walked without a token and with each demo role. Inventory is for organisations with
 * the inventory module and people with inventory.movements (read to look, write to change): the farm's owner,
 * and Marsh Lane's, who is told that Hillside's storage, records and movements do not exist. The merchant, the
 * haulier and the administrator's own organisation have no inventory: 403.
 */
type Who = DemoPerson;
const EVERYONE = Object.keys(PEOPLE) as Who[];
const INVENTORY: Who[] = ['farmer', 'unvetted'];
const OTHER_FARM: Who[] = ['unvetted'];

const ids = { unit: '', storage: '', record: '', doomedRecord: '', planned: '', doomedMovement: '', completed: '' };
const today = () => calendarDateIn(new Date(), 'GB');
const outbound = () => ({
  type: 'outbound',
  sources: [{ recordId: ids.record, quantityKg: 1 }],
  quantityKg: 1,
  startDate: today(),
});

const MATRIX: MatrixRow<Who>[] = [
  {
    route: 'GET /api/inventory/storages',
    allowed: INVENTORY,
    request: { method: 'GET', url: '/api/inventory/storages' },
  },
  {
    route: 'POST /api/inventory/storages',
    allowed: INVENTORY,
    request: () => ({
      method: 'POST',
      url: '/api/inventory/storages',
      payload: { type: 'store', businessUnitId: ids.unit, name: 'Matrix store' },
    }),
  },
  {
    route: 'GET /api/inventory/storages/:id',
    allowed: ['farmer'],
    notFoundFor: OTHER_FARM,
    request: () => ({ method: 'GET', url: `/api/inventory/storages/${ids.storage}` }),
  },
  {
    route: 'PATCH /api/inventory/storages/:id',
    allowed: ['farmer'],
    notFoundFor: OTHER_FARM,
    request: () => ({
      method: 'PATCH',
      url: `/api/inventory/storages/${ids.storage}`,
      payload: { name: 'Matrix shed' },
    }),
  },
  {
    route: 'DELETE /api/inventory/storages/:id',
    allowed: ['farmer'],
    notFoundFor: OTHER_FARM,
    request: () => ({ method: 'DELETE', url: `/api/inventory/storages/${ids.storage}` }),
  },
  {
    route: 'GET /api/inventory/overview',
    allowed: INVENTORY,
    request: { method: 'GET', url: '/api/inventory/overview' },
  },
  {
    route: 'GET /api/inventory/records',
    allowed: INVENTORY,
    request: { method: 'GET', url: '/api/inventory/records' },
  },
  {
    route: 'POST /api/inventory/records',
    allowed: INVENTORY,
    request: () => ({
      method: 'POST',
      url: '/api/inventory/records',
      payload: { storageId: ids.storage, quantityKg: 0, commodityId: 'wheat', harvestYear: 2026 },
    }),
  },
  {
    route: 'POST /api/inventory/records/import',
    allowed: INVENTORY,
    request: {
      method: 'POST',
      url: '/api/inventory/records/import',
      payload: { csv: 'Crop,Harvest year,Store or field,Quantity (kg)\r\nWheat,2026,Matrix,1\r\n', dryRun: true },
    },
  },
  {
    route: 'GET /api/inventory/records/:id',
    allowed: ['farmer'],
    notFoundFor: OTHER_FARM,
    request: () => ({ method: 'GET', url: `/api/inventory/records/${ids.record}` }),
  },
  {
    route: 'PATCH /api/inventory/records/:id',
    allowed: ['farmer'],
    notFoundFor: OTHER_FARM,
    request: () => ({ method: 'PATCH', url: `/api/inventory/records/${ids.record}`, payload: { variety: 'Skyfall' } }),
  },
  {
    route: 'DELETE /api/inventory/records/:id',
    allowed: ['farmer'],
    notFoundFor: OTHER_FARM,
    request: () => ({ method: 'DELETE', url: `/api/inventory/records/${ids.doomedRecord}` }),
  },
  {
    route: 'POST /api/inventory/records/:id/adjustments',
    allowed: ['farmer'],
    notFoundFor: OTHER_FARM,
    request: () => ({
      method: 'POST',
      url: `/api/inventory/records/${ids.record}/adjustments`,
      payload: { reason: 'stock-take', deltaKg: 1 },
    }),
  },
  {
    route: 'GET /api/inventory/records/:id/ledger',
    allowed: ['farmer'],
    notFoundFor: OTHER_FARM,
    request: () => ({ method: 'GET', url: `/api/inventory/records/${ids.record}/ledger` }),
  },
  {
    route: 'GET /api/inventory/movements',
    allowed: INVENTORY,
    request: { method: 'GET', url: '/api/inventory/movements' },
  },
  {
    route: 'POST /api/inventory/movements',
    allowed: INVENTORY,
    request: () => ({ method: 'POST', url: '/api/inventory/movements', payload: outbound() }),
  },
  {
    route: 'POST /api/inventory/movements/conflicts',
    allowed: INVENTORY,
    request: () => ({ method: 'POST', url: '/api/inventory/movements/conflicts', payload: outbound() }),
  },
  {
    route: 'GET /api/inventory/movements/:id',
    allowed: ['farmer'],
    notFoundFor: OTHER_FARM,
    request: () => ({ method: 'GET', url: `/api/inventory/movements/${ids.planned}` }),
  },
  {
    route: 'POST /api/inventory/movements/:id/complete',
    allowed: ['farmer'],
    notFoundFor: OTHER_FARM,
    request: () => ({ method: 'POST', url: `/api/inventory/movements/${ids.planned}/complete`, payload: {} }),
  },
  {
    route: 'POST /api/inventory/movements/:id/reverse',
    allowed: ['farmer'],
    notFoundFor: OTHER_FARM,
    request: () => ({
      method: 'POST',
      url: `/api/inventory/movements/${ids.completed}/reverse`,
      payload: { reason: 'Matrix' },
    }),
  },
  {
    route: 'POST /api/inventory/movements/:id/duplicate',
    allowed: ['farmer'],
    notFoundFor: OTHER_FARM,
    request: () => ({
      method: 'POST',
      url: `/api/inventory/movements/${ids.planned}/duplicate`,
      payload: { copies: 1 },
    }),
  },
  {
    route: 'DELETE /api/inventory/movements/:id',
    allowed: ['farmer'],
    notFoundFor: OTHER_FARM,
    request: () => ({ method: 'DELETE', url: `/api/inventory/movements/${ids.doomedMovement}` }),
  },
];

// Harvest plans have their own matrix, in harvest.test.ts.
const inModule = (url: string) =>
  url.startsWith('/api/inventory/') &&
  !url.startsWith('/api/inventory/commodities/') &&
  !url.startsWith('/api/inventory/harvest-plans');

describe('authorisation matrix of the inventory (platform §6)', () => {
  let t: TestApp;
  let headers: Record<Who, Headers>;

  beforeAll(async () => {
    t = await buildTestApp();
    await t.seedDemo();
    headers = await signInDemo(t, ...EVERYONE);
    const [unit] = await rows<{ id: string }>(
      t,
      sql`select id from business_units where name = 'Hillside Grain Store'`,
    );
    ids.unit = unit!.id;
    const farmer = headers.farmer;
    const post = async (path: string, body: object) => {
      const reply = await apiCall(t, 'POST', `/inventory${path}`, farmer, body);
      expect(reply.statusCode, reply.body).toBe(201);
      return reply.json().data as { id: string };
    };
    ids.storage = (await post('/storages', { type: 'store', businessUnitId: ids.unit, name: 'Matrix' })).id;
    const lot = { storageId: ids.storage, quantityKg: 50_000, commodityId: 'wheat', harvestYear: 2026 };
    ids.record = (await post('/records', lot)).id;
    ids.doomedRecord = (await post('/records', lot)).id;
    const target = (await post('/storages', { type: 'store', businessUnitId: ids.unit, name: 'Matrix target' })).id;
    const planned = () =>
      post('/movements', {
        type: 'internal',
        status: 'planned',
        sources: [{ recordId: ids.record, quantityKg: 100 }],
        destinationStorageId: target,
        quantityKg: 100,
        startDate: today(),
      });
    ids.planned = (await planned()).id;
    ids.doomedMovement = (await planned()).id;
    const moved = { type: 'internal', sources: [{ recordId: ids.record, quantityKg: 100 }], quantityKg: 100 };
    ids.completed = (await post('/movements', { ...moved, destinationStorageId: target, startDate: today() })).id;
  }, 60_000);

  afterAll(() => t.close());

  it('has a row for every route, and every row is a route', () => {
    expectEveryRouteListed(t.routes, inModule, MATRIX);
  });

  for (const row of MATRIX) it(row.route, () => expectRowAuthorised(t.app, row, headers, EVERYONE));
});

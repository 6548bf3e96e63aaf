import type { StockRecord, Storage } from '@harvest/domain';
import { calendarDateIn } from '@harvest/domain/calendar';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { apiCall, signInDemo, type Headers } from './api-calls';
import { rows } from './auth-helpers';
import { buildTestApp, type TestApp } from './build-test-app';

export const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The demo world as the inventory tests start from it: the farmer (Hillside) and Marsh Lane's owner signed in, and
 * every live business unit's id by its name. `signInAgain` opens new sessions once a test has moved the clock past
 * the access tokens' life.
 */
export interface InventoryWorld {
  t: TestApp;
  farmer: Headers;
  marsh: Headers;
  units: Record<string, string>;
  hillsideId: string;
  signInAgain(): Promise<void>;
}

export async function buildInventoryWorld(): Promise<InventoryWorld> {
  const t = await buildTestApp();
  await t.seedDemo();
  const found = await rows<{ id: string; name: string; organisation_id: string }>(
    t,
    sql`select id, name, organisation_id from business_units where deleted_at is null`,
  );
  const world: InventoryWorld = {
    t,
    farmer: {},
    marsh: {},
    units: Object.fromEntries(found.map((unit) => [unit.name, unit.id])),
    hillsideId: found.find((unit) => unit.name === 'Hillside Farm')!.organisation_id,
    async signInAgain() {
      ({ farmer: world.farmer, unvetted: world.marsh } = await signInDemo(t, 'farmer', 'unvetted'));
    },
  };
  await world.signInAgain();
  return world;
}

/**
 * The inventory calls the tests make, as the farmer unless told otherwise (each write expected to succeed), on the
 * world the file builds in its beforeAll.
 */
export function inventoryCalls(worldOf: () => InventoryWorld) {
  const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', path: string, headers: Headers, body?: object) =>
    apiCall(worldOf().t, method, `/inventory${path}`, headers, body);
  const today = () => calendarDateIn(worldOf().t.clock.now(), 'GB');

  return {
    call,
    today,
    dayAfter: (days: number) => calendarDateIn(new Date(worldOf().t.clock.now().getTime() + days * DAY_MS), 'GB'),

    async store(name: string, capacityKg: number | null, extra: object = {}): Promise<Storage> {
      const reply = await call('POST', '/storages', worldOf().farmer, {
        type: 'store',
        businessUnitId: worldOf().units['Hillside Grain Store'],
        name,
        capacityKg,
        ...extra,
      });
      expect(reply.statusCode, reply.body).toBe(201);
      return reply.json().data as Storage;
    },

    async field(name: string): Promise<Storage> {
      const reply = await call('POST', '/storages', worldOf().farmer, {
        type: 'field',
        businessUnitId: worldOf().units['Hillside Farm'],
        name,
        areaHa: 12.5,
        fieldType: 'arable',
        commodityId: 'wheat',
      });
      expect(reply.statusCode, reply.body).toBe(201);
      return reply.json().data as Storage;
    },

    async record(storageId: string, quantityKg: number, commodityId = 'wheat'): Promise<StockRecord> {
      const body = { storageId, quantityKg, commodityId, harvestYear: 2026 };
      const reply = await call('POST', '/records', worldOf().farmer, body);
      expect(reply.statusCode, reply.body).toBe(201);
      return reply.json().data as StockRecord;
    },

    /** An internal movement of the sources' total, today, unless `extra` says otherwise. */
    move: (sources: { recordId: string; quantityKg: number }[], destinationStorageId: string, extra = {}) =>
      call('POST', '/movements', worldOf().farmer, {
        type: 'internal',
        sources,
        destinationStorageId,
        quantityKg: sources.reduce((sum, source) => sum + source.quantityKg, 0),
        startDate: today(),
        ...extra,
      }),

    quantityOf: async (id: string) =>
      ((await call('GET', `/records/${id}`, worldOf().farmer)).json().data as StockRecord).quantityKg,
    holdingOf: async (id: string) =>
      ((await call('GET', `/storages/${id}`, worldOf().farmer)).json().data as Storage).quantityKg,
  };
}

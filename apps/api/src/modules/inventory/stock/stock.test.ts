import { messages, type StockRecord } from '@harvest/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, type Headers } from '../../../../test/api-calls';
import { newMember, rows } from '../../../../test/auth-helpers';
import { buildInventoryWorld, inventoryCalls, type InventoryWorld } from '../../../../test/inventory-world';
import { ledgerDisagreements } from '../../../../test/inventory-ledger';

describe('stock records and the ledger (platform §3, §5)', () => {
  let world: InventoryWorld;
  const { call, store, record, quantityOf, holdingOf, today } = inventoryCalls(() => world);

  beforeAll(async () => {
    world = await buildInventoryWorld();
  }, 60_000);

  afterAll(() => world.t.close());

  it('requires a storage contract for inventory stored for someone else', async () => {
    const shed = await store('Contract shed', null);
    const reply = await call('POST', '/records', world.farmer, {
      storageId: shed.id,
      quantityKg: 1_000,
      commodityId: 'barley',
      harvestYear: 2026,
      ownerStatus: 'STORED',
      thirdPartyOwner: 'Fen Edge Farms',
    });
    expect(reply.statusCode).toBe(400);
    expect(reply.json().validation).toEqual([
      { field: 'storageContractRef', message: messages.inventory.storageContractRequired },
    ]);
  });

  it('records losses and stock-take corrections in the ledger, which always adds up to the quantity', async () => {
    const shed = await store('Ledger shed', null);
    const lot = await record(shed.id, 30_000);
    const hail = await call('POST', `/records/${lot.id}/adjustments`, world.farmer, {
      reason: 'hail',
      deltaKg: -2_000,
    });
    expect(hail.statusCode, hail.body).toBe(201);
    const counted = await call('POST', `/records/${lot.id}/adjustments`, world.farmer, {
      reason: 'stock-take',
      deltaKg: 500,
      note: 'Counted after drying',
    });
    expect((counted.json().data as StockRecord).quantityKg).toBe(28_500);
    const ledger = (await call('GET', `/records/${lot.id}/ledger`, world.farmer)).json().data as {
      deltaKg: number;
      kind: string;
      reason: string | null;
    }[];
    expect(ledger.map((line) => [line.kind, line.reason, line.deltaKg])).toEqual([
      ['intake', null, 30_000],
      ['adjustment', 'hail', -2_000],
      ['adjustment', 'stock-take', 500],
    ]);
    const tooMuch = await call('POST', `/records/${lot.id}/adjustments`, world.farmer, {
      reason: 'fire',
      deltaKg: -28_501,
    });
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json().message).toBe(messages.inventory.quantityNegative);
    expect(await quantityOf(lot.id)).toBe(28_500);
  });

  it('writes off what a deleted record held, so the store and the ledger agree', async () => {
    const shed = await store('Write-off shed', null);
    const lot = await record(shed.id, 7_000);
    expect((await call('DELETE', `/records/${lot.id}`, world.farmer)).statusCode).toBe(200);
    expect((await call('GET', `/records/${lot.id}`, world.farmer)).statusCode).toBe(404);
    expect(await holdingOf(shed.id)).toBe(0);
    expect(await ledgerDisagreements(world.t.app.platform.database.db, world.hillsideId)).toEqual([]);
  });

  describe('business units', () => {
    it('keeps a farm or store that holds stock from being deleted, and shows the stock as its crops', async () => {
      const summary = (
        await apiCall(
          world.t,
          'GET',
          `/customers/business-units/${world.units['Hillside Grain Store']}/summary`,
          world.farmer,
        )
      ).json().data as { links: Record<string, number>; deletable: boolean };
      expect(summary.links.crops).toBeGreaterThan(0);
      expect(summary.deletable).toBe(false);
      const reply = await apiCall(
        world.t,
        'DELETE',
        `/customers/business-units/${world.units['Hillside Grain Store']}`,
        world.farmer,
      );
      expect(reply.statusCode).toBe(409);
      expect(reply.json().message).toBe(messages.accounts.businessUnitInUse);
    });
  });

  describe('tenants', () => {
    it("answers 404 for another organisation's storage, record and movement", async () => {
      const shed = await store('Private shed', null);
      const lot = await record(shed.id, 100);
      expect((await call('GET', `/storages/${shed.id}`, world.marsh)).statusCode).toBe(404);
      expect((await call('GET', `/records/${lot.id}`, world.marsh)).statusCode).toBe(404);
      expect(
        (await call('POST', `/records/${lot.id}/adjustments`, world.marsh, { reason: 'wind', deltaKg: -1 })).statusCode,
      ).toBe(404);
      const theirs = (await call('GET', '/records', world.marsh)).json().data as StockRecord[];
      expect(theirs.some((each) => each.id === lot.id)).toBe(false);
      const foreignSource = await call('POST', '/movements', world.marsh, {
        type: 'outbound',
        sources: [{ recordId: lot.id, quantityKg: 1 }],
        quantityKg: 1,
        startDate: today(),
      });
      expect(foreignSource.statusCode).toBe(400);
      expect(await quantityOf(lot.id)).toBe(100);
    });
  });

  describe('the inventory home', () => {
    it('totals the stock by crop at the units the caller may see, largest first, and none of another farm', async () => {
      type Overview = { stockByCrop: { commodityId: string; quantityKg: number; records: number }[]; totalKg: number };
      const overviewOf = async (headers: Headers) => {
        const reply = await call('GET', '/overview', headers);
        expect(reply.statusCode, reply.body).toBe(200);
        return reply.json().data as Overview;
      };
      const before = await overviewOf(world.farmer);
      const loft = await store('Overview loft', null);
      await record(loft.id, 7_000, 'oats');
      await record(loft.id, 3_000, 'oats');
      const after = await overviewOf(world.farmer);
      const oatsBefore = before.stockByCrop.find((crop) => crop.commodityId === 'oats');
      expect(after.stockByCrop.find((crop) => crop.commodityId === 'oats')).toEqual({
        commodityId: 'oats',
        quantityKg: (oatsBefore?.quantityKg ?? 0) + 10_000,
        records: (oatsBefore?.records ?? 0) + 2,
      });
      expect(after.totalKg).toBe(before.totalKg + 10_000);
      const sizes = after.stockByCrop.map((crop) => crop.quantityKg);
      expect(sizes).toEqual([...sizes].sort((a, b) => b - a));
      expect(after.totalKg).toBe(sizes.reduce((sum, each) => sum + each, 0));

      // Marsh Lane's own home knows nothing of Hillside's oats.
      expect((await overviewOf(world.marsh)).stockByCrop.some((crop) => crop.commodityId === 'oats')).toBe(false);
      const fieldsOnly = await newMember(world.t, { access: { 'inventory.movements': 'read' } });
      await rows(
        world.t,
        sql`insert into profile_business_units (profile_id, business_unit_id)
            values (${fieldsOnly.profileId}, ${world.units['Hillside Farm']}) returning profile_id`,
      );
      expect((await overviewOf(fieldsOnly.headers)).stockByCrop.some((crop) => crop.commodityId === 'oats')).toBe(
        false,
      );
    });
  });

  it('is in the OpenAPI document', async () => {
    const doc = (await world.t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/inventory/storages',
        '/api/inventory/storages/{id}',
        '/api/inventory/overview',
        '/api/inventory/records/{id}/adjustments',
        '/api/inventory/records/{id}/ledger',
        '/api/inventory/movements',
        '/api/inventory/movements/conflicts',
        '/api/inventory/movements/{id}/complete',
        '/api/inventory/movements/{id}/duplicate',
      ]),
    );
  });

  it('keeps every record equal to its ledger after all of the above', async () => {
    expect(await ledgerDisagreements(world.t.app.platform.database.db, world.hillsideId)).toEqual([]);
  });
});

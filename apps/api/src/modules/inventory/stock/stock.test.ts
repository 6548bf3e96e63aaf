import {
  bucketForCategory,
  messages,
  type Movement,
  type StockRecord,
  type Storage,
  type UploadedFile,
} from '@harvest/domain';
import { calendarDateIn } from '@harvest/domain/calendar';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, signInDemo, type Headers } from '../../../../test/api-calls';
import { newMember, rows } from '../../../../test/auth-helpers';
import { buildTestApp, type TestApp } from '../../../../test/build-test-app';
import { multipartBody } from '../../../../test/multipart';
import { ledgerDisagreements } from '../../../../test/inventory-ledger';

const DAY_MS = 24 * 60 * 60 * 1000;

describe('farm inventory (platform §3-§5, trading-logistics §4-§5)', () => {
  let t: TestApp;
  let farmer: Headers;
  let marsh: Headers;
  let units: Record<string, string>;
  let hillsideId: string;

  const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', path: string, headers: Headers, body?: object) =>
    apiCall(t, method, `/inventory${path}`, headers, body);
  const today = () => calendarDateIn(t.clock.now(), 'GB');
  const dayAfter = (days: number) => calendarDateIn(new Date(t.clock.now().getTime() + days * DAY_MS), 'GB');

  async function store(name: string, capacityKg: number | null, extra: object = {}): Promise<Storage> {
    const reply = await call('POST', '/storages', farmer, {
      type: 'store',
      businessUnitId: units['Hillside Grain Store'],
      name,
      capacityKg,
      ...extra,
    });
    expect(reply.statusCode, reply.body).toBe(201);
    return reply.json().data as Storage;
  }

  async function field(name: string): Promise<Storage> {
    const reply = await call('POST', '/storages', farmer, {
      type: 'field',
      businessUnitId: units['Hillside Farm'],
      name,
      areaHa: 12.5,
      fieldType: 'arable',
      commodityId: 'wheat',
    });
    expect(reply.statusCode, reply.body).toBe(201);
    return reply.json().data as Storage;
  }

  async function record(storageId: string, quantityKg: number, commodityId = 'wheat'): Promise<StockRecord> {
    const reply = await call('POST', '/records', farmer, { storageId, quantityKg, commodityId, harvestYear: 2026 });
    expect(reply.statusCode, reply.body).toBe(201);
    return reply.json().data as StockRecord;
  }

  const move = (sources: { recordId: string; quantityKg: number }[], destinationStorageId: string, extra = {}) =>
    call('POST', '/movements', farmer, {
      type: 'internal',
      sources,
      destinationStorageId,
      quantityKg: sources.reduce((sum, source) => sum + source.quantityKg, 0),
      startDate: today(),
      ...extra,
    });

  const quantityOf = async (id: string) =>
    ((await call('GET', `/records/${id}`, farmer)).json().data as StockRecord).quantityKg;
  const holdingOf = async (id: string) =>
    ((await call('GET', `/storages/${id}`, farmer)).json().data as Storage).quantityKg;

  beforeAll(async () => {
    t = await buildTestApp();
    await t.seedDemo();
    ({ farmer, unvetted: marsh } = await signInDemo(t, 'farmer', 'unvetted'));
    const found = await rows<{ id: string; name: string; organisation_id: string }>(
      t,
      sql`select id, name, organisation_id from business_units where deleted_at is null`,
    );
    units = Object.fromEntries(found.map((unit) => [unit.name, unit.id]));
    hillsideId = found.find((unit) => unit.name === 'Hillside Farm')!.organisation_id;
  }, 60_000);

  afterAll(() => t.close());

  describe('storage locations', () => {
    it('adds a store with a sub-store, and a field, each showing what it holds', async () => {
      const shed = await store('Shed A', 500_000, { commodityId: 'wheat' });
      const bay = await store('Bay 1', 100_000, { parentId: shed.id });
      const meadow = await field('Long Meadow');
      expect(bay.parentId).toBe(shed.id);
      expect(meadow).toMatchObject({ type: 'field', areaHa: 12.5, fieldType: 'arable', capacityKg: null });
      await record(bay.id, 40_000);
      const listed = (await call('GET', '/storages', farmer)).json().data as Storage[];
      expect(listed.find((each) => each.id === shed.id)).toMatchObject({
        quantityKg: 40_000,
        subStoreIds: [bay.id],
        businessUnitName: 'Hillside Grain Store',
      });
    });

    it('keeps inventory at farms and stores only, and sub-stores one level deep', async () => {
      const shed = await store('Shed B', null);
      const bay = await store('Bay B1', null, { parentId: shed.id });
      const deeper = await call('POST', '/storages', farmer, {
        type: 'store',
        businessUnitId: units['Hillside Grain Store'],
        name: 'Corner',
        parentId: bay.id,
      });
      expect(deeper.statusCode).toBe(400);
      expect(deeper.json().validation).toEqual([{ field: 'parentId', message: messages.inventory.subStoreDepth }]);
      const unknownCrop = await call('POST', '/storages', farmer, {
        type: 'store',
        businessUnitId: units['Hillside Grain Store'],
        name: 'Quinoa loft',
        commodityId: 'quinoa',
      });
      expect(unknownCrop.json().validation).toEqual([{ field: 'commodityId', message: messages.validation.invalid }]);
      const anotherBusiness = await call('POST', '/storages', farmer, {
        type: 'store',
        businessUnitId: units['Marsh Lane Farm'],
        name: 'Not ours',
      });
      expect(anotherBusiness.statusCode).toBe(400);
    });

    it('refuses to delete a sub-store holding inventory, or a store with a movement ahead; empty ones go', async () => {
      const shed = await store('Shed C', null);
      const bay = await store('Bay C1', null, { parentId: shed.id });
      const held = await record(bay.id, 1_000);
      const subStore = await call('DELETE', `/storages/${bay.id}`, farmer);
      expect(subStore.statusCode).toBe(409);
      expect(subStore.json().message).toBe(messages.inventory.subStoreHoldsInventory);
      expect((await call('DELETE', `/storages/${shed.id}`, farmer)).json().message).toBe(
        messages.inventory.subStoreHoldsInventory,
      );

      const empty = await store('Shed D', null);
      const planned = await move([{ recordId: held.id, quantityKg: 500 }], empty.id, {
        status: 'planned',
        startDate: dayAfter(3),
      });
      expect(planned.statusCode, planned.body).toBe(201);
      const blocked = await call('DELETE', `/storages/${empty.id}`, farmer);
      expect(blocked.statusCode).toBe(409);
      expect(blocked.json().message).toBe(messages.inventory.storageHasFutureMovement);
      await call('DELETE', `/movements/${(planned.json().data as Movement).id}`, farmer);
      expect((await call('DELETE', `/storages/${empty.id}`, farmer)).statusCode).toBe(200);
      expect((await call('GET', `/storages/${empty.id}`, farmer)).statusCode).toBe(404);
    });
  });

  describe('stock records and the ledger', () => {
    it('requires a storage contract for inventory stored for someone else', async () => {
      const shed = await store('Contract shed', null);
      const reply = await call('POST', '/records', farmer, {
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
      const hail = await call('POST', `/records/${lot.id}/adjustments`, farmer, { reason: 'hail', deltaKg: -2_000 });
      expect(hail.statusCode, hail.body).toBe(201);
      const counted = await call('POST', `/records/${lot.id}/adjustments`, farmer, {
        reason: 'stock-take',
        deltaKg: 500,
        note: 'Counted after drying',
      });
      expect((counted.json().data as StockRecord).quantityKg).toBe(28_500);
      const ledger = (await call('GET', `/records/${lot.id}/ledger`, farmer)).json().data as {
        deltaKg: number;
        kind: string;
        reason: string | null;
      }[];
      expect(ledger.map((line) => [line.kind, line.reason, line.deltaKg])).toEqual([
        ['opening', null, 30_000],
        ['adjustment', 'hail', -2_000],
        ['adjustment', 'stock-take', 500],
      ]);
      const tooMuch = await call('POST', `/records/${lot.id}/adjustments`, farmer, {
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
      expect((await call('DELETE', `/records/${lot.id}`, farmer)).statusCode).toBe(200);
      expect((await call('GET', `/records/${lot.id}`, farmer)).statusCode).toBe(404);
      expect(await holdingOf(shed.id)).toBe(0);
      expect(await ledgerDisagreements(t.app.platform.database.db, hillsideId)).toEqual([]);
    });
  });

  describe('movements and their conflicts', () => {
    it('brings a harvest in from a field, then moves part of it to another store', async () => {
      const meadow = await field('Top Field');
      const shedOne = await store('Intake shed', 200_000);
      const shedTwo = await store('Second shed', 200_000);
      const intake = await call('POST', '/movements', farmer, {
        type: 'intake',
        destinationStorageId: shedOne.id,
        quantityKg: 60_000,
        startDate: today(),
        reference: 'TRAILER-1',
        record: { commodityId: 'wheat', variety: 'Skyfall', harvestYear: 2026, sourceStorageId: meadow.id },
      });
      expect(intake.statusCode, intake.body).toBe(201);
      const brought = intake.json().data as Movement & { destinationRecordId: string };
      expect(brought).toMatchObject({ status: 'complete', sourceStorageId: meadow.id, quantityKg: 60_000 });

      const moved = await move([{ recordId: brought.destinationRecordId, quantityKg: 25_000 }], shedTwo.id);
      expect(moved.statusCode, moved.body).toBe(201);
      expect(await quantityOf(brought.destinationRecordId)).toBe(35_000);
      expect(await holdingOf(shedOne.id)).toBe(35_000);
      expect(await holdingOf(shedTwo.id)).toBe(25_000);
      const arrived = await quantityOf((moved.json().data as Movement).destinationRecordId!);
      expect(arrived).toBe(25_000);
    });

    it("refuses a move past capacity: 'This will result in over capacity at the destination'", async () => {
      const from = await store('Full shed', null);
      const small = await store('Small bin', 10_000);
      const lot = await record(from.id, 50_000);
      await record(small.id, 8_000);
      const reply = await move([{ recordId: lot.id, quantityKg: 2_001 }], small.id);
      expect(reply.statusCode).toBe(409);
      expect(reply.json()).toMatchObject({
        message: 'This will result in over capacity at the destination',
        validation: [{ field: 'destinationStorageId', message: messages.inventory.overCapacity }],
      });
      expect(await quantityOf(lot.id)).toBe(50_000);
      expect((await move([{ recordId: lot.id, quantityKg: 2_000 }], small.id)).statusCode).toBe(201);
    });

    it('judges a sub-store against its own capacity and the store it belongs to', async () => {
      const from = await store('Source shed', null);
      const lot = await record(from.id, 50_000);
      const shed = await store('Shared shed', 20_000);
      const bay = await store('Big bay', 100_000, { parentId: shed.id });
      await record(shed.id, 15_000);
      const reply = await move([{ recordId: lot.id, quantityKg: 6_000 }], bay.id);
      expect(reply.json().message).toBe(messages.inventory.overCapacity);
    });

    it("refuses more than the sources hold: 'Moving too much here. Please check capacity and totals'", async () => {
      const from = await store('Short shed', null);
      const to = await store('Roomy shed', null);
      const lot = await record(from.id, 5_000);
      const reply = await move([{ recordId: lot.id, quantityKg: 5_001 }], to.id);
      expect(reply.statusCode).toBe(409);
      expect(reply.json()).toMatchObject({
        message: 'Moving too much here. Please check capacity and totals',
        validation: [{ field: 'quantityKg', message: messages.inventory.movingTooMuch }],
      });
    });

    it('refuses another crop into a store that holds one (crop clash), naming it', async () => {
      const wheatShed = await store('Wheat shed', null);
      const barleyShed = await store('Barley shed', null);
      await record(wheatShed.id, 1_000, 'wheat');
      const barley = await record(barleyShed.id, 1_000, 'barley');
      const reply = await move([{ recordId: barley.id, quantityKg: 500 }], wheatShed.id);
      expect(reply.statusCode).toBe(409);
      expect(reply.json().message).toBe('This store holds Wheat: a different crop cannot be moved into it');
    });

    it('shows the conflicts before saving, writing nothing', async () => {
      const from = await store('Preview from', null);
      const to = await store('Preview to', 1_000);
      const lot = await record(from.id, 800);
      const body = {
        type: 'internal',
        sources: [{ recordId: lot.id, quantityKg: 1_200 }],
        destinationStorageId: to.id,
        quantityKg: 1_200,
        startDate: today(),
      };
      const reply = await call('POST', '/movements/conflicts', farmer, body);
      expect(reply.statusCode).toBe(200);
      expect(reply.json().data.conflicts.map((each: { kind: string }) => each.kind)).toEqual([
        'inventoryShortfall',
        'overCapacity',
      ]);
      expect(await quantityOf(lot.id)).toBe(800);
    });

    it('says by how much the amount moved differs from the total selected', async () => {
      const from = await store('Total shed', null);
      const to = await store('Total shed 2', null);
      const lot = await record(from.id, 9_000);
      const reply = await move([{ recordId: lot.id, quantityKg: 4_000 }], to.id, { quantityKg: 4_500 });
      expect(reply.statusCode).toBe(400);
      expect(reply.json().validation).toEqual([
        { field: 'quantityKg', message: 'The amount moved must equal the total selected: it is 0.50 t higher' },
      ]);
    });

    it('never mixes stores and fields, or crops, in one bulk movement', async () => {
      const shed = await store('Bulk shed', null);
      const meadow = await field('Bulk field');
      const to = await store('Bulk target', null);
      const inShed = await record(shed.id, 1_000);
      const inField = await record(meadow.id, 1_000);
      const mixedPlaces = await move(
        [
          { recordId: inShed.id, quantityKg: 100 },
          { recordId: inField.id, quantityKg: 100 },
        ],
        to.id,
      );
      expect(mixedPlaces.json().validation).toEqual([
        { field: 'sources', message: messages.inventory.storesAndFieldsMixed },
      ]);
      const oats = await record((await store('Oat shed', null)).id, 1_000, 'oats');
      const mixedCrops = await move(
        [
          { recordId: inShed.id, quantityKg: 100 },
          { recordId: oats.id, quantityKg: 100 },
        ],
        to.id,
      );
      expect(mixedCrops.json().validation).toEqual([{ field: 'sources', message: messages.inventory.groupsMixed }]);
    });

    it('reads a planned movement as incomplete once its day has passed, and completes it when asked', async () => {
      const from = await store('Plan from', null);
      const to = await store('Plan to', null);
      const lot = await record(from.id, 4_000);
      const planned = await move([{ recordId: lot.id, quantityKg: 1_000 }], to.id, {
        status: 'planned',
        startDate: dayAfter(1),
      });
      const id = (planned.json().data as Movement).id;
      expect((planned.json().data as Movement).status).toBe('planned');
      expect(await quantityOf(lot.id)).toBe(4_000);
      t.clock.advance(3 * DAY_MS);
      farmer = (await signInDemo(t, 'farmer')).farmer;
      expect(((await call('GET', `/movements/${id}`, farmer)).json().data as Movement).status).toBe('incomplete');
      const completed = await call('POST', `/movements/${id}/complete`, farmer);
      expect(completed.statusCode, completed.body).toBe(200);
      expect((completed.json().data as Movement).status).toBe('complete');
      expect(await quantityOf(lot.id)).toBe(3_000);
      const again = await call('DELETE', `/movements/${id}`, farmer);
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe(messages.inventory.movementComplete);
    });

    it("duplicates a movement only as often as the inventory allows: 'There is only enough inventory to duplicate this movement {count} times'", async () => {
      const from = await store('Copy from', null);
      const to = await store('Copy to', null);
      const lot = await record(from.id, 25_000);
      const first = await move([{ recordId: lot.id, quantityKg: 5_000 }], to.id);
      const id = (first.json().data as Movement).id;
      const tooMany = await call('POST', `/movements/${id}/duplicate`, farmer, { copies: 5 });
      expect(tooMany.statusCode).toBe(409);
      expect(tooMany.json().message).toBe('There is only enough inventory to duplicate this movement 4 times');
      const copies = await call('POST', `/movements/${id}/duplicate`, farmer, { copies: 4, startDate: dayAfter(2) });
      expect(copies.statusCode).toBe(201);
      expect((copies.json().data as Movement[]).map((copy) => copy.status)).toEqual([
        'planned',
        'planned',
        'planned',
        'planned',
      ]);
    });
  });

  describe('business units', () => {
    it('keeps a farm or store that holds stock from being deleted, and shows the stock as its crops', async () => {
      const summary = (
        await apiCall(t, 'GET', `/customers/business-units/${units['Hillside Grain Store']}/summary`, farmer)
      ).json().data as { links: Record<string, number>; deletable: boolean };
      expect(summary.links.crops).toBeGreaterThan(0);
      expect(summary.deletable).toBe(false);
      const reply = await apiCall(t, 'DELETE', `/customers/business-units/${units['Hillside Grain Store']}`, farmer);
      expect(reply.statusCode).toBe(409);
      expect(reply.json().message).toBe(messages.accounts.businessUnitInUse);
    });
  });

  describe('tenants and business units', () => {
    // Earlier tests moved the clock past the access tokens' life.
    beforeAll(async () => {
      ({ farmer, unvetted: marsh } = await signInDemo(t, 'farmer', 'unvetted'));
    });

    it("answers 404 for another organisation's storage, record and movement", async () => {
      const shed = await store('Private shed', null);
      const lot = await record(shed.id, 100);
      expect((await call('GET', `/storages/${shed.id}`, marsh)).statusCode).toBe(404);
      expect((await call('GET', `/records/${lot.id}`, marsh)).statusCode).toBe(404);
      expect(
        (await call('POST', `/records/${lot.id}/adjustments`, marsh, { reason: 'wind', deltaKg: -1 })).statusCode,
      ).toBe(404);
      const theirs = (await call('GET', '/records', marsh)).json().data as StockRecord[];
      expect(theirs.some((each) => each.id === lot.id)).toBe(false);
      const foreignSource = await call('POST', '/movements', marsh, {
        type: 'outbound',
        sources: [{ recordId: lot.id, quantityKg: 1 }],
        quantityKg: 1,
        startDate: today(),
      });
      expect(foreignSource.statusCode).toBe(400);
      expect(await quantityOf(lot.id)).toBe(100);
    });

    it('shows a member limited to one business unit only what is kept there', async () => {
      const atStore = await store('Unit shed', null);
      const meadow = await field('Unit field');
      await record(atStore.id, 100);
      const limited = await newMember(t, { access: { 'inventory.movements': 'write' } });
      await rows(
        t,
        sql`insert into profile_business_units (profile_id, business_unit_id)
            values (${limited.profileId}, ${units['Hillside Farm']}) returning profile_id`,
      );
      const seen = (await call('GET', '/storages', limited.headers)).json().data as Storage[];
      expect(seen.map((each) => each.id)).toContain(meadow.id);
      expect(seen.map((each) => each.id)).not.toContain(atStore.id);
      expect((await call('GET', `/storages/${atStore.id}`, limited.headers)).statusCode).toBe(404);
      const readOnly = await newMember(t, { access: { 'inventory.movements': 'read' } });
      expect((await call('GET', '/storages', readOnly.headers)).statusCode).toBe(200);
      expect(
        (
          await call('POST', '/storages', readOnly.headers, {
            type: 'store',
            businessUnitId: units['Hillside Farm'],
            name: 'X',
          })
        ).statusCode,
      ).toBe(403);
    });
  });

  describe('the inventory home', () => {
    beforeAll(async () => {
      ({ farmer, unvetted: marsh } = await signInDemo(t, 'farmer', 'unvetted'));
    });

    it('totals the stock by crop at the units the caller may see, largest first, and none of another farm', async () => {
      type Overview = { stockByCrop: { commodityId: string; quantityKg: number; records: number }[]; totalKg: number };
      const overviewOf = async (headers: Headers) => {
        const reply = await call('GET', '/overview', headers);
        expect(reply.statusCode, reply.body).toBe(200);
        return reply.json().data as Overview;
      };
      const before = await overviewOf(farmer);
      const loft = await store('Overview loft', null);
      await record(loft.id, 7_000, 'oats');
      await record(loft.id, 3_000, 'oats');
      const after = await overviewOf(farmer);
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
      expect((await overviewOf(marsh)).stockByCrop.some((crop) => crop.commodityId === 'oats')).toBe(false);
      const fieldsOnly = await newMember(t, { access: { 'inventory.movements': 'read' } });
      await rows(
        t,
        sql`insert into profile_business_units (profile_id, business_unit_id)
            values (${fieldsOnly.profileId}, ${units['Hillside Farm']}) returning profile_id`,
      );
      expect((await overviewOf(fieldsOnly.headers)).stockByCrop.some((crop) => crop.commodityId === 'oats')).toBe(
        false,
      );
    });
  });

  describe("a movement's weighbridge ticket and sample", () => {
    beforeAll(async () => {
      ({ farmer, unvetted: marsh } = await signInDemo(t, 'farmer', 'unvetted'));
    });

    async function upload(headers: Headers, category: 'weighbridge' | 'sample'): Promise<UploadedFile> {
      const { payload, contentType } = multipartBody([
        { name: 'bucket', value: bucketForCategory(category) },
        { name: 'type', value: category },
        {
          name: 'file',
          filename: `${category}.txt`,
          data: Buffer.from('gross 44.1 t\n', 'utf8'),
          contentType: 'text/plain',
        },
      ]);
      const reply = await t.app.inject({
        method: 'POST',
        url: '/api/system/files',
        payload,
        headers: { ...headers, 'content-type': contentType },
      });
      expect(reply.statusCode, reply.body).toBe(201);
      return (reply.json().data as UploadedFile[])[0]!;
    }

    it("keeps the caller's own files with a movement, and refuses one that is missing or another business's", async () => {
      const shed = await store('Ticket shed', null);
      const lot = await record(shed.id, 10_000);
      const outbound = (files: object) =>
        call('POST', '/movements', farmer, {
          type: 'outbound',
          sources: [{ recordId: lot.id, quantityKg: 1_000 }],
          quantityKg: 1_000,
          startDate: today(),
          destinationName: 'Openfield Mill',
          ...files,
        });
      const missing = await outbound({ weighbridgeFileId: '00000000-0000-4000-8000-000000000000' });
      expect(missing.statusCode).toBe(400);
      expect(missing.json().validation).toEqual([{ field: 'weighbridgeFileId', message: messages.validation.invalid }]);
      const theirs = await upload(marsh, 'sample');
      const foreign = await outbound({ sampleFileId: theirs.id });
      expect(foreign.statusCode).toBe(400);
      expect(foreign.json().validation).toEqual([{ field: 'sampleFileId', message: messages.validation.invalid }]);
      expect(await quantityOf(lot.id)).toBe(10_000);

      const [ticket, sample] = [await upload(farmer, 'weighbridge'), await upload(farmer, 'sample')];
      const kept = await outbound({ weighbridgeFileId: ticket.id, sampleFileId: sample.id });
      expect(kept.statusCode, kept.body).toBe(201);
      expect(kept.json().data).toMatchObject({ weighbridgeFileId: ticket.id, sampleFileId: sample.id });
      expect(await quantityOf(lot.id)).toBe(9_000);
    });
  });

  it('is in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/inventory/storages',
        '/api/inventory/storages/{id}',
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
    expect(await ledgerDisagreements(t.app.platform.database.db, hillsideId)).toEqual([]);
  });
});

import {
  bucketForCategory,
  messages,
  movementConflictMessage,
  type Movement,
  type UploadedFile,
} from '@harvest/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Headers } from '../../../../test/api-calls';
import { DAY_MS, buildInventoryWorld, inventoryCalls, type InventoryWorld } from '../../../../test/inventory-world';
import { ledgerDisagreements } from '../../../../test/inventory-ledger';
import { multipartBody } from '../../../../test/multipart';

describe('movements and their conflicts (platform §3-§5, trading-logistics §4-§5)', () => {
  let world: InventoryWorld;
  const { call, store, field, record, move, quantityOf, holdingOf, today, dayAfter } = inventoryCalls(() => world);

  beforeAll(async () => {
    world = await buildInventoryWorld();
  }, 60_000);

  afterAll(() => world.t.close());

  it('brings a harvest in from a field, then moves part of it to another store', async () => {
    const meadow = await field('Top Field');
    const shedOne = await store('Intake shed', 200_000);
    const shedTwo = await store('Second shed', 200_000);
    const intake = await call('POST', '/movements', world.farmer, {
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

  it('refuses a move past capacity, saying once the room left and by how much the amount is over', async () => {
    const from = await store('Full shed', null);
    const small = await store('Small bin', 10_000);
    const lot = await record(from.id, 50_000);
    await record(small.id, 8_000);
    const reply = await move([{ recordId: lot.id, quantityKg: 2_500 }], small.id);
    expect(reply.statusCode).toBe(409);
    const said =
      'Over capacity at the destination: it has room for 2.00 t more, and the amount is 0.50 t higher than that';
    expect(reply.json()).toMatchObject({
      message: said,
      validation: [{ field: 'destinationStorageId', message: said }],
    });
    expect(reply.json().validation).toHaveLength(1);
    expect((await move([{ recordId: lot.id, quantityKg: 2_001 }], small.id)).statusCode).toBe(409);
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
    // The sub-store has room; its shed has 5 t left: said once, of the shed.
    expect(reply.json().message).toBe(movementConflictMessage({ kind: 'overCapacity', roomKg: 5_000, overKg: 1_000 }));
  });

  it("refuses more than the sources hold: 'Moving too much here', with what is available and how much over", async () => {
    const from = await store('Short shed', null);
    const to = await store('Roomy shed', null);
    const lot = await record(from.id, 5_000);
    const reply = await move([{ recordId: lot.id, quantityKg: 5_001 }], to.id);
    expect(reply.statusCode).toBe(409);
    const said = 'Moving too much here: 5.00 t is available, and the amount is 0.01 t higher than that';
    expect(reply.json()).toMatchObject({ message: said, validation: [{ field: 'quantityKg', message: said }] });
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
    const reply = await call('POST', '/movements/conflicts', world.farmer, body);
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
    world.t.clock.advance(3 * DAY_MS);
    await world.signInAgain();
    expect(((await call('GET', `/movements/${id}`, world.farmer)).json().data as Movement).status).toBe('incomplete');
    const completed = await call('POST', `/movements/${id}/complete`, world.farmer, {});
    expect(completed.statusCode, completed.body).toBe(200);
    expect((completed.json().data as Movement).status).toBe('complete');
    expect(await quantityOf(lot.id)).toBe(3_000);
    const again = await call('DELETE', `/movements/${id}`, world.farmer);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(messages.inventory.movementComplete);
  });

  it("duplicates a movement only as often as the inventory allows: 'There is only enough inventory to duplicate this movement {count} times'", async () => {
    const from = await store('Copy from', null);
    const to = await store('Copy to', null);
    const lot = await record(from.id, 25_000);
    const first = await move([{ recordId: lot.id, quantityKg: 5_000 }], to.id);
    const id = (first.json().data as Movement).id;
    const tooMany = await call('POST', `/movements/${id}/duplicate`, world.farmer, { copies: 5 });
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json().message).toBe('There is only enough inventory to duplicate this movement 4 times');
    const copies = await call('POST', `/movements/${id}/duplicate`, world.farmer, {
      copies: 4,
      startDate: dayAfter(2),
    });
    expect(copies.statusCode).toBe(201);
    expect((copies.json().data as Movement[]).map((copy) => copy.status)).toEqual([
      'planned',
      'planned',
      'planned',
      'planned',
    ]);
  });

  describe("a movement's weighbridge ticket and sample", () => {
    // An earlier test moved the clock past the access tokens' life.
    beforeAll(() => world.signInAgain());

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
      const reply = await world.t.app.inject({
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
        call('POST', '/movements', world.farmer, {
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
      const theirs = await upload(world.marsh, 'sample');
      const foreign = await outbound({ sampleFileId: theirs.id });
      expect(foreign.statusCode).toBe(400);
      expect(foreign.json().validation).toEqual([{ field: 'sampleFileId', message: messages.validation.invalid }]);
      expect(await quantityOf(lot.id)).toBe(10_000);

      const [ticket, sample] = [await upload(world.farmer, 'weighbridge'), await upload(world.farmer, 'sample')];
      const kept = await outbound({ weighbridgeFileId: ticket.id, sampleFileId: sample.id });
      expect(kept.statusCode, kept.body).toBe(201);
      expect(kept.json().data).toMatchObject({ weighbridgeFileId: ticket.id, sampleFileId: sample.id });
      expect(await quantityOf(lot.id)).toBe(9_000);
    });
  });

  it('keeps every record equal to its ledger after all of the above', async () => {
    expect(await ledgerDisagreements(world.t.app.platform.database.db, world.hillsideId)).toEqual([]);
  });
});

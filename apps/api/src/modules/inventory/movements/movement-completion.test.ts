import { messages, MOISTURE_PERCENT_MAX, type LedgerLine, type Movement, type StockRecord } from '@harvest/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildInventoryWorld, inventoryCalls, type InventoryWorld } from '../../../../test/inventory-world';
import { ledgerDisagreements } from '../../../../test/inventory-ledger';

/**
 * Issue 20: a planned movement is completed with the day it actually moved and the weight actually moved, and a
 * complete one is reversed by a correcting entry in the ledger, never by editing it. Intake carries its moisture.
 */
describe('completing with actual figures, reversing, and intake moisture (issue 20)', () => {
  let world: InventoryWorld;
  const { call, store, field, record, move, quantityOf, holdingOf, today, dayAfter } = inventoryCalls(() => world);

  beforeAll(async () => {
    world = await buildInventoryWorld();
  }, 60_000);

  afterAll(() => world.t.close());

  const plan = async (recordId: string, quantityKg: number, to: string, startDate = today()) => {
    const reply = await move([{ recordId, quantityKg }], to, { status: 'planned', startDate });
    expect(reply.statusCode, reply.body).toBe(201);
    return reply.json().data as Movement;
  };
  const complete = (id: string, body: object = {}) => call('POST', `/movements/${id}/complete`, world.farmer, body);
  const reverse = (id: string, reason = 'Weighed into the wrong bin') =>
    call('POST', `/movements/${id}/reverse`, world.farmer, { reason });
  const ledgerOf = async (recordId: string) =>
    (await call('GET', `/records/${recordId}/ledger`, world.farmer)).json().data as LedgerLine[];

  it('completes with the actual date and weight, keeping the planned ones beside them', async () => {
    const from = await store('Actual from', null);
    const to = await store('Actual to', null);
    const lot = await record(from.id, 45_000);
    const planned = await plan(lot.id, 29_000, to.id, dayAfter(7));
    const done = await complete(planned.id, { actualDate: today(), actualQuantityKg: 28_400 });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().data).toMatchObject({
      status: 'complete',
      startDate: today(),
      endDate: null,
      quantityKg: 28_400,
      plannedDate: dayAfter(7),
      plannedQuantityKg: 29_000,
      sources: [{ recordId: lot.id, quantityKg: 28_400 }],
    });
    expect(await quantityOf(lot.id)).toBe(16_600);
    expect(await holdingOf(to.id)).toBe(28_400);
  });

  it('completes with the planned figures when none are given, and refuses an actual date after today', async () => {
    const from = await store('Default from', null);
    const to = await store('Default to', null);
    const lot = await record(from.id, 10_000);
    const ahead = await plan(lot.id, 4_000, to.id, dayAfter(3));
    const early = await complete(ahead.id);
    expect(early.statusCode).toBe(400);
    expect(early.json().validation).toEqual([{ field: 'actualDate', message: messages.inventory.actualDateAhead }]);
    expect(await quantityOf(lot.id)).toBe(10_000);
    const bad = await complete(ahead.id, { actualQuantityKg: 0, actualDate: 'soon' });
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .validation.map((issue: { field: string }) => issue.field)
        .sort(),
    ).toEqual(['actualDate', 'actualQuantityKg']);
    const now = await plan(lot.id, 4_000, to.id);
    const done = await complete(now.id);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().data).toMatchObject({ quantityKg: 4_000, plannedDate: null, plannedQuantityKg: null });
    expect(await quantityOf(lot.id)).toBe(6_000);
  });

  it('checks the actual weight against what is there and the room at the destination', async () => {
    const from = await store('Check from', null);
    const small = await store('Check bin', 5_000);
    const lot = await record(from.id, 8_000);
    const planned = await plan(lot.id, 4_000, small.id);
    const tooMuch = await complete(planned.id, { actualQuantityKg: 8_001 });
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json().validation.map((issue: { field: string }) => issue.field)).toContain('quantityKg');
    const overRoom = await complete(planned.id, { actualQuantityKg: 5_001 });
    expect(overRoom.statusCode).toBe(409);
    expect(overRoom.json().validation.map((issue: { field: string }) => issue.field)).toContain('destinationStorageId');
    // Nothing of the refused attempts stayed: the movement is planned with its planned figures.
    const still = (await call('GET', `/movements/${planned.id}`, world.farmer)).json().data as Movement;
    expect(still).toMatchObject({ status: 'planned', quantityKg: 4_000, plannedQuantityKg: null });
    expect((await complete(planned.id, { actualQuantityKg: 5_000 })).statusCode).toBe(200);
    expect(await holdingOf(small.id)).toBe(5_000);
  });

  it('reverses a complete movement by a correcting entry: the ledger keeps both, the stock returns', async () => {
    const from = await store('Reverse from', null);
    const to = await store('Reverse to', null);
    const lot = await record(from.id, 45_000);
    const moved = (await move([{ recordId: lot.id, quantityKg: 29_000 }], to.id)).json().data as Movement;
    const reply = await reverse(moved.id);
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.json().data).toMatchObject({ status: 'reversed', reversalReason: 'Weighed into the wrong bin' });
    expect((reply.json().data as Movement).reversedAt).not.toBeNull();
    expect(await quantityOf(lot.id)).toBe(45_000);
    expect(await holdingOf(to.id)).toBe(0);
    const lines = await ledgerOf(lot.id);
    expect(lines.map((line) => [line.kind, line.deltaKg])).toEqual([
      ['intake', 45_000],
      ['move-out', -29_000],
      ['reversal', 29_000],
    ]);
    expect(lines[2]).toMatchObject({ movementId: moved.id, note: 'Weighed into the wrong bin' });
    // The lot the movement made holds nothing now and is closed.
    expect((await call('GET', `/records/${moved.destinationRecordId}`, world.farmer)).statusCode).toBe(404);
    const again = await reverse(moved.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(messages.inventory.movementReversed);
    expect((await complete(moved.id)).statusCode).toBe(409);
    expect((await call('DELETE', `/movements/${moved.id}`, world.farmer)).statusCode).toBe(409);
    const listed = (await call('GET', `/movements/${moved.id}`, world.farmer)).json().data as Movement;
    expect(listed.status).toBe('reversed');
  });

  it('reverses a complete outbound and intake, and refuses to reverse a planned movement', async () => {
    const from = await store('Out from', null);
    const lot = await record(from.id, 10_000);
    const out = await call('POST', '/movements', world.farmer, {
      type: 'outbound',
      sources: [{ recordId: lot.id, quantityKg: 6_000 }],
      quantityKg: 6_000,
      destinationName: 'Mill',
      startDate: today(),
    });
    expect(out.statusCode, out.body).toBe(201);
    expect((await reverse((out.json().data as Movement).id)).statusCode).toBe(200);
    expect(await quantityOf(lot.id)).toBe(10_000);

    const bin = await store('Intake reversal bin', null);
    const intake = await call('POST', '/movements', world.farmer, {
      type: 'intake',
      destinationStorageId: bin.id,
      quantityKg: 3_000,
      startDate: today(),
      record: { commodityId: 'wheat', harvestYear: 2026 },
    });
    expect((await reverse((intake.json().data as Movement).id)).statusCode).toBe(200);
    expect(await holdingOf(bin.id)).toBe(0);

    const planned = await plan(lot.id, 1_000, bin.id);
    const early = await reverse(planned.id);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(messages.inventory.movementNotComplete);
    const noReason = await call('POST', `/movements/${planned.id}/reverse`, world.farmer, { reason: '  ' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().validation).toEqual([{ field: 'reason', message: messages.validation.required }]);
  });

  it('refuses a reversal that would leave a lot short or a store over capacity', async () => {
    const from = await store('Short from', 50_000);
    const to = await store('Short to', null);
    const lot = await record(from.id, 30_000);
    const moved = (await move([{ recordId: lot.id, quantityKg: 20_000 }], to.id)).json().data as Movement;
    // Some of what arrived has left again: taking back all 20 t would leave the new lot below nothing.
    await move([{ recordId: moved.destinationRecordId!, quantityKg: 5_000 }], from.id);
    const short = await reverse(moved.id);
    expect(short.statusCode).toBe(409);
    expect(short.json().validation.map((issue: { field: string }) => issue.field)).toContain('quantityKg');

    const roomy = await store('Room from', 20_000);
    const other = await store('Room to', null);
    const filled = await record(roomy.id, 20_000);
    const away = (await move([{ recordId: filled.id, quantityKg: 10_000 }], other.id)).json().data as Movement;
    await record(roomy.id, 10_000);
    const over = await reverse(away.id);
    expect(over.statusCode).toBe(409);
    expect(over.json().validation.map((issue: { field: string }) => issue.field)).toContain('destinationStorageId');
    expect(await holdingOf(roomy.id)).toBe(20_000);
    expect(await ledgerDisagreements(world.t.app.platform.database.db, world.hillsideId)).toEqual([]);
  });

  it('lets only one of two simultaneous reversals win', async () => {
    const from = await store('Twice from', null);
    const to = await store('Twice to', null);
    const lot = await record(from.id, 12_000);
    const moved = (await move([{ recordId: lot.id, quantityKg: 7_000 }], to.id)).json().data as Movement;
    const replies = await Promise.all([reverse(moved.id), reverse(moved.id)]);
    expect(replies.map((reply) => reply.statusCode).sort()).toEqual([200, 409]);
    expect(await quantityOf(lot.id)).toBe(12_000);
    const reversals = (await ledgerOf(lot.id)).filter((line) => line.kind === 'reversal');
    expect(reversals).toHaveLength(1);
    expect(await ledgerDisagreements(world.t.app.platform.database.db, world.hillsideId)).toEqual([]);
  });

  it(`records an intake's moisture on the movement and its lot, from 0 to ${MOISTURE_PERCENT_MAX} %`, async () => {
    const bin = await store('Moisture bin', null);
    const intake = (moisturePercent: unknown) =>
      call('POST', '/movements', world.farmer, {
        type: 'intake',
        destinationStorageId: bin.id,
        quantityKg: 2_000,
        startDate: today(),
        moisturePercent,
        sampleReference: 'LAB-42',
        record: { commodityId: 'wheat', harvestYear: 2026 },
      });
    const taken = await intake(14.5);
    expect(taken.statusCode, taken.body).toBe(201);
    const movement = taken.json().data as Movement;
    expect(movement).toMatchObject({ type: 'intake', moisturePercent: 14.5, sampleReference: 'LAB-42' });
    const lot = (await call('GET', `/records/${movement.destinationRecordId}`, world.farmer)).json()
      .data as StockRecord;
    expect(lot.attributes).toMatchObject({ moisture: 14.5 });
    for (const wrong of [-1, 40.1, 14.55, 'wet']) {
      const refused = await intake(wrong);
      expect(refused.statusCode, String(wrong)).toBe(400);
      expect(refused.json().validation).toEqual([
        { field: 'moisturePercent', message: 'Moisture is a percentage from 0 to 40' },
      ]);
    }
  });

  it("records a harvest load's moisture, shown with the plan's loads, and refuses one out of range", async () => {
    const meadow = await field('Moisture meadow');
    const shed = await store('Moisture shed', null);
    const plan = await call('POST', '/harvest-plans', world.farmer, {
      fieldId: meadow.id,
      commodityId: 'wheat',
      harvestYear: 2026,
    });
    expect(plan.statusCode, plan.body).toBe(201);
    const planId = (plan.json().data as { id: string }).id;
    const load = (moisturePercent: number) =>
      call('POST', `/harvest-plans/${planId}/loads`, world.farmer, {
        destinationStorageId: shed.id,
        quantityKg: 9_000,
        startDate: today(),
        moisturePercent,
      });
    expect((await load(18.2)).statusCode).toBe(201);
    const wet = await load(55);
    expect(wet.statusCode).toBe(400);
    expect(wet.json().validation).toEqual([
      { field: 'moisturePercent', message: 'Moisture is a percentage from 0 to 40' },
    ]);
    const detail = (await call('GET', `/harvest-plans/${planId}`, world.farmer)).json().data as { loads: Movement[] };
    expect(detail.loads.map((each) => each.moisturePercent)).toEqual([18.2]);

    // A load reversed from Movements no longer counts towards the harvest, and can still be removed from it.
    const [first] = detail.loads;
    expect(
      (await call('POST', `/movements/${first!.id}/reverse`, world.farmer, { reason: 'Wrong field' })).statusCode,
    ).toBe(200);
    const after = (await call('GET', `/harvest-plans/${planId}`, world.farmer)).json().data as { actualKg: number };
    expect(after.actualKg).toBe(0);
    expect(await holdingOf(shed.id)).toBe(0);
    const removed = await call('DELETE', `/harvest-plans/${planId}/loads/${first!.id}`, world.farmer);
    expect(removed.statusCode, removed.body).toBe(200);
  });
});

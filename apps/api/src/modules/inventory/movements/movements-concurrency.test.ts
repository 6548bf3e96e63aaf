import { movementConflictMessage, type StockRecord, type Storage } from '@harvest/domain';
import { calendarDateIn } from '@harvest/domain/calendar';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, signInDemo, type Headers } from '../../../../test/api-calls';
import { rows } from '../../../../test/auth-helpers';
import { buildTestApp, type TestApp } from '../../../../test/build-test-app';
import { ledgerDisagreements } from '../../../../test/inventory-ledger';

/**
 * Issue 7: quantities change in one transaction with row locks, so concurrent moves can never take more than a
 * store holds or fill it past capacity; and no sequence of moves, adjustments and deletions leaves a record
 * below nothing or its ledger disagreeing with it. Run on PGlite and, in CI, on a real PostgreSQL, where the
 * requests truly overlap.
 */
describe('inventory under concurrency and random use', () => {
  let t: TestApp;
  let farmer: Headers;
  let storeUnit: string;
  let organisationId: string;

  const call = (method: 'GET' | 'POST' | 'DELETE', path: string, body?: object) =>
    apiCall(t, method, `/inventory${path}`, farmer, body);
  const today = () => calendarDateIn(t.clock.now(), 'GB');

  async function store(name: string, capacityKg: number | null): Promise<Storage> {
    const reply = await call('POST', '/storages', { type: 'store', businessUnitId: storeUnit, name, capacityKg });
    expect(reply.statusCode, reply.body).toBe(201);
    return reply.json().data as Storage;
  }

  async function record(storageId: string, quantityKg: number): Promise<StockRecord> {
    const reply = await call('POST', '/records', { storageId, quantityKg, commodityId: 'wheat', harvestYear: 2026 });
    expect(reply.statusCode, reply.body).toBe(201);
    return reply.json().data as StockRecord;
  }

  const move = (recordId: string, quantityKg: number, destinationStorageId: string) =>
    call('POST', '/movements', {
      type: 'internal',
      sources: [{ recordId, quantityKg }],
      destinationStorageId,
      quantityKg,
      startDate: today(),
    });

  const quantityOf = async (id: string) =>
    ((await call('GET', `/records/${id}`)).json().data as StockRecord).quantityKg;

  beforeAll(async () => {
    t = await buildTestApp();
    await t.seedDemo();
    ({ farmer } = await signInDemo(t, 'farmer'));
    const [unit] = await rows<{ id: string; organisation_id: string }>(
      t,
      sql`select id, organisation_id from business_units where name = 'Hillside Grain Store'`,
    );
    storeUnit = unit!.id;
    organisationId = unit!.organisation_id;
  }, 60_000);

  afterAll(() => t.close());

  it("lets 50 simultaneous moves out of one store take no more than it holds; each refused one hears 'Moving too much here'", async () => {
    const from = await store('Race source', null);
    const to = await store('Race target', null);
    const lot = await record(from.id, 100_000);
    const replies = await Promise.all(Array.from({ length: 50 }, () => move(lot.id, 3_000, to.id)));
    const moved = replies.filter((reply) => reply.statusCode === 201);
    const refused = replies.filter((reply) => reply.statusCode !== 201);
    expect(moved).toHaveLength(33);
    for (const reply of refused) {
      expect(reply.statusCode, reply.body).toBe(409);
      // What is left, and by how much each refused move is higher than that.
      expect(reply.json().message).toBe(
        movementConflictMessage({ kind: 'inventoryShortfall', availableKg: 1_000, overKg: 2_000 }),
      );
    }
    expect(await quantityOf(lot.id)).toBe(1_000);
    expect(await ledgerDisagreements(t.app.platform.database.db, organisationId)).toEqual([]);
  });

  it("lets 50 simultaneous moves into one bin fill it to capacity and no further; the rest hear 'over capacity'", async () => {
    const from = await store('Many lots', null);
    const bin = await store('Small race bin', 30_000);
    const lots: StockRecord[] = [];
    for (let index = 0; index < 50; index += 1) lots.push(await record(from.id, 1_000));
    const replies = await Promise.all(lots.map((lot) => move(lot.id, 1_000, bin.id)));
    expect(replies.filter((reply) => reply.statusCode === 201)).toHaveLength(30);
    for (const reply of replies.filter((each) => each.statusCode !== 201)) {
      expect(reply.json().message).toBe(movementConflictMessage({ kind: 'overCapacity', roomKg: 0, overKg: 1_000 }));
    }
    expect(((await call('GET', `/storages/${bin.id}`)).json().data as Storage).quantityKg).toBe(30_000);
  });

  it('lets no sequence of moves, adjustments and deletions take a record below nothing or part it from its ledger', async () => {
    type Step =
      | { kind: 'move'; from: number; to: number; kg: number }
      | { kind: 'adjust'; record: number; kg: number }
      | { kind: 'delete'; record: number };
    const step: fc.Arbitrary<Step> = fc.oneof(
      {
        weight: 3,
        arbitrary: fc.record({
          kind: fc.constant('move' as const),
          from: fc.nat(2),
          to: fc.nat(2),
          kg: fc.integer({ min: 1, max: 15_000 }),
        }),
      },
      {
        weight: 2,
        arbitrary: fc.record({
          kind: fc.constant('adjust' as const),
          record: fc.nat(2),
          kg: fc.integer({ min: -15_000, max: 15_000 }).filter((kg) => kg !== 0),
        }),
      },
      { weight: 1, arbitrary: fc.record({ kind: fc.constant('delete' as const), record: fc.nat(2) }) },
    );
    let run = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 10 }), async (steps) => {
        run += 1;
        const stores = [
          await store(`P${run} A`, 40_000),
          await store(`P${run} B`, 40_000),
          await store(`P${run} C`, null),
        ];
        // Each store's records, the newest last: a move's destination becomes a new record there.
        const lots: string[][] = [];
        for (const each of stores) lots.push([(await record(each.id, 20_000)).id]);
        for (const each of steps) {
          if (each.kind === 'move') {
            const source = lots[each.from]!.at(-1);
            if (!source || each.from === each.to) continue;
            const reply = await move(source, each.kg, stores[each.to]!.id);
            expect([201, 404, 409], reply.body).toContain(reply.statusCode);
            if (reply.statusCode === 201) lots[each.to]!.push(reply.json().data.destinationRecordId as string);
          } else if (each.kind === 'adjust') {
            const target = lots[each.record]!.at(-1);
            if (!target) continue;
            const reason = each.kg < 0 ? 'flooding' : 'stock-take';
            const reply = await call('POST', `/records/${target}/adjustments`, { reason, deltaKg: each.kg });
            expect([201, 409], reply.body).toContain(reply.statusCode);
          } else {
            const target = lots[each.record]!.pop();
            if (target) expect((await call('DELETE', `/records/${target}`)).statusCode).toBe(200);
          }
          const negative = await rows<{ n: number }>(
            t,
            sql`select count(*)::int as n from inventory_records where quantity_kg < 0`,
          );
          expect(negative[0]?.n).toBe(0);
          expect(await ledgerDisagreements(t.app.platform.database.db, organisationId)).toEqual([]);
        }
        const storages = (await call('GET', '/storages')).json().data as Storage[];
        for (const each of stores) {
          const [ledger] = await rows<{ kg: string }>(
            t,
            sql`select coalesce(sum(delta_kg), 0) as kg from inventory_ledger where storage_id = ${each.id}`,
          );
          expect(storages.find((storage) => storage.id === each.id)?.quantityKg).toBe(Number(ledger?.kg));
        }
      }),
      { numRuns: 12 },
    );
  }, 120_000);
});

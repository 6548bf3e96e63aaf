import { messages, type ContractView, type DeliveryView, type StockRecord, type Storage } from '@harvest/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, expectNothingWritten, type Headers } from '../../../../test/api-calls';
import { rows } from '../../../../test/auth-helpers';
import { buildTestApp, type TestApp } from '../../../../test/build-test-app';
import {
  addRivalSeller,
  bidBody,
  createListing,
  expectData,
  listingBody,
  sendBid,
  signInTraders,
  unitIdOf,
  type Trader,
} from '../../../../test/trading-world';

const NOWHERE = '00000000-0000-4000-8000-000000000000';
const WRITES = ['trading_contract_deliveries', 'inventory_movements'];

describe('a delivery of third-party stored grain is linked to the seller’s storage contract (spec §5, §8, issue 21)', () => {
  let t: TestApp;
  let who: Record<Trader, Headers>;
  let hillside: string;
  let rivalFarm: string;
  let store: Storage;
  let sale: ContractView;

  type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
  const call = (method: Method, path: string, as: Headers, body?: object) => apiCall(t, method, path, as, body);
  const deliveries = (contract: ContractView) => `/trading/contracts/${contract.id}/deliveries`;

  /** An accepted trade of 100 t of feed wheat from the seller's farm (Hillside's unless told); its contract. */
  async function openSale(seller: Trader = 'farmer', farmId = hillside): Promise<ContractView> {
    const listing = await createListing(t, who[seller], listingBody(t, farmId, { haulage: 'ex-farm' }));
    const offer = await sendBid(t, who.buyer, bidBody(listing));
    const listed = async () =>
      expectData<ContractView[]>(await call('GET', '/trading/contracts?limit=100', who[seller]));
    const known = new Set((await listed()).map((each) => each.id));
    const before = t.clock.now();
    t.clock.set(new Date(listing.reviewAt));
    who = await signInTraders(t);
    await expectData(
      await call('PATCH', `/trading/bids/${offer.id}/accept`, who[seller], {
        optionId: offer.options[0]!.id,
        quantityKg: 100_000,
      }),
    );
    t.clock.set(before);
    who = await signInTraders(t);
    const contract = (await listed()).find((each) => !known.has(each.id));
    if (!contract) throw new Error('no contract opened');
    return contract;
  }

  /** A storage contract the farm entered: grain it holds for Brook Farm (wheat, 30 t agreed, unless told). */
  async function storageContract(contractNumber: string, overrides: Record<string, unknown> = {}) {
    const reply = await call('POST', '/trading/contracts', who.farmer, {
      type: 'storage',
      sellerBusinessUnitId: hillside,
      contractNumber,
      startDate: '2026-09-01',
      endDate: '2027-08-31',
      pricePerUnit: 500,
      priceType: 'fixed',
      totalWeightKg: 30_000,
      storageQuantityKg: 30_000,
      commodityId: 'wheat',
      counterparty: { name: 'Brook Farm' },
      ...overrides,
    });
    return expectData<ContractView>(reply, 201);
  }

  async function lot(quantityKg: number, holding: Record<string, unknown> = {}): Promise<StockRecord> {
    const reply = await call('POST', '/inventory/records', who.farmer, {
      storageId: store.id,
      quantityKg,
      commodityId: 'wheat',
      harvestYear: 2026,
      ...holding,
    });
    return expectData<StockRecord>(reply, 201);
  }
  const storedLot = (quantityKg: number, link: Record<string, unknown>) =>
    lot(quantityKg, { ownerStatus: 'STORED', thirdPartyOwner: 'Brook Farm', ...link });

  const plan = (contract: ContractView, lots: { recordId: string; quantityKg: number }[], extra: object = {}) => ({
    plannedDate: `${contract.month}-05`,
    plannedWeightKg: lots.reduce((sum, each) => sum + each.quantityKg, 0),
    lots,
    ...extra,
  });
  const take = (record: StockRecord, quantityKg: number) => ({ recordId: record.id, quantityKg });

  function expectRefused(reply: { statusCode: number; json(): unknown; body: string }, message: string) {
    expect(reply.statusCode, reply.body).toBe(400);
    expect((reply.json() as { validation: unknown }).validation).toEqual([{ field: 'storageContractId', message }]);
  }

  beforeAll(async () => {
    t = await buildTestApp();
    await t.seedDemo();
    rivalFarm = (await addRivalSeller(t)).farmId;
    who = await signInTraders(t);
    hillside = await unitIdOf(t, 'Hillside Farm');
    store = await expectData<Storage>(
      await call('POST', '/inventory/storages', who.farmer, {
        type: 'store',
        businessUnitId: await unitIdOf(t, 'Hillside Grain Store'),
        name: 'Brook Farm store',
        capacityKg: null,
      }),
      201,
    );
    sale = await openSale();
  }, 60_000);
  afterAll(async () => t?.close());

  it('takes the storage contract from the lots’ link and shows it (id, number) to the seller, not the buyer', async () => {
    const storage = await storageContract('ST-LINKED');
    const stored = await storedLot(8_000, { storageContractId: storage.id });
    const own = await lot(2_000);
    const created = await expectData<DeliveryView>(
      await call('POST', deliveries(sale), who.farmer, plan(sale, [take(stored, 8_000), take(own, 2_000)])),
      201,
    );
    // Only the stored lot draws on the storage contract; the farm's own grain does not.
    expect(created.storageContract).toEqual({ id: storage.id, contractNumber: 'ST-LINKED', drawKg: 8_000 });
    const seen = await expectData<DeliveryView[]>(await call('GET', deliveries(sale), who.buyer));
    expect(seen.find((each) => each.id === created.id)?.storageContract).toBeNull();
    const listed = await expectData<DeliveryView[]>(await call('GET', deliveries(sale), who.farmer));
    expect(listed.find((each) => each.id === created.id)?.storageContract?.contractNumber).toBe('ST-LINKED');
  });

  it('links the number the lot’s typed reference names, whatever its case and spaces', async () => {
    const storage = await storageContract('ST-TYPED-7');
    const stored = await storedLot(1_000, { storageContractRef: '  st-typed-7 ' });
    const created = await expectData<DeliveryView>(
      await call('POST', deliveries(sale), who.farmer, plan(sale, [take(stored, 1_000)])),
      201,
    );
    expect(created.storageContract).toMatchObject({ id: storage.id, contractNumber: 'ST-TYPED-7' });
  });

  it('says §8’s “error linking delivery to storage contract (add manually)” when the reference names no contract, and writes nothing; naming the contract adds it by hand', async () => {
    const stored = await storedLot(1_000, { storageContractRef: 'Brook paper contract 12' });
    await expectNothingWritten(t, WRITES, async () => {
      const reply = await call('POST', deliveries(sale), who.farmer, plan(sale, [take(stored, 1_000)]));
      expectRefused(reply, messages.deliveries.storageLinkFailed);
      expect(messages.deliveries.storageLinkFailed).toContain('error linking the delivery to a storage contract');
    });
    const storage = await storageContract('ST-BY-HAND');
    const created = await expectData<DeliveryView>(
      await call(
        'POST',
        deliveries(sale),
        who.farmer,
        plan(sale, [take(stored, 1_000)], { storageContractId: storage.id }),
      ),
      201,
    );
    expect(created.storageContract).toMatchObject({ id: storage.id, contractNumber: 'ST-BY-HAND', drawKg: 1_000 });
  });

  it('requires a storage contract for third-party stored inventory (§5): a stored lot with no link and no reference', async () => {
    const stored = await storedLot(1_000, { storageContractRef: 'to be cleared' });
    // A record kept from before the rule (the API no longer writes one).
    await rows(t, sql`update inventory_records set storage_contract_ref = null where id = ${stored.id} returning id`);
    await expectNothingWritten(t, WRITES, async () => {
      const reply = await call('POST', deliveries(sale), who.farmer, plan(sale, [take(stored, 1_000)]));
      expectRefused(reply, 'A storage contract is required for third-party stored inventory');
    });
  });

  it('checks the storage contract: the seller’s own, active, the sale’s crop, and stored lots only', async () => {
    const stored = await storedLot(1_000, { storageContractRef: 'unmatched reference' });
    const own = await lot(1_000);
    const completed = await storageContract('ST-DONE', { status: 'completed' });
    const noticed = await storageContract('ST-NOTICE');
    await expectData(await call('POST', `/trading/contracts/${noticed.id}/cancel`, who.farmer));
    const barley = await storageContract('ST-BARLEY', { commodityId: 'barley' });
    const cases: [string, { recordId: string; quantityKg: number }, string][] = [
      [sale.id, take(stored, 1_000), messages.contracts.storageContractUnknown],
      [NOWHERE, take(stored, 1_000), messages.contracts.storageContractUnknown],
      [completed.id, take(stored, 1_000), messages.deliveries.storageContractNotActive],
      [barley.id, take(stored, 1_000), messages.deliveries.storageContractOtherCrop],
      [barley.id, take(own, 1_000), messages.deliveries.storageContractNotStored],
    ];
    await expectNothingWritten(t, WRITES, async () => {
      for (const [storageContractId, taken, message] of cases) {
        const reply = await call('POST', deliveries(sale), who.farmer, plan(sale, [taken], { storageContractId }));
        expectRefused(reply, message);
      }
    });
    // Notice given: still active until its 30 days run out (§9), then refused.
    const during = await call(
      'POST',
      deliveries(sale),
      who.farmer,
      plan(sale, [take(stored, 1_000)], { storageContractId: noticed.id }),
    );
    expect(during.statusCode, during.body).toBe(201);
    const before = t.clock.now();
    t.clock.set(new Date(before.getTime() + 31 * 24 * 60 * 60 * 1000));
    who = await signInTraders(t);
    const more = await storedLot(500, { storageContractId: noticed.id });
    const after = await call('POST', deliveries(sale), who.farmer, plan(sale, [take(more, 500)]));
    t.clock.set(before);
    who = await signInTraders(t);
    expectRefused(after, messages.deliveries.storageContractNotActive);
  });

  it('refuses lots held under two storage contracts, or under another than the one named', async () => {
    const first = await storageContract('ST-FIRST');
    const second = await storageContract('ST-SECOND');
    const a = await storedLot(1_000, { storageContractId: first.id });
    const b = await storedLot(1_000, { storageContractId: second.id });
    await expectNothingWritten(t, WRITES, async () => {
      expectRefused(
        await call('POST', deliveries(sale), who.farmer, plan(sale, [take(a, 1_000), take(b, 1_000)])),
        messages.deliveries.storageContractsDiffer,
      );
      expectRefused(
        await call(
          'POST',
          deliveries(sale),
          who.farmer,
          plan(sale, [take(a, 1_000)], { storageContractId: second.id }),
        ),
        messages.deliveries.storageContractsDiffer,
      );
    });
  });

  it('never takes more than the storage quantity left after its other deliveries, planning or changing', async () => {
    const storage = await storageContract('ST-QUANTITY', { storageQuantityKg: 10_000 });
    const stored = await storedLot(20_000, { storageContractId: storage.id });
    const first = await expectData<DeliveryView>(
      await call('POST', deliveries(sale), who.farmer, plan(sale, [take(stored, 6_000)])),
      201,
    );
    await expectNothingWritten(t, WRITES, async () => {
      expectRefused(
        await call('POST', deliveries(sale), who.farmer, plan(sale, [take(stored, 4_500)])),
        'The deliveries take more than the storage contract’s 10.00 t: they are 0.50 t higher',
      );
    });
    // The first delivery grows past what is left: refused, and it stays as it was.
    const grown = await call('PATCH', `${deliveries(sale)}/${first.id}`, who.farmer, {
      plannedWeightKg: 10_500,
      lots: [take(stored, 10_500)],
    });
    expectRefused(grown, 'The deliveries take more than the storage contract’s 10.00 t: they are 0.50 t higher');
    const changed = await expectData<DeliveryView>(
      await call('PATCH', `${deliveries(sale)}/${first.id}`, who.farmer, {
        plannedWeightKg: 10_000,
        lots: [take(stored, 10_000)],
      }),
    );
    expect(changed.storageContract).toMatchObject({ id: storage.id, drawKg: 10_000 });
    // A storage contract a delivery draws on cannot be deleted (§7).
    const deleted = await call('DELETE', `/trading/contracts/${storage.id}`, who.farmer);
    expect(deleted.statusCode).toBe(409);
    expect(deleted.json().message).toBe(messages.contracts.deleteBlocked);
  });

  it('never links another business’s storage contract: named or by its number, Fen Edge hears what a missing one says', async () => {
    const hillsides = await storageContract('ST-HILLSIDE-ONLY');
    const theirs = await openSale('rival', rivalFarm);
    const shed = await expectData<Storage>(
      await call('POST', '/inventory/storages', who.rival, {
        type: 'store',
        businessUnitId: rivalFarm,
        name: 'Fen Edge shed',
        capacityKg: null,
      }),
      201,
    );
    const reply = await call('POST', '/inventory/records', who.rival, {
      storageId: shed.id,
      quantityKg: 2_000,
      commodityId: 'wheat',
      harvestYear: 2026,
      ownerStatus: 'STORED',
      thirdPartyOwner: 'Brook Farm',
      storageContractRef: 'ST-HILLSIDE-ONLY',
    });
    const stored = await expectData<StockRecord>(reply, 201);
    await expectNothingWritten(t, WRITES, async () => {
      const named = plan(theirs, [take(stored, 1_000)], { storageContractId: hillsides.id });
      expectRefused(
        await call('POST', deliveries(theirs), who.rival, named),
        messages.contracts.storageContractUnknown,
      );
      // Hillside's number on Fen Edge's lot names no contract of Fen Edge's.
      expectRefused(
        await call('POST', deliveries(theirs), who.rival, plan(theirs, [take(stored, 1_000)])),
        messages.deliveries.storageLinkFailed,
      );
    });
  });

  it('two deliveries racing for one storage contract never take more than its quantity: the contract is locked', async () => {
    const storage = await storageContract('ST-RACE', { storageQuantityKg: 12_000 });
    const stored = await storedLot(30_000, { storageContractId: storage.id });
    const other = await openSale();
    const replies = await Promise.all(
      [sale, other].map((contract) =>
        call('POST', deliveries(contract), who.farmer, plan(contract, [take(stored, 8_000)])),
      ),
    );
    expect(replies.map((reply) => reply.statusCode).sort()).toEqual([201, 400]);
    const [drawn] = await rows<{ total: string }>(
      t,
      sql`select coalesce(sum(storage_draw_kg), 0) as total from trading_contract_deliveries where storage_contract_id = ${storage.id}`,
    );
    expect(Number(drawn?.total)).toBe(8_000);
  });
});

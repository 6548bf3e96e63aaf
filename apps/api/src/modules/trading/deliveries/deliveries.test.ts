import {
  messages,
  movementConflictMessage,
  type ContractView,
  type DeliverySample,
  type DeliveryView,
  type Movement,
  type StockRecord,
  type Storage,
} from '@harvest/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, type Headers } from '../../../../test/api-calls';
import { rows } from '../../../../test/auth-helpers';
import { uploadRequest } from '../../../../test/authorisation-world';
import { buildTestApp, type TestApp } from '../../../../test/build-test-app';
import { ledgerDisagreements } from '../../../../test/inventory-ledger';
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

describe('a contract’s deliveries out of the farm’s stores, samples and tipped weights (trading §3-§5, §7)', () => {
  let t: TestApp;
  let who: Record<Trader, Headers>;
  let hillside: string;
  let storeUnit: string;
  let exFarm: ContractView;
  let delivered: ContractView;
  let store: Storage;

  type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
  const call = (method: Method, path: string, as: Headers, body?: object) => apiCall(t, method, path, as, body);
  const deliveries = (contract: ContractView) => `/trading/contracts/${contract.id}/deliveries`;
  const quantityOf = async (id: string) =>
    (await expectData<StockRecord>(await call('GET', `/inventory/records/${id}`, who.farmer))).quantityKg;
  const movement = (id: string) => call('GET', `/inventory/movements/${id}`, who.farmer);

  async function lot(quantityKg: number, commodityId = 'wheat', storageId = store.id): Promise<StockRecord> {
    const reply = await call('POST', '/inventory/records', who.farmer, {
      storageId,
      quantityKg,
      commodityId,
      harvestYear: 2026,
    });
    return expectData<StockRecord>(reply, 201);
  }

  async function upload(as: Headers, type: string): Promise<string> {
    const reply = await t.app.inject(
      uploadRequest(
        [
          { name: 'bucket', value: 'files' },
          { name: 'type', value: type },
          { name: 'file', filename: `${type}.txt`, data: Buffer.from(type), contentType: 'text/plain' },
        ],
        as,
      ),
    );
    const [file] = await expectData<{ id: string }[]>(reply, 201);
    return file!.id;
  }

  /** An accepted trade of 100 t of feed wheat; its contract as the seller reads it. */
  async function openContract(haulage: 'ex-farm' | 'delivered'): Promise<ContractView> {
    const listing = await createListing(
      t,
      who.farmer,
      listingBody(t, hillside, {
        haulage,
        ...(haulage === 'delivered' ? { deliveryPostcode: 'CB1 1AA' } : {}),
        specification: {
          specificationId: 'wheat-feed',
          measures: { moisture: { min: null, max: 15 }, protein: { min: 11, max: null } },
        },
      }),
    );
    const offer = await sendBid(t, who.buyer, bidBody(listing));
    const before = t.clock.now();
    t.clock.set(new Date(listing.reviewAt));
    who = await signInTraders(t);
    await expectData(
      await call('PATCH', `/trading/bids/${offer.id}/accept`, who.farmer, {
        optionId: offer.options[0]!.id,
        quantityKg: 100_000,
      }),
    );
    t.clock.set(before);
    who = await signInTraders(t);
    const contracts = await expectData<ContractView[]>(await call('GET', '/trading/contracts', who.farmer));
    const contract = contracts.find((each) => each.tradeId !== null && each.haulage === haulage);
    if (!contract) throw new Error('no contract opened');
    return contract;
  }

  const plan = (contract: ContractView, lots: { recordId: string; quantityKg: number }[], day = 5) => ({
    plannedDate: `${contract.month}-${String(day).padStart(2, '0')}`,
    plannedWeightKg: lots.reduce((sum, each) => sum + each.quantityKg, 0),
    lots,
  });

  async function planned(contract: ContractView, lots: { recordId: string; quantityKg: number }[]) {
    return expectData<DeliveryView>(await call('POST', deliveries(contract), who.farmer, plan(contract, lots)), 201);
  }

  /** The test clock into the contract's month, so a delivery can leave the farm on its planned day. */
  function intoMonth(contract: ContractView) {
    t.clock.set(new Date(`${contract.month}-20T12:00:00Z`));
  }

  beforeAll(async () => {
    t = await buildTestApp();
    await t.seedDemo();
    await addRivalSeller(t);
    who = await signInTraders(t);
    hillside = await unitIdOf(t, 'Hillside Farm');
    storeUnit = await unitIdOf(t, 'Hillside Grain Store');
    store = await expectData<Storage>(
      await call('POST', '/inventory/storages', who.farmer, {
        type: 'store',
        businessUnitId: storeUnit,
        name: 'Delivery store',
        capacityKg: null,
      }),
      201,
    );
    exFarm = await openContract('ex-farm');
    delivered = await openContract('delivered');
  }, 60_000);
  afterAll(async () => t?.close());

  describe('planning (the seller)', () => {
    it('plans a delivery out of picked lots: a planned outbound movement, the stock unchanged until it leaves', async () => {
      const wheat = await lot(40_000);
      const delivery = await planned(exFarm, [{ recordId: wheat.id, quantityKg: 25_000 }]);
      expect(delivery).toMatchObject({
        contractId: exFarm.id,
        status: 'planned',
        plannedDate: `${exFarm.month}-05`,
        plannedWeightKg: 25_000,
        lots: [{ recordId: wheat.id, quantityKg: 25_000 }],
        sample: null,
        tippedWeight: null,
      });
      const made = await expectData<Movement>(await movement(delivery.movementId!));
      expect(made).toMatchObject({ type: 'outbound', status: 'planned', quantityKg: 25_000 });
      expect(made.destinationName).toBe('Anglia Grain Merchants Ltd');
      expect(await quantityOf(wheat.id)).toBe(40_000);

      // Both parties read it; the buyer does not see the seller's lots or movement.
      const [asBuyer] = await expectData<DeliveryView[]>(await call('GET', deliveries(exFarm), who.buyer));
      expect(asBuyer).toEqual({ ...delivery, lots: null, movementId: null });
      expect((await call('GET', deliveries(exFarm), who.rival)).statusCode).toBe(404);
      await call('DELETE', `${deliveries(exFarm)}/${delivery.id}`, who.farmer);
    });

    it('is one delivery however often the same create is retried (Idempotency-Key)', async () => {
      const wheat = await lot(10_000);
      const body = plan(exFarm, [{ recordId: wheat.id, quantityKg: 10_000 }]);
      const headers = { ...who.farmer, 'idempotency-key': 'delivery-once-1' };
      const first = await expectData<DeliveryView>(await call('POST', deliveries(exFarm), headers, body), 201);
      const again = await expectData<DeliveryView>(await call('POST', deliveries(exFarm), headers, body), 201);
      expect(again.id).toBe(first.id);
      const all = await expectData<DeliveryView[]>(await call('GET', deliveries(exFarm), who.farmer));
      expect(all.filter((each) => each.id === first.id)).toHaveLength(1);
      expect(all).toHaveLength(1);
      await call('DELETE', `${deliveries(exFarm)}/${first.id}`, who.farmer);
    });

    it('plans within the contract’s period, saying the period', async () => {
      const wheat = await lot(5_000);
      const body = { ...plan(exFarm, [{ recordId: wheat.id, quantityKg: 5_000 }]), plannedDate: exFarm.endDate };
      expect((await call('POST', deliveries(exFarm), who.farmer, body)).statusCode).toBe(201);
      const late = new Date(`${exFarm.endDate}T00:00:00Z`);
      late.setUTCDate(late.getUTCDate() + 1);
      const reply = await call('POST', deliveries(exFarm), who.farmer, {
        ...body,
        plannedDate: late.toISOString().slice(0, 10),
      });
      expect(reply.statusCode).toBe(400);
      expect(reply.json().validation).toEqual([
        {
          field: 'plannedDate',
          message: `The planned date must be within the contract’s period: ${exFarm.startDate} to ${exFarm.endDate}`,
        },
      ]);
      const all = await expectData<DeliveryView[]>(await call('GET', deliveries(exFarm), who.farmer));
      for (const each of all) await call('DELETE', `${deliveries(exFarm)}/${each.id}`, who.farmer);
    });

    it('never plans more than the contract’s total weight, saying by how much', async () => {
      const wheat = await lot(200_000);
      const first = await planned(exFarm, [{ recordId: wheat.id, quantityKg: 60_000 }]);
      const reply = await call(
        'POST',
        deliveries(exFarm),
        who.farmer,
        plan(exFarm, [{ recordId: wheat.id, quantityKg: 40_500 }]),
      );
      expect(reply.statusCode).toBe(400);
      expect(reply.json().validation).toEqual([
        {
          field: 'plannedWeightKg',
          message: 'The deliveries plan more than the contract’s 100.00 t: they are 0.50 t higher',
        },
      ]);
      // Changing the one there is counts it once.
      const patched = await call('PATCH', `${deliveries(exFarm)}/${first.id}`, who.farmer, {
        plannedWeightKg: 100_001,
        lots: [{ recordId: wheat.id, quantityKg: 100_001 }],
      });
      expect(patched.json().validation[0].message).toBe(
        'The deliveries plan more than the contract’s 100.00 t: they are 0.01 t higher',
      );
      await call('DELETE', `${deliveries(exFarm)}/${first.id}`, who.farmer);
    });

    it('takes a planned weight equal to the lots picked, and only the seller’s own lots of the contract’s crop', async () => {
      const wheat = await lot(5_000);
      const off = await call('POST', deliveries(exFarm), who.farmer, {
        ...plan(exFarm, [{ recordId: wheat.id, quantityKg: 5_000 }]),
        plannedWeightKg: 6_000,
      });
      expect(off.json().validation).toEqual([
        { field: 'plannedWeightKg', message: 'The amount moved must equal the total selected: it is 1.00 t higher' },
      ]);
      const barleyStore = await expectData<Storage>(
        await call('POST', '/inventory/storages', who.farmer, {
          type: 'store',
          businessUnitId: storeUnit,
          name: 'Barley store',
          capacityKg: null,
        }),
        201,
      );
      const barley = await lot(5_000, 'barley', barleyStore.id);
      const other = await call(
        'POST',
        deliveries(exFarm),
        who.farmer,
        plan(exFarm, [{ recordId: barley.id, quantityKg: 5_000 }]),
      );
      expect(other.statusCode).toBe(400);
      expect(other.json().validation).toEqual([{ field: 'lots', message: messages.deliveries.lotsOtherCrop }]);
      const missing = await call(
        'POST',
        deliveries(exFarm),
        who.farmer,
        plan(exFarm, [{ recordId: NOWHERE, quantityKg: 5_000 }]),
      );
      expect(missing.statusCode).toBe(400);
      expect(missing.json().validation.map((issue: { field: string }) => issue.field)).toEqual(['lots.0.recordId']);
      expect(await expectData<DeliveryView[]>(await call('GET', deliveries(exFarm), who.farmer))).toEqual([]);
    });

    it('lets only the seller plan: the buyer hears why, anyone else that it does not exist', async () => {
      const wheat = await lot(5_000);
      const body = plan(exFarm, [{ recordId: wheat.id, quantityKg: 5_000 }]);
      const buyer = await call('POST', deliveries(exFarm), who.buyer, body);
      expect(buyer.statusCode).toBe(403);
      expect(buyer.json().message).toBe(messages.deliveries.sellerOnly);
      expect((await call('POST', deliveries(exFarm), who.rival, body)).statusCode).toBe(404);
    });

    it('plans only on an open sales contract', async () => {
      const wheat = await lot(5_000);
      const body = plan(exFarm, [{ recordId: wheat.id, quantityKg: 5_000 }]);
      for (const status of ['cancelled', 'complete']) {
        await rows(t, sql`update trading_contracts set status = ${status} where id = ${exFarm.id} returning id`);
        const reply = await call('POST', deliveries(exFarm), who.farmer, body);
        expect(reply.statusCode).toBe(409);
        expect(reply.json().message).toBe('Deliveries are planned on an open sales contract');
      }
      await rows(t, sql`update trading_contracts set status = 'open' where id = ${exFarm.id} returning id`);
      expect(await expectData<DeliveryView[]>(await call('GET', deliveries(exFarm), who.farmer))).toEqual([]);
    });

    it('holds a contract the seller entered against deletion once it has a delivery (§7)', async () => {
      const entered = await expectData<ContractView>(
        await call('POST', '/trading/contracts', who.farmer, {
          type: 'sales',
          sellerBusinessUnitId: hillside,
          contractNumber: 'OFF-DELIVERED-1',
          startDate: `${exFarm.month}-01`,
          endDate: exFarm.endDate,
          pricePerUnit: 19_000,
          priceType: 'fixed',
          totalWeightKg: 10_000,
          commodityId: 'wheat',
          counterparty: { name: 'Fen Edge Mill' },
        }),
        201,
      );
      const wheat = await lot(5_000);
      const delivery = await planned(entered, [{ recordId: wheat.id, quantityKg: 5_000 }]);
      expect(delivery.status).toBe('planned');
      const refused = await call('DELETE', `/trading/contracts/${entered.id}`, who.farmer);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe(messages.contracts.deleteBlocked);
    });

    it('changes a planned delivery’s day, weight and lots: its planned movement is replaced', async () => {
      const wheat = await lot(30_000);
      const delivery = await planned(exFarm, [{ recordId: wheat.id, quantityKg: 10_000 }]);
      const changed = await expectData<DeliveryView>(
        await call('PATCH', `${deliveries(exFarm)}/${delivery.id}`, who.farmer, {
          plannedDate: `${exFarm.month}-12`,
          plannedWeightKg: 12_000,
          lots: [{ recordId: wheat.id, quantityKg: 12_000 }],
        }),
      );
      expect(changed).toMatchObject({ plannedDate: `${exFarm.month}-12`, plannedWeightKg: 12_000, status: 'planned' });
      expect(changed.movementId).not.toBe(delivery.movementId);
      expect((await movement(delivery.movementId!)).statusCode).toBe(404);
      expect(await expectData<Movement>(await movement(changed.movementId!))).toMatchObject({
        status: 'planned',
        quantityKg: 12_000,
        startDate: `${exFarm.month}-12`,
      });
      // A new weight alone is checked against the lots it has.
      const alone = await call('PATCH', `${deliveries(exFarm)}/${delivery.id}`, who.farmer, {
        plannedWeightKg: 11_000,
      });
      expect(alone.json().validation[0].message).toBe(
        'The amount moved must equal the total selected: it is 1.00 t lower',
      );

      expect((await call('DELETE', `${deliveries(exFarm)}/${delivery.id}`, who.farmer)).statusCode).toBe(200);
      expect((await movement(changed.movementId!)).statusCode).toBe(404);
      expect(await expectData<DeliveryView[]>(await call('GET', deliveries(exFarm), who.farmer))).toEqual([]);
    });
  });

  it('keeps the delivery’s movement its own: inventory’s calls may not complete, delete or reverse it', async () => {
    const wheat = await lot(8_000);
    const delivery = await planned(exFarm, [{ recordId: wheat.id, quantityKg: 8_000 }]);
    const at = `/inventory/movements/${delivery.movementId}`;
    for (const [method, path, body] of [
      ['POST', `${at}/complete`, {}],
      ['DELETE', at, undefined],
    ] as const) {
      const reply = await call(method, path, who.farmer, body);
      expect(reply.statusCode, reply.body).toBe(409);
      expect(reply.json().message).toBe(messages.inventory.movementOfDelivery);
    }
    expect(await expectData<Movement>(await movement(delivery.movementId!))).toMatchObject({ status: 'planned' });
    // A copy of it is the farm's own movement, which inventory changes as any other.
    const [copy] = await expectData<Movement[]>(await call('POST', `${at}/duplicate`, who.farmer, { copies: 1 }), 201);
    expect((await call('DELETE', `/inventory/movements/${copy!.id}`, who.farmer)).statusCode).toBe(200);
    await call('DELETE', `${deliveries(exFarm)}/${delivery.id}`, who.farmer);
  });

  describe('out of the store, sampled and tipped', () => {
    let wheat: StockRecord;
    let delivery: DeliveryView;
    let ticket: string;

    beforeAll(async () => {
      wheat = await lot(50_000);
      delivery = await planned(exFarm, [{ recordId: wheat.id, quantityKg: 29_000 }]);
      ticket = await upload(who.buyer, 'weighbridge');
    });

    it('is tipped only once it has left the farm', async () => {
      const reply = await call('POST', `${deliveries(exFarm)}/${delivery.id}/tipped-weight`, who.buyer, {
        grossKg: 44_000,
        tareKg: 15_000,
        netKg: 29_000,
        tippedQuantityKg: 29_000,
        weighbridgeFileId: ticket,
        collectionReceiptFileId: await upload(who.buyer, 'collection-receipt'),
      });
      expect(reply.statusCode).toBe(409);
      expect(reply.json().message).toBe(messages.deliveries.notInTransit);
    });

    it('dispatched by the seller: the movement completes and the store’s stock falls through the ledger', async () => {
      intoMonth(exFarm);
      who = await signInTraders(t);
      expect((await call('POST', `${deliveries(exFarm)}/${delivery.id}/dispatch`, who.buyer, {})).statusCode).toBe(403);
      const sent = await expectData<DeliveryView>(
        await call('POST', `${deliveries(exFarm)}/${delivery.id}/dispatch`, who.farmer, {}),
      );
      expect(sent).toMatchObject({
        status: 'in-transit',
        dispatchedDate: `${exFarm.month}-05`,
        dispatchedWeightKg: 29_000,
      });
      expect(await quantityOf(wheat.id)).toBe(21_000);
      expect(await expectData<Movement>(await movement(delivery.movementId!))).toMatchObject({ status: 'complete' });
      const reverse = await call('POST', `/inventory/movements/${delivery.movementId}/reverse`, who.farmer, {
        reason: 'Not sent after all',
      });
      expect(reverse.statusCode).toBe(409);
      expect(reverse.json().message).toBe(messages.inventory.movementOfDelivery);
      expect(await ledgerDisagreements(t.app.platform.database.db, store.organisationId)).toEqual([]);

      const again = await call('POST', `${deliveries(exFarm)}/${delivery.id}/dispatch`, who.farmer, {});
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe(messages.deliveries.dispatched);
      for (const [method, body] of [
        ['PATCH', { plannedDate: `${exFarm.month}-07` }],
        ['DELETE', undefined],
      ] as const) {
        const refused = await call(method, `${deliveries(exFarm)}/${delivery.id}`, who.farmer, body);
        expect(refused.statusCode).toBe(409);
        expect(refused.json().message).toBe(messages.deliveries.notPlanned);
      }
    });

    it('takes a sample with a file or at least one result, from the buyer only', async () => {
      const path = `${deliveries(exFarm)}/${delivery.id}/sample`;
      const empty = await call('POST', path, who.buyer, { results: {} });
      expect(empty.statusCode).toBe(400);
      expect(empty.json().validation).toEqual([{ field: 'results', message: messages.deliveries.sampleEmpty }]);
      expect((await call('POST', path, who.buyer, { fileId: null, results: { moisture: null } })).statusCode).toBe(400);
      const seller = await call('POST', path, who.farmer, { results: { moisture: 14 } });
      expect(seller.statusCode).toBe(403);
      expect(seller.json().message).toBe(messages.deliveries.buyerOnly);
      const unreadable = await call('POST', path, who.buyer, { fileId: NOWHERE, results: {} });
      expect(unreadable.json().validation).toEqual([{ field: 'fileId', message: messages.validation.invalid }]);
    });

    it('says per measure within or outside the specification, and the scale’s price adjustments', async () => {
      const fileId = await upload(who.buyer, 'sample');
      const sample = await expectData<DeliverySample>(
        await call('POST', `${deliveries(exFarm)}/${delivery.id}/sample`, who.buyer, {
          fileId,
          results: { moisture: 15.3, protein: 10.5, specificWeight: 77 },
        }),
      );
      expect(sample.fileId).toBe(fileId);
      expect(sample.checks).toEqual([
        { measure: 'moisture', value: 15.3, min: null, max: 15, standing: 'above', outsideBy: 0.3 },
        { measure: 'protein', value: 10.5, min: 11, max: null, standing: 'below', outsideBy: 0.5 },
        { measure: 'specificWeight', value: 77, min: null, max: null, standing: 'no-limit', outsideBy: 0 },
      ]);
      expect(sample.meetsSpecification).toBe(false);
      // Feed wheat's UK default scale: drying from 14.5 %, 20p a tonne for each 0.1 % (8 steps).
      expect(sample.adjustments).toContainEqual({
        reasonId: 'moisture-drying',
        kind: 'deduction',
        measure: 'moisture',
        perTonneMinor: 160,
      });
      expect(sample.deductionsPerTonneMinor).toBeGreaterThanOrEqual(160);
      expect(sample.adjustedPricePerUnit).toBe(
        exFarm.pricePerUnit + sample.bonusesPerTonneMinor - sample.deductionsPerTonneMinor,
      );
      expect(sample.scale.length).toBeGreaterThan(0);
      // Both parties read it on the delivery, priced by the scale kept with it.
      const [seen] = await expectData<DeliveryView[]>(await call('GET', deliveries(exFarm), who.farmer));
      expect(seen!.sample).toEqual(sample);
    });

    it('checks net = gross - tare, and needs an ex-farm trade’s collection receipt to complete (§5)', async () => {
      const path = `${deliveries(exFarm)}/${delivery.id}/tipped-weight`;
      const weights = {
        grossKg: 44_000,
        tareKg: 15_000,
        netKg: 29_000,
        tippedQuantityKg: 28_900,
        weighbridgeFileId: ticket,
      };
      const net = await call('POST', path, who.buyer, { ...weights, netKg: 29_500 });
      expect(net.statusCode).toBe(400);
      expect(net.json().validation).toEqual([
        { field: 'netKg', message: 'The net weight must be the gross less the tare: it is 0.50 t higher' },
      ]);
      const over = await call('POST', path, who.buyer, { ...weights, tippedQuantityKg: 29_001 });
      expect(over.json().validation).toEqual([
        { field: 'tippedQuantityKg', message: 'The tipped quantity cannot be more than the net weight' },
      ]);
      const receiptless = await call('POST', path, who.buyer, weights);
      expect(receiptless.statusCode).toBe(400);
      expect(receiptless.json().validation).toEqual([
        { field: 'collectionReceiptFileId', message: 'A collection receipt is required to complete some trades' },
      ]);
      expect((await call('POST', path, who.farmer, weights)).statusCode).toBe(403);
      const receipt = await upload(who.buyer, 'collection-receipt');
      const done = await expectData<DeliveryView>(
        await call('POST', path, who.buyer, { ...weights, collectionReceiptFileId: receipt }),
      );
      expect(done.status).toBe('delivered');
      expect(done.tippedWeight).toMatchObject({ ...weights, collectionReceiptFileId: receipt });
      expect(done.deliveredAt).not.toBeNull();
      // The ticket and the receipt it was completed on stay with it.
      for (const [file, record] of [
        [ticket, 'submitted weighbridge ticket'],
        [receipt, 'completed delivery'],
      ]) {
        const removed = await call('DELETE', `/system/files/${file}`, who.buyer);
        expect(removed.statusCode).toBe(409);
        expect(removed.json().message).toBe(`This file belongs to a ${record} and cannot be deleted`);
      }
      const again = await call('POST', path, who.buyer, { ...weights, collectionReceiptFileId: receipt });
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe(messages.deliveries.delivered);
    });

    it('completes a delivered trade’s delivery without a collection receipt', async () => {
      const more = await lot(10_000);
      const own = await planned(delivered, [{ recordId: more.id, quantityKg: 10_000 }]);
      intoMonth(delivered);
      who = await signInTraders(t);
      await expectData(await call('POST', `${deliveries(delivered)}/${own.id}/dispatch`, who.farmer, {}));
      const done = await expectData<DeliveryView>(
        await call('POST', `${deliveries(delivered)}/${own.id}/tipped-weight`, who.buyer, {
          grossKg: 25_000,
          tareKg: 15_000,
          netKg: 10_000,
          tippedQuantityKg: 10_000,
          weighbridgeFileId: ticket,
        }),
      );
      expect(done).toMatchObject({ status: 'delivered', tippedWeight: { collectionReceiptFileId: null } });
    });
  });

  it('never takes more than a lot holds when a delivery and a manual stock movement race for it', async () => {
    const wheat = await lot(30_000);
    const delivery = await planned(exFarm, [{ recordId: wheat.id, quantityKg: 20_000 }]);
    intoMonth(exFarm);
    who = await signInTraders(t);
    const [dispatch, manual] = await Promise.all([
      call('POST', `${deliveries(exFarm)}/${delivery.id}/dispatch`, who.farmer, {}),
      call('POST', '/inventory/movements', who.farmer, {
        type: 'outbound',
        status: 'complete',
        sources: [{ recordId: wheat.id, quantityKg: 20_000 }],
        quantityKg: 20_000,
        startDate: `${exFarm.month}-05`,
        destinationName: 'A neighbour',
      }),
    ]);
    const won = [dispatch, manual].filter((reply) => reply.statusCode < 300);
    const lost = [dispatch, manual].filter((reply) => reply.statusCode >= 300);
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(1);
    expect(lost[0]!.statusCode).toBe(409);
    expect(lost[0]!.json().message).toBe(
      movementConflictMessage({ kind: 'inventoryShortfall', availableKg: 10_000, overKg: 10_000 }),
    );
    expect(await quantityOf(wheat.id)).toBe(10_000);
    const [negative] = await rows<{ n: number }>(
      t,
      sql`select count(*)::int as n from inventory_records where quantity_kg < 0`,
    );
    expect(negative!.n).toBe(0);
    expect(await ledgerDisagreements(t.app.platform.database.db, store.organisationId)).toEqual([]);
    // The loser left the delivery as it was: planned if the manual movement won.
    const [after] = (await expectData<DeliveryView[]>(await call('GET', deliveries(exFarm), who.farmer))).filter(
      (each) => each.id === delivery.id,
    );
    expect(after!.status).toBe(dispatch.statusCode < 300 ? 'in-transit' : 'planned');
  });
});

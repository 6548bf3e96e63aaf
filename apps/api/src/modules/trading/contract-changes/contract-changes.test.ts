import {
  messages,
  type AdjustmentScale,
  type ContractDetailView,
  type ContractView,
  type DeliverySample,
  type DeliveryView,
  type StockRecord,
  type Storage,
} from '@harvest/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, type Headers } from '../../../../test/api-calls';
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

/**
 * Trading §1 base and premium fixing, §3/§4 fixed or unfixed and rolled over, §4 Trade 'The contract price may be
 * updated after sampling if the grade changes', and the deduction and bonus scale agreed on a contract.
 */
describe('changes to a contract after it is made: fixing, rollover, price after sampling, its own scale', () => {
  let t: TestApp;
  let who: Record<Trader, Headers>;
  let hillside: string;
  let store: Storage;

  type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
  const call = (method: Method, path: string, as: Headers, body?: object) => apiCall(t, method, path, as, body);
  const detail = async (id: string, as: Headers = who.farmer) =>
    expectData<ContractDetailView>(await call('GET', `/trading/contracts/${id}`, as));
  const fix = (id: string, as: Headers, body: object) => call('POST', `/trading/contracts/${id}/fixings`, as, body);
  const roll = (id: string, as: Headers, body: object) => call('POST', `/trading/contracts/${id}/rollovers`, as, body);
  const today = () => t.clock.now().toISOString().slice(0, 10);

  /** An accepted trade of 100 t of wheat between Hillside and Anglia (a premium one when asked); its contract. */
  async function traded(premium = false): Promise<ContractView> {
    const listing = await createListing(
      t,
      who.farmer,
      listingBody(t, hillside, {
        specification: {
          specificationId: 'wheat-feed',
          measures: { moisture: { min: null, max: 15 }, protein: { min: 11, max: null } },
        },
      }),
    );
    const body = bidBody(listing);
    if (premium) body.options = body.options.map((option) => ({ ...option, premium: 500 }));
    const offer = await sendBid(t, who.buyer, body);
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
    const [row] = await rows<{ id: string }>(
      t,
      sql`select c.id from trading_contracts c join trading_trades tr on tr.id = c.trade_id
          where tr.bid_id = ${offer.id}`,
    );
    return expectData<ContractView>(await call('GET', `/trading/contracts/${row!.id}`, who.farmer));
  }

  /** A traded contract whose price is still to be fixed (a trade agrees a price; this one agreed to fix it later). */
  async function unfixed(premium = false): Promise<ContractView> {
    const contract = await traded(premium);
    await rows(t, sql`update trading_contracts set price_type = 'unfixed', fixed = false where id = ${contract.id}`);
    return contract;
  }

  async function lot(quantityKg: number): Promise<StockRecord> {
    return expectData<StockRecord>(
      await call('POST', '/inventory/records', who.farmer, {
        storageId: store.id,
        quantityKg,
        commodityId: 'wheat',
        harvestYear: 2026,
      }),
      201,
    );
  }

  async function planDelivery(contract: ContractView, quantityKg: number): Promise<DeliveryView> {
    const record = await lot(quantityKg);
    return expectData<DeliveryView>(
      await call('POST', `/trading/contracts/${contract.id}/deliveries`, who.farmer, {
        plannedDate: `${contract.month}-05`,
        plannedWeightKg: quantityKg,
        lots: [{ recordId: record.id, quantityKg }],
      }),
      201,
    );
  }

  beforeAll(async () => {
    t = await buildTestApp();
    await t.seedDemo();
    await addRivalSeller(t);
    who = await signInTraders(t);
    hillside = await unitIdOf(t, 'Hillside Farm');
    store = await expectData<Storage>(
      await call('POST', '/inventory/storages', who.farmer, {
        type: 'store',
        businessUnitId: await unitIdOf(t, 'Hillside Grain Store'),
        name: 'Changes store',
        capacityKg: null,
      }),
      201,
    );
  }, 60_000);
  afterAll(async () => t?.close());

  describe('fixing (§1 base and premium fixing)', () => {
    it('fixes an unfixed contract in parts: unfixed -> partly fixed -> fixed, the price the weighted average', async () => {
      const contract = await unfixed();
      const before = await detail(contract.id);
      expect(before.fixing).toEqual({
        state: 'unfixed',
        fixedWeightKg: 0,
        remainingWeightKg: 100_000,
        premiumFixedWeightKg: null,
        premiumRemainingWeightKg: null,
        fixings: [],
      });
      expect(before.fixed).toBe(false);

      // The seller records the first part; the buyer the second: either party records what they agreed.
      const first = await expectData<ContractDetailView>(
        await fix(contract.id, who.farmer, { weightKg: 40_000, pricePerUnit: 18_000, fixedOn: today() }),
        201,
      );
      expect(first.fixing.state).toBe('partly-fixed');
      expect(first.fixing.fixedWeightKg).toBe(40_000);
      expect(first.fixing.remainingWeightKg).toBe(60_000);
      // While partly fixed the price per unit is the average of what is fixed.
      expect(first.pricePerUnit).toBe(18_000);
      expect(first.fixed).toBe(false);
      expect(first.fixing.fixings[0]).toMatchObject({
        kind: 'base',
        weightKg: 40_000,
        pricePerUnit: 18_000,
        fixedOn: today(),
        recordedBy: { organisationName: 'Hillside Farm Partnership' },
      });

      const whole = await expectData<ContractDetailView>(
        await fix(contract.id, who.buyer, { kind: 'base', weightKg: 60_000, pricePerUnit: 19_001, fixedOn: today() }),
        201,
      );
      expect(whole.fixing.state).toBe('fixed');
      expect(whole.fixing.remainingWeightKg).toBe(0);
      // (40 t × £180 + 60 t × £190.01) / 100 t = £186.006 -> £186.01, rounded once
      expect(whole.pricePerUnit).toBe(18_601);
      expect(whole.fixed).toBe(true);
      expect(whole.side).toBe('buyer');
      expect(whole.fixing.fixings.map((each) => each.recordedBy.organisationId)).toEqual([
        contract.seller.organisationId,
        contract.buyer.organisationId,
      ]);
      // The list reads the same flag and price.
      const listed = await expectData<ContractView[]>(await call('GET', '/trading/contracts?limit=100', who.buyer));
      expect(listed.find((each) => each.id === contract.id)).toMatchObject({ fixed: true, pricePerUnit: 18_601 });
    });

    it('never fixes more than the contract’s weight, saying by how much, and stores nothing', async () => {
      const contract = await unfixed();
      await expectData(
        await fix(contract.id, who.farmer, { weightKg: 70_000, pricePerUnit: 18_000, fixedOn: today() }),
        201,
      );
      const over = await fix(contract.id, who.farmer, { weightKg: 30_500, pricePerUnit: 18_000, fixedOn: today() });
      expect(over.statusCode).toBe(400);
      expect(over.json().validation).toEqual([
        {
          field: 'weightKg',
          message: 'The base fixings would fix more than the contract’s 100.00 t: they are 0.50 t over',
        },
      ]);
      expect((await detail(contract.id)).fixing.fixings).toHaveLength(1);
    });

    it('fixes the premium of a premium contract too, and reads fixed only when both are whole', async () => {
      const contract = await unfixed(true);
      expect(contract.type).toBe('premium');
      await expectData(
        await fix(contract.id, who.farmer, { weightKg: 100_000, pricePerUnit: 18_500, fixedOn: today() }),
        201,
      );
      const base = await detail(contract.id);
      expect(base.fixing).toMatchObject({
        state: 'partly-fixed',
        premiumFixedWeightKg: 0,
        premiumRemainingWeightKg: 100_000,
      });
      const both = await expectData<ContractDetailView>(
        await fix(contract.id, who.buyer, { kind: 'premium', weightKg: 100_000, pricePerUnit: 650, fixedOn: today() }),
        201,
      );
      expect(both.fixing.state).toBe('fixed');
      expect(both.premiumPrice).toBe(650);
      expect(both.fixed).toBe(true);
    });

    it('refuses a premium fixing on a sales contract, any fixing of a fixed-price contract, and a day to come', async () => {
      const sales = await unfixed();
      const premium = await fix(sales.id, who.farmer, {
        kind: 'premium',
        weightKg: 1_000,
        pricePerUnit: 500,
        fixedOn: today(),
      });
      expect(premium.statusCode).toBe(409);
      expect(premium.json().message).toBe(messages.fixings.premiumOnlyPremium);
      const fixedPrice = await traded();
      const refused = await fix(fixedPrice.id, who.farmer, { weightKg: 1_000, pricePerUnit: 18_000, fixedOn: today() });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe(messages.fixings.notUnfixed);
      const tomorrow = new Date(t.clock.now().getTime() + 86_400_000).toISOString().slice(0, 10);
      const later = await fix(sales.id, who.farmer, { weightKg: 1_000, pricePerUnit: 18_000, fixedOn: tomorrow });
      expect(later.statusCode).toBe(400);
      expect(later.json().validation).toEqual([{ field: 'fixedOn', message: messages.fixings.dateInFuture }]);
    });

    it('refuses a storage contract and a contract no longer open', async () => {
      const storage = await expectData<ContractView>(
        await call('POST', '/trading/contracts', who.farmer, {
          type: 'storage',
          sellerBusinessUnitId: hillside,
          contractNumber: 'ST-FIX-1',
          startDate: '2027-01-01',
          endDate: '2027-12-31',
          pricePerUnit: 1_500,
          priceType: 'unfixed',
          totalWeightKg: 50_000,
          storageQuantityKg: 50_000,
          commodityId: 'wheat',
          counterparty: { name: 'Brook Farm' },
        }),
        201,
      );
      const reply = await fix(storage.id, who.farmer, { weightKg: 1_000, pricePerUnit: 1_500, fixedOn: today() });
      expect(reply.statusCode).toBe(409);
      expect(reply.json().message).toBe(messages.fixings.notSales);
      const closed = await unfixed();
      await rows(t, sql`update trading_contracts set status = 'complete' where id = ${closed.id}`);
      const late = await fix(closed.id, who.farmer, { weightKg: 1_000, pricePerUnit: 18_000, fixedOn: today() });
      expect(late.statusCode).toBe(409);
      expect(late.json().message).toBe(messages.fixings.notOpen);
    });

    it('keeps an entered contract’s price with its fixings and its weight above what is fixed', async () => {
      const entered = await expectData<ContractView>(
        await call('POST', '/trading/contracts', who.farmer, {
          type: 'sales',
          sellerBusinessUnitId: hillside,
          contractNumber: 'OFF-FIX-1',
          startDate: '2027-02-01',
          endDate: '2027-02-28',
          pricePerUnit: 17_000,
          priceType: 'unfixed',
          totalWeightKg: 50_000,
          commodityId: 'wheat',
          counterparty: { name: 'Brook Grain' },
        }),
        201,
      );
      await expectData(
        await fix(entered.id, who.farmer, { weightKg: 30_000, pricePerUnit: 18_000, fixedOn: today() }),
        201,
      );
      const edit = (body: object) => call('PATCH', `/trading/contracts/${entered.id}`, who.farmer, body);
      const price = await edit({ pricePerUnit: 19_000 });
      expect(price.statusCode).toBe(409);
      expect(price.json().message).toBe(messages.fixings.priceFollowsFixings);
      expect((await edit({ priceType: 'fixed' })).statusCode).toBe(409);
      const lighter = await edit({ totalWeightKg: 29_000 });
      expect(lighter.json().validation).toEqual([
        {
          field: 'totalWeightKg',
          message: 'The base fixings would fix more than the contract’s 29.00 t: they are 1.00 t over',
        },
      ]);
      // Cut to what is fixed, it reads fixed.
      expect(await expectData<ContractView>(await edit({ totalWeightKg: 30_000 }))).toMatchObject({
        fixed: true,
        pricePerUnit: 18_000,
      });
      expect((await detail(entered.id)).fixing.state).toBe('fixed');
    });

    it('takes two fixings racing for the last of the weight one after the other: one fixes, one is refused', async () => {
      const contract = await unfixed();
      const body = { weightKg: 60_000, pricePerUnit: 18_000, fixedOn: today() };
      const replies = await Promise.all([fix(contract.id, who.farmer, body), fix(contract.id, who.buyer, body)]);
      expect(replies.map((reply) => reply.statusCode).sort()).toEqual([201, 400]);
      expect((await detail(contract.id)).fixing.fixedWeightKg).toBe(60_000);
    });

    it('tells another business the contract does not exist (404)', async () => {
      const contract = await unfixed();
      const reply = await fix(contract.id, who.rival, { weightKg: 1_000, pricePerUnit: 18_000, fixedOn: today() });
      expect(reply.statusCode).toBe(404);
      expect((await detail(contract.id)).fixing.fixings).toEqual([]);
    });
  });

  describe('rollover (§3, §4 rolled over)', () => {
    it('rolls the undelivered part into a later month: a linked contract, the first marked and reduced', async () => {
      const contract = await traded();
      await planDelivery(contract, 30_000);
      const next = nextMonth(contract.month);
      const rolled = await expectData<ContractDetailView>(
        await roll(contract.id, who.buyer, { part: 'undelivered', weightKg: 50_000, month: next }),
        201,
      );
      expect(rolled).toMatchObject({
        type: contract.type,
        status: 'open',
        seller: contract.seller,
        buyer: contract.buyer,
        commodityId: contract.commodityId,
        specification: contract.specification,
        pricePerUnit: contract.pricePerUnit,
        priceType: 'fixed',
        fixed: true,
        haulage: contract.haulage,
        month: next,
        startDate: `${next}-01`,
        totalWeightKg: 50_000,
        rolledFromContractId: contract.id,
        rolledPart: 'undelivered',
        rolledOver: false,
        tradeId: null,
        // It names the trade the first came from, through any chain of rollovers.
        tradeReference: contract.tradeReference,
        contractNumber: null,
      });
      const again = await expectData<ContractDetailView>(
        await roll(rolled.id, who.farmer, { part: 'undelivered', weightKg: 10_000, month: nextMonth(next) }),
        201,
      );
      expect(again.tradeReference).toBe(contract.tradeReference);
      const first = await detail(contract.id);
      expect(first).toMatchObject({ totalWeightKg: 50_000, rolledOver: true, rolledIntoContractIds: [rolled.id] });
      expect((await detail(rolled.id)).rolledIntoContractIds).toEqual([again.id]);
      // Both parties see both; the new one is in the list and the search.
      expect((await detail(rolled.id, who.farmer)).side).toBe('seller');
      const listed = await expectData<ContractView[]>(await call('GET', '/trading/contracts?limit=100', who.farmer));
      expect(listed.map((each) => each.id)).toEqual(expect.arrayContaining([contract.id, rolled.id]));
      const search = await call('GET', '/search/trading/contracts?limit=100', who.buyer);
      expect(search.statusCode).toBe(200);
      expect(JSON.stringify(search.json().data.docs)).toContain(rolled.id);
    });

    it('never leaves less than is delivered or planned for delivery, nor a whole contract rolled', async () => {
      const contract = await traded();
      await planDelivery(contract, 30_000);
      const next = nextMonth(contract.month);
      const below = await roll(contract.id, who.farmer, { part: 'undelivered', weightKg: 70_001, month: next });
      expect(below.statusCode).toBe(400);
      expect(below.json().validation).toEqual([
        {
          field: 'weightKg',
          message: 'Rolling that over would leave 29.99 t, less than the 30.00 t delivered or planned for delivery',
        },
      ]);
      const same = await roll(contract.id, who.farmer, { part: 'undelivered', weightKg: 1_000, month: contract.month });
      expect(same.json().validation).toEqual([
        { field: 'month', message: `Roll over into a month after the contract’s ${contract.month}` },
      ]);
      expect((await detail(contract.id)).totalWeightKg).toBe(100_000);
      // A delivery can no longer be planned past what is left once rolled.
      await expectData(
        await roll(contract.id, who.farmer, { part: 'undelivered', weightKg: 70_000, month: next }),
        201,
      );
      const record = await lot(1_000);
      const over = await call('POST', `/trading/contracts/${contract.id}/deliveries`, who.farmer, {
        plannedDate: `${contract.month}-05`,
        plannedWeightKg: 1_000,
        lots: [{ recordId: record.id, quantityKg: 1_000 }],
      });
      expect(over.statusCode).toBe(400);
    });

    it('rolls the unfixed part of an unfixed contract, never below what is fixed; what is left may read fixed', async () => {
      const contract = await unfixed();
      await expectData(
        await fix(contract.id, who.farmer, { weightKg: 45_000, pricePerUnit: 18_200, fixedOn: today() }),
        201,
      );
      const next = nextMonth(contract.month);
      const below = await roll(contract.id, who.farmer, { part: 'unfixed', weightKg: 60_000, month: next });
      expect(below.json().validation).toEqual([
        { field: 'weightKg', message: 'Rolling that over would leave 40.00 t, less than the 45.00 t already fixed' },
      ]);
      const rolled = await expectData<ContractDetailView>(
        await roll(contract.id, who.farmer, { part: 'unfixed', weightKg: 55_000, month: next }),
        201,
      );
      expect(rolled).toMatchObject({
        priceType: 'unfixed',
        fixed: false,
        rolledPart: 'unfixed',
        totalWeightKg: 55_000,
      });
      expect(rolled.fixing.state).toBe('unfixed');
      const first = await detail(contract.id);
      expect(first).toMatchObject({ totalWeightKg: 45_000, fixed: true, rolledOver: true });
      expect(first.fixing.state).toBe('fixed');
    });

    it('refuses the unfixed part of a fixed-price contract, a storage contract and one no longer open', async () => {
      const contract = await traded();
      const next = nextMonth(contract.month);
      const unfixedPart = await roll(contract.id, who.farmer, { part: 'unfixed', weightKg: 1_000, month: next });
      expect(unfixedPart.statusCode).toBe(409);
      expect(unfixedPart.json().message).toBe(messages.rollovers.unfixedOfFixed);
      await rows(t, sql`update trading_contracts set status = 'cancelled' where id = ${contract.id}`);
      const cancelled = await roll(contract.id, who.farmer, { part: 'undelivered', weightKg: 1_000, month: next });
      expect(cancelled.statusCode).toBe(409);
      expect(cancelled.json().message).toBe(messages.rollovers.notOpen);
      const [storage] = await rows<{ id: string }>(
        t,
        sql`select id from trading_contracts where type = 'storage' limit 1`,
      );
      const stored = await roll(storage!.id, who.farmer, { part: 'undelivered', weightKg: 1_000, month: '2030-01' });
      expect(stored.statusCode).toBe(409);
      expect(stored.json().message).toBe(messages.rollovers.notSales);
    });

    it('takes two rollovers racing for the same weight one after the other: one rolls, one is refused', async () => {
      const contract = await traded();
      const body = { part: 'undelivered', weightKg: 60_000, month: nextMonth(contract.month) };
      const replies = await Promise.all([roll(contract.id, who.farmer, body), roll(contract.id, who.buyer, body)]);
      expect(replies.map((reply) => reply.statusCode).sort()).toEqual([201, 400]);
      expect((await detail(contract.id)).totalWeightKg).toBe(40_000);
    });

    it('keeps a contract rolled over, or rolled from one, from being deleted', async () => {
      const entered = await expectData<ContractView>(
        await call('POST', '/trading/contracts', who.farmer, {
          type: 'sales',
          sellerBusinessUnitId: hillside,
          contractNumber: 'OFF-ROLL-1',
          startDate: '2027-01-01',
          endDate: '2027-01-31',
          pricePerUnit: 18_000,
          priceType: 'fixed',
          totalWeightKg: 50_000,
          commodityId: 'wheat',
          counterparty: { name: 'Brook Grain' },
        }),
        201,
      );
      const rolled = await expectData<ContractDetailView>(
        await roll(entered.id, who.farmer, { part: 'undelivered', weightKg: 10_000, month: '2027-03' }),
        201,
      );
      expect(rolled.entered).toBe(true);
      expect(rolled.buyer.name).toBe('Brook Grain');
      for (const id of [entered.id, rolled.id]) {
        const reply = await call('DELETE', `/trading/contracts/${id}`, who.farmer);
        expect(reply.statusCode).toBe(409);
        expect(reply.json().message).toBe(messages.rollovers.deleteBlocked);
      }
      // Another business is told neither exists.
      expect(
        (await roll(entered.id, who.buyer, { part: 'undelivered', weightKg: 1_000, month: '2027-04' })).statusCode,
      ).toBe(404);
      expect((await call('GET', `/trading/contracts/${rolled.id}`, who.rival)).statusCode).toBe(404);
    });
  });

  describe('the price updated after sampling (§4 Trade)', () => {
    const update = (id: string, as: Headers, body: object) =>
      call('POST', `/trading/contracts/${id}/price-updates`, as, body);

    it('lets the buyer update the price when a sample is outside the specification, keeping the history', async () => {
      const contract = await traded();
      const delivery = await planDelivery(contract, 10_000);
      const body = { deliveryId: delivery.id, pricePerUnit: contract.pricePerUnit - 1_500, reason: 'Feed grade' };

      const unsampled = await update(contract.id, who.buyer, body);
      expect(unsampled.statusCode).toBe(409);
      expect(unsampled.json().message).toBe(messages.priceUpdates.notSampled);

      const samplePath = `/trading/contracts/${contract.id}/deliveries/${delivery.id}/sample`;
      await expectData(await call('POST', samplePath, who.buyer, { results: { moisture: 14, protein: 12 } }));
      const within = await update(contract.id, who.buyer, body);
      expect(within.statusCode).toBe(409);
      expect(within.json().message).toBe(messages.priceUpdates.withinSpecification);

      const sample = await expectData<DeliverySample>(
        await call('POST', samplePath, who.buyer, { results: { moisture: 14, protein: 10.2 } }),
      );
      expect(sample.meetsSpecification).toBe(false);
      const seller = await update(contract.id, who.farmer, body);
      expect(seller.statusCode).toBe(403);
      expect(seller.json().message).toBe(messages.priceUpdates.buyerOnly);
      const same = await update(contract.id, who.buyer, { ...body, pricePerUnit: contract.pricePerUnit });
      expect(same.json().validation).toEqual([{ field: 'pricePerUnit', message: messages.priceUpdates.samePrice }]);

      const updated = await expectData<ContractDetailView>(await update(contract.id, who.buyer, body), 201);
      expect(updated.pricePerUnit).toBe(contract.pricePerUnit - 1_500);
      expect(updated.priceUpdates).toEqual([
        {
          id: expect.any(String),
          deliveryId: delivery.id,
          oldPricePerUnit: contract.pricePerUnit,
          newPricePerUnit: contract.pricePerUnit - 1_500,
          reason: 'Feed grade',
          recordedBy: {
            userId: expect.any(String),
            name: expect.any(String),
            organisationId: contract.buyer.organisationId,
            organisationName: contract.buyer.name,
          },
          recordedAt: expect.any(String),
        },
      ]);
      expect((await detail(contract.id, who.farmer)).priceUpdates).toHaveLength(1);
      // The sample now reads against the new price.
      const [seen] = await expectData<DeliveryView[]>(
        await call('GET', `/trading/contracts/${contract.id}/deliveries`, who.farmer),
      );
      expect(seen!.sample!.adjustedPricePerUnit).toBe(
        updated.pricePerUnit + seen!.sample!.bonusesPerTonneMinor - seen!.sample!.deductionsPerTonneMinor,
      );
    });

    it('refuses a delivery of another contract, an unfixed contract, and anyone not a party (404)', async () => {
      const contract = await traded();
      const other = await traded();
      const delivery = await planDelivery(other, 1_000);
      const body = { deliveryId: delivery.id, pricePerUnit: 15_000, reason: 'Feed grade' };
      const elsewhere = await update(contract.id, who.buyer, body);
      expect(elsewhere.statusCode).toBe(400);
      expect(elsewhere.json().validation[0].field).toBe('deliveryId');
      await call('POST', `/trading/contracts/${other.id}/deliveries/${delivery.id}/sample`, who.buyer, {
        results: { protein: 9 },
      });
      await rows(t, sql`update trading_contracts set price_type = 'unfixed', fixed = false where id = ${other.id}`);
      const fixing = await update(other.id, who.buyer, body);
      expect(fixing.statusCode).toBe(409);
      expect(fixing.json().message).toBe(messages.priceUpdates.unfixedContract);
      expect((await update(other.id, who.rival, body)).statusCode).toBe(404);
    });
  });

  describe('the contract’s own agreed scale', () => {
    const scale: AdjustmentScale = [
      {
        measure: 'moisture',
        reasonId: 'moisture-drying',
        kind: 'deduction',
        side: 'above',
        threshold: 14,
        step: 0.5,
        ratePerStepMinor: 100,
      },
    ];
    const setScale = (id: string, as: Headers, body: object) =>
      call('PATCH', `/trading/contracts/${id}/adjustment-scale`, as, body);

    it('is set by either party, checked against the settlement reasons, and prices the samples after it', async () => {
      const contract = await traded();
      expect((await detail(contract.id)).adjustmentScale).toBeNull();
      const unknown = await setScale(contract.id, who.farmer, {
        scale: [{ ...scale[0], reasonId: 'protein-premium' }],
      });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().validation).toEqual([
        { field: 'scale.0.reasonId', message: messages.samples.reasonUnknown.deduction },
      ]);
      const set = await expectData<ContractDetailView>(await setScale(contract.id, who.buyer, { scale }));
      expect(set.adjustmentScale).toEqual(scale);

      const delivery = await planDelivery(contract, 1_000);
      const sample = await expectData<DeliverySample>(
        await call('POST', `/trading/contracts/${contract.id}/deliveries/${delivery.id}/sample`, who.buyer, {
          results: { moisture: 15.2 },
        }),
      );
      // 1.2 % over 14 % is three steps of 0.5 % (or part) at £1: the contract's scale, not the UK default.
      expect(sample.scale).toEqual(scale);
      expect(sample.deductionsPerTonneMinor).toBe(300);

      const reset = await expectData<ContractDetailView>(await setScale(contract.id, who.farmer, { scale: null }));
      expect(reset.adjustmentScale).toBeNull();
      const again = await expectData<DeliverySample>(
        await call('POST', `/trading/contracts/${contract.id}/deliveries/${delivery.id}/sample`, who.buyer, {
          results: { moisture: 15.2 },
        }),
      );
      expect(again.scale).not.toEqual(scale);
    });

    it('refuses an empty change and anyone not a party', async () => {
      const contract = await traded();
      expect((await setScale(contract.id, who.farmer, {})).statusCode).toBe(400);
      expect((await setScale(contract.id, who.rival, { scale })).statusCode).toBe(404);
      expect((await detail(contract.id)).adjustmentScale).toBeNull();
    });
  });
});

function nextMonth(month: string): string {
  const [year, number] = month.split('-').map(Number) as [number, number];
  return number === 12 ? `${year + 1}-01` : `${year}-${String(number + 1).padStart(2, '0')}`;
}

import {
  contractDelivered,
  type BidView,
  type ContractView,
  type DeliveryView,
  type FacetTerm,
  type StockRecord,
  type Storage,
  type TradeView,
} from '@harvest/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, type Headers } from '../../../../test/api-calls';
import { rows } from '../../../../test/auth-helpers';
import { uploadRequest } from '../../../../test/authorisation-world';
import { buildTestApp, type TestApp } from '../../../../test/build-test-app';
import { csvRows } from '../../../../test/csv-reader';
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
import { contractDeliveredSql, deliveryFactsOf } from '../deliveries/queries';

describe('a trade’s labels from its contract, and the contracts search’s delivered facet (§4 Trade, §7)', () => {
  let t: TestApp;
  let who: Record<Trader, Headers>;
  let hillside: string;
  let store: Storage;
  let ticket: string;

  type Method = 'GET' | 'POST' | 'PATCH';
  const call = (method: Method, path: string, as: Headers, body?: object) => apiCall(t, method, path, as, body);
  const deliveries = (contract: ContractView) => `/trading/contracts/${contract.id}/deliveries`;

  /** An accepted trade of 100 t of wheat: its offer and its contract. */
  async function openSale(): Promise<{ offer: BidView; contract: ContractView }> {
    const listing = await createListing(
      t,
      who.farmer,
      listingBody(t, hillside, { haulage: 'delivered', deliveryPostcode: 'CB1 1AA' }),
    );
    const offer = await sendBid(t, who.buyer, bidBody(listing));
    const listed = async () =>
      expectData<ContractView[]>(await call('GET', '/trading/contracts?limit=100', who.farmer));
    const known = new Set((await listed()).map((each) => each.id));
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
    const contract = (await listed()).find((each) => !known.has(each.id));
    if (!contract) throw new Error('no contract opened');
    return { offer, contract };
  }

  async function lot(quantityKg: number): Promise<StockRecord> {
    const reply = await call('POST', '/inventory/records', who.farmer, {
      storageId: store.id,
      quantityKg,
      commodityId: 'wheat',
      harvestYear: 2026,
    });
    return expectData<StockRecord>(reply, 201);
  }

  async function plan(contract: ContractView, quantityKg: number): Promise<DeliveryView> {
    const from = await lot(quantityKg);
    const body = {
      plannedDate: `${contract.month}-05`,
      plannedWeightKg: quantityKg,
      lots: [{ recordId: from.id, quantityKg }],
    };
    return expectData<DeliveryView>(await call('POST', deliveries(contract), who.farmer, body), 201);
  }

  /** Dispatched by the seller in the contract's month; tipped by the buyer (a little light) when `tip`. */
  async function send(contract: ContractView, delivery: DeliveryView, tip: boolean): Promise<void> {
    const before = t.clock.now();
    t.clock.set(new Date(`${contract.month}-20T12:00:00Z`));
    who = await signInTraders(t);
    await expectData(await call('POST', `${deliveries(contract)}/${delivery.id}/dispatch`, who.farmer, {}));
    if (tip) {
      const netKg = delivery.plannedWeightKg - 100;
      await expectData(
        await call('POST', `${deliveries(contract)}/${delivery.id}/tipped-weight`, who.buyer, {
          grossKg: netKg + 15_000,
          tareKg: 15_000,
          netKg,
          tippedQuantityKg: netKg,
          weighbridgeFileId: ticket,
        }),
      );
    }
    t.clock.set(before);
    who = await signInTraders(t);
  }

  const tradeOf = async (as: Headers, tradeId: string | null) =>
    (await expectData<TradeView[]>(await call('GET', '/trading/trades', as))).find((each) => each.id === tradeId);

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
        name: 'Labels store',
        capacityKg: null,
      }),
      201,
    );
    const reply = await t.app.inject(
      uploadRequest(
        [
          { name: 'bucket', value: 'files' },
          { name: 'type', value: 'weighbridge' },
          { name: 'file', filename: 'ticket.txt', data: Buffer.from('ticket'), contentType: 'text/plain' },
        ],
        who.buyer,
      ),
    );
    ticket = (await expectData<{ id: string }[]>(reply, 201))[0]!.id;
  }, 60_000);
  afterAll(async () => t?.close());

  it('labels the trade delivered once its whole weight is delivered, to both sides; never financed (no Advance Pay)', async () => {
    const { offer, contract } = await openSale();
    const first = await plan(contract, 60_000);
    await send(contract, first, true);
    const tradeId = contract.tradeId;
    // 60 t of 100 t delivered: not yet.
    expect((await tradeOf(who.farmer, tradeId))?.labels).toEqual({ financed: false, delivered: false, settled: false });
    const second = await plan(contract, 40_000);
    await send(contract, second, false);
    // Planned in full, but one is still on the road.
    expect((await tradeOf(who.buyer, tradeId))?.labels.delivered).toBe(false);
    const netKg = 39_900;
    await expectData(
      await call('POST', `${deliveries(contract)}/${second.id}/tipped-weight`, who.buyer, {
        grossKg: netKg + 15_000,
        tareKg: 15_000,
        netKg,
        tippedQuantityKg: netKg,
        weighbridgeFileId: ticket,
      }),
    );
    // Every delivery tipped (each a little light): delivered, whoever reads it, wherever the trade shows.
    for (const as of [who.farmer, who.buyer]) {
      expect((await tradeOf(as, tradeId))?.labels).toEqual({ financed: false, delivered: true, settled: false });
    }
    const bid = await expectData<BidView>(await call('GET', `/trading/bids/${offer.id}`, who.buyer));
    expect(bid.trade?.labels).toEqual({ financed: false, delivered: true, settled: false });
    const read = await expectData<ContractView>(await call('GET', `/trading/contracts/${contract.id}`, who.buyer));
    expect(read.delivered).toBe(true);

    // The contracts search: the delivered facet and its CSV column.
    type Reply = { docs: ContractView[]; facets: Record<string, FacetTerm[]> };
    const search = async (query: string) =>
      expectData<Reply>(await call('GET', `/search/trading/contracts${query}`, who.farmer));
    const yes = await search('?f=delivered:true&limit=100');
    expect(yes.docs.map((doc) => doc.id)).toEqual([contract.id]);
    expect((await search('?limit=100')).facets.delivered?.map((term) => [term.id, term.name])).toContainEqual([
      'true',
      'Yes',
    ]);
    const no = await search('?f=delivered:false&limit=100');
    expect(no.docs.map((doc) => doc.id)).not.toContain(contract.id);
    expect(no.docs.every((doc) => !doc.delivered)).toBe(true);
    const csv = await call('GET', '/search/trading/contracts?format=csv&f=delivered:true', who.farmer);
    expect(csv.statusCode).toBe(200);
    expect(csvRows(csv).map((row) => row.Delivered)).toEqual(['Yes']);
  });

  it('says delivered in SQL (the facet) exactly as the domain rule does, for every contract in every state', async () => {
    // Contracts with no delivery, one part planned, all planned but one on the road, and all delivered (above).
    const { contract: partial } = await openSale();
    await plan(partial, 30_000);
    const { contract: onTheRoad } = await openSale();
    const done = await plan(onTheRoad, 50_000);
    await send(onTheRoad, done, true);
    await send(onTheRoad, await plan(onTheRoad, 50_000), false);
    await openSale();
    const db = t.app.platform.database.db;
    const inSql = await rows<{ id: string; delivered: string }>(
      t,
      sql`select c.id, ${contractDeliveredSql({ id: sql`c.id`, totalWeightKg: sql`c.total_weight_kg` })} as delivered
        from trading_contracts c`,
    );
    const facts = await deliveryFactsOf(
      db,
      inSql.map((row) => row.id),
    );
    expect(inSql.length).toBeGreaterThanOrEqual(4);
    for (const row of inSql) {
      const rule = contractDelivered(facts.get(row.id) ?? { totalWeightKg: 1, deliveries: [] });
      expect({ id: row.id, delivered: row.delivered }).toEqual({ id: row.id, delivered: String(rule) });
    }
    expect(inSql.filter((row) => row.delivered === 'true')).toHaveLength(1);
    const reply = await call('GET', '/search/trading/contracts?limit=100', who.farmer);
    const terms = (await expectData<{ facets: Record<string, FacetTerm[]> }>(reply)).facets.delivered;
    expect(terms?.map((term) => [term.id, term.name, term.count])).toEqual([
      ['true', 'Yes', 1],
      ['false', 'No', inSql.length - 1],
    ]);
  });
});

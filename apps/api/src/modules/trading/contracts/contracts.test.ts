import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import {
  harvestYearOfMonth,
  type BidView,
  type ContractView,
  type Pagination,
  type SellerListing,
  type TradeView,
  type WantedView,
  type FacetTerm,
} from '@harvest/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, type Headers } from '../../../../test/api-calls';
import { rows } from '../../../../test/auth-helpers';
import { csvRows } from '../../../../test/csv-reader';
import { uploadRequest } from '../../../../test/authorisation-world';
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

describe('contracts opened from trades (trading §3, §4, §7 Contracts)', () => {
  let t: TestApp;
  let who: Record<Trader, Headers>;
  let hillside: string;
  let listing: SellerListing;
  let offer: BidView;
  let contract: ContractView;
  let accepted: BidView;

  const call = (method: 'GET' | 'POST' | 'PATCH', path: string, as: Headers, body?: object) =>
    apiCall(t, method, path, as, body);
  const contractsOf = async (as: Headers, query = '') =>
    expectData<ContractView[]>(await call('GET', `/trading/contracts${query}`, as));
  const page = async (as: Headers, query = '') =>
    (
      (await call('GET', `/trading/contracts${query}`, as)).json() as {
        data: ContractView[];
        pagination: Pagination;
      }
    ).pagination;

  beforeAll(async () => {
    t = await buildTestApp();
    await t.seedDemo();
    await addRivalSeller(t);
    who = await signInTraders(t);
    hillside = await unitIdOf(t, 'Hillside Farm');
    listing = await createListing(
      t,
      who.farmer,
      listingBody(t, hillside, { haulage: 'delivered', deliveryPostcode: 'CB1 1AA' }),
    );
    offer = await sendBid(
      t,
      who.buyer,
      bidBody(listing, { options: [{ month: listing.movementMonths[1], pricePerUnit: 19_250, premium: 300 }] }),
    );
    t.clock.set(new Date(listing.reviewAt));
    who = await signInTraders(t);
    accepted = await expectData<BidView>(
      await call('PATCH', `/trading/bids/${offer.id}/accept`, who.farmer, {
        optionId: offer.options[0]!.id,
        quantityKg: 150_500,
      }),
    );
  });
  afterAll(async () => t?.close());

  it('opens a contract for both sides from the accepted offer, with nothing keyed in again', async () => {
    const [seen] = await contractsOf(who.farmer);
    expect(seen).toBeDefined();
    contract = seen!;
    const month = listing.movementMonths[1]!;
    expect(contract).toMatchObject({
      type: 'premium',
      status: 'open',
      side: 'seller',
      contractNumber: null,
      seller: { name: 'Hillside Farm Partnership' },
      buyer: { name: 'Anglia Grain Merchants Ltd' },
      commodityId: 'wheat',
      harvestYear: harvestYearOfMonth(month),
      month,
      startDate: `${month}-01`,
      pricePerUnit: 19_250,
      premiumPrice: 300,
      priceType: 'fixed',
      fixed: true,
      rolledOver: false,
      currency: 'GBP',
      totalWeightKg: 150_500,
      // (£192.50 + £3) × 150.5 t
      totalPrice: 2_942_275,
      haulage: 'delivered',
      specification: listing.specification,
      fileIds: [],
    });
    expect(contract.endDate > contract.startDate).toBe(true);
    expect(contract.tradeReference).toMatch(/^T-/);

    const buyers = await contractsOf(who.buyer);
    expect(buyers.map((each) => each.id)).toContain(contract.id);
    const asBuyer = await expectData<ContractView>(await call('GET', `/trading/contracts/${contract.id}`, who.buyer));
    // The contract's page reads the list's view and its fixing, rollovers, price updates and scale besides.
    expect(asBuyer).toMatchObject({ ...contract, side: 'buyer', rolledFromContractId: null, adjustmentScale: null });
  });

  it('names the contract on the trade wherever a trade is shown, so either side can open it from there', async () => {
    expect(accepted.trade?.contractId).toBe(contract.id);
    for (const as of [who.farmer, who.buyer]) {
      const bid = await expectData<BidView>(await call('GET', `/trading/bids/${offer.id}`, as));
      expect(bid.trade?.contractId).toBe(contract.id);
      const trades = await expectData<TradeView[]>(await call('GET', '/trading/trades?limit=100', as));
      expect(trades.find((trade) => trade.bidId === offer.id)?.contractId).toBe(contract.id);
    }
  });

  it('is its two parties’ only: anyone else is told it does not exist', async () => {
    for (const stranger of [who.rival, who.carrier]) {
      const reply = await call('GET', `/trading/contracts/${contract.id}`, stranger);
      expect([403, 404]).toContain(reply.statusCode);
    }
    expect((await call('GET', `/trading/contracts/${contract.id}`, who.rival)).statusCode).toBe(404);
    expect(await contractsOf(who.rival)).toEqual([]);
  });

  it('takes the number and the signed file the buyer sends with the trade’s contract, the file then the seller’s to read', async () => {
    const uploaded = await t.app.inject(
      uploadRequest(
        [
          { name: 'bucket', value: 'files' },
          { name: 'type', value: 'trade-contract' },
          { name: 'file', filename: 'contract.txt', data: Buffer.from('signed'), contentType: 'text/plain' },
        ],
        who.buyer,
      ),
    );
    const [file] = await expectData<{ id: string }[]>(uploaded, 201);
    await expectData(
      await call('PATCH', `/trading/bids/${offer.id}/contract`, who.buyer, {
        contractNumber: 'AGM-2026-0981',
        fileId: file!.id,
      }),
    );
    const sent = await expectData<ContractView>(await call('GET', `/trading/contracts/${contract.id}`, who.farmer));
    expect(sent.contractNumber).toBe('AGM-2026-0981');
    expect(sent.fileIds).toEqual([file!.id]);
    // The seller reads the buyer's signed copy; a business outside the contract still cannot.
    const signed = await call('GET', `/system/files/${file!.id}`, who.farmer);
    expect(signed.statusCode).toBe(200);
    expect(signed.body).toBe('signed');
    expect((await call('GET', `/system/files/${file!.id}`, who.rival)).statusCode).toBe(404);
  });

  it('filters by type, status, made on the platform (format=traded) and with documents (docs=true)', async () => {
    const all = await contractsOf(who.farmer);
    expect((await contractsOf(who.farmer, '?format=traded')).length).toBe(all.length);
    expect((await contractsOf(who.farmer, '?type=premium')).map((each) => each.id)).toContain(contract.id);
    expect(await contractsOf(who.farmer, '?type=storage')).toEqual([]);
    expect(await contractsOf(who.farmer, '?status=complete')).toEqual([]);
    expect((await contractsOf(who.farmer, '?docs=true')).map((each) => each.id)).toEqual([contract.id]);
    expect((await contractsOf(who.farmer, '?docs=false')).length).toBe(all.length);
    expect(await page(who.farmer, '?limit=1')).toMatchObject({ totalDocuments: all.length });
    const refused = await call('GET', '/trading/contracts?type=barter', who.farmer);
    expect(refused.statusCode).toBe(400);
  });

  it('opens one from an accepted trade request too, without the specification or haulage it never named', async () => {
    const wanted = await expectData<WantedView>(
      await call('POST', '/trading/wanted', who.buyer, {
        commodityId: 'wheat',
        quantityMinKg: 20_000,
        quantityMaxKg: 80_000,
        months: [listing.movementMonths[0]],
        currency: 'GBP',
      }),
      201,
    );
    const request = await expectData<{ id: string }>(
      await call('POST', '/trading/trade-requests', who.farmer, {
        wantedId: wanted.id,
        businessUnitId: hillside,
        quantityKg: 50_000,
        month: listing.movementMonths[0],
        pricePerUnit: 19_800,
      }),
      201,
    );
    await expectData(
      await call('PATCH', `/trading/trade-requests/${request.id}/close`, who.buyer, { outcome: 'accepted' }),
    );
    const [latest] = await contractsOf(who.buyer);
    expect(latest).toMatchObject({
      type: 'sales',
      status: 'open',
      side: 'buyer',
      totalWeightKg: 50_000,
      pricePerUnit: 19_800,
      premiumPrice: null,
      specification: null,
      haulage: null,
    });
  });

  it('searches contracts with facets for either party, the other side as counterparty (/api/search/trading/contracts)', async () => {
    type Reply = { docs: ContractView[]; totalDocs: number; facets: Record<string, FacetTerm[]> };
    const search = async (as: Headers, query = '') =>
      expectData<Reply>(await call('GET', `/search/trading/contracts${query}`, as));
    const farmers = await search(who.farmer);
    expect(farmers.totalDocs).toBe((await contractsOf(who.farmer)).length);
    const counterparty = farmers.facets.counterpartyId ?? [];
    expect(counterparty.map((term) => term.name)).toContain('Anglia Grain Merchants Ltd');
    expect(farmers.facets.type?.map((term) => [term.id, term.name, term.count])).toEqual(
      expect.arrayContaining([
        ['premium', 'Premium', 1],
        ['sales', 'Sales', 1],
      ]),
    );
    expect(farmers.facets.fixed?.map((term) => term.name)).toEqual(['Fixed']);
    const year = String(contract.harvestYear);
    expect(farmers.facets.harvestYear?.map((term) => term.id)).toContain(year);

    // Three filters at once, as the benchmark runs them.
    const anglia = counterparty.find((term) => term.name === 'Anglia Grain Merchants Ltd')!.id;
    const narrowed = await search(who.farmer, `?f=type:premium&f=harvestYear:${year}&f=counterpartyId:${anglia}`);
    expect(narrowed.docs.map((doc) => doc.id)).toEqual([contract.id]);
    const buyers = await search(who.buyer, '?f=type:premium');
    expect(buyers.docs.map((doc) => [doc.id, doc.side])).toEqual([[contract.id, 'buyer']]);
    expect(buyers.facets.counterpartyId?.map((term) => term.name)).toEqual(['Hillside Farm Partnership']);
    expect((await search(who.rival)).totalDocs).toBe(0);
    // A bidding colleague without trading.contracts may not search them.
    expect((await call('GET', '/search/trading/contracts', who.buyer2)).statusCode).toBe(403);
  });

  it('exports the contracts the search finds as CSV, weights in the person’s unit', async () => {
    const reply = await call('GET', '/search/trading/contracts?format=csv&f=type:premium', who.farmer);
    expect(reply.statusCode).toBe(200);
    const [row, ...rest] = csvRows(reply);
    expect(rest).toEqual([]);
    expect(row).toMatchObject({
      'Contract number': 'AGM-2026-0981',
      Type: 'Premium',
      Status: 'Open',
      Crop: 'Wheat',
      Seller: 'Hillside Farm Partnership',
      Buyer: 'Anglia Grain Merchants Ltd',
      'Weight (t)': '150.5',
      'Price per tonne': '192.5',
      'Premium per tonne': '3',
      'Total price': '29422.75',
      Currency: 'GBP',
      Price: 'Fixed',
      Haulage: 'Delivered',
    });
  });

  it('opens the same contract by the migration for a trade made before contracts (the SQL and the service agree)', async () => {
    const migration = readFileSync(
      resolve(import.meta.dirname, '../../../../drizzle/0018_trading_contracts.sql'),
      'utf8',
    );
    const backfill = migration.slice(migration.indexOf('INSERT INTO "trading_contracts"'));
    const db = t.app.platform.database.db;
    const before = await rows<Record<string, unknown>>(t, sql`select * from trading_contracts order by trade_id`);
    expect(before.length).toBeGreaterThanOrEqual(2);
    await db.execute(sql`delete from trading_contract_files`);
    await db.execute(sql`delete from trading_contracts`);
    await db.execute(sql.raw(backfill));
    const after = await rows<Record<string, unknown>>(t, sql`select * from trading_contracts order by trade_id`);
    const comparable = (row: Record<string, unknown>) => ({
      ...row,
      id: null,
      contract_number: null,
      updated_at: null,
    });
    expect(after.map(comparable)).toEqual(before.map(comparable));
  });
});

import { messages, type BidView, type SellerListing, type StockRecord } from '@harvest/domain';
import { calendarDateIn } from '@harvest/domain/calendar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, type Headers } from '../../../../test/api-calls';
import { buildTestApp, type TestApp } from '../../../../test/build-test-app';
import { seedDemoInventory } from '../../../seed/demo-inventory';
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

const DAY = 24 * 60 * 60 * 1000;

describe('a listing started from a stock lot, and the lot’s sale state (issue 20)', () => {
  let t: TestApp;
  let who: Record<Trader, Headers>;
  let hillside: string;
  let crusoe: StockRecord;

  const call = (method: 'GET' | 'POST' | 'PATCH', path: string, as: Headers, body?: object) =>
    apiCall(t, method, path, as, body);
  const lot = async (id: string) => expectData<StockRecord>(await call('GET', `/inventory/records/${id}`, who.farmer));
  const searchedLot = async (id: string) => {
    const reply = await expectData<{ docs: StockRecord[] }>(
      await call('GET', '/search/inventory/records?limit=100', who.farmer),
    );
    return reply.docs.find((doc) => doc.id === id);
  };
  /** Hillside's assurance with a last valid day (or none). */
  const assuredUntil = async (day: string | undefined) => {
    const reply = await call('PATCH', `/customers/business-units/${hillside}`, who.farmer, {
      farmDetails: {
        holdingNumber: '12/345/6789',
        assuranceScheme: 'red-tractor',
        membershipNumber: '12/345/6789',
        assuranceStatus: 'valid',
        ...(day ? { assuranceValidUntil: day } : {}),
      },
    });
    expect(reply.statusCode, reply.body).toBe(200);
  };

  beforeAll(async () => {
    t = await buildTestApp();
    await t.seedDemo();
    await seedDemoInventory(t.app.platform, t.app.log);
    await addRivalSeller(t);
    who = await signInTraders(t);
    hillside = await unitIdOf(t, 'Hillside Farm');
    const records = await expectData<StockRecord[]>(await call('GET', '/inventory/records', who.farmer));
    const found = records.find((record) => record.variety === 'Crusoe');
    if (!found) throw new Error('The demo farm has no Crusoe wheat');
    crusoe = found;
  });
  afterAll(async () => t?.close());

  describe('the lot it came from', () => {
    it('keeps the seller’s own lot on the listing', async () => {
      const listing = await createListing(t, who.farmer, listingBody(t, hillside, { stockRecordId: crusoe.id }));
      expect(listing.stockRecordId).toBe(crusoe.id);
      const again = await expectData<SellerListing>(await call('GET', `/trading/listings/${listing.id}`, who.farmer));
      expect(again.stockRecordId).toBe(crusoe.id);
    });

    it('refuses another organisation’s lot, or one that does not exist, naming the field', async () => {
      const stockRecordId = '00000000-0000-4000-8000-000000000000';
      const reply = await call('POST', '/trading/listings', who.farmer, listingBody(t, hillside, { stockRecordId }));
      expect(reply.statusCode).toBe(400);
      expect(reply.json().validation).toEqual([{ field: 'stockRecordId', message: messages.trading.lotNotYours }]);
      // The rival cannot list Hillside's lot: to them it does not exist.
      const rivalFarm = await unitIdOf(t, 'Fen Edge Farm');
      const rival = await call(
        'POST',
        '/trading/listings',
        who.rival,
        listingBody(t, rivalFarm, { stockRecordId: crusoe.id }),
      );
      expect(rival.statusCode).toBe(400);
      expect(rival.json().validation).toEqual([{ field: 'stockRecordId', message: messages.trading.lotNotYours }]);
    });

    it('refuses a lot of another crop', async () => {
      const reply = await call(
        'POST',
        '/trading/listings',
        who.farmer,
        listingBody(t, hillside, { stockRecordId: crusoe.id, commodityId: 'barley' }),
      );
      expect(reply.statusCode).toBe(400);
      expect(reply.json().validation).toEqual([{ field: 'stockRecordId', message: messages.trading.lotOtherCrop }]);
    });
  });

  describe('farm assured, from the farm’s assurance on the clock’s date', () => {
    it('is Yes for a farm whose assurance is valid today, unless the seller says otherwise', async () => {
      const today = calendarDateIn(t.clock.now(), 'GB');
      await assuredUntil(today);
      expect((await createListing(t, who.farmer, listingBody(t, hillside))).farmAssured).toBe(true);
      const said = await createListing(t, who.farmer, listingBody(t, hillside, { farmAssured: false }));
      expect(said.farmAssured).toBe(false);
      // A buyer reads it as the seller's farm is.
      const listing = await createListing(t, who.farmer, listingBody(t, hillside));
      const seen = await expectData<{ farmAssured: boolean }>(
        await call('GET', `/trading/listings/${listing.id}`, who.buyer),
      );
      expect(seen.farmAssured).toBe(true);
    });

    it('is No once the assurance’s last valid day has passed on the clock', async () => {
      await assuredUntil(calendarDateIn(new Date(t.clock.now().getTime() - DAY), 'GB'));
      expect((await createListing(t, who.farmer, listingBody(t, hillside))).farmAssured).toBe(false);
      await assuredUntil(undefined);
      expect((await createListing(t, who.farmer, listingBody(t, hillside))).farmAssured).toBe(true);
    });

    it('is No for a farm with no assurance status', async () => {
      // Brook End has no assurance, so it cannot list (§5); the rule itself is the domain's farmAssuredOn.
      const brookEnd = await unitIdOf(t, 'Brook End Farm');
      const reply = await call('POST', '/trading/listings', who.farmer, listingBody(t, brookEnd));
      expect(reply.statusCode).toBe(400);
    });
  });

  describe('sold, part sold or unsold, from the trades of the lot’s listings', () => {
    it('reads unsold with no trades, part sold with some, sold once they cover the lot', async () => {
      expect((await lot(crusoe.id)).sale).toEqual({ state: 'unsold', tradedKg: 0 });
      expect((await searchedLot(crusoe.id))?.sale.state).toBe('unsold');

      const part = crusoe.quantityKg / 3;
      const rest = crusoe.quantityKg - part;
      const first = await createListing(
        t,
        who.farmer,
        listingBody(t, hillside, { stockRecordId: crusoe.id, quantityMinKg: part, quantityMaxKg: part }),
      );
      const second = await createListing(
        t,
        who.farmer,
        listingBody(t, hillside, { stockRecordId: crusoe.id, quantityMinKg: rest, quantityMaxKg: rest }),
      );
      const offers: BidView[] = [];
      for (const [listing, kg] of [
        [first, part],
        [second, rest],
      ] as const) {
        offers.push(await sendBid(t, who.buyer, bidBody(listing, { quantityMinKg: kg, quantityMaxKg: kg })));
      }
      // Other listings, and trades of listings not from the lot, do not count.
      expect((await lot(crusoe.id)).sale.state).toBe('unsold');

      t.clock.set(new Date(first.reviewAt));
      who = await signInTraders(t);
      const accept = async (offer: BidView) =>
        expectData(
          await call('PATCH', `/trading/bids/${offer.id}/accept`, who.farmer, { optionId: offer.options[0]?.id }),
        );
      await accept(offers[0]!);
      expect((await lot(crusoe.id)).sale).toEqual({ state: 'part-sold', tradedKg: part });
      // The kept search answer does not hide a trade: the state is read on every answer.
      expect((await searchedLot(crusoe.id))?.sale).toEqual({ state: 'part-sold', tradedKg: part });

      await accept(offers[1]!);
      expect((await lot(crusoe.id)).sale).toEqual({ state: 'sold', tradedKg: crusoe.quantityKg });
      expect((await searchedLot(crusoe.id))?.sale.state).toBe('sold');
      const records = await expectData<StockRecord[]>(await call('GET', '/inventory/records', who.farmer));
      expect(records.find((record) => record.id === crusoe.id)?.sale.state).toBe('sold');
    });

    it('never shows another organisation the lots or their sales', async () => {
      expect((await call('GET', `/inventory/records/${crusoe.id}`, who.rival)).statusCode).toBe(404);
    });
  });
});

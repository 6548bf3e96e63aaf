import { CSV_CONTENT_TYPE, messages, type BidView, type MarketListing, type SellerListing } from '@harvest/domain';
import { calendarDateIn, calendarTimeIn } from '@harvest/domain/calendar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, signInDemo, type Headers } from '../../../test/api-calls';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { csvRows, readCsv } from '../../../test/csv-reader';
import { bidBody, createListing, expectData, HOUR, listingBody, sendBid, unitIdOf } from '../../../test/trading-world';

const LISTING_HEADER = [
  'Reference',
  'Crop',
  'Variety',
  'Farm',
  'State',
  'Minimum (t)',
  'Maximum (t)',
  'Traded (t)',
  'Movement months',
  'Haulage',
  'Delivery postcode',
  'Guide price per tonne',
  'Target price per tonne',
  'Currency',
  'Review time',
  'Offers',
  'Listed',
];

/** Trading's lists export as its inventory's do (issue 18, defect 9): the same search, every doc, as CSV. */
describe('trading searches as CSV (format=csv on listings, market and bids)', () => {
  let t: TestApp;
  let who: Record<'farmer' | 'buyer' | 'buyer2' | 'carrier', Headers>;
  let wheat: SellerListing;
  let barley: SellerListing;
  let oats: SellerListing;
  let offer: BidView;

  const get = (url: string, as: Headers) => apiCall(t, 'GET', url, as);
  const json = async <T>(url: string, as: Headers) => (await expectData<{ docs: T[] }>(await get(url, as))).docs;
  const today = () => calendarDateIn(t.clock.now(), 'GB');
  const local = (iso: string) => calendarTimeIn(new Date(iso), 'GB');

  beforeAll(async () => {
    t = await buildTestApp();
    await t.seedDemo();
    who = await signInDemo(t, 'farmer', 'buyer', 'buyer2', 'carrier');
    const hillside = await unitIdOf(t, 'Hillside Farm');
    wheat = await createListing(t, who.farmer, listingBody(t, hillside, { variety: 'Skyfall' }));
    barley = await createListing(
      t,
      who.farmer,
      listingBody(t, hillside, {
        commodityId: 'barley',
        quantityMinKg: 29_000,
        quantityMaxKg: 116_500,
        anonymous: true,
        haulage: 'delivered',
        deliveryPostcode: 'IP33 3BA',
        guidePrice: 17_550,
      }),
    );
    oats = await createListing(
      t,
      who.farmer,
      listingBody(t, hillside, {
        commodityId: 'oats',
        scheduled: true,
        reviewAt: new Date(t.clock.now().getTime() + 8 * HOUR).toISOString(),
      }),
    );
    offer = await sendBid(t, who.buyer, bidBody(wheat));
  });
  afterAll(async () => t?.close());

  it("exports the seller's listings matching the filters, in the search's order, as a named file", async () => {
    const reply = await get('/search/trading/listings?format=csv&offset=1&limit=1', who.farmer);
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.headers['content-type']).toBe(CSV_CONTENT_TYPE);
    expect(reply.headers['content-disposition']).toBe(
      `attachment; filename="listings-${today()}.csv"; filename*=UTF-8''listings-${today()}.csv`,
    );
    expect(reply.headers['cache-control']).toBe('private, no-store');
    expect(readCsv(reply.body)[0]).toEqual(LISTING_HEADER);
    // offset and limit page the list; the export is all of it, in the same order.
    const all = await json<SellerListing>('/search/trading/listings?limit=100', who.farmer);
    expect(csvRows(reply).map((row) => row.Reference)).toEqual(all.map((doc) => doc.reference));

    const [row, ...others] = csvRows(await get('/search/trading/listings?format=csv&f=commodity:wheat', who.farmer));
    expect(others).toEqual([]);
    expect(row).toEqual({
      Reference: wheat.reference,
      Crop: 'Wheat',
      Variety: 'Skyfall',
      Farm: 'Hillside Farm',
      State: 'Live',
      'Minimum (t)': '100',
      'Maximum (t)': '300',
      'Traded (t)': '0',
      'Movement months': wheat.movementMonths.join(', '),
      Haulage: 'Ex-farm',
      'Delivery postcode': '',
      'Guide price per tonne': '190',
      'Target price per tonne': '210',
      Currency: 'GBP',
      'Review time': local(wheat.reviewAt),
      Offers: '1',
      Listed: local(wheat.createdAt),
    });
    const scheduled = csvRows(await get('/search/trading/listings?format=csv&f=status:scheduled', who.farmer));
    expect(scheduled.map((each) => [each.Reference, each.Crop, each.State])).toEqual([
      [oats.reference, 'Oats', 'Scheduled'],
    ]);
  });

  it('exports the market as buyers see it: no target price, no name for an anonymous seller', async () => {
    const reply = await get('/search/trading/market?format=csv', who.buyer);
    expect(reply.headers['content-disposition']).toContain(`filename="market-${today()}.csv"`);
    const [header] = readCsv(reply.body);
    expect(header).not.toContain('Target price per tonne');
    const docs = await json<MarketListing>('/search/trading/market?limit=100', who.buyer);
    expect(csvRows(reply).map((row) => row.Reference)).toEqual(docs.map((doc) => doc.reference));
    expect(reply.body).not.toContain(oats.reference);
    const [row, ...others] = csvRows(await get('/search/trading/market?format=csv&f=type:delivered', who.buyer));
    expect(others).toEqual([]);
    expect(row).toMatchObject({
      Reference: barley.reference,
      Crop: 'Barley',
      Seller: '',
      'Minimum (t)': '29',
      'Maximum (t)': '116.5',
      'Remaining (t)': '116.5',
      Haulage: 'Delivered',
      'Delivery postcode': 'IP33 3BA',
      'Collection postcode': 'CB6',
      'Guide price per tonne': '175.5',
      'Review time': local(barley.reviewAt),
      'Offers expire': local(barley.offersExpireAt),
    });
    expect(csvRows(await get('/search/trading/market?format=csv&f=commodity:wheat', who.buyer))[0]?.Seller).toBe(
      'Hillside Farm Partnership',
    );
  });

  it("exports the buyer's offers with their prices, to everyone in the business", async () => {
    const reply = await get('/search/trading/bids?format=csv&f=status:sent', who.buyer2);
    expect(reply.headers['content-disposition']).toContain(`filename="bids-${today()}.csv"`);
    expect(readCsv(reply.body)).toEqual([
      [
        'Listing',
        'Crop',
        'Seller',
        'State',
        'Minimum (t)',
        'Maximum (t)',
        'Prices per tonne',
        'Currency',
        'Sent by',
        'Review time',
        'Expires',
        'Trade',
        'Traded (t)',
        'Updated',
      ],
      [
        wheat.reference,
        'Wheat',
        'Hillside Farm Partnership',
        'Sent',
        '100',
        '200',
        offer.options.map((option) => `${option.month} ${(option.pricePerUnit / 100).toFixed(2)}`).join(', '),
        'GBP',
        offer.buyerName,
        local(offer.reviewAt),
        local(offer.expiresAt),
        '',
        '',
        local(offer.updatedAt),
      ],
    ]);
    expect(csvRows(await get('/search/trading/bids?format=csv&f=status:accepted', who.buyer))).toEqual([]);
  });

  it("writes quantities in the person's own weight unit: pounds for an imperial choice", async () => {
    await expectData(
      await apiCall(t, 'PATCH', '/customers/users/me/preferences', who.buyer2, { units: { weight: 'imperial' } }),
    );
    const [row] = csvRows(await get('/search/trading/market?format=csv&f=type:delivered', who.buyer2));
    expect(row).toMatchObject({
      'Minimum (lb)': '63945',
      'Maximum (lb)': '256882.5',
      'Guide price per tonne': '175.5',
    });
    // A colleague who chose nothing keeps tonnes.
    expect(Object.keys(csvRows(await get('/search/trading/bids?format=csv', who.buyer))[0]!)).toContain('Maximum (t)');
  });

  it('answers refusals as the JSON search does: an unknown list 404, a bad filter 400, the other side 403', async () => {
    const unknown = await get('/search/trading/haystacks?format=csv', who.buyer);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(messages.errors.notFound);
    const bad = await get('/search/trading/market?format=csv&f=status:live', who.buyer);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().validation[0].field).toBe('f.0');
    expect((await get('/search/trading/market?format=csv', who.farmer)).statusCode).toBe(403);
    expect((await get('/search/trading/listings?format=csv', who.carrier)).statusCode).toBe(403);
  });
});

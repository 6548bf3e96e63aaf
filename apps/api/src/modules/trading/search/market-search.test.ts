import { distanceKm, listingAreaPoint, messages, type MarketListing, type SearchReply } from '@harvest/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, type Headers } from '../../../../test/api-calls';
import { rows } from '../../../../test/auth-helpers';
import { buildTestApp, type TestApp } from '../../../../test/build-test-app';
import {
  addRivalSeller,
  createListing,
  expectData,
  HOUR,
  listingBody,
  signInTraders,
  unitIdOf,
  type Trader,
} from '../../../../test/trading-world';

const HILLSIDE = { lat: 52.4566, lon: 0.3068 };
const FEN_EDGE = { lat: 52.4531, lon: 0.0518 };
const BURY_OFFICE = { lat: 52.2463, lon: 0.7116 };

type MarketReply = SearchReply<MarketListing>;

/**
 * The market a merchant works (issue 20): every sort both ways, the crop, grade, postcode area, haulage, movement
 * month and assurance facets counted by the server, distances from the buyer's chosen site, and a map point that is
 * the farm's area, never the farm.
 */
describe('the market search: sorts, facets, distance and the map area', () => {
  let t: TestApp;
  let who: Record<Trader, Headers>;
  let office: string;
  const refs: Record<'milling' | 'barley' | 'feed', string> = { milling: '', barley: '', feed: '' };

  const search = async (query: string, as: Trader = 'buyer') =>
    expectData<MarketReply>(await apiCall(t, 'GET', `/search/trading/market?${query}`, who[as]));
  const order = async (query: string) => (await search(query)).docs.map((doc) => doc.reference);
  const month = (add: number) => {
    const now = t.clock.now();
    return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + add, 1)).toISOString().slice(0, 7);
  };
  const at = (hours: number) => new Date(t.clock.now().getTime() + hours * HOUR).toISOString();

  beforeAll(async () => {
    t = await buildTestApp();
    await t.seedDemo();
    const { farmId: fenEdge } = await addRivalSeller(t);
    await rows(t, sql`update business_units set location = ${JSON.stringify(FEN_EDGE)}::jsonb where id = ${fenEdge}`);
    who = await signInTraders(t);
    office = await unitIdOf(t, 'Bury St Edmunds Office');
    const hillside = await unitIdOf(t, 'Hillside Farm');
    const brookEnd = await unitIdOf(t, 'Brook End Farm');
    // Brook End has no map position; it is made fit to list from.
    await rows(
      t,
      sql`update business_units set farm_details = farm_details || '{"assuranceScheme":"red-tractor","assuranceStatus":"valid"}'::jsonb
          where id = ${brookEnd}`,
    );
    const milling = await createListing(
      t,
      who.farmer,
      listingBody(t, hillside, {
        commodityItemId: 'wheat-milling-nabim-group-1',
        anonymous: true,
        farmAssured: true,
        what3words: 'filled.count.soap',
        movement: { kind: 'months', months: [month(1), month(2)] },
      }),
    );
    const barley = await createListing(
      t,
      who.rival,
      listingBody(t, fenEdge, {
        commodityId: 'barley',
        quantityMinKg: 29_000,
        quantityMaxKg: 116_500,
        haulage: 'delivered',
        deliveryPostcode: 'IP33 3BA',
        tasccAssured: true,
        // Said outright: left out, it would follow the farm's assurance (issue 20).
        farmAssured: false,
        guidePrice: 17_550,
        reviewAt: at(5),
        movement: { kind: 'months', months: [month(2), month(3)] },
      }),
    );
    const feed = await createListing(
      t,
      who.farmer,
      listingBody(t, brookEnd, {
        commodityItemId: 'wheat-feed',
        quantityMinKg: 20_000,
        quantityMaxKg: 50_000,
        farmAssured: false,
        guidePrice: 21_000,
        reviewAt: at(4),
        movement: { kind: 'months', months: [month(3)] },
      }),
    );
    Object.assign(refs, { milling: milling.reference, barley: barley.reference, feed: feed.reference });
  }, 60_000);
  afterAll(async () => t?.close());

  it('sorts by review time, guide price, first movement month and tonnage, each both ways', async () => {
    const { milling, barley, feed } = refs;
    expect(await order('sortBy=reviewAt')).toEqual([milling, feed, barley]);
    expect(await order('sortBy=reviewAt&sortDesc=true')).toEqual([barley, feed, milling]);
    expect(await order('sortBy=guidePrice')).toEqual([barley, milling, feed]);
    expect(await order('sortBy=guidePrice&sortDesc=true')).toEqual([feed, milling, barley]);
    expect(await order('sortBy=movementMonth')).toEqual([milling, barley, feed]);
    expect(await order('sortBy=movementMonth&sortDesc=true')).toEqual([feed, barley, milling]);
    expect(await order('sortBy=quantityMaxKg')).toEqual([feed, barley, milling]);
    expect(await order('sortBy=quantityMaxKg&sortDesc=true')).toEqual([milling, barley, feed]);
  });

  it('measures distance from the chosen site to each area, nearest first or last, a farm with no position last', async () => {
    const { milling, barley, feed } = refs;
    const near = await search(`near=${office}&sortBy=distance`);
    expect(near.docs.map((doc) => doc.reference)).toEqual([milling, barley, feed]);
    expect(near.params.near).toBe(office);
    const [first, second, third] = near.docs;
    expect(first?.distanceKm).toBe(Math.round(distanceKm(BURY_OFFICE, listingAreaPoint(HILLSIDE))));
    expect(second?.distanceKm).toBe(Math.round(distanceKm(BURY_OFFICE, listingAreaPoint(FEN_EDGE))));
    expect(third?.distanceKm).toBeNull();
    expect(await order(`near=${office}&sortBy=distance&sortDesc=true`)).toEqual([barley, milling, feed]);
    // Without a site there is no distance to show.
    expect((await search('')).docs.every((doc) => doc.distanceKm === null)).toBe(true);
  });

  it('asks for a site of the caller’s own with a map position before sorting by distance', async () => {
    const issues = async (query: string) => {
      const reply = await apiCall(t, 'GET', `/search/trading/market?${query}`, who.buyer);
      expect(reply.statusCode, reply.body).toBe(400);
      return (reply.json() as { validation: { field: string; message: string }[] }).validation;
    };
    expect(await issues('sortBy=distance')).toEqual([{ field: 'near', message: messages.search.nearRequired }]);
    const hillside = await unitIdOf(t, 'Hillside Farm');
    expect(await issues(`near=${hillside}`)).toEqual([{ field: 'near', message: messages.search.nearUnknown }]);
    expect(await issues('near=not-an-id')).toEqual([expect.objectContaining({ field: 'near' })]);
    const mine = await apiCall(t, 'GET', `/search/trading/listings?near=${hillside}`, who.farmer);
    expect(mine.statusCode).toBe(400);
  });

  it('counts crop, grade, postcode area, haulage, movement month and assurance, each with the other filters', async () => {
    const all = await search('');
    const counts = (reply: MarketReply, key: string) =>
      Object.fromEntries((reply.facets[key] ?? []).map((term) => [term.id, [term.name, term.count]]));
    expect(counts(all, 'commodity')).toEqual({ wheat: ['Wheat', 2], barley: ['Barley', 1] });
    expect(counts(all, 'commodityGrade')).toEqual({
      'wheat-milling-nabim-group-1': ['Milling wheat, nabim Group 1', 1],
      'wheat-feed': ['Feed wheat', 1],
    });
    // A postcode area by the post town it is named after, the code in brackets (issue 20).
    expect(counts(all, 'region')).toEqual({ CB: ['Cambridge (CB)', 2], PE: ['Peterborough (PE)', 1] });
    expect(counts(all, 'type')).toEqual({ 'ex-farm': ['Ex-farm', 2], delivered: ['Delivered', 1] });
    expect(counts(all, 'movementMonth')).toEqual({
      [month(1)]: [expect.any(String), 1],
      [month(2)]: [expect.any(String), 2],
      [month(3)]: [expect.any(String), 2],
    });
    expect(counts(all, 'assurance')).toEqual({
      'farm-assured': ['Farm assured', 1],
      'tascc-assured': ['TASCC haulage', 1],
    });

    const inMonth3 = await search(`f=movementMonth:${month(3)}`);
    expect(inMonth3.docs.map((doc) => doc.reference).sort()).toEqual([refs.barley, refs.feed].sort());
    // The month's own facet still counts every month; the others count within month 3.
    expect(counts(inMonth3, 'movementMonth')[month(1)]).toEqual([expect.any(String), 1]);
    expect(counts(inMonth3, 'commodity')).toEqual({ wheat: ['Wheat', 1], barley: ['Barley', 1] });

    const filtered = async (term: string) => (await order(`f=${term}`)).sort();
    expect(await filtered('commodityGrade:wheat-feed')).toEqual([refs.feed]);
    expect(await filtered('region:PE')).toEqual([refs.barley]);
    expect(await filtered('type:delivered')).toEqual([refs.barley]);
    expect(await filtered('assurance:farm-assured')).toEqual([refs.milling]);
    expect(await order('f=assurance:farm-assured&f=assurance:tascc-assured&sortBy=reviewAt')).toEqual([
      refs.milling,
      refs.barley,
    ]);
    const bad = await apiCall(t, 'GET', '/search/trading/market?f=movementMonth:2026-13', who.buyer);
    expect(bad.statusCode).toBe(400);
    expect((await apiCall(t, 'GET', '/search/trading/market?f=assurance:organic', who.buyer)).statusCode).toBe(400);
  });

  it('places every listing at its area’s centre: an anonymous farm’s coordinates, postcode and words never leave', async () => {
    const reply = await apiCall(t, 'GET', `/search/trading/market?near=${office}&limit=100`, who.buyer);
    expect(reply.statusCode).toBe(200);
    // Neither the farm's coordinates, its full postcode nor its what3words are anywhere in the reply.
    for (const exact of ['52.4566', '0.3068', 'CB6 1PT', 'filled.count.soap', '52.4531', '0.0518']) {
      expect(reply.body).not.toContain(exact);
    }
    const docs = (reply.json() as { data: MarketReply }).data.docs;
    const anonymous = docs.find((doc) => doc.reference === refs.milling);
    expect(anonymous).toMatchObject({
      anonymous: true,
      sellerOrganisationName: null,
      what3words: null,
      area: { ...listingAreaPoint(HILLSIDE), code: 'CB', name: 'Cambridge' },
    });
    expect(distanceKm(HILLSIDE, listingAreaPoint(HILLSIDE))).toBeGreaterThan(0.5);
    const unplaced = docs.find((doc) => doc.reference === refs.feed);
    expect(unplaced?.area).toEqual({ lat: null, lon: null, code: 'CB', name: 'Cambridge' });
    // The listing's own page says no more.
    const one = await apiCall(t, 'GET', `/trading/listings/${anonymous?.id}`, who.buyer);
    expect(one.statusCode).toBe(200);
    for (const exact of ['52.4566', '0.3068', 'filled.count.soap']) expect(one.body).not.toContain(exact);
  });

  it('answers a sorted, faceted page of 500 listings within a page and in order', async () => {
    const source = await unitIdOf(t, 'Hillside Farm');
    // 497 more listings like the first, spread over areas, crops, prices and tonnages.
    await rows(
      t,
      sql`insert into trading_listings (reference, organisation_id, business_unit_id, created_by, commodity_id,
            commodity_item_id, quantity_unit, quantity_min_kg, quantity_max_kg, movement, movement_months, scheduled,
            opens_at, review_at, offers_expire_at, closes_at, specification, haulage, tascc_assured, farm_assured,
            currency, guide_price, anonymous, collection, status, created_at, updated_at, area_lat, area_lon, area_code)
          select 'B' || n, l.organisation_id, l.business_unit_id, l.created_by,
            case when n % 3 = 0 then 'barley' else 'wheat' end, null, l.quantity_unit, l.quantity_min_kg,
            l.quantity_min_kg + n * 1000, l.movement, l.movement_months, false, l.opens_at,
            l.review_at + n * interval '1 minute', l.offers_expire_at + n * interval '1 minute',
            l.closes_at + n * interval '1 minute', l.specification, l.haulage, n % 2 = 0, l.farm_assured, l.currency,
            15000 + (n * 37) % 5000, n % 4 = 0, l.collection, 'active', l.created_at, l.updated_at,
            51 + (n % 30) * 0.1, -2 + (n % 20) * 0.15, case when n % 5 = 0 then 'IP' else 'CB' end
          from generate_series(1, 497) as n, trading_listings l
          where l.business_unit_id = ${source} and l.reference = ${refs.milling}`,
    );
    const started = performance.now();
    const reply = await search(
      `near=${office}&sortBy=distance&f=commodity:wheat&f=assurance:tascc-assured&f=region:CB&limit=25&offset=50`,
    );
    const elapsed = performance.now() - started;
    expect(reply.docs).toHaveLength(25);
    const distances = reply.docs.map((doc) => doc.distanceKm ?? Number.POSITIVE_INFINITY);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(reply.docs.every((doc) => doc.commodityId === 'wheat' && doc.tasccAssured && doc.area.code === 'CB')).toBe(
      true,
    );
    const everything = await search('limit=1');
    expect(everything.totalDocs).toBe(500);
    const wheatCount = everything.facets.commodity?.find((term) => term.id === 'wheat')?.count;
    expect(wheatCount).toBe(500 - Math.floor(497 / 3) - 1);
    // Generous for a shared machine; it answers in tens of milliseconds on a quiet one.
    expect(elapsed).toBeLessThan(3000);
  });
});

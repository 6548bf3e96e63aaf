import { messages, type MarketListing, type SellerListing } from '@harvest/domain';
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
  MIN,
  signInTraders,
  unitIdOf,
  type Trader,
} from '../../../../test/trading-world';

describe('market listings (trading §3-§5, §9)', () => {
  let t: TestApp;
  let who: Record<Trader, Headers>;
  let hillside: string;
  let brookEnd: string;
  let rivalFarm: string;

  const call = (method: 'GET' | 'POST' | 'PATCH', path: string, as: Headers, body?: object) =>
    apiCall(t, method, path, as, body);
  const messageOf = (reply: { json(): unknown }) => (reply.json() as { message: string }).message;

  beforeAll(async () => {
    t = await buildTestApp();
    await t.seedDemo();
    ({ farmId: rivalFarm } = await addRivalSeller(t));
    who = await signInTraders(t);
    hillside = await unitIdOf(t, 'Hillside Farm');
    brookEnd = await unitIdOf(t, 'Brook End Farm');
  });
  afterAll(async () => t?.close());

  describe('posting', () => {
    it('lists grain that opens to buyers at once, with its timeline worked out from the clock', async () => {
      const listing = await createListing(t, who.farmer, listingBody(t, hillside, { variety: 'Skyfall' }));
      expect(listing.state).toBe('live');
      expect(listing.reference).toMatch(/^L-\d{6}$/);
      expect(listing.opensAt).toBe(listing.createdAt);
      expect(new Date(listing.offersExpireAt).getTime() - new Date(listing.reviewAt).getTime()).toBe(30 * MIN);
      expect(new Date(listing.reviewAt).getTime() - new Date(listing.editCutoffAt).getTime()).toBe(60 * MIN);
      expect(listing.targetPrice).toBe(21_000);
      expect(listing.collection.postcode).toBe('CB6 1PT');
      expect(listing.canEdit).toBe(true);
    });

    it('schedules a listing: it opens to buyers 1 hour before its review time', async () => {
      const reviewAt = new Date(t.clock.now().getTime() + 6 * HOUR);
      const listing = await createListing(
        t,
        who.farmer,
        listingBody(t, hillside, { scheduled: true, reviewAt: reviewAt.toISOString() }),
      );
      expect(listing.state).toBe('scheduled');
      expect(new Date(listing.opensAt).getTime()).toBe(reviewAt.getTime() - HOUR);
      expect((await call('GET', `/trading/listings/${listing.id}`, who.buyer)).statusCode).toBe(404);
    });

    it("'as available at harvest' is priced as September", async () => {
      const listing = await createListing(
        t,
        who.farmer,
        listingBody(t, hillside, { movement: { kind: 'harvest', harvestYear: 2027 } }),
      );
      expect(listing.movementMonths).toEqual(['2027-09']);
    });

    it('needs a farm with a valid address, holding number and assurance status (§5)', async () => {
      const reply = await call('POST', '/trading/listings', who.farmer, listingBody(t, brookEnd));
      expect(reply.statusCode).toBe(400);
      expect(messageOf(reply)).toBe(messages.trading.farmIncomplete);
      expect(reply.json().validation).toEqual([{ field: 'businessUnitId', message: messages.trading.farmIncomplete }]);
    });

    it("refuses another business's farm as if it did not exist", async () => {
      const reply = await call('POST', '/trading/listings', who.farmer, listingBody(t, rivalFarm));
      expect(reply.statusCode).toBe(400);
      expect(reply.json().validation[0].field).toBe('businessUnitId');
    });

    it("refuses a dummy price: 'Enter a realistic price', and prices from 0.01 to below 1 million", async () => {
      for (const [guidePrice, message] of [
        [12_300, messages.validation.realisticPrice],
        [123_400, messages.validation.realisticPrice],
        [0, 'The price must be at least 0.01 per unit'],
        [100_000_000, 'The price must be below 1,000,000'],
      ] as const) {
        const reply = await call('POST', '/trading/listings', who.farmer, listingBody(t, hillside, { guidePrice }));
        expect(reply.statusCode, String(guidePrice)).toBe(400);
        expect(reply.json().validation, String(guidePrice)).toContainEqual({ field: 'guidePrice', message });
      }
    });

    it('refuses a review time in the past, or beyond one business day of the listing opening', async () => {
      const past = await call(
        'POST',
        '/trading/listings',
        who.farmer,
        listingBody(t, hillside, { reviewAt: new Date(t.clock.now().getTime() - MIN).toISOString() }),
      );
      expect(past.statusCode).toBe(400);
      expect(messageOf(past)).toBe(messages.trading.reviewTimeInPast);
      const late = await call(
        'POST',
        '/trading/listings',
        who.farmer,
        listingBody(t, hillside, { reviewAt: new Date(t.clock.now().getTime() + 5 * 24 * HOUR).toISOString() }),
      );
      expect(late.statusCode).toBe(400);
      expect(messageOf(late)).toMatch(/^The review time must fall within one business day/);
    });

    it('checks quantities, movement and delivery before writing anything', async () => {
      const cases: [Record<string, unknown>, string, string][] = [
        [{ quantityMinKg: 400_000 }, 'quantityMinKg', messages.trading.quantityMinAboveMax],
        [{ haulage: 'delivered' }, 'deliveryPostcode', messages.trading.deliveryPostcodeRequired],
        [{ movement: { kind: 'months', months: [] } }, 'movement.months', messages.trading.movementRequired],
        [{ what3words: 'two.words' }, 'what3words', messages.validation.what3words],
      ];
      const [before] = await rows<{ n: number }>(t, sql`select count(*)::int as n from trading_listings`);
      for (const [change, field, message] of cases) {
        const reply = await call('POST', '/trading/listings', who.farmer, listingBody(t, hillside, change));
        expect(reply.statusCode, field).toBe(400);
        expect(reply.json().validation, field).toContainEqual({ field, message });
      }
      const [after] = await rows<{ n: number }>(t, sql`select count(*)::int as n from trading_listings`);
      expect(after?.n).toBe(before?.n);
    });
  });

  describe('what buyers see', () => {
    it('shows a live listing in the market without its target price, and no seller name when anonymous', async () => {
      const named = await createListing(t, who.farmer, listingBody(t, hillside));
      const anonymous = await createListing(t, who.farmer, listingBody(t, hillside, { anonymous: true }));
      const market = await expectData<MarketListing[]>(await call('GET', '/trading/market?limit=100', who.buyer));
      const shown = market.find((each) => each.id === named.id);
      expect(shown?.sellerOrganisationName).toBe('Hillside Farm Partnership');
      expect(shown).not.toHaveProperty('targetPrice');
      expect(shown?.collection).toEqual({ line1: null, city: 'Littleport', region: null, postcode: 'CB6' });
      expect(market.find((each) => each.id === anonymous.id)?.sellerOrganisationName).toBeNull();
      const one = await call('GET', `/trading/listings/${named.id}`, who.buyer2);
      expect(one.statusCode).toBe(200);
      expect(one.body).not.toContain('targetPrice');
    });

    it("keeps a seller's listings from another seller (404) and from people without trading (403)", async () => {
      const listing = await createListing(t, who.farmer, listingBody(t, hillside));
      expect((await call('GET', `/trading/listings/${listing.id}`, who.rival)).statusCode).toBe(404);
      expect((await call('GET', `/trading/listings/${listing.id}`, who.carrier)).statusCode).toBe(403);
      expect((await call('GET', `/trading/listings/${listing.id}`, who.unvetted)).statusCode).toBe(403);
      const rivals = await expectData<SellerListing[]>(await call('GET', '/trading/listings', who.rival));
      expect(rivals.some((each) => each.id === listing.id)).toBe(false);
    });

    it('waits as pending while the seller is not (or no longer) vetted, and leaves the market', async () => {
      const listing = await createListing(t, who.rival, listingBody(t, rivalFarm));
      await t.app.platform.database.db.execute(
        sql`update organisations set vetted = false where name = 'Fen Edge Farms'`,
      );
      const market = await expectData<MarketListing[]>(await call('GET', '/trading/market?limit=100', who.buyer));
      expect(market.some((each) => each.id === listing.id)).toBe(false);
      expect((await call('GET', `/trading/listings/${listing.id}`, who.buyer)).statusCode).toBe(404);
      await t.app.platform.database.db.execute(
        sql`update organisations set vetted = true where name = 'Fen Edge Farms'`,
      );
      expect((await call('GET', `/trading/listings/${listing.id}`, who.buyer)).statusCode).toBe(200);
    });
  });

  describe('editing, ending and re-listing (§4)', () => {
    it('edits a listing until 60 minutes before its review time, then only ends or re-lists it', async () => {
      const listing = await createListing(t, who.farmer, listingBody(t, hillside));
      const edited = await expectData<SellerListing>(
        await call('PATCH', `/trading/listings/${listing.id}`, who.farmer, { notes: 'Dried to 14.5%' }),
      );
      expect(edited.notes).toBe('Dried to 14.5%');
      expect(edited.anonymous).toBe(listing.anonymous);
      expect(edited.targetPrice).toBe(listing.targetPrice);

      // The test clock runs on from where it is set: a few seconds before the cutoff, then past it.
      t.clock.set(new Date(new Date(listing.editCutoffAt).getTime() - 5000));
      who = await signInTraders(t);
      expect((await call('PATCH', `/trading/listings/${listing.id}`, who.farmer, { notes: 'x' })).statusCode).toBe(200);
      t.clock.advance(5000);
      const late = await call('PATCH', `/trading/listings/${listing.id}`, who.farmer, { notes: 'y' });
      expect(late.statusCode).toBe(409);
      expect(messageOf(late)).toBe(messages.trading.editCutoff);

      const relisted = await expectData<SellerListing>(
        await call('POST', `/trading/listings/${listing.id}/relist`, who.farmer, {
          reviewAt: new Date(t.clock.now().getTime() + 4 * HOUR).toISOString(),
        }),
        201,
      );
      expect(relisted.relistedFromId).toBe(listing.id);
      expect(relisted.notes).toBe('x');
      expect(relisted.state).toBe('live');
      const old = await expectData<SellerListing>(await call('GET', `/trading/listings/${listing.id}`, who.farmer));
      expect(old.state).toBe('ended');
      expect(old.endReasonId).toBe('relisted');
    });

    it('refuses an edit that moves the review time inside its own 60-minute edit cutoff (§4)', async () => {
      const listing = await createListing(t, who.farmer, listingBody(t, hillside));
      const reviewIn = (ms: number) => ({ reviewAt: new Date(t.clock.now().getTime() + ms).toISOString() });
      for (const [ahead, what] of [
        [30 * MIN, '30 minutes ahead'],
        [60 * MIN, 'exactly 60 minutes ahead: the cutoff would be now'],
      ] as const) {
        const reply = await call('PATCH', `/trading/listings/${listing.id}`, who.farmer, reviewIn(ahead));
        expect(reply.statusCode, what).toBe(400);
        expect(reply.json(), what).toMatchObject({
          message: messages.trading.reviewTimeInsideCutoff,
          validation: [{ field: 'reviewAt', message: messages.trading.reviewTimeInsideCutoff }],
        });
      }
      const unchanged = await expectData<SellerListing>(
        await call('GET', `/trading/listings/${listing.id}`, who.farmer),
      );
      expect(unchanged.reviewAt).toBe(listing.reviewAt);
      expect(unchanged.canEdit).toBe(true);

      const moved = await expectData<SellerListing>(
        await call('PATCH', `/trading/listings/${listing.id}`, who.farmer, reviewIn(61 * MIN)),
      );
      expect(new Date(moved.editCutoffAt).getTime()).toBeGreaterThan(t.clock.now().getTime());
      expect(moved.canEdit).toBe(true);
    });

    it('ends a listing with a reason; it cannot be ended twice, and can then be archived', async () => {
      const listing = await createListing(t, who.farmer, listingBody(t, hillside));
      const closed = await expectData<SellerListing>(
        await call('PATCH', `/trading/listings/${listing.id}/close`, who.farmer, { reasonId: 'sold-elsewhere' }),
      );
      expect(closed.state).toBe('ended');
      expect(closed.endReasonId).toBe('sold-elsewhere');
      const again = await call('PATCH', `/trading/listings/${listing.id}/close`, who.farmer, { reasonId: 'other' });
      expect(again.statusCode).toBe(409);
      expect(messageOf(again)).toBe(messages.trading.listingEnded);
      const archived = await expectData<SellerListing>(
        await call('PATCH', `/trading/listings/${listing.id}/archive`, who.farmer),
      );
      expect(archived.state).toBe('archived');
      expect(
        (await call('PATCH', `/trading/listings/${listing.id}/close`, who.rival, { reasonId: 'other' })).statusCode,
      ).toBe(404);
    });

    it('ends a listing by itself one business day after it opened', async () => {
      const listing = await createListing(t, who.farmer, listingBody(t, hillside));
      t.clock.set(new Date(listing.closesAt));
      who = await signInTraders(t);
      const seen = await expectData<SellerListing>(await call('GET', `/trading/listings/${listing.id}`, who.farmer));
      expect(seen.state).toBe('ended');
      const report = await t.app.platform.services.tradingSweep.run();
      expect(report.closedListings).toBeGreaterThanOrEqual(1);
      const [stored] = await rows<{ status: string; end_reason_id: string }>(
        t,
        sql`select status, end_reason_id from trading_listings where id = ${listing.id}`,
      );
      expect(stored).toEqual({ status: 'closed', end_reason_id: 'listing-life' });
    });

    it('lists the seller’s listings by tab', async () => {
      const live = await createListing(t, who.farmer, listingBody(t, hillside));
      const tab = async (name: string) =>
        (
          await expectData<SellerListing[]>(await call('GET', `/trading/listings?tab=${name}&limit=100`, who.farmer))
        ).map((each) => each.id);
      expect(await tab('live')).toContain(live.id);
      expect(await tab('ended')).not.toContain(live.id);
      t.clock.set(new Date(live.reviewAt));
      who = await signInTraders(t);
      expect(await tab('review')).toContain(live.id);
      expect(await tab('live')).not.toContain(live.id);
    });
  });

  describe('searches (trading §7 "Searches")', () => {
    type Reply = {
      totalDocs: number;
      docs: { id: string; state: string }[];
      facets: Record<string, { id: string; count: number; url: string }[]>;
    };
    const search = async (path: string, as: Headers) =>
      expectData<Reply>(await call('GET', `/search/trading/${path}`, as));

    it("searches the seller's listings by state and crop, with counts worked out from the clock", async () => {
      const barley = await createListing(t, who.farmer, listingBody(t, hillside, { commodityId: 'barley' }));
      const found = await search('listings?f=commodity:barley', who.farmer);
      expect(found.docs.map((doc) => doc.id)).toContain(barley.id);
      expect(found.docs.every((doc) => doc.state !== undefined)).toBe(true);
      const live = await search('listings?f=status:live&f=commodity:barley', who.farmer);
      expect(live.totalDocs).toBe(1);
      expect(live.facets.status?.find((term) => term.id === 'live')?.count).toBe(1);
      const crops = (await search('listings', who.farmer)).facets.commodity?.map((term) => term.id);
      expect(crops).toEqual(expect.arrayContaining(['wheat', 'barley']));
      expect((await search('listings', who.rival)).docs.some((doc) => doc.id === barley.id)).toBe(false);
    });

    it('searches the market and the buyer’s offers, and refuses the other side’s lists and unknown ones', async () => {
      const oats = await createListing(t, who.farmer, listingBody(t, hillside, { commodityId: 'oats' }));
      const market = await search('market?f=commodity:oats&f=type:ex-farm', who.buyer);
      expect(market.docs.map((doc) => doc.id)).toEqual([oats.id]);
      expect(market.docs[0]).not.toHaveProperty('targetPrice');
      expect((await search('bids?f=status:sent', who.buyer)).totalDocs).toBe(0);
      expect((await call('GET', '/search/trading/market', who.farmer)).statusCode).toBe(403);
      expect((await call('GET', '/search/trading/listings', who.buyer)).statusCode).toBe(403);
      expect((await call('GET', '/search/trading/nothing', who.buyer)).statusCode).toBe(404);
      const bad = await call('GET', '/search/trading/market?f=status:live', who.buyer);
      expect(bad.statusCode).toBe(400);
    });
  });
});

import {
  businessUnitSummarySchema,
  messages,
  type BidView,
  type SellerListing,
  type TradeRequestView,
  type WantedView,
} from '@harvest/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, signInDemo, type Headers, type Method } from '../../../../test/api-calls';
import { rows } from '../../../../test/auth-helpers';
import { buildTestApp, type TestApp } from '../../../../test/build-test-app';
import type { Tx } from '../../../platform/db/database';
import { bidBody, createListing, expectData, HOUR, listingBody, sendBid } from '../../../../test/trading-world';

type Who = 'farmer' | 'buyer';

/**
 * Spec §5 'a business unit linked to crops or a listing cannot be deleted' (platform §5 too): a farm is held by its
 * listings until nothing more can happen on them (docs/trading.md "A farm held by its listings"), and by the trade
 * requests sent from it while they wait or their trade waits for its contract.
 */
describe('a farm with a listing that is not finished cannot be deleted (trading §5)', () => {
  let t: TestApp;
  let who: Record<Who, Headers>;

  const call = (method: Method, path: string, as: Headers, body?: object) => apiCall(t, method, path, as, body);
  const signIn = async () => {
    who = await signInDemo(t, 'farmer', 'buyer');
  };
  /** Moves the test clock to an instant and signs in again (tokens live 15 minutes). */
  const moveTo = async (instant: string | Date) => {
    t.clock.set(new Date(instant));
    await signIn();
  };

  /** A farm of Hillside's with everything a listing needs. */
  const newFarm = async (name: string): Promise<string> => {
    const farm = await expectData<{ id: string }>(
      await call('POST', '/customers/business-units', who.farmer, {
        type: 'farm',
        name,
        address: { line1: `${name}, Drove Lane`, city: 'Littleport', postcode: 'CB6 1PT' },
        farmDetails: { holdingNumber: '12/345/0001', assuranceScheme: 'red-tractor', assuranceStatus: 'valid' },
      }),
      201,
    );
    return farm.id;
  };
  const deleteFarm = (id: string) => call('DELETE', `/customers/business-units/${id}`, who.farmer);
  const expectHeld = async (id: string, what: string) => {
    const reply = await deleteFarm(id);
    expect(reply.statusCode, `${what}: ${reply.body}`).toBe(409);
    expect(reply.json().message, what).toBe(messages.accounts.businessUnitInUse);
    const [stored] = await rows<{ deleted_at: Date | null }>(
      t,
      sql`select deleted_at from business_units where id = ${id}`,
    );
    expect(stored?.deleted_at, what).toBeNull();
  };
  const summaryOf = async (id: string) =>
    businessUnitSummarySchema.parse(
      (await expectData<unknown>(await call('GET', `/customers/business-units/${id}/summary`, who.farmer))) as object,
    );

  beforeAll(async () => {
    t = await buildTestApp();
    await t.seedDemo();
    await signIn();
  });
  afterAll(async () => t?.close());

  it('refuses while the listing is live, and the listing keeps its farm and its name', async () => {
    const farm = await newFarm('Drove Farm');
    const listing = await createListing(t, who.farmer, listingBody(t, farm));
    await expectHeld(farm, 'live');
    expect(await summaryOf(farm)).toMatchObject({ links: { listings: 1, tradeRequests: 0 }, deletable: false });
    const seen = await expectData<SellerListing>(await call('GET', `/trading/listings/${listing.id}`, who.farmer));
    expect(seen.businessUnitName).toBe('Drove Farm');
    expect(seen.state).toBe('live');
  });

  it('holds the farm while scheduled, live, under review and past its review, and frees it once the listing has ended', async () => {
    const farm = await newFarm('Fen Farm');
    const reviewAt = new Date(t.clock.now().getTime() + 6 * HOUR);
    const listing = await createListing(
      t,
      who.farmer,
      listingBody(t, farm, { scheduled: true, reviewAt: reviewAt.toISOString() }),
    );
    expect(listing.state).toBe('scheduled');
    await expectHeld(farm, 'scheduled');
    for (const [instant, state] of [
      [listing.opensAt, 'live'],
      [listing.reviewAt, 'under-review'],
      [listing.offersExpireAt, 'review-elapsed'],
    ] as const) {
      await moveTo(instant);
      const seen = await expectData<SellerListing>(await call('GET', `/trading/listings/${listing.id}`, who.farmer));
      expect(seen.state).toBe(state);
      await expectHeld(farm, state);
    }
    // A millisecond before its life is over it still holds the farm; at that instant it has ended.
    await moveTo(new Date(new Date(listing.closesAt).getTime() - 1000));
    await expectHeld(farm, 'a second before the listing ends');
    await moveTo(listing.closesAt);
    expect(await summaryOf(farm)).toMatchObject({ links: { listings: 0 }, deletable: true });
    expect((await deleteFarm(farm)).statusCode).toBe(200);
  });

  it('frees a farm whose listing its seller ended; the ended listing still names the farm it was at', async () => {
    const farm = await newFarm('Mere Farm');
    const listing = await createListing(t, who.farmer, listingBody(t, farm));
    await expectHeld(farm, 'live');
    await expectData(
      await call('PATCH', `/trading/listings/${listing.id}/close`, who.farmer, { reasonId: 'sold-elsewhere' }),
    );
    expect((await deleteFarm(farm)).statusCode).toBe(200);
    // The deleted farm stays for the history of what referred to it.
    const ended = await expectData<SellerListing>(await call('GET', `/trading/listings/${listing.id}`, who.farmer));
    expect(ended).toMatchObject({ state: 'ended', businessUnitName: 'Mere Farm' });
    const listed = await expectData<SellerListing[]>(await call('GET', '/trading/listings?tab=ended', who.farmer));
    expect(listed.find((each) => each.id === listing.id)?.businessUnitName).toBe('Mere Farm');
    const searched = await expectData<{
      docs: SellerListing[];
      facets: Record<string, { id: string; name: string }[]>;
    }>(await call('GET', '/search/trading/listings?f=status:ended&limit=100', who.farmer));
    expect(searched.docs.find((each) => each.id === listing.id)?.businessUnitName).toBe('Mere Farm');
    expect(searched.facets.sellerBusinessUnitId?.find((term) => term.id === farm)?.name).toBe('Mere Farm');
  });

  it('holds the farm of a traded listing until the buyer has sent the contract', async () => {
    const farm = await newFarm('Ouse Farm');
    const listing = await createListing(t, who.farmer, listingBody(t, farm));
    const offer: BidView = await sendBid(t, who.buyer, bidBody(listing));
    await moveTo(listing.reviewAt);
    await expectData(
      await call('PATCH', `/trading/bids/${offer.id}/accept`, who.farmer, { optionId: offer.options[0]!.id }),
    );
    const traded = await expectData<SellerListing>(await call('GET', `/trading/listings/${listing.id}`, who.farmer));
    expect(traded.state).toBe('traded');
    await expectHeld(farm, 'traded, contract awaited');
    await expectData(await call('PATCH', `/trading/bids/${offer.id}/contract`, who.buyer, { contractNumber: 'AG-7' }));
    expect((await deleteFarm(farm)).statusCode).toBe(200);
  });

  // Two transactions at once need a server: PGlite has one connection, so there nothing can interleave.
  describe.skipIf(!process.env.DATABASE_URL)("a listing and its farm's deletion at the same moment", () => {
    const waitingForLock = sql`select count(*)::int as n from pg_stat_activity
      where wait_event_type = 'Lock' and datname = current_database()`;
    /** Holds a transaction open after `first` until released, so another request meets its locks. */
    const holdOpen = (first: (tx: Tx) => Promise<unknown>) => {
      let release = () => {};
      const released = new Promise<void>((resolve) => (release = resolve));
      let ready = () => {};
      const started = new Promise<void>((resolve) => (ready = resolve));
      const done = t.app.platform.database.db.transaction(async (tx) => {
        await first(tx);
        ready();
        await released;
      });
      return { started, release, done };
    };
    /** Lets the held transaction commit once `request` waits for its lock (or has already answered without waiting). */
    const commitWhenWaiting = async (held: { release(): void; done: Promise<void> }, request: Promise<unknown>) => {
      let answered = false;
      void request.finally(() => (answered = true));
      while (!answered && (await rows<{ n: number }>(t, waitingForLock)).at(0)?.n !== 1);
      held.release();
      await held.done;
    };

    it('a listing posted while its farm is being deleted waits for the deletion, then is refused', async () => {
      const farm = await newFarm('Wash Farm');
      const deleting = holdOpen(async (tx) => {
        await tx.execute(sql`select id from business_units where id = ${farm} for update`);
        await tx.execute(sql`update business_units set deleted_at = now() where id = ${farm}`);
      });
      await deleting.started;
      const posting = call('POST', '/trading/listings', who.farmer, listingBody(t, farm));
      await commitWhenWaiting(deleting, posting);
      const reply = await posting;
      expect(reply.statusCode, reply.body).toBe(400);
      expect(reply.json().validation).toEqual([{ field: 'businessUnitId', message: messages.validation.invalid }]);
      expect(await rows(t, sql`select id from trading_listings where business_unit_id = ${farm}`)).toEqual([]);
    });

    it('a farm deleted while a listing is being written at it waits for the listing, then is refused (409)', async () => {
      const farm = await newFarm('Stow Farm');
      const source = await createListing(t, who.farmer, listingBody(t, await newFarm('Stow Source Farm')));
      // The listing's write as the service makes it: its foreign key holds the farm until it commits.
      const writing = holdOpen((tx) =>
        tx.execute(sql`insert into trading_listings
          select (jsonb_populate_record(null::trading_listings, to_jsonb(l) || jsonb_build_object(
            'id', gen_random_uuid(), 'reference', 'L-STOW', 'business_unit_id', ${farm}::uuid))).*
          from trading_listings l where l.id = ${source.id}`),
      );
      await writing.started;
      const deleting = deleteFarm(farm);
      await commitWhenWaiting(writing, deleting);
      const reply = await deleting;
      expect(reply.statusCode, reply.body).toBe(409);
      expect(reply.json().message).toBe(messages.accounts.businessUnitInUse);
    });
  });

  it('holds the farm a trade request was sent from while the buyer may still answer it', async () => {
    const farm = await newFarm('Lode Farm');
    const wanted = await expectData<WantedView>(
      await call('POST', '/trading/wanted', who.buyer, {
        commodityId: 'wheat',
        quantityMinKg: 25_000,
        quantityMaxKg: 100_000,
        months: ['2027-01'],
      }),
      201,
    );
    const request = await expectData<TradeRequestView>(
      await call('POST', '/trading/trade-requests', who.farmer, {
        wantedId: wanted.id,
        businessUnitId: farm,
        quantityKg: 30_000,
        month: '2027-01',
        pricePerUnit: 19_800,
      }),
      201,
    );
    await expectHeld(farm, 'trade request waiting');
    expect(await summaryOf(farm)).toMatchObject({ links: { listings: 0, tradeRequests: 1 } });
    await moveTo(request.expiresAt);
    expect((await deleteFarm(farm)).statusCode).toBe(200);
  });
});

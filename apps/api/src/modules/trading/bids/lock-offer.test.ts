import type { BidView, SellerListing } from '@harvest/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../../../test/auth-helpers';
import { buildTestApp, type TestApp } from '../../../../test/build-test-app';
import {
  addRivalSeller,
  bidBody,
  createListing,
  listingBody,
  sendBid,
  signInTraders,
  unitIdOf,
} from '../../../../test/trading-world';
import { findListing } from '../listings/queries';
import {
  findBid,
  lockBidWithOptions,
  lockListingOfBid,
  lockOffer,
  optionsOf,
  replaceOptions,
  updateBid,
} from './queries';

const waitingForLock = sql`select count(*)::int as n from pg_stat_activity
  where wait_event_type = 'Lock' and datname = current_database()`;

/** The accept's one-statement lock (queries.ts lockOffer): what it reads, and what it does when it loses a race. */
describe('locking an offer with its listing and options in one statement', () => {
  let t: TestApp;
  let wheat: SellerListing;
  let offer: BidView;

  beforeAll(async () => {
    t = await buildTestApp();
    await t.seedDemo();
    await addRivalSeller(t);
    const who = await signInTraders(t);
    wheat = await createListing(t, who.farmer, listingBody(t, await unitIdOf(t, 'Hillside Farm')));
    offer = await sendBid(t, who.buyer, bidBody(wheat));
  });
  afterAll(async () => t?.close());

  it('reads the same rows as the separate reads, options in order, and nothing for an unknown offer', async () => {
    const db = t.app.platform.database.db;
    const locked = await db.transaction((tx) => lockOffer(tx, offer.id));
    expect(locked?.listing).toEqual(await findListing(db, wheat.id));
    expect(locked?.bid).toEqual(await findBid(db, offer.id));
    expect(locked?.options).toEqual(await optionsOf(db, [offer.id]));
    expect(locked?.options.map((option) => option.month)).toEqual(wheat.movementMonths);
    expect(await db.transaction((tx) => lockOffer(tx, '00000000-0000-4000-8000-000000000000'))).toBeNull();
  });

  // Two transactions at once need a server: PGlite has one connection.
  it.skipIf(!process.env.DATABASE_URL)(
    'finds nothing when a change of the offer replaced its options while it waited, so the caller locks again',
    async () => {
      const db = t.app.platform.database.db;
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      let changed = () => {};
      const changing = new Promise<void>((resolve) => (changed = resolve));
      const change = db.transaction(async (tx) => {
        await lockListingOfBid(tx, offer.id);
        await lockBidWithOptions(tx, offer.id);
        await updateBid(tx, offer.id, { status: 'updated', revision: offer.revision + 1 });
        await replaceOptions(tx, offer.id, [{ month: wheat.movementMonths[0]!, pricePerUnit: 20_500 }]);
        changed();
        await held;
      });
      await changing;
      const waiting = db.transaction(async (tx) => {
        const once = await lockOffer(tx, offer.id);
        return { once, again: once ? null : await lockBidWithOptions(tx, offer.id) };
      });
      // Let the change commit only once the lock is being waited for.
      while ((await rows<{ n: number }>(t, waitingForLock)).at(0)?.n !== 1);
      release();
      await change;
      const { once, again } = await waiting;
      expect(once).toBeNull();
      expect(again?.options.map((option) => option.pricePerUnit)).toEqual([20_500]);
    },
  );
});

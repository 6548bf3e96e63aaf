import {
  BID_STORED_STATUSES,
  bidState,
  LISTING_STORED_STATUSES,
  listingState,
  offersExpireAt,
  type BidStoredStatus,
  type ListingStoredStatus,
} from '@harvest/domain';
import { sql, type SQL } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { cloneTestDatabase } from '../../../../test/test-database';
import { queryRows, type Database } from '../../../platform/db/database';
import { bidStateSql } from '../bids/queries';
import { listingStateSql, openForOffersSql } from '../listings/queries';

const MINUTE = 60_000;
/** Times around the moment read, to the millisecond either side of it, so every boundary is tried. */
const offset = fc.oneof(
  fc.constantFrom(-1, 0, 1),
  fc.integer({ min: -48 * 60, max: 48 * 60 }).map((minutes) => minutes * MINUTE),
);
const base = new Date('2026-11-16T10:00:00Z').getTime();

const listingCase = fc.record({
  now: fc.integer({ min: 0, max: 7 * 24 * 60 }).map((minutes) => new Date(base + minutes * MINUTE)),
  status: fc.constantFrom<ListingStoredStatus>(...LISTING_STORED_STATUSES),
  archived: fc.boolean(),
  opens: offset,
  review: offset,
  closes: offset,
  vetted: fc.boolean(),
});

const bidCase = fc.record({
  now: fc.integer({ min: 0, max: 7 * 24 * 60 }).map((minutes) => new Date(base + minutes * MINUTE)),
  status: fc.constantFrom<BidStoredStatus>(...BID_STORED_STATUSES),
  review: offset,
});

/**
 * The trading searches filter and count by a state the SQL derives (built from the domain's state tables), while
 * a listing or an offer shown reads its state through the domain: generated rows must read the same both ways, on
 * PGlite and (with DATABASE_URL) on PostgreSQL.
 */
describe('the searches’ listing and offer states agree with the domain', () => {
  let database: Database;

  beforeAll(async () => {
    database = await cloneTestDatabase(inject('template'));
  }, 60_000);
  afterAll(async () => database?.close());

  const one = async <T>(query: SQL) => (await queryRows<T>(database.db, query))[0]!;

  it('derives a listing’s state, the seller’s tabs and the market’s “open for offers” as listingState does', async () => {
    await fc.assert(
      fc.asyncProperty(listingCase, async (c) => {
        const at = (ms: number) => new Date(c.now.getTime() + ms);
        const row = {
          status: c.status,
          archivedAt: c.archived ? at(-MINUTE) : null,
          opensAt: at(c.opens),
          reviewAt: at(c.review),
          closesAt: at(c.closes),
        };
        const values = sql`(values (${row.status}, ${row.archivedAt}::timestamptz, ${row.opensAt}::timestamptz,
          ${row.reviewAt}::timestamptz, ${offersExpireAt(row.reviewAt)}::timestamptz, ${row.closesAt}::timestamptz))`;
        const columns = sql`(status, archived_at, opens_at, review_at, offers_expire_at, closes_at)`;
        // The searches read `l`; the seller's list reads the table itself.
        const found = await one<{ state: string; vetted_state: string; table_state: string; open: boolean }>(
          sql`select s.state, s.vetted_state, t.table_state, s.open
            from (select ${listingStateSql(c.now, 'l', sql`${c.vetted}::boolean`)} as vetted_state,
                ${listingStateSql(c.now)} as state, ${openForOffersSql(c.now)} as open from ${values} as l ${columns}) s,
              (select ${listingStateSql(c.now, 'table')} as table_state from ${values} as trading_listings ${columns}) t`,
        );
        const asSeller = listingState({ ...row, vetted: true }, c.now);
        expect(found.vetted_state).toBe(listingState({ ...row, vetted: c.vetted }, c.now));
        expect(found.state).toBe(asSeller);
        expect(found.table_state).toBe(asSeller);
        expect(found.open).toBe(asSeller === 'live');
      }),
      { numRuns: 400 },
    );
  });

  it('derives an offer’s state as bidState does', async () => {
    await fc.assert(
      fc.asyncProperty(bidCase, async (c) => {
        const reviewAt = new Date(c.now.getTime() + c.review);
        const found = await one<{ state: string }>(
          sql`select ${bidStateSql(c.now)} as state
            from (values (${c.status}, ${offersExpireAt(reviewAt)}::timestamptz)) as b (status, expires_at),
              (values (${reviewAt}::timestamptz)) as l (review_at)`,
        );
        expect(found.state).toBe(bidState({ status: c.status, reviewAt }, c.now));
      }),
      { numRuns: 300 },
    );
  });
});

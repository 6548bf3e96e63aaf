import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { listingHoldsFarm, tradeRequestHoldsFarm, type FarmListingFacts } from './farm-links';
import { offersExpireAt } from './listing-state';
import { REOPEN_RESPONSE_MS, TRADE_REQUEST_RESPONSE_MS } from './trading-constants';

const HOUR = 3_600_000;
const plus = (instant: Date, ms: number) => new Date(instant.getTime() + ms);
const now = new Date('2026-06-29T09:00:00Z');
const reviewAt = plus(now, 3 * HOUR);
const listing: FarmListingFacts = {
  status: 'active',
  opensAt: now,
  reviewAt,
  closesAt: plus(now, 24 * HOUR),
  archivedAt: null,
  tradesAwaitingContract: 0,
  pendingReopenExpiresAt: null,
};

describe('what still holds a farm, so it cannot be deleted (trading §5)', () => {
  it('an active listing holds it, scheduled, live, under review and past its review, to the end of its day', () => {
    const scheduled = { ...listing, opensAt: plus(reviewAt, -HOUR) };
    expect(listingHoldsFarm(scheduled, now)).toBe(true);
    for (const at of [now, reviewAt, offersExpireAt(reviewAt), plus(listing.closesAt, -1)]) {
      expect(listingHoldsFarm(listing, at), at.toISOString()).toBe(true);
    }
    expect(listingHoldsFarm(listing, listing.closesAt)).toBe(false);
  });

  it('an ended, traded or archived listing frees it, unless a trade awaits its contract or a reopen request its answer', () => {
    for (const ended of [
      { ...listing, status: 'closed' as const },
      { ...listing, status: 'traded' as const },
      { ...listing, archivedAt: now },
    ]) {
      expect(listingHoldsFarm(ended, now)).toBe(false);
      expect(listingHoldsFarm({ ...ended, tradesAwaitingContract: 1 }, now)).toBe(true);
      const reopen = plus(now, REOPEN_RESPONSE_MS);
      expect(listingHoldsFarm({ ...ended, pendingReopenExpiresAt: reopen }, plus(reopen, -1))).toBe(true);
      expect(listingHoldsFarm({ ...ended, pendingReopenExpiresAt: reopen }, reopen)).toBe(false);
    }
  });

  it('a trade request holds the farm it was sent from for its 2 hours, and while its trade awaits the contract', () => {
    const request = {
      status: 'active' as const,
      outcome: null,
      expiresAt: plus(now, TRADE_REQUEST_RESPONSE_MS),
      tradeAwaitingContract: false,
    };
    expect(tradeRequestHoldsFarm(request, plus(request.expiresAt, -1))).toBe(true);
    expect(tradeRequestHoldsFarm(request, request.expiresAt)).toBe(false);
    const accepted = { ...request, status: 'closed' as const, outcome: 'accepted' as const };
    expect(tradeRequestHoldsFarm({ ...accepted, tradeAwaitingContract: true }, now)).toBe(true);
    expect(tradeRequestHoldsFarm(accepted, now)).toBe(false);
  });

  it('for any clock, an active listing holds its farm exactly until its life is over', () => {
    fc.assert(
      fc.property(fc.integer({ min: -48 * HOUR, max: 96 * HOUR }), (offset) => {
        const at = plus(now, offset);
        expect(listingHoldsFarm(listing, at)).toBe(at.getTime() < listing.closesAt.getTime());
      }),
    );
  });
});

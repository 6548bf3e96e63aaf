import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { messages } from '../i18n/messages';
import {
  canEditListing,
  canEndListing,
  defaultReviewAt,
  editCutoffAt,
  editedReviewTimeIssue,
  LISTING_STATES,
  LISTING_TABS,
  listingState,
  offersExpireAt,
  type ListingState,
  type ListingTimeFacts,
} from './listing-state';
import {
  CONTRACT_DUE_MS,
  DEFAULT_REVIEW_AFTER_MS,
  LISTING_EDIT_CUTOFF_MS,
  OFFER_VALIDITY_MS,
  REOPEN_RESPONSE_MS,
  SCHEDULED_OPENS_BEFORE_REVIEW_MS,
  TRADE_REQUEST_RESPONSE_MS,
} from './trading-constants';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const at = (iso: string) => new Date(iso);
const plus = (instant: Date, ms: number) => new Date(instant.getTime() + ms);

// A scheduled listing reviewed at 11:00 BST on Monday 29 June 2026: it opens at 10:00 and lives one working day.
const reviewAt = at('2026-06-29T10:00:00Z');
const opensAt = plus(reviewAt, -HOUR);
const closesAt = at('2026-06-30T09:00:00Z');
const listing: ListingTimeFacts = { status: 'active', opensAt, reviewAt, closesAt, archivedAt: null, vetted: true };
const stateAt = (now: Date, facts: Partial<ListingTimeFacts> = {}) => listingState({ ...listing, ...facts }, now);

describe('trading time limits (trading §9)', () => {
  it('offers are valid for 30 minutes after the review time', () => {
    expect(OFFER_VALIDITY_MS).toBe(30 * MINUTE);
    expect(offersExpireAt(reviewAt).toISOString()).toBe('2026-06-29T10:30:00.000Z');
  });

  it('a scheduled listing opens to buyers 1 hour before its review time', () => {
    expect(SCHEDULED_OPENS_BEFORE_REVIEW_MS).toBe(HOUR);
  });

  it('a listing can be edited until 60 minutes before its review time', () => {
    expect(LISTING_EDIT_CUTOFF_MS).toBe(60 * MINUTE);
    expect(editCutoffAt(reviewAt).toISOString()).toBe('2026-06-29T09:00:00.000Z');
  });

  it('a reopen request and a trade request give the buyer 2 hours, the contract is due in 72 hours', () => {
    expect(REOPEN_RESPONSE_MS).toBe(2 * HOUR);
    expect(TRADE_REQUEST_RESPONSE_MS).toBe(2 * HOUR);
    expect(CONTRACT_DUE_MS).toBe(72 * HOUR);
  });
});

describe('listingState: the clock moves an active listing along (trading §4)', () => {
  it('a scheduled listing is scheduled until it opens to buyers, and live from then', () => {
    expect(stateAt(plus(opensAt, -1))).toBe('scheduled');
    expect(stateAt(opensAt)).toBe('live');
  });

  it('a live listing goes under review at its review time', () => {
    expect(stateAt(plus(reviewAt, -1))).toBe('live');
    expect(stateAt(reviewAt)).toBe('under-review');
  });

  it('a listing stays under review until its offers expire 30 minutes after the review time, then review time elapsed', () => {
    const expiry = offersExpireAt(reviewAt);
    expect(stateAt(plus(expiry, -1))).toBe('under-review');
    expect(stateAt(expiry)).toBe('review-elapsed');
  });

  it('a listing ends when its one working day of life is over, whether or not the closing job has run', () => {
    expect(stateAt(plus(closesAt, -1))).toBe('review-elapsed');
    expect(stateAt(closesAt)).toBe('ended');
    expect(stateAt(plus(closesAt, 365 * 24 * HOUR))).toBe('ended');
  });

  it('a listing whose seller’s organisation is not (or no longer) vetted is pending until its life is over', () => {
    const unvetted = { vetted: false };
    expect(stateAt(plus(opensAt, -1), unvetted)).toBe('pending');
    expect(stateAt(opensAt, unvetted)).toBe('pending');
    expect(stateAt(reviewAt, unvetted)).toBe('pending');
    expect(stateAt(offersExpireAt(reviewAt), unvetted)).toBe('pending');
    expect(stateAt(plus(closesAt, -1), unvetted)).toBe('pending');
    expect(stateAt(closesAt, unvetted)).toBe('ended');
  });

  it('a listing stored as closed (ended by its seller or the closing job) is ended at any time', () => {
    expect(stateAt(plus(opensAt, -1), { status: 'closed' })).toBe('ended');
    expect(stateAt(reviewAt, { status: 'closed' })).toBe('ended');
    expect(stateAt(reviewAt, { status: 'closed', vetted: false })).toBe('ended');
  });

  it('a listing stored as traded is traded at any time, even before its life is over or after it', () => {
    expect(stateAt(reviewAt, { status: 'traded' })).toBe('traded');
    expect(stateAt(closesAt, { status: 'traded' })).toBe('traded');
    expect(stateAt(reviewAt, { status: 'traded', vetted: false })).toBe('traded');
  });

  it('an archived listing is archived whatever else it stores', () => {
    const archivedAt = at('2026-07-01T00:00:00Z');
    for (const status of ['active', 'closed', 'traded'] as const) {
      expect(stateAt(reviewAt, { status, archivedAt })).toBe('archived');
      expect(stateAt(plus(opensAt, -1), { status, archivedAt, vetted: false })).toBe('archived');
    }
  });
});

describe('what the seller may do with a listing (trading §4)', () => {
  it('a listing can be edited until 60 minutes before its review time, not from then', () => {
    const cutoff = editCutoffAt(reviewAt);
    // Opened now (not scheduled), so it is live before the cutoff.
    const opensEarly = { opensAt: plus(reviewAt, -3 * HOUR) };
    expect(stateAt(plus(cutoff, -1), opensEarly)).toBe('live');
    expect(canEditListing({ ...listing, ...opensEarly }, plus(cutoff, -1))).toBe(true);
    expect(canEditListing({ ...listing, ...opensEarly }, cutoff)).toBe(false);
    expect(stateAt(cutoff, opensEarly)).toBe('live');
  });

  it('a scheduled listing can be edited until it opens, which is the edit cutoff', () => {
    expect(opensAt.getTime()).toBe(editCutoffAt(reviewAt).getTime());
    expect(canEditListing(listing, plus(opensAt, -1))).toBe(true);
    expect(canEditListing(listing, opensAt)).toBe(false);
  });

  it('a pending listing can be edited before the cutoff, not after', () => {
    const pending = { ...listing, vetted: false };
    expect(canEditListing(pending, plus(editCutoffAt(reviewAt), -1))).toBe(true);
    expect(canEditListing(pending, editCutoffAt(reviewAt))).toBe(false);
  });

  it('an ended, traded or archived listing cannot be edited, even before the cutoff', () => {
    const early = plus(opensAt, -HOUR);
    expect(canEditListing({ ...listing, status: 'closed' }, early)).toBe(false);
    expect(canEditListing({ ...listing, status: 'traded' }, early)).toBe(false);
    expect(canEditListing({ ...listing, archivedAt: early }, early)).toBe(false);
  });

  it('after the edit cutoff a listing can still be ended, until it has ended, traded or been archived', () => {
    for (const now of [plus(opensAt, -1), opensAt, reviewAt, offersExpireAt(reviewAt), plus(closesAt, -1)]) {
      expect(canEndListing(listing, now)).toBe(true);
      expect(canEndListing({ ...listing, vetted: false }, now)).toBe(true);
    }
    expect(canEndListing(listing, closesAt)).toBe(false);
    expect(canEndListing({ ...listing, status: 'closed' }, reviewAt)).toBe(false);
    expect(canEndListing({ ...listing, status: 'traded' }, reviewAt)).toBe(false);
    expect(canEndListing({ ...listing, archivedAt: reviewAt }, reviewAt)).toBe(false);
  });

  it('an edit may move the review time only where its edit cutoff is still to come (§4: the cutoff cannot be changed)', () => {
    const now = at('2026-06-29T09:00:00Z');
    const cutoff = messages.trading.reviewTimeInsideCutoff;
    expect(editedReviewTimeIssue(plus(now, 30 * MINUTE), now)).toBe(cutoff);
    expect(editedReviewTimeIssue(plus(now, LISTING_EDIT_CUTOFF_MS), now)).toBe(cutoff);
    expect(editedReviewTimeIssue(plus(now, LISTING_EDIT_CUTOFF_MS + 1), now)).toBeNull();
    fc.assert(
      fc.property(fc.integer({ min: -2 * HOUR, max: 48 * HOUR }), (ahead) => {
        const reviewAt = plus(now, ahead);
        const editable = canEditListing({ ...listing, opensAt: now, reviewAt, closesAt: plus(now, 72 * HOUR) }, now);
        expect(editedReviewTimeIssue(reviewAt, now) === null).toBe(editable);
      }),
    );
  });
});

describe('LISTING_TABS: the seller’s tabs (trading §2)', () => {
  it('shows live and pending under live, scheduled under scheduled, the review states under review, the rest under ended', () => {
    expect(LISTING_TABS).toEqual({
      live: ['live', 'pending'],
      scheduled: ['scheduled'],
      review: ['under-review', 'review-elapsed'],
      ended: ['ended', 'traded', 'archived'],
    });
  });

  it('puts every state under exactly one tab', () => {
    const listed: readonly ListingState[] = Object.values(LISTING_TABS).flat();
    expect([...listed].sort()).toEqual([...LISTING_STATES].sort());
  });
});

describe('listingState properties', () => {
  // Order of the states an active listing passes through; pending stands where scheduled and live would be.
  const rank: Record<ListingState, number> = {
    pending: 0,
    scheduled: 0,
    live: 1,
    'under-review': 2,
    'review-elapsed': 3,
    ended: 4,
    traded: 5,
    archived: 6,
  };
  const instant = fc.integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2035, 11, 31) });
  // opensAt <= reviewAt, and closesAt no earlier than the offers' expiry (what reviewTimeIssue guarantees).
  const facts = fc
    .record({
      review: instant,
      openBefore: fc.integer({ min: 0, max: 3 * 24 * HOUR }),
      closeAfterExpiry: fc.integer({ min: 0, max: 4 * 24 * HOUR }),
      vetted: fc.boolean(),
    })
    .map(({ review, openBefore, closeAfterExpiry, vetted }): ListingTimeFacts => {
      const reviewDate = new Date(review);
      return {
        status: 'active',
        opensAt: plus(reviewDate, -openBefore),
        reviewAt: reviewDate,
        closesAt: plus(offersExpireAt(reviewDate), closeAfterExpiry),
        archivedAt: null,
        vetted,
      };
    });
  const offset = fc.integer({ min: -5 * 24 * HOUR, max: 10 * 24 * HOUR });

  it('for any times, an active listing’s state only moves forward as the clock does', () => {
    fc.assert(
      fc.property(facts, offset, fc.nat(5 * 24 * HOUR), (facts, from, step) => {
        const earlier = listingState(facts, plus(facts.reviewAt, from));
        const later = listingState(facts, plus(facts.reviewAt, from + step));
        expect(rank[later]).toBeGreaterThanOrEqual(rank[earlier]);
      }),
    );
  });

  it('for any times, the state is the one the deadlines give: opens, review, review + 30 min, closes', () => {
    fc.assert(
      fc.property(facts, offset, (facts, delta) => {
        const now = plus(facts.reviewAt, delta);
        const t = now.getTime();
        const expected: ListingState =
          t >= facts.closesAt.getTime()
            ? 'ended'
            : !facts.vetted
              ? 'pending'
              : t < facts.opensAt.getTime()
                ? 'scheduled'
                : t < facts.reviewAt.getTime()
                  ? 'live'
                  : t < facts.reviewAt.getTime() + 30 * MINUTE
                    ? 'under-review'
                    : 'review-elapsed';
        expect(listingState(facts, now)).toBe(expected);
      }),
    );
  });

  it('for any times, a stored closed, traded or archived listing keeps its state', () => {
    fc.assert(
      fc.property(facts, offset, (facts, delta) => {
        const now = plus(facts.reviewAt, delta);
        expect(listingState({ ...facts, status: 'closed' }, now)).toBe('ended');
        expect(listingState({ ...facts, status: 'traded' }, now)).toBe('traded');
        expect(listingState({ ...facts, archivedAt: facts.opensAt }, now)).toBe('archived');
      }),
    );
  });

  it('for any times, editing is allowed exactly while pending, scheduled or live and before the cutoff, and never again after', () => {
    fc.assert(
      fc.property(facts, offset, fc.nat(5 * 24 * HOUR), (facts, delta, step) => {
        const now = plus(facts.reviewAt, delta);
        const state = listingState(facts, now);
        const expected =
          ['pending', 'scheduled', 'live'].includes(state) && now.getTime() < facts.reviewAt.getTime() - HOUR;
        expect(canEditListing(facts, now)).toBe(expected);
        if (!expected) expect(canEditListing(facts, plus(now, step))).toBe(false);
      }),
    );
  });
});

describe('defaultReviewAt: the review time a listing form starts with', () => {
  it('is three hours ahead on the hour, so never inside the 60-minute edit cutoff', () => {
    fc.assert(
      fc.property(
        fc.date({ min: at('2020-01-01T00:00:00Z'), max: at('2040-01-01T00:00:00Z'), noInvalidDate: true }),
        (now) => {
          const reviewAt = defaultReviewAt(now);
          expect(reviewAt.getMinutes()).toBe(0);
          expect(reviewAt.getSeconds() + reviewAt.getMilliseconds()).toBe(0);
          expect(reviewAt.getTime()).toBeLessThanOrEqual(now.getTime() + DEFAULT_REVIEW_AFTER_MS);
          expect(reviewAt.getTime()).toBeGreaterThan(now.getTime() + DEFAULT_REVIEW_AFTER_MS - HOUR);
          expect(reviewAt.getTime()).toBeGreaterThan(editCutoffAt(reviewAt).getTime());
          expect(reviewAt.getTime() - LISTING_EDIT_CUTOFF_MS).toBeGreaterThan(now.getTime());
        },
      ),
    );
    expect(DEFAULT_REVIEW_AFTER_MS).toBe(3 * HOUR);
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { messages } from '../i18n/messages';
import {
  acceptIssue,
  BID_STATES,
  BID_STORED_STATUSES,
  bidAcceptSchema,
  bidCreateSchema,
  bidEditSchema,
  bidIssues,
  bidState,
  contractDetailsSchema,
  reopenRequestSchema,
  tradeQuantity,
  withdrawIssue,
  type BidEdit,
  type BidState,
  type BidStoredStatus,
} from './bid-rules';
import { offersExpireAt } from './listing-state';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const plus = (instant: Date, ms: number) => new Date(instant.getTime() + ms);
const reviewAt = new Date('2026-06-29T10:00:00Z');
const expiry = offersExpireAt(reviewAt);
const listingId = '4f4f4f4f-4f4f-4f4f-8f4f-4f4f4f4f4f4f';
const optionId = '5e5e5e5e-5e5e-4e5e-8e5e-5e5e5e5e5e5e';

describe('bidState: an offer’s state by the clock (trading §4)', () => {
  it('a sent or updated offer keeps its state until the review time, and is under review from it', () => {
    for (const status of ['sent', 'updated'] as const) {
      expect(bidState({ status, reviewAt }, plus(reviewAt, -1))).toBe(status);
      expect(bidState({ status, reviewAt }, reviewAt)).toBe('under-review');
    }
  });

  it('an offer expires 30 minutes after the review time', () => {
    for (const status of ['sent', 'updated'] as const) {
      expect(bidState({ status, reviewAt }, plus(expiry, -1))).toBe('under-review');
      expect(bidState({ status, reviewAt }, expiry)).toBe('expired');
    }
    expect(expiry.getTime() - reviewAt.getTime()).toBe(30 * MINUTE);
  });

  it('accepted, declined, withdrawn and stored expired offers are final: the clock does not move them', () => {
    for (const status of ['accepted', 'declined', 'withdrawn', 'expired'] as const) {
      for (const now of [plus(reviewAt, -HOUR), reviewAt, expiry, plus(expiry, 72 * HOUR)]) {
        expect(bidState({ status, reviewAt }, now)).toBe(status);
      }
    }
  });
});

describe('withdrawing and accepting an offer (trading §4)', () => {
  it('a buyer may withdraw a sent, updated or under-review offer', () => {
    expect(withdrawIssue('sent')).toBeNull();
    expect(withdrawIssue('updated')).toBeNull();
    expect(withdrawIssue('under-review')).toBeNull();
  });

  it('withdrawal is not allowed once the acceptance timeframe (review time + 30 minutes) has ended', () => {
    expect(withdrawIssue(bidState({ status: 'sent', reviewAt }, plus(expiry, -1)))).toBeNull();
    expect(withdrawIssue(bidState({ status: 'sent', reviewAt }, expiry))).toBe(messages.trading.withdrawTooLate);
    expect(withdrawIssue('expired')).toBe(messages.trading.withdrawTooLate);
  });

  it('an accepted, declined or withdrawn offer cannot be withdrawn, and says why', () => {
    expect(withdrawIssue('accepted')).toBe(messages.trading.offerAccepted);
    expect(withdrawIssue('declined')).toBe(messages.trading.offerDeclined);
    expect(withdrawIssue('withdrawn')).toBe(messages.trading.offerWithdrawn);
  });

  it('the seller may accept an offer only from the review time until it expires', () => {
    const acceptAt = (now: Date) => acceptIssue(bidState({ status: 'updated', reviewAt }, now));
    expect(acceptAt(plus(reviewAt, -1))).toBe(messages.trading.acceptBeforeReview);
    expect(acceptAt(reviewAt)).toBeNull();
    expect(acceptAt(plus(expiry, -1))).toBeNull();
    expect(acceptAt(expiry)).toBe(messages.trading.offerExpired);
  });

  it('accepting before the review time, or an expired, accepted, declined or withdrawn offer, says why', () => {
    expect(acceptIssue('sent')).toBe(messages.trading.acceptBeforeReview);
    expect(acceptIssue('updated')).toBe(messages.trading.acceptBeforeReview);
    expect(acceptIssue('expired')).toBe(messages.trading.offerExpired);
    expect(acceptIssue('accepted')).toBe(messages.trading.offerAccepted);
    expect(acceptIssue('declined')).toBe(messages.trading.offerDeclined);
    expect(acceptIssue('withdrawn')).toBe(messages.trading.offerWithdrawn);
  });
});

describe('offer properties', () => {
  const rank: Record<BidState, number> = {
    sent: 0,
    updated: 0,
    'under-review': 1,
    expired: 2,
    accepted: 3,
    declined: 3,
    withdrawn: 3,
  };
  const instant = fc.integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2035, 11, 31) }).map((ms) => new Date(ms));
  const offset = fc.integer({ min: -3 * 24 * HOUR, max: 3 * 24 * HOUR });
  const status = fc.constantFrom<BidStoredStatus>(...BID_STORED_STATUSES);

  it('for any review time and clock, an offer’s state only moves forward: sent or updated, under review, expired', () => {
    fc.assert(
      fc.property(status, instant, offset, fc.nat(3 * 24 * HOUR), (status, reviewAt, from, step) => {
        const earlier = bidState({ status, reviewAt }, plus(reviewAt, from));
        const later = bidState({ status, reviewAt }, plus(reviewAt, from + step));
        expect(rank[later]).toBeGreaterThanOrEqual(rank[earlier]);
        expect(BID_STATES).toContain(later);
      }),
    );
  });

  it('for any review time and clock, acceptance is possible exactly in [review, review + 30 min) and withdrawal until then', () => {
    fc.assert(
      fc.property(fc.constantFrom('sent', 'updated' as const), instant, offset, (status, reviewAt, delta) => {
        const state = bidState({ status, reviewAt }, plus(reviewAt, delta));
        expect(acceptIssue(state) === null).toBe(delta >= 0 && delta < 30 * MINUTE);
        expect(withdrawIssue(state) === null).toBe(delta < 30 * MINUTE);
      }),
    );
  });
});

describe('offer schemas', () => {
  const offer = {
    listingId,
    options: [{ month: '2026-10', pricePerUnit: 21_050 }],
    quantityMinKg: 10_000,
    quantityMaxKg: 30_000,
  };

  it('an offer prices at least one movement month, in GBP unless told otherwise', () => {
    expect(bidCreateSchema.parse(offer).currency).toBe('GBP');
    const none = bidCreateSchema.safeParse({ ...offer, options: [] });
    expect(none.success).toBe(false);
    expect(none.error?.issues[0]?.message).toBe(messages.trading.optionsRequired);
  });

  it('each option’s price follows the price rules: at least 0.01, below 1 million, not a dummy value', () => {
    const priced = (pricePerUnit: number) =>
      bidCreateSchema.safeParse({ ...offer, options: [{ month: '2026-10', pricePerUnit }] });
    expect(priced(1).success).toBe(true);
    expect(priced(0).error?.issues[0]?.message).toBe('The price must be at least 0.01 per unit');
    expect(priced(100_000_000).error?.issues[0]?.message).toBe('The price must be below 1,000,000');
    expect(priced(12_300).error?.issues[0]?.message).toBe(messages.validation.realisticPrice);
  });

  it('editing an offer sends the whole offer again, without the listing', () => {
    const { listingId: _listingId, ...edit } = offer;
    expect(bidEditSchema.safeParse(edit).success).toBe(true);
    expect(bidEditSchema.safeParse(offer).success).toBe(false);
  });

  it('accepting names one option and closes the listing unless the seller keeps it open', () => {
    expect(bidAcceptSchema.parse({ optionId })).toEqual({ optionId, keepOpen: false });
    expect(bidAcceptSchema.parse({ optionId, quantityKg: 20_000, keepOpen: true })).toEqual({
      optionId,
      quantityKg: 20_000,
      keepOpen: true,
    });
    expect(bidAcceptSchema.safeParse({ optionId, quantityKg: 0 }).success).toBe(false);
    expect(bidAcceptSchema.safeParse({ optionIds: [optionId] }).success).toBe(false);
  });

  it('a reopen request names one option of the expired offer, and contract details need a contract number', () => {
    expect(reopenRequestSchema.safeParse({ optionId }).success).toBe(true);
    expect(reopenRequestSchema.safeParse({}).success).toBe(false);
    expect(contractDetailsSchema.safeParse({ contractNumber: 'C-1001' }).success).toBe(true);
    expect(contractDetailsSchema.safeParse({ contractNumber: '  ' }).error?.issues[0]?.message).toBe(
      messages.validation.required,
    );
  });
});

describe('bidIssues: an offer against its listing', () => {
  const listing = { quantityMinKg: 10_000, quantityMaxKg: 30_000, movementMonths: ['2026-10', '2026-11'] };
  const bid = (changes: Partial<BidEdit> = {}): BidEdit => ({
    options: [{ month: '2026-10', pricePerUnit: 21_050 }],
    quantityMinKg: 10_000,
    quantityMaxKg: 30_000,
    currency: 'GBP',
    ...changes,
  });
  const outside = 'The quantity must be within the listing’s 10.00 t to 30.00 t';

  it('an offer within the listing’s months and tonnage has no issues', () => {
    expect(bidIssues(listing, bid())).toEqual([]);
    expect(
      bidIssues(
        listing,
        bid({
          options: [
            { month: '2026-11', pricePerUnit: 21_500 },
            { month: '2026-10', pricePerUnit: 21_050 },
          ],
        }),
      ),
    ).toEqual([]);
  });

  it('an offer prices only the listing’s movement months, each once', () => {
    const options = [
      { month: '2026-10', pricePerUnit: 21_050 },
      { month: '2026-12', pricePerUnit: 21_050 },
      { month: '2026-10', pricePerUnit: 21_100 },
    ];
    expect(bidIssues(listing, bid({ options }))).toEqual([
      { field: 'options.1.month', message: messages.trading.optionMonthUnknown },
      { field: 'options.2.month', message: messages.trading.optionMonthRepeated },
    ]);
  });

  it('an offer’s minimum cannot be above its maximum', () => {
    expect(bidIssues(listing, bid({ quantityMinKg: 20_000, quantityMaxKg: 15_000 }))).toEqual([
      { field: 'quantityMinKg', message: messages.trading.quantityMinAboveMax },
    ]);
  });

  it('an offer’s quantities lie within the listing’s minimum and maximum', () => {
    expect(bidIssues(listing, bid({ quantityMinKg: 9_999 }))).toEqual([{ field: 'quantityMinKg', message: outside }]);
    expect(bidIssues(listing, bid({ quantityMaxKg: 30_001 }))).toEqual([{ field: 'quantityMaxKg', message: outside }]);
    expect(bidIssues(listing, bid({ quantityMinKg: 10_000, quantityMaxKg: 10_000 }))).toEqual([]);
  });
});

describe('tradeQuantity: how much an accepted offer sells (trading §5)', () => {
  const listing = { quantityMinKg: 10_000, quantityMaxKg: 30_000, tradedKg: 0 };
  const offer = { quantityMinKg: 10_000, quantityMaxKg: 25_000 };
  const issue = (message: string) => ({ issue: { field: 'quantityKg', message } });

  it('by default sells as much of the offer as the listing has left', () => {
    expect(tradeQuantity(listing, offer, undefined)).toEqual({ quantityKg: 25_000 });
    expect(tradeQuantity({ ...listing, tradedKg: 15_000 }, offer, undefined)).toEqual({ quantityKg: 15_000 });
  });

  it('the quantity sold must be within the listed min and max', () => {
    const outside = issue('The quantity sold must be within the listed 10.00 t to 30.00 t');
    expect(tradeQuantity(listing, { quantityMinKg: 1, quantityMaxKg: 40_000 }, 9_999)).toEqual(outside);
    expect(tradeQuantity(listing, { quantityMinKg: 1, quantityMaxKg: 40_000 }, 10_000)).toEqual({ quantityKg: 10_000 });
    expect(tradeQuantity(listing, { quantityMinKg: 1, quantityMaxKg: 40_000 }, 30_000)).toEqual({ quantityKg: 30_000 });
    expect(tradeQuantity(listing, { quantityMinKg: 1, quantityMaxKg: 40_000 }, 30_001)).toEqual(outside);
  });

  it('the quantity sold must be within the offer’s min and max', () => {
    const outside = issue('The quantity sold must be within the offer’s 12.00 t to 25.00 t');
    const smallOffer = { quantityMinKg: 12_000, quantityMaxKg: 25_000 };
    expect(tradeQuantity(listing, smallOffer, 11_999)).toEqual(outside);
    expect(tradeQuantity(listing, smallOffer, 12_000)).toEqual({ quantityKg: 12_000 });
    expect(tradeQuantity(listing, smallOffer, 25_000)).toEqual({ quantityKg: 25_000 });
    expect(tradeQuantity(listing, smallOffer, 25_001)).toEqual(outside);
  });

  it('the quantity sold cannot be more than is left of the listing (max − traded)', () => {
    const partlySold = { ...listing, tradedKg: 18_000 };
    expect(tradeQuantity(partlySold, offer, 12_000)).toEqual({ quantityKg: 12_000 });
    expect(tradeQuantity(partlySold, offer, 12_001)).toEqual(issue('Only 12.00 t of this listing is left to sell'));
  });

  it('when too little is left for the listed minimum, the default says how much is left', () => {
    expect(tradeQuantity({ ...listing, tradedKg: 25_000 }, offer, undefined)).toEqual(
      issue('Only 5.00 t of this listing is left to sell'),
    );
    expect(tradeQuantity({ ...listing, tradedKg: 30_000 }, offer, undefined)).toEqual(
      issue('Only 0.00 t of this listing is left to sell'),
    );
  });

  it('when the offer’s maximum is below the listed minimum (the listing was changed after it), the default says so', () => {
    // 30 t are left, so "only 30.00 t left" would mislead: the offer is the problem.
    expect(tradeQuantity({ ...listing, quantityMinKg: 20_000 }, offer, undefined)).toEqual({ quantityKg: 25_000 });
    expect(tradeQuantity({ ...listing, quantityMinKg: 28_000 }, offer, undefined)).toEqual(
      issue('The quantity sold must be within the listed 28.00 t to 30.00 t'),
    );
  });

  it('when the default is below the offer’s minimum, the offer’s range is the issue', () => {
    expect(
      tradeQuantity({ ...listing, tradedKg: 18_000 }, { quantityMinKg: 15_000, quantityMaxKg: 25_000 }, undefined),
    ).toEqual(issue('The quantity sold must be within the offer’s 15.00 t to 25.00 t'));
  });
});

describe('tradeQuantity properties', () => {
  const terms = fc
    .record({
      listingMin: fc.integer({ min: 1, max: 100_000 }),
      listingSpan: fc.nat(200_000),
      traded: fc.nat(300_000),
      bidMin: fc.integer({ min: 1, max: 150_000 }),
      bidSpan: fc.nat(200_000),
    })
    .map(({ listingMin, listingSpan, traded, bidMin, bidSpan }) => ({
      listing: { quantityMinKg: listingMin, quantityMaxKg: listingMin + listingSpan, tradedKg: traded },
      bid: { quantityMinKg: bidMin, quantityMaxKg: bidMin + bidSpan },
    }));
  const asked = fc.option(fc.integer({ min: 1, max: 400_000 }), { nil: undefined });

  it('never sells more than is left, nor outside the listing’s or the offer’s range, and sells what was asked', () => {
    fc.assert(
      fc.property(terms, asked, ({ listing, bid }, asked) => {
        const result = tradeQuantity(listing, bid, asked);
        if (!('quantityKg' in result)) return;
        const q = result.quantityKg;
        expect(q).toBeLessThanOrEqual(Math.max(0, listing.quantityMaxKg - listing.tradedKg));
        expect(q).toBeGreaterThanOrEqual(Math.max(listing.quantityMinKg, bid.quantityMinKg));
        expect(q).toBeLessThanOrEqual(Math.min(listing.quantityMaxKg, bid.quantityMaxKg));
        if (asked !== undefined) expect(q).toBe(asked);
      }),
    );
  });

  it('accepts any quantity that meets every rule, and the default is the largest such quantity', () => {
    fc.assert(
      fc.property(terms, asked, ({ listing, bid }, asked) => {
        const lowest = Math.max(listing.quantityMinKg, bid.quantityMinKg);
        const highest = Math.min(listing.quantityMaxKg - listing.tradedKg, bid.quantityMaxKg);
        if (asked !== undefined) {
          expect('quantityKg' in tradeQuantity(listing, bid, asked)).toBe(asked >= lowest && asked <= highest);
        }
        expect(tradeQuantity(listing, bid, undefined)).toEqual(
          lowest <= highest ? { quantityKg: highest } : { issue: expect.anything() },
        );
      }),
    );
  });

  it('successive acceptances on one listing never sell more than its maximum in total', () => {
    const offers = fc.array(
      fc.record({
        min: fc.integer({ min: 1, max: 60_000 }),
        span: fc.nat(60_000),
        asked: fc.option(fc.integer({ min: 1, max: 120_000 }), { nil: undefined }),
      }),
      { maxLength: 12 },
    );
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 50_000 }), fc.nat(150_000), offers, (min, span, offers) => {
        const listing = { quantityMinKg: min, quantityMaxKg: min + span, tradedKg: 0 };
        for (const offer of offers) {
          const result = tradeQuantity(
            listing,
            { quantityMinKg: offer.min, quantityMaxKg: offer.min + offer.span },
            offer.asked,
          );
          if ('quantityKg' in result) listing.tradedKg += result.quantityKg;
          expect(listing.tradedKg).toBeLessThanOrEqual(listing.quantityMaxKg);
        }
      }),
    );
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatMessage, messages } from '../i18n/messages';
import { listingState, offersExpireAt, type ListingState } from '../trading/listing-state';
import {
  isWorkingDay,
  latestReviewAt,
  listingCloseAt,
  listingTimeline,
  reviewTimeIssue,
  workingDaysBetween,
} from './index';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const at = (iso: string) => new Date(iso);
const plus = (instant: Date, ms: number) => new Date(instant.getTime() + ms);
const iso = (timeline: { opensAt: Date; closesAt: Date }) => ({
  opensAt: timeline.opensAt.toISOString(),
  closesAt: timeline.closesAt.toISOString(),
});

describe('listingTimeline: when a listing opens to buyers and when it closes (trading §4, §9)', () => {
  it('a listing that is not scheduled opens now and closes one working day later: Friday to Monday', () => {
    // Friday 26 June 2026, 10:00 BST.
    const now = at('2026-06-26T09:00:00Z');
    const timeline = listingTimeline({ now, reviewAt: plus(now, 3 * HOUR), scheduled: false }, 'GB');
    expect(iso(timeline)).toEqual({ opensAt: '2026-06-26T09:00:00.000Z', closesAt: '2026-06-29T09:00:00.000Z' });
  });

  it('a scheduled listing opens to buyers 1 hour before its review time', () => {
    const reviewAt = at('2026-06-29T10:00:00Z');
    const timeline = listingTimeline({ now: at('2026-06-26T09:00:00Z'), reviewAt, scheduled: true }, 'GB');
    expect(iso(timeline)).toEqual({ opensAt: '2026-06-29T09:00:00.000Z', closesAt: '2026-06-30T09:00:00.000Z' });
  });

  it('a scheduled listing whose opening time has passed opens now', () => {
    const reviewAt = at('2026-06-29T10:00:00Z');
    const opening = plus(reviewAt, -HOUR);
    const opensAt = (now: Date) => listingTimeline({ now, reviewAt, scheduled: true }, 'GB').opensAt.toISOString();
    expect(opensAt(plus(opening, -1))).toBe(opening.toISOString());
    expect(opensAt(opening)).toBe(opening.toISOString());
    expect(opensAt(plus(opening, 1))).toBe(plus(opening, 1).toISOString());
    expect(opensAt(plus(reviewAt, -MINUTE))).toBe(plus(reviewAt, -MINUTE).toISOString());
  });

  it('a listing’s life of one working day skips the farm’s bank holidays: England and Scotland differ', () => {
    // Review Friday 28 August 2026 10:00 BST, opening 09:00; Monday 31 August is a bank holiday in England only.
    const input = { now: at('2026-08-25T09:00:00Z'), reviewAt: at('2026-08-28T09:00:00Z'), scheduled: true };
    expect(iso(listingTimeline(input, 'GB'))).toEqual({
      opensAt: '2026-08-28T08:00:00.000Z',
      closesAt: '2026-09-01T08:00:00.000Z',
    });
    expect(iso(listingTimeline(input, 'GB', 'GB-SCT'))).toEqual({
      opensAt: '2026-08-28T08:00:00.000Z',
      closesAt: '2026-08-31T08:00:00.000Z',
    });
  });

  it('a listing opened on Christmas Eve closes after the Christmas bank holidays', () => {
    expect(listingCloseAt(at('2026-12-24T10:00:00Z'), 'GB').toISOString()).toBe('2026-12-29T10:00:00.000Z');
  });

  it('a listing opened at a weekend closes at the same time on the next working day', () => {
    // Saturday 27 June 2026, 11:00 BST.
    expect(listingCloseAt(at('2026-06-27T10:00:00Z'), 'GB').toISOString()).toBe('2026-06-29T10:00:00.000Z');
  });
});

describe('reviewTimeIssue: the review time must let offers expire within the listing’s life', () => {
  const now = at('2026-06-26T09:00:00Z');
  const timeline = listingTimeline({ now, reviewAt: plus(now, HOUR), scheduled: false }, 'GB');
  const latest = latestReviewAt(timeline);

  it('the latest review time is 30 minutes before the listing closes', () => {
    expect(latest.toISOString()).toBe('2026-06-29T08:30:00.000Z');
    expect(offersExpireAt(latest).getTime()).toBe(timeline.closesAt.getTime());
  });

  it('the review time must be in the future', () => {
    expect(reviewTimeIssue(plus(now, -1), now, timeline)).toBe(messages.trading.reviewTimeInPast);
    expect(reviewTimeIssue(now, now, timeline)).toBe(messages.trading.reviewTimeInPast);
    expect(reviewTimeIssue(plus(now, 1), now, timeline)).toBeNull();
  });

  it('the review time can be at most 30 minutes before the listing closes, told in the farm’s time zone', () => {
    expect(reviewTimeIssue(latest, now, timeline)).toBeNull();
    expect(reviewTimeIssue(plus(latest, 1), now, timeline)).toBe(
      formatMessage(messages.trading.reviewTimeTooLate, { latest: '29 Jun 2026, 09:30' }),
    );
    expect(reviewTimeIssue(plus(latest, 1), now, timeline, 'America/Chicago')).toBe(
      formatMessage(messages.trading.reviewTimeTooLate, { latest: '29 Jun 2026, 03:30' }),
    );
  });
});

describe('listing deadline properties', () => {
  const places = fc.constantFrom<[string, string | undefined]>(
    ['GB', undefined],
    ['GB', 'SCT'],
    ['GB', 'NIR'],
    ['IE', undefined],
    ['US', undefined],
    ['ZA', undefined],
  );
  const instant = fc.integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2035, 11, 31) }).map((ms) => new Date(ms));
  const reviewOffset = fc.integer({ min: -2 * HOUR, max: 6 * 24 * HOUR });

  it('for any clock and review time, a listing opens now or 1 hour before review, and closes one working day later', () => {
    fc.assert(
      fc.property(instant, reviewOffset, fc.boolean(), places, (now, offset, scheduled, [country, region]) => {
        const reviewAt = plus(now, offset);
        const { opensAt, closesAt } = listingTimeline({ now, reviewAt, scheduled }, country, region);
        const expectedOpen = scheduled ? Math.max(now.getTime(), reviewAt.getTime() - HOUR) : now.getTime();
        expect(opensAt.getTime()).toBe(expectedOpen);
        expect(isWorkingDay(closesAt, country, region)).toBe(true);
        expect(workingDaysBetween(opensAt, closesAt, country, region)).toBe(1);
        // The same local time a working day later: at least 23 hours, even across a change of the clocks.
        expect(closesAt.getTime() - opensAt.getTime()).toBeGreaterThanOrEqual(23 * HOUR);
      }),
    );
  });

  it('for any clock, a scheduled listing’s future review time is always acceptable', () => {
    fc.assert(
      fc.property(instant, fc.integer({ min: 1, max: 30 * 24 * HOUR }), places, (now, offset, [country, region]) => {
        const reviewAt = plus(now, offset);
        const timeline = listingTimeline({ now, reviewAt, scheduled: true }, country, region);
        expect(reviewTimeIssue(reviewAt, now, timeline)).toBeNull();
      }),
    );
  });

  it('for any clock and review time, the review time is accepted exactly when now < review <= closes − 30 min', () => {
    fc.assert(
      fc.property(instant, reviewOffset, fc.boolean(), places, (now, offset, scheduled, [country, region]) => {
        const reviewAt = plus(now, offset);
        const timeline = listingTimeline({ now, reviewAt, scheduled }, country, region);
        const issue = reviewTimeIssue(reviewAt, now, timeline);
        if (reviewAt.getTime() <= now.getTime()) expect(issue).toBe(messages.trading.reviewTimeInPast);
        else if (reviewAt.getTime() > timeline.closesAt.getTime() - 30 * MINUTE) expect(issue).not.toBeNull();
        else expect(issue).toBeNull();
      }),
    );
  });

  it('for any accepted review time, the listing goes live, under review at review, review elapsed at +30 min, ended at close, in that order', () => {
    const order: ListingState[] = ['scheduled', 'live', 'under-review', 'review-elapsed', 'ended'];
    fc.assert(
      fc.property(
        instant,
        reviewOffset,
        fc.boolean(),
        places,
        fc.array(fc.nat(8 * 24 * HOUR), { minLength: 2, maxLength: 12 }),
        (now, offset, scheduled, [country, region], steps) => {
          const reviewAt = plus(now, offset);
          const timeline = listingTimeline({ now, reviewAt, scheduled }, country, region);
          fc.pre(reviewTimeIssue(reviewAt, now, timeline) === null);
          const facts = { status: 'active' as const, reviewAt, archivedAt: null, vetted: true, ...timeline };
          expect(timeline.opensAt.getTime()).toBeLessThanOrEqual(reviewAt.getTime());
          expect(offersExpireAt(reviewAt).getTime()).toBeLessThanOrEqual(timeline.closesAt.getTime());
          expect(listingState(facts, now)).toBe(timeline.opensAt.getTime() > now.getTime() ? 'scheduled' : 'live');
          expect(listingState(facts, plus(reviewAt, -1))).toBe(
            reviewAt.getTime() - 1 < timeline.opensAt.getTime() ? 'scheduled' : 'live',
          );
          expect(listingState(facts, reviewAt)).toBe('under-review');
          expect(listingState(facts, plus(offersExpireAt(reviewAt), -1))).toBe('under-review');
          expect(listingState(facts, timeline.closesAt)).toBe('ended');
          const states = [...steps]
            .sort((a, b) => a - b)
            .map((step) => order.indexOf(listingState(facts, plus(now, step))));
          expect(states.every((rank) => rank >= 0)).toBe(true);
          expect([...states].sort((a, b) => a - b)).toEqual(states);
        },
      ),
    );
  });
});

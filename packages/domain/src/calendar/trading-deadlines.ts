import { formatMessage, messages } from '../i18n/messages';
import { OFFER_VALIDITY_MS, SCHEDULED_OPENS_BEFORE_REVIEW_MS } from '../trading/trading-constants';
import { addWorkingDays } from './working-days';

/** Trading spec: a listing stays live for one business day before closing automatically. */
export const LISTING_LIFE_WORKING_DAYS = 1;

/** Trading spec: listings in a schedule are created four working days before review time. */
export const SCHEDULE_LEAD_WORKING_DAYS = 4;

/** When a listing that went live at `liveAt` closes: the same time one working day later. */
export function listingCloseAt(liveAt: Date, countryISO: string, region?: string | null): Date {
  return addWorkingDays(liveAt, LISTING_LIFE_WORKING_DAYS, countryISO, region);
}

/** When a scheduled listing is created: the same time four working days before its review time. */
export function scheduleCreateAt(reviewAt: Date, countryISO: string, region?: string | null): Date {
  return addWorkingDays(reviewAt, -SCHEDULE_LEAD_WORKING_DAYS, countryISO, region);
}

/** When a listing opens to buyers and when its one business day of life ends (trading §4, §9). */
export interface ListingTimeline {
  opensAt: Date;
  closesAt: Date;
}

/**
 * A listing opens now, or, when scheduled, 1 hour before its review time (now if that has passed); it closes one
 * working day after it opens.
 */
export function listingTimeline(
  input: { now: Date; reviewAt: Date; scheduled: boolean },
  countryISO: string,
  region?: string | null,
): ListingTimeline {
  const opensAt = input.scheduled
    ? new Date(Math.max(input.now.getTime(), input.reviewAt.getTime() - SCHEDULED_OPENS_BEFORE_REVIEW_MS))
    : input.now;
  return { opensAt, closesAt: listingCloseAt(opensAt, countryISO, region) };
}

/**
 * What a review time breaks, or null: it must be in the future, and its offers (valid 30 minutes after it) must
 * expire before the listing's business day of life is over.
 */
export function reviewTimeIssue(
  reviewAt: Date,
  now: Date,
  timeline: ListingTimeline,
  timeZone = 'Europe/London',
): string | null {
  if (reviewAt.getTime() <= now.getTime()) return messages.trading.reviewTimeInPast;
  const latest = latestReviewAt(timeline);
  if (reviewAt.getTime() > latest.getTime()) {
    return formatMessage(messages.trading.reviewTimeTooLate, {
      latest: new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(latest),
    });
  }
  return null;
}

/** The latest review time a listing opening at `opensAt` can have. */
export function latestReviewAt(timeline: ListingTimeline): Date {
  return new Date(timeline.closesAt.getTime() - OFFER_VALIDITY_MS);
}

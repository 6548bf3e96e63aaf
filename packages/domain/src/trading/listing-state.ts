import { messages } from '../i18n/messages';
import { DEFAULT_REVIEW_AFTER_MS, LISTING_EDIT_CUTOFF_MS, OFFER_VALIDITY_MS } from './trading-constants';

/** §4: what a listing stores; everything else is derived from these facts and the clock. */
export const LISTING_STORED_STATUSES = ['active', 'closed', 'traded'] as const;
export type ListingStoredStatus = (typeof LISTING_STORED_STATUSES)[number];

/** §4: the states a listing is seen in. */
export const LISTING_STATES = [
  'pending',
  'scheduled',
  'live',
  'under-review',
  'review-elapsed',
  'ended',
  'traded',
  'archived',
] as const;
export type ListingState = (typeof LISTING_STATES)[number];

/** The seller's tabs (§2: live, scheduled, under review, ended) and the states each shows. */
export const LISTING_TABS = {
  live: ['live', 'pending'],
  scheduled: ['scheduled'],
  review: ['under-review', 'review-elapsed'],
  ended: ['ended', 'traded', 'archived'],
} as const satisfies Record<string, readonly ListingState[]>;
export type ListingTab = keyof typeof LISTING_TABS;

export interface ListingTimeFacts {
  status: ListingStoredStatus;
  opensAt: Date;
  reviewAt: Date;
  closesAt: Date;
  archivedAt: Date | null;
  /** The seller's organisation is vetted; a listing waits as pending while it is not (§4). */
  vetted: boolean;
}

/** §9: offers on a listing stay valid until 30 minutes after its review time. */
export function offersExpireAt(reviewAt: Date): Date {
  return new Date(reviewAt.getTime() + OFFER_VALIDITY_MS);
}

/** The review time a listing form starts with: three hours from `now`, on the hour of the device's clock. */
export function defaultReviewAt(now: Date): Date {
  const reviewAt = new Date(now.getTime() + DEFAULT_REVIEW_AFTER_MS);
  reviewAt.setMinutes(0, 0, 0);
  return reviewAt;
}

/** §4: a listing can be edited until 60 minutes before its review time. */
export function editCutoffAt(reviewAt: Date): Date {
  return new Date(reviewAt.getTime() - LISTING_EDIT_CUTOFF_MS);
}

/**
 * The state a listing is in at `now` (docs/trading.md has the diagram). Stored `closed` and `traded` are final;
 * an active listing moves through scheduled, live, under review and review time elapsed by the clock alone, and
 * ends when its one business day of life is over, whether or not the closing job has run yet.
 */
export function listingState(listing: ListingTimeFacts, now: Date): ListingState {
  if (listing.archivedAt) return 'archived';
  if (listing.status === 'traded') return 'traded';
  if (listing.status === 'closed') return 'ended';
  const t = now.getTime();
  if (t >= listing.closesAt.getTime()) return 'ended';
  if (!listing.vetted) return 'pending';
  if (t < listing.opensAt.getTime()) return 'scheduled';
  if (t < listing.reviewAt.getTime()) return 'live';
  if (t < offersExpireAt(listing.reviewAt).getTime()) return 'under-review';
  return 'review-elapsed';
}

/** Whether a listing reviewed at `reviewAt` is still before its edit cutoff at `now`. */
export const beforeEditCutoff = (reviewAt: Date, now: Date): boolean =>
  now.getTime() < editCutoffAt(reviewAt).getTime();

/** The seller may edit an active listing until the cutoff; after it only end or re-list (§4). */
export function canEditListing(listing: ListingTimeFacts, now: Date): boolean {
  const state = listingState(listing, now);
  const open = state === 'pending' || state === 'scheduled' || state === 'live';
  return open && beforeEditCutoff(listing.reviewAt, now);
}

/**
 * §4 'changing the edit cutoff is not allowed': an edit may move the review time only where its edit cutoff is
 * still to come, so an edit can never bring the listing past its own cutoff (a review 30 minutes away).
 */
export function editedReviewTimeIssue(reviewAt: Date, now: Date): string | null {
  return beforeEditCutoff(reviewAt, now) ? null : messages.trading.reviewTimeInsideCutoff;
}

/** An active listing (not ended, traded or archived) can be ended by its seller. */
export function canEndListing(listing: ListingTimeFacts, now: Date): boolean {
  const state = listingState(listing, now);
  return state !== 'ended' && state !== 'traded' && state !== 'archived';
}

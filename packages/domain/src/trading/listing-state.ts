import { messages } from '../i18n/messages';
import { stateOf, type StateTable } from '../platform/state-table';
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

/** The facts a listing's state is read from; `offersExpireAt` is stored beside the review time it follows. */
export type ListingStateFact =
  'archivedAt' | 'status' | 'closesAt' | 'vetted' | 'opensAt' | 'reviewAt' | 'offersExpireAt';

/**
 * The state a listing is in (docs/trading.md has the diagram), the first that applies. Stored `closed` and `traded`
 * are final; an active listing moves through scheduled, live, under review and review time elapsed by the clock
 * alone, and ends when its one business day of life is over, whether or not the closing job has run yet. The
 * trading searches count and filter by the SQL the API builds from this same table.
 */
export const LISTING_STATE_TABLE: StateTable<ListingState, ListingStateFact> = {
  rules: [
    { state: 'archived', when: { set: 'archivedAt' } },
    { state: 'traded', when: { fact: 'status', in: ['traded'] } },
    { state: 'ended', when: { any: [{ fact: 'status', in: ['closed'] }, { reached: 'closesAt' }] } },
    { state: 'pending', when: { not: 'vetted' } },
    { state: 'scheduled', when: { before: 'opensAt' } },
    { state: 'live', when: { before: 'reviewAt' } },
    { state: 'under-review', when: { before: 'offersExpireAt' } },
  ],
  otherwise: { state: 'review-elapsed' },
};

/** The state a listing is in at `now`, by LISTING_STATE_TABLE. */
export function listingState(listing: ListingTimeFacts, now: Date): ListingState {
  const { archivedAt, status, closesAt, vetted, opensAt, reviewAt } = listing;
  const facts = { archivedAt, status, closesAt, vetted, opensAt, reviewAt, offersExpireAt: offersExpireAt(reviewAt) };
  return stateOf(LISTING_STATE_TABLE, facts, now);
}

/** Whether a listing reviewed at `reviewAt` is still before its edit cutoff at `now`. */
const beforeEditCutoff = (reviewAt: Date, now: Date): boolean => now.getTime() < editCutoffAt(reviewAt).getTime();

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

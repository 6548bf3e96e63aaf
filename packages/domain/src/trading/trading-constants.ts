/** Trading §9, every time limit of the marketplace in one place. */
const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

/** Price offer validity: 30 minutes after the seller's review time. */
export const OFFER_VALIDITY_MS = 30 * MINUTE_MS;
/** A scheduled listing opens to buyers 1 hour before its review time. */
export const SCHEDULED_OPENS_BEFORE_REVIEW_MS = HOUR_MS;
/** A listing can be edited until 60 minutes before its review time. */
export const LISTING_EDIT_CUTOFF_MS = 60 * MINUTE_MS;
/** Reopen requests and trade requests give the buyer 2 hours to answer. */
export const REOPEN_RESPONSE_MS = 2 * HOUR_MS;
export const TRADE_REQUEST_RESPONSE_MS = 2 * HOUR_MS;
/** The buyer sends the contract within 72 hours of the trade, otherwise the seller may request one. */
export const CONTRACT_DUE_MS = 72 * HOUR_MS;
/** A new listing, or a re-listing, is offered a review time three hours ahead until the seller picks one. */
export const DEFAULT_REVIEW_AFTER_MS = 3 * HOUR_MS;
/** How long before the offers expire the seller is warned ("offer expiring soon"). */
export const OFFERS_EXPIRING_WARNING_MS = 10 * MINUTE_MS;
/**
 * §2: an inactive trade-acceptance page ends the session. The spec gives no figure; 15 minutes is a common
 * banking-grade idle limit and longer than the 30-minute offer window's busiest stretch needs.
 */
export const TRADE_PAGE_IDLE_MS = 15 * MINUTE_MS;

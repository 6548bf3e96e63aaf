import { canEndListing, type ListingTimeFacts } from './listing-state';
import { reopenState, tradeRequestState, type TradeRequestOutcome } from './trade-rules';

/**
 * Trading §5 'a business unit linked to crops or a listing cannot be deleted': which of a farm's listings and trade
 * requests still hold it. A listing holds its farm until nothing more can happen on it: while it is active (pending
 * vetting, scheduled, live, under review or past its review until its day is over), while a reopen request on one of
 * its offers waits for the buyer (it may still become a trade), and while any of its trades waits for the buyer's
 * contract. An ended, traded or archived listing with none of these no longer holds it.
 */
export interface FarmListingFacts extends Omit<ListingTimeFacts, 'vetted'> {
  /** Its trades whose contract the buyer has not sent yet. */
  tradesAwaitingContract: number;
  /** When the latest reopen request still stored as pending on its offers lapses, if there is one. */
  pendingReopenExpiresAt: Date | null;
}

export function listingHoldsFarm(listing: FarmListingFacts, now: Date): boolean {
  // Whether the seller is vetted does not matter here: a pending listing is as active as a live one.
  if (canEndListing({ ...listing, vetted: true }, now)) return true;
  if (listing.tradesAwaitingContract > 0) return true;
  const reopen = listing.pendingReopenExpiresAt;
  return reopen !== null && reopenState({ status: 'pending', expiresAt: reopen }, now) === 'pending';
}

/** A trade request sent from a farm holds it while the buyer may still answer, and while its trade awaits the contract. */
interface FarmTradeRequestFacts {
  status: 'active' | 'closed';
  outcome: TradeRequestOutcome | null;
  expiresAt: Date;
  tradeAwaitingContract: boolean;
}

export function tradeRequestHoldsFarm(request: FarmTradeRequestFacts, now: Date): boolean {
  return tradeRequestState(request, now).status === 'active' || request.tradeAwaitingContract;
}

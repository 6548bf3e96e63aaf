import { z } from '../zod';
import { formatMessage, messages } from '../i18n/messages';
import { stateOf, type StateTable } from '../platform/state-table';
import type { ValidationIssue } from '../platform/envelope';
import { currencySchema } from '../units/money';
import { QUANTITY_MAX_KG } from '../inventory/movement-rules';
import { offersExpireAt, type ListingState } from './listing-state';
import { outsideRange, tonnes, unitPriceSchema } from './listing-schemas';
import { monthSchema } from './movement-months';

/** §4 bid states; `under-review` and `expired` are also derived from the clock when read. */
export const BID_STORED_STATUSES = ['sent', 'updated', 'accepted', 'declined', 'withdrawn', 'expired'] as const;
export type BidStoredStatus = (typeof BID_STORED_STATUSES)[number];
export const BID_STATES = ['sent', 'updated', 'under-review', 'accepted', 'declined', 'withdrawn', 'expired'] as const;
export type BidState = (typeof BID_STATES)[number];

const positiveKg = z.number().int().min(1).max(QUANTITY_MAX_KG);

/** §6: an offer is its sender's to change; a colleague in the same business may see it but not change it. */
export const sentOffer = (offer: { buyerUserId: string }, userId: string | null | undefined): boolean =>
  offer.buyerUserId === userId;

/**
 * §4, §6: whether this person may change the offer now: they sent it, it is sent or updated (not yet under review),
 * and its listing is still live. The API refuses a change on the same terms.
 */
export function canChangeOffer(
  offer: { buyerUserId: string; state: BidState; listingState: ListingState },
  userId: string | null | undefined,
): boolean {
  return (
    sentOffer(offer, userId) && (offer.state === 'sent' || offer.state === 'updated') && offer.listingState === 'live'
  );
}

/** §3 movement period: one price per unit (a tonne) for one movement month, with an optional premium. */
const bidOptionInputSchema = z.strictObject({
  month: monthSchema,
  pricePerUnit: unitPriceSchema,
  premium: z.int().min(0).max(99_999_999).nullable().optional(),
  notes: z.string().trim().max(500).nullable().optional(),
});
const bidFields = {
  options: z.array(bidOptionInputSchema).min(1, messages.trading.optionsRequired).max(24),
  quantityMinKg: positiveKg,
  quantityMaxKg: positiveKg,
  note: z.string().trim().max(1000).nullable().optional(),
  currency: currencySchema.default('GBP'),
};

/** POST /api/trading/bids. */
export const bidCreateSchema = z.strictObject({ listingId: z.uuid(), ...bidFields });
export type BidCreate = z.infer<typeof bidCreateSchema>;

/** PATCH /api/trading/bids/{id}: the whole offer again; it replaces the one sent (§4). */
export const bidEditSchema = z.strictObject(bidFields);
export type BidEdit = z.infer<typeof bidEditSchema>;

/** PATCH /api/trading/bids/{id}/accept: one option, how much is sold, and whether the listing stays open. */
export const bidAcceptSchema = z.strictObject({
  optionId: z.uuid(),
  quantityKg: positiveKg.optional(),
  /** §4: after a trade the seller may keep the listing open for the remaining tonnage. */
  keepOpen: z.boolean().default(false),
});
export type BidAccept = z.infer<typeof bidAcceptSchema>;

/** POST /api/trading/bids/{id}/expired-bid-offer: the seller asks the buyer to trade at an expired price. */
export const reopenRequestSchema = z.strictObject({
  optionId: z.uuid(),
  quantityKg: positiveKg.optional(),
  note: z.string().trim().max(1000).nullable().optional(),
});
export type ReopenRequestInput = z.infer<typeof reopenRequestSchema>;

/** PATCH /api/trading/bids/{id}/contract: the buyer's contract details for the trade. */
export const contractDetailsSchema = z.strictObject({
  contractNumber: z.string().trim().min(1, messages.validation.required).max(100),
  fileId: z.uuid().nullable().optional(),
  notes: z.string().trim().max(2000).nullable().optional(),
});
export type ContractDetails = z.infer<typeof contractDetailsSchema>;

interface BidTimeFacts {
  status: BidStoredStatus;
  /** The listing's review time: offers are under review from it and expire 30 minutes after. */
  reviewAt: Date;
}

/** The facts an offer's state is read from: its status, its listing's review time and its expiry (30 minutes on). */
export type BidStateFact = 'status' | 'reviewAt' | 'expiresAt';

const OPEN: readonly BidStoredStatus[] = ['sent', 'updated'];

/**
 * The state of an offer: sent or updated until the review time, then under review, then expired; the other stored
 * statuses are final. The buyer's offer search counts and filters by the SQL the API builds from this same table.
 */
export const BID_STATE_TABLE: StateTable<BidState, BidStateFact> = {
  rules: [
    { state: 'expired', when: { all: [{ fact: 'status', in: OPEN }, { reached: 'expiresAt' }] } },
    { state: 'under-review', when: { all: [{ fact: 'status', in: OPEN }, { reached: 'reviewAt' }] } },
  ],
  otherwise: { fact: 'status' },
};

/** The state of an offer at `now`, by BID_STATE_TABLE. */
export function bidState(bid: BidTimeFacts, now: Date): BidState {
  const facts = { status: bid.status, reviewAt: bid.reviewAt, expiresAt: offersExpireAt(bid.reviewAt) };
  return stateOf(BID_STATE_TABLE, facts, now);
}

/** What an offer in a final state says to anyone who would still act on it. */
const FINAL_ISSUES = {
  accepted: messages.trading.offerAccepted,
  declined: messages.trading.offerDeclined,
  withdrawn: messages.trading.offerWithdrawn,
} as const;

const WITHDRAW_ISSUES: Record<BidState, string | null> = {
  sent: null,
  updated: null,
  'under-review': null,
  expired: messages.trading.withdrawTooLate,
  ...FINAL_ISSUES,
};

const ACCEPT_ISSUES: Record<BidState, string | null> = {
  sent: messages.trading.acceptBeforeReview,
  updated: messages.trading.acceptBeforeReview,
  'under-review': null,
  expired: messages.trading.offerExpired,
  ...FINAL_ISSUES,
};

/** §4: a buyer may withdraw until the acceptance timeframe (30 minutes after review) has passed. */
export function withdrawIssue(state: BidState): string | null {
  return WITHDRAW_ISSUES[state];
}

/** The seller may accept only an offer under review (§4); what it says when the offer is in any other state. */
export function acceptIssue(state: BidState): string | null {
  return ACCEPT_ISSUES[state];
}

interface ListingTerms {
  quantityMinKg: number;
  quantityMaxKg: number;
  movementMonths: readonly string[];
}

/** What an offer breaks against its listing: months it may price, each once, and a quantity inside the listing's. */
export function bidIssues(listing: ListingTerms, bid: BidEdit): ValidationIssue[] {
  const issues: ValidationIssue[] = [];
  const seen = new Set<string>();
  bid.options.forEach((option, index) => {
    if (!listing.movementMonths.includes(option.month)) {
      issues.push({ field: `options.${index}.month`, message: messages.trading.optionMonthUnknown });
    } else if (seen.has(option.month)) {
      issues.push({ field: `options.${index}.month`, message: messages.trading.optionMonthRepeated });
    }
    seen.add(option.month);
  });
  if (bid.quantityMinKg > bid.quantityMaxKg) {
    issues.push({ field: 'quantityMinKg', message: messages.trading.quantityMinAboveMax });
  }
  const outside = outsideRange(
    messages.trading.bidQuantityOutsideListing,
    listing.quantityMinKg,
    listing.quantityMaxKg,
  );
  if (bid.quantityMinKg < listing.quantityMinKg || bid.quantityMinKg > listing.quantityMaxKg) {
    issues.push({ field: 'quantityMinKg', message: outside });
  }
  if (bid.quantityMaxKg < listing.quantityMinKg || bid.quantityMaxKg > listing.quantityMaxKg) {
    issues.push({ field: 'quantityMaxKg', message: outside });
  }
  return issues;
}

/**
 * How much a trade sells: the quantity asked for, or else as much of the offer as the listing has left. It must lie
 * within the listed min and max, within the offer's, and within what is left (§5), so acceptances together never
 * exceed the listing's tonnage.
 */
export function tradeQuantity(
  listing: { quantityMinKg: number; quantityMaxKg: number; tradedKg: number },
  bid: { quantityMinKg: number; quantityMaxKg: number },
  asked: number | undefined,
): { quantityKg: number } | { issue: ValidationIssue } {
  const remaining = Math.max(0, listing.quantityMaxKg - listing.tradedKg);
  const quantityKg = asked ?? Math.min(bid.quantityMaxKg, remaining);
  const field = 'quantityKg';
  if (quantityKg < listing.quantityMinKg || quantityKg > listing.quantityMaxKg) {
    const message =
      asked === undefined && remaining < listing.quantityMinKg
        ? formatMessage(messages.trading.quantityOverRemaining, { remaining: tonnes(remaining) })
        : outsideRange(messages.trading.quantitySoldOutside, listing.quantityMinKg, listing.quantityMaxKg);
    return { issue: { field, message } };
  }
  if (quantityKg < bid.quantityMinKg || quantityKg > bid.quantityMaxKg) {
    return {
      issue: {
        field,
        message: outsideRange(messages.trading.bidQuantityOutsideOffer, bid.quantityMinKg, bid.quantityMaxKg),
      },
    };
  }
  if (quantityKg > remaining) {
    return {
      issue: {
        field,
        message: formatMessage(messages.trading.quantityOverRemaining, { remaining: tonnes(remaining) }),
      },
    };
  }
  return { quantityKg };
}

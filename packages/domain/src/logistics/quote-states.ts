/**
 * A carrier's quote for a job (trading-logistics §4 Quote): requested when the organiser asks the carrier, awaiting
 * pricing once the carrier has opened it, submitted with a price; then accepted (which declines every other quote
 * of the job, and assigns the job to that carrier), declined, or cancelled (the organiser withdrew the request, or
 * the job was cancelled).
 */
export const QUOTE_STATUSES = [
  'requested',
  'awaiting-pricing',
  'submitted',
  'accepted',
  'declined',
  'cancelled',
] as const;
export type QuoteStatus = (typeof QUOTE_STATUSES)[number];

export const QUOTE_TRANSITIONS: Readonly<Record<QuoteStatus, readonly QuoteStatus[]>> = {
  requested: ['awaiting-pricing', 'submitted', 'declined', 'cancelled'],
  'awaiting-pricing': ['submitted', 'declined', 'cancelled'],
  // A submitted price may be revised (submitted again) until the organiser decides.
  submitted: ['submitted', 'accepted', 'declined', 'cancelled'],
  accepted: [],
  declined: [],
  cancelled: [],
};

export const canMoveQuote = (from: QuoteStatus, to: QuoteStatus): boolean => QUOTE_TRANSITIONS[from].includes(to);

/** Still waiting on someone: the quote is neither accepted, declined nor cancelled. */
export const quoteOpen = (status: QuoteStatus): boolean => QUOTE_TRANSITIONS[status].length > 0;

import { z } from '../zod';
import { messages } from '../i18n/messages';
import { listQuerySchema } from '../platform/pagination';
import { minorToMajor, priceIssue } from '../units/money';
import { JOB_STATUSES, JOB_TYPES, STOP_TYPES, WAYPOINT_TYPES, type JobStatus } from './job-states';
import { canMoveQuote, QUOTE_STATUSES, type QuoteStatus } from './quote-states';

/** Carriers one request may ask at once: more than any organiser compares side by side. */
export const QUOTE_CARRIERS_MAX = 20;

/** A carrier's note beside its price. */
export const QUOTE_NOTE_MAX = 500;

/** §4 Quote: the jobs that take quote requests, and so quotes' prices and acceptance. */
const QUOTING_JOB_STATUSES: readonly JobStatus[] = ['awaiting-quotes', 'out-for-quote'];

/** Carriers may be asked (again) while the job has no carrier. */
export const jobTakesQuotes = (status: JobStatus): boolean => QUOTING_JOB_STATUSES.includes(status);

/** Who acts on a quote: the organiser who asked, or the carrier asked. */
export type QuoteSide = 'organiser' | 'carrier';

/** What each side may do to a quote; 'open' is the carrier first reading the request. */
export const QUOTE_ACTIONS = ['open', 'submit', 'decline', 'accept', 'cancel'] as const;
export type QuoteAction = (typeof QUOTE_ACTIONS)[number];

const ACTION_TARGETS: Readonly<Record<QuoteAction, { side: QuoteSide; to: QuoteStatus }>> = {
  open: { side: 'carrier', to: 'awaiting-pricing' },
  submit: { side: 'carrier', to: 'submitted' },
  decline: { side: 'carrier', to: 'declined' },
  accept: { side: 'organiser', to: 'accepted' },
  cancel: { side: 'organiser', to: 'cancelled' },
};

/**
 * The actions a side may take on a quote in its state, while its job still takes quotes (§4 Quote): the carrier
 * opens, prices (and re-prices) or declines; the organiser accepts a submitted price or withdraws the request.
 */
export function quoteActions(side: QuoteSide, status: QuoteStatus, jobStatus: JobStatus): QuoteAction[] {
  if (!jobTakesQuotes(jobStatus)) return [];
  return QUOTE_ACTIONS.filter((action) => {
    const target = ACTION_TARGETS[action];
    return target.side === side && canMoveQuote(status, target.to);
  });
}

/** The state a quote moves to when a side takes an action. */
export const quoteActionTarget = (action: QuoteAction): QuoteStatus => ACTION_TARGETS[action].to;

/**
 * A quote's price: the whole job's, in pence, by trading's price rules (at least 0.01, below 1 million, not a
 * dummy value).
 */
export const quotePriceSchema = z.int().superRefine((minor, ctx) => {
  const issue = priceIssue(minorToMajor(minor));
  if (issue) ctx.addIssue({ code: 'custom', message: issue, input: minor });
});

/** POST /api/logistics/jobs/{id}/quotes: the carriers to ask (§5 'At least one carrier must be selected'). */
export const quoteRequestSchema = z.strictObject({
  carrierOrganisationIds: z.array(z.uuid()).min(1, messages.logistics.carrierRequired).max(QUOTE_CARRIERS_MAX),
});
export type QuoteRequest = z.infer<typeof quoteRequestSchema>;

/** POST /api/logistics/quotes/{id}/submit: the carrier's price for the job, and a note. */
export const quoteSubmitSchema = z.strictObject({
  priceMinor: quotePriceSchema,
  note: z.string().trim().max(QUOTE_NOTE_MAX).nullable().optional(),
});
export type QuoteSubmit = z.infer<typeof quoteSubmitSchema>;

/** POST /api/logistics/carriers/{carrierId}/terms/agreement: the version the organiser read and agrees to. */
export const termsAgreementSchema = z.strictObject({ version: z.int().min(1).max(1_000_000) });
export type TermsAgreementInput = z.infer<typeof termsAgreementSchema>;

/** GET /api/logistics/quote-requests: the carrier's quotes, optionally of one state. */
export const quoteRequestsQuerySchema = listQuerySchema.extend({ status: z.enum(QUOTE_STATUSES).optional() });
export type QuoteRequestsQuery = z.infer<typeof quoteRequestsQuerySchema>;

/** GET /api/logistics/carriers/{carrierId}/terms, as the organiser reads them before agreeing. */
export const carrierTermsViewSchema = z.object({
  carrierOrganisationId: z.uuid(),
  carrierName: z.string(),
  /** Null when the carrier has written no terms: there is then nothing to agree. */
  version: z.int().nullable(),
  content: z.string().nullable(),
  updatedAt: z.string().nullable(),
  /** The organisation agreed this version (or there is none to agree). */
  agreed: z.boolean(),
  agreedAt: z.string().nullable(),
});
export type CarrierTermsView = z.infer<typeof carrierTermsViewSchema>;

/** One quote as either side reads it; `actions` are what the reader may do now. */
export const quoteViewSchema = z.object({
  id: z.uuid(),
  jobId: z.uuid(),
  jobReference: z.string(),
  jobStatus: z.enum(JOB_STATUSES),
  carrierOrganisationId: z.uuid(),
  carrierName: z.string(),
  organiserName: z.string(),
  status: z.enum(QUOTE_STATUSES),
  priceMinor: z.int().nullable(),
  currency: z.literal('GBP'),
  note: z.string().nullable(),
  requestedAt: z.string(),
  submittedAt: z.string().nullable(),
  decidedAt: z.string().nullable(),
  /** The carrier's current terms: their version (null: none written) and whether the organiser agreed them. */
  termsVersion: z.int().nullable(),
  termsAgreed: z.boolean(),
  actions: z.array(z.enum(QUOTE_ACTIONS)),
});
export type QuoteView = z.infer<typeof quoteViewSchema>;

/** A stop as the carrier pricing the job sees it. */
export const quoteStopSchema = z.object({
  position: z.int(),
  type: z.enum(STOP_TYPES),
  waypointType: z.enum(WAYPOINT_TYPES),
  name: z.string(),
  postcode: z.string().nullable(),
});

/** What a carrier needs to price a job: where and when, how much, and the route's length. */
export const quoteJobSummarySchema = z.object({
  reference: z.string(),
  type: z.enum(JOB_TYPES),
  pickupAt: z.string(),
  stops: z.array(quoteStopSchema),
  loadsWeightKg: z.number(),
  loadsCount: z.int(),
  distanceMetres: z.number().nullable(),
  requireGrainSample: z.boolean(),
  driverNotes: z.string().nullable(),
});
export type QuoteJobSummary = z.infer<typeof quoteJobSummarySchema>;

/** GET /api/logistics/quote-requests: a carrier's quote with the job it prices. */
export const quoteRequestViewSchema = quoteViewSchema.extend({ job: quoteJobSummarySchema });
export type QuoteRequestView = z.infer<typeof quoteRequestViewSchema>;

/** GET and POST /api/logistics/jobs/{id}/quotes: the organiser's job and its quotes side by side. */
export const jobQuotesViewSchema = z.object({
  job: quoteJobSummarySchema.extend({ id: z.uuid(), status: z.enum(JOB_STATUSES), carrierName: z.string().nullable() }),
  quotes: z.array(quoteViewSchema),
});
export type JobQuotesView = z.infer<typeof jobQuotesViewSchema>;

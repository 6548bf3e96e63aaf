import { z } from '../zod';
import { messages } from '../i18n/messages';
import { currencySchema } from '../units/money';
import { KG_PER_TONNE, WEIGHT_UNITS } from '../units/units';
import { QUANTITY_MAX_KG } from '../inventory/movement-rules';
import { tradeLabelsSchema } from '../contracts/contract-labels';
import { BID_STATES } from './bid-rules';
import type { ValidationIssue } from '../platform/envelope';
import { collectionAddressSchema, HAULAGE_TYPES, outsideRange, unitPriceSchema } from './listing-schemas';
import { LISTING_STATES } from './listing-state';
import { monthSchema } from './movement-months';
import { CONTRACT_DUE_MS, REOPEN_RESPONSE_MS, TRADE_REQUEST_RESPONSE_MS } from './trading-constants';

/** A reopen request (§4): waiting for the buyer's answer for 2 hours, then accepted, declined or expired. */
const REOPEN_STATUSES = ['pending', 'accepted', 'declined', 'expired'] as const;
export type ReopenStatus = (typeof REOPEN_STATUSES)[number];

export const reopenDeadline = (requestedAt: Date) => new Date(requestedAt.getTime() + REOPEN_RESPONSE_MS);

/** Pending until the buyer answers or the 2 hours pass, whichever is first. */
export function reopenState(request: { status: ReopenStatus; expiresAt: Date }, now: Date): ReopenStatus {
  if (request.status === 'pending' && now.getTime() >= request.expiresAt.getTime()) return 'expired';
  return request.status;
}

/** §4 trade: the contract is due from the buyer within 72 hours, otherwise the seller may request one. */
const CONTRACT_STATES = ['awaiting', 'overdue', 'received'] as const;
export type ContractState = (typeof CONTRACT_STATES)[number];

export const contractDueAt = (acceptedAt: Date) => new Date(acceptedAt.getTime() + CONTRACT_DUE_MS);

/**
 * What a trade is worth, in minor units: the price per tonne with its premium, times the tonnes sold, rounded to the
 * penny (half up). The trade's answer and the seller's confirmation before accepting both say this figure. Whole
 * tonnes are priced apart from the kilograms left over, so the sum stays exact for every price and quantity the API
 * takes (price x kilograms would pass 2^53).
 */
export function tradeValue(trade: { pricePerUnit: number; premium?: number | null; quantityKg: number }): number {
  const price = trade.pricePerUnit + (trade.premium ?? 0);
  const wholeTonnes = Math.floor(trade.quantityKg / KG_PER_TONNE);
  const kgOver = trade.quantityKg - wholeTonnes * KG_PER_TONNE;
  return price * wholeTonnes + Math.floor((2 * price * kgOver + KG_PER_TONNE) / (2 * KG_PER_TONNE));
}

export function contractState(
  trade: { contractReceivedAt: Date | null; contractDueAt: Date },
  now: Date,
): ContractState {
  if (trade.contractReceivedAt) return 'received';
  return now.getTime() >= trade.contractDueAt.getTime() ? 'overdue' : 'awaiting';
}

/** How a trade came about. Every trade is standard until Advance Pay arrives (§4). */
const TRADE_ORIGINS = ['offer', 'reopen', 'trade-request'] as const;

const reopenRequestViewSchema = z.object({
  id: z.uuid(),
  optionId: z.uuid(),
  quantityKg: z.number(),
  note: z.string().nullable(),
  status: z.enum(REOPEN_STATUSES),
  requestedAt: z.string(),
  expiresAt: z.string(),
  answeredAt: z.string().nullable(),
});
export type ReopenRequestView = z.infer<typeof reopenRequestViewSchema>;

export const tradeViewSchema = z.object({
  id: z.uuid(),
  reference: z.string(),
  origin: z.enum(TRADE_ORIGINS),
  type: z.literal('standard'),
  listingId: z.uuid().nullable(),
  bidId: z.uuid().nullable(),
  optionId: z.uuid().nullable(),
  tradeRequestId: z.uuid().nullable(),
  commodityId: z.string(),
  month: monthSchema,
  quantityKg: z.number(),
  pricePerUnit: z.number(),
  premium: z.number().nullable(),
  currency: currencySchema,
  totalPrice: z.number(),
  sellerOrganisationName: z.string(),
  buyerOrganisationName: z.string(),
  acceptedAt: z.string(),
  contractDueAt: z.string(),
  contractState: z.enum(CONTRACT_STATES),
  contract: z
    .object({ contractNumber: z.string(), fileId: z.uuid().nullable(), notes: z.string().nullable() })
    .nullable(),
  contractRequestedAt: z.string().nullable(),
  /** The sales contract the trade opened for both sides (GET /trading/contracts/{id}); none for a trade without one. */
  contractId: z.uuid().nullable(),
  /** §4 'Other labels': from the trade's contract (contract-labels.ts). */
  labels: tradeLabelsSchema,
  collection: collectionAddressSchema.nullable(),
  haulage: z.enum(HAULAGE_TYPES).nullable(),
});
export type TradeView = z.infer<typeof tradeViewSchema>;

const bidOptionViewSchema = z.object({
  id: z.uuid(),
  month: monthSchema,
  startDate: z.string(),
  endDate: z.string(),
  pricePerUnit: z.number(),
  premium: z.number().nullable(),
  notes: z.string().nullable(),
  accepted: z.boolean(),
});

/** A price offer as both sides see it: the buyer's name is always shown to the seller (§3). */
export const bidViewSchema = z.object({
  id: z.uuid(),
  listingId: z.uuid(),
  listingReference: z.string(),
  listingState: z.enum(LISTING_STATES),
  commodityId: z.string(),
  quantityUnit: z.enum(WEIGHT_UNITS),
  state: z.enum(BID_STATES),
  options: z.array(bidOptionViewSchema),
  quantityMinKg: z.number(),
  quantityMaxKg: z.number(),
  note: z.string().nullable(),
  currency: currencySchema,
  buyerOrganisationId: z.uuid(),
  buyerOrganisationName: z.string(),
  /** Who sent it: only they change it; a colleague is blocked (§6). */
  buyerUserId: z.uuid(),
  buyerName: z.string(),
  sellerOrganisationName: z.string().nullable(),
  reviewAt: z.string(),
  expiresAt: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  revision: z.number(),
  /** Who is looking: the seller accepts and reopens, the buyer edits and withdraws. */
  side: z.enum(['seller', 'buyer']),
  reopenRequest: reopenRequestViewSchema.nullable(),
  trade: tradeViewSchema.nullable(),
});
export type BidView = z.infer<typeof bidViewSchema>;

/**
 * GET /trading/buyer/dashboard (§7): where the buyer's business stands now. Its offers still open (sent, changed,
 * under review, or expired with a reopen request waiting on its answer), soonest deadline first, and counts of what
 * waits on it: reopen requests to answer, contracts to send (due and overdue), and listings open for offers.
 */
export const buyerDashboardSchema = z.object({
  openOffers: z.array(bidViewSchema),
  reopenRequests: z.number().int(),
  contractsDue: z.number().int(),
  contractsOverdue: z.number().int(),
  listingsOpen: z.number().int(),
});
export type BuyerDashboard = z.infer<typeof buyerDashboardSchema>;

/** Wanted listings (buyers') and trade requests (a seller asking a buyer to trade): active and closed (§4). */
const WANTED_STATUSES = ['active', 'closed'] as const;
const TRADE_REQUEST_STATUSES = ['active', 'closed'] as const;
const TRADE_REQUEST_OUTCOMES = ['accepted', 'declined', 'expired', 'withdrawn'] as const;
export type TradeRequestOutcome = (typeof TRADE_REQUEST_OUTCOMES)[number];

export const tradeRequestDeadline = (sentAt: Date) => new Date(sentAt.getTime() + TRADE_REQUEST_RESPONSE_MS);

/** Active until answered, withdrawn or 2 hours old; the outcome says how it closed. */
export function tradeRequestState(
  request: { status: 'active' | 'closed'; outcome: TradeRequestOutcome | null; expiresAt: Date },
  now: Date,
): { status: 'active' | 'closed'; outcome: TradeRequestOutcome | null } {
  if (request.status === 'active' && now.getTime() >= request.expiresAt.getTime()) {
    return { status: 'closed', outcome: 'expired' };
  }
  return { status: request.status, outcome: request.outcome };
}

const positiveKg = z.number().int().min(1).max(QUANTITY_MAX_KG);

/** POST /api/trading/wanted: a buyer's wanted listing. */
export const wantedCreateSchema = z
  .strictObject({
    commodityId: z.string().trim().min(1).max(60),
    commodityItemId: z.string().trim().max(60).nullable().optional(),
    quantityMinKg: positiveKg,
    quantityMaxKg: positiveKg,
    months: z.array(monthSchema).min(1).max(24),
    pricePerUnit: unitPriceSchema.nullable().optional(),
    currency: currencySchema.default('GBP'),
    deliveryPostcode: z.string().trim().max(10).nullable().optional(),
    notes: z.string().trim().max(2000).nullable().optional(),
  })
  .refine((wanted) => wanted.quantityMinKg <= wanted.quantityMaxKg, {
    message: messages.trading.quantityMinAboveMax,
    path: ['quantityMinKg'],
  });
export type WantedCreate = z.infer<typeof wantedCreateSchema>;

export const wantedViewSchema = z.object({
  id: z.uuid(),
  reference: z.string(),
  buyerOrganisationName: z.string(),
  commodityId: z.string(),
  commodityItemId: z.string().nullable(),
  quantityMinKg: z.number(),
  quantityMaxKg: z.number(),
  months: z.array(monthSchema),
  pricePerUnit: z.number().nullable(),
  currency: currencySchema,
  deliveryPostcode: z.string().nullable(),
  notes: z.string().nullable(),
  status: z.enum(WANTED_STATUSES),
  createdAt: z.string(),
  mine: z.boolean(),
});
export type WantedView = z.infer<typeof wantedViewSchema>;

/** POST /api/trading/trade-requests: the seller answers a wanted listing by asking its buyer to trade. */
export const tradeRequestCreateSchema = z.strictObject({
  wantedId: z.uuid(),
  businessUnitId: z.uuid(),
  quantityKg: positiveKg,
  month: monthSchema,
  pricePerUnit: unitPriceSchema,
  notes: z.string().trim().max(2000).nullable().optional(),
});
export type TradeRequestCreate = z.infer<typeof tradeRequestCreateSchema>;

/**
 * What a trade request breaks against the wanted listing it answers: §5 'Quantity sold must be within the listed
 * min and max', and a month the buyer asked for. The API and the ask-to-trade form check with it alike.
 */
export function tradeRequestIssues(
  wanted: { quantityMinKg: number; quantityMaxKg: number; months: readonly string[] },
  request: { quantityKg: number; month: string },
): ValidationIssue[] {
  const issues: ValidationIssue[] = [];
  if (request.quantityKg < wanted.quantityMinKg || request.quantityKg > wanted.quantityMaxKg) {
    issues.push({
      field: 'quantityKg',
      message: outsideRange(messages.trading.quantitySoldOutside, wanted.quantityMinKg, wanted.quantityMaxKg),
    });
  }
  if (!wanted.months.includes(request.month)) {
    issues.push({ field: 'month', message: messages.trading.optionMonthUnknown });
  }
  return issues;
}

/** PATCH /api/trading/trade-requests/{id}/close: the seller withdraws it or the buyer answers it. */
export const tradeRequestCloseSchema = z.strictObject({ outcome: z.enum(['accepted', 'declined', 'withdrawn']) });

export const tradeRequestViewSchema = z.object({
  id: z.uuid(),
  wantedId: z.uuid(),
  commodityId: z.string(),
  quantityKg: z.number(),
  month: monthSchema,
  pricePerUnit: z.number(),
  currency: currencySchema,
  notes: z.string().nullable(),
  schemeStatus: z.string(),
  sellerOrganisationName: z.string(),
  buyerOrganisationName: z.string(),
  status: z.enum(TRADE_REQUEST_STATUSES),
  outcome: z.enum(TRADE_REQUEST_OUTCOMES).nullable(),
  sentAt: z.string(),
  expiresAt: z.string(),
  side: z.enum(['seller', 'buyer']),
  tradeId: z.uuid().nullable(),
});
export type TradeRequestView = z.infer<typeof tradeRequestViewSchema>;

/** GET /api/trading/wanted: a buyer's own (mine=true), or every active one for sellers. */
export const wantedQuerySchema = z.strictObject({
  mine: z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .default(false),
  offset: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(100).default(25),
});

/** GET /api/trading/trades. */
export const tradesQuerySchema = z.strictObject({ limit: z.coerce.number().int().min(1).max(100).default(10) });

/** GET /api/trading/insights/prices: one crop's trades in one week (Monday, UTC); prices per tonne in minor units. */
export const tradedPriceWeekSchema = z.object({
  commodityId: z.string(),
  weekStart: z.iso.date(),
  trades: z.number().int(),
  quantityKg: z.number(),
  averagePrice: z.number(),
  lowPrice: z.number(),
  highPrice: z.number(),
});
export type TradedPriceWeek = z.infer<typeof tradedPriceWeekSchema>;

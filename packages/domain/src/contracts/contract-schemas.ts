import { z } from '../zod';
import { formatMessage, messages } from '../i18n/messages';
import type { ValidationIssue } from '../platform/envelope';
import { listQuerySchema } from '../platform/pagination';
import { currencySchema } from '../units/money';
import { QUANTITY_MAX_KG } from '../inventory/movement-rules';
import { HAULAGE_TYPES, listingSpecificationSchema, unitPriceSchema } from '../trading/listing-schemas';
import { monthSchema } from '../trading/movement-months';
import { tradeValue } from '../trading/trade-rules';

/** §3/§4 contracts: sales (and its premium variant) and storage. */
export const CONTRACT_TYPES = ['sales', 'premium', 'storage'] as const;
export type ContractType = (typeof CONTRACT_TYPES)[number];

/** §4: a sales contract is open, complete or cancelled; a storage contract active or completed. */
export const SALES_CONTRACT_STATUSES = ['open', 'complete', 'cancelled'] as const;
export const STORAGE_CONTRACT_STATUSES = ['active', 'completed'] as const;
export const CONTRACT_STATUSES = [...SALES_CONTRACT_STATUSES, ...STORAGE_CONTRACT_STATUSES] as const;
export type ContractStatus = (typeof CONTRACT_STATUSES)[number];

/** The status a contract starts in: open for a sale, active for storage. */
export const initialContractStatus = (type: ContractType): ContractStatus => (type === 'storage' ? 'active' : 'open');

/** §3 price type: a fixed price, or a price still to be fixed against the base (unfixed). */
export const CONTRACT_PRICE_TYPES = ['fixed', 'unfixed'] as const;
export type ContractPriceType = (typeof CONTRACT_PRICE_TYPES)[number];

/** Which side of a contract the caller's business is on. */
export const CONTRACT_SIDES = ['seller', 'buyer'] as const;
export type ContractSide = (typeof CONTRACT_SIDES)[number];

/** A party: a business on the platform, or (entered off the platform) one named only, with no organisation id. */
const partySchema = z.object({ organisationId: z.uuid().nullable(), name: z.string() });

/** A contract as both parties see it (§3 shared fields). Money in minor units, weights in kg. */
export const contractViewSchema = z.object({
  id: z.uuid(),
  /** The buyer's contract number, once the buyer has sent the contract (PATCH /trading/bids/{id}/contract). */
  contractNumber: z.string().nullable(),
  type: z.enum(CONTRACT_TYPES),
  status: z.enum(CONTRACT_STATUSES),
  side: z.enum(CONTRACT_SIDES),
  seller: partySchema,
  buyer: partySchema,
  tradeId: z.uuid().nullable(),
  tradeReference: z.string().nullable(),
  commodityId: z.string(),
  /** The listing's harvest year, else the movement month's marketing year (harvestYearOfMonth). */
  harvestYear: z.number().int(),
  specification: listingSpecificationSchema.nullable(),
  month: monthSchema,
  startDate: z.string(),
  endDate: z.string(),
  paymentTerms: z.string().nullable(),
  paymentDays: z.number().int().nullable(),
  pricePerUnit: z.number().int(),
  premiumPrice: z.number().int().nullable(),
  priceType: z.enum(CONTRACT_PRICE_TYPES),
  currency: currencySchema,
  totalWeightKg: z.number(),
  totalPrice: z.number().int(),
  haulage: z.enum(HAULAGE_TYPES).nullable(),
  haulageReference: z.string().nullable(),
  fileIds: z.array(z.uuid()),
  fixed: z.boolean(),
  rolledOver: z.boolean(),
  /** Its whole weight planned into deliveries, each with its tipped weight recorded (contractDelivered). */
  delivered: z.boolean(),
  /** §3 storage: the quantity the store agreed to hold (storage contracts only). */
  storageQuantityKg: z.number().nullable(),
  /** Made off the platform and entered by the seller's business, which alone sees it (null tradeId too). */
  entered: z.boolean(),
  /** §9: when notice to cancel a storage contract was given, and when it completes (30 days later). */
  noticeGivenAt: z.string().nullable(),
  completesAt: z.string().nullable(),
  createdAt: z.string(),
});
export type ContractView = z.infer<typeof contractViewSchema>;

const flag = z.enum(['true', 'false']).transform((value) => value === 'true');

/**
 * §7 GET /trading/contracts?docs=false&format=traded: the caller's contracts, newest first. `format=traded` keeps
 * those made from a trade on the platform; `docs=true` only those with a file attached.
 */
export const contractListQuerySchema = listQuerySchema.extend({
  docs: flag.optional(),
  format: z.enum(['traded']).optional(),
  type: z.enum(CONTRACT_TYPES).optional(),
  status: z.enum(CONTRACT_STATUSES).optional(),
});
export type ContractListQuery = z.infer<typeof contractListQuerySchema>;

/** A contract's value: its price per tonne (plus any premium) times its tonnes, in minor units, as a trade's. */
export const contractTotalPrice = (contract: {
  pricePerUnit: number;
  premiumPrice: number | null;
  totalWeightKg: number;
}): number =>
  tradeValue({
    pricePerUnit: contract.pricePerUnit,
    premium: contract.premiumPrice,
    quantityKg: contract.totalWeightKg,
  });

/** The statuses a contract of the type may have (§4): open, complete or cancelled for a sale; storage active or completed. */
export const statusesOfType = (type: ContractType): readonly ContractStatus[] =>
  type === 'storage' ? STORAGE_CONTRACT_STATUSES : SALES_CONTRACT_STATUSES;

/** Dates within reason: a contract runs from its start to its end date, for at most this many years. */
export const CONTRACT_SPAN_MAX_YEARS = 5;
const CONTRACT_YEAR_MIN = 2000;
const CONTRACT_YEAR_MAX = 2100;

const optionalText = (max: number) => z.string().trim().max(max).nullable().optional();
const weightKg = z.int().min(1).max(QUANTITY_MAX_KG);

/**
 * The other party of a contract made off the platform: named by text, with the organisation id when it is a business
 * the caller has traded with on the platform. Naming one does not show it the contract: only the business that
 * entered it sees it.
 */
export const counterpartySchema = z.strictObject({
  name: z.string().trim().min(1).max(200),
  organisationId: z.uuid().nullable().optional(),
});

/** The terms either party may change, on any contract (§3): its number, payment terms and days, haulage reference, dates. */
const partyTerms = {
  contractNumber: z.string().trim().min(1).max(60),
  startDate: z.iso.date(),
  endDate: z.iso.date(),
  paymentTerms: optionalText(500),
  paymentDays: z.int().min(0).max(365).nullable().optional(),
  haulageReference: optionalText(100),
};

/** The terms a trade fixed (crop, parties, weight, price): only a contract entered by a business changes them. */
const tradedTerms = {
  commodityId: z.string().trim().min(1).max(60),
  specification: listingSpecificationSchema.nullable().optional(),
  pricePerUnit: unitPriceSchema,
  priceType: z.enum(CONTRACT_PRICE_TYPES),
  premiumPrice: unitPriceSchema.nullable().optional(),
  totalWeightKg: weightKg,
  storageQuantityKg: weightKg.nullable().optional(),
  haulage: z.enum(HAULAGE_TYPES).nullable().optional(),
  counterparty: counterpartySchema,
  status: z.enum(CONTRACT_STATUSES).optional(),
};

/** The fields the contract rules read, as a whole contract (a create, or a row with an edit applied). */
export interface ContractTermsShape {
  type: ContractType;
  status?: ContractStatus | undefined;
  startDate: string;
  endDate: string;
  premiumPrice?: number | null | undefined;
  storageQuantityKg?: number | null | undefined;
}

const addYears = (date: string, years: number) =>
  `${String(Number(date.slice(0, 4)) + years).padStart(4, '0')}${date.slice(4)}`;

/**
 * §3/§4 rules across a contract's fields: dates in order and within reason, a premium contract's premium price,
 * the agreed storage quantity on (and only on) a storage contract, a status the type has. Field paths as the body.
 */
export function contractTermsIssues(contract: ContractTermsShape): ValidationIssue[] {
  const issues: ValidationIssue[] = [];
  for (const field of ['startDate', 'endDate'] as const) {
    const year = Number(contract[field].slice(0, 4));
    if (year < CONTRACT_YEAR_MIN || year > CONTRACT_YEAR_MAX) {
      issues.push({ field, message: messages.validation.invalid });
    }
  }
  if (contract.endDate < contract.startDate) {
    issues.push({ field: 'endDate', message: messages.contracts.endBeforeStart });
  } else if (contract.endDate > addYears(contract.startDate, CONTRACT_SPAN_MAX_YEARS)) {
    issues.push({
      field: 'endDate',
      message: formatMessage(messages.contracts.spanTooLong, { years: CONTRACT_SPAN_MAX_YEARS }),
    });
  }
  if (contract.type === 'premium' && contract.premiumPrice == null) {
    issues.push({ field: 'premiumPrice', message: messages.contracts.premiumPriceRequired });
  }
  if (contract.type === 'storage' && contract.storageQuantityKg == null) {
    issues.push({ field: 'storageQuantityKg', message: messages.contracts.storageQuantityRequired });
  }
  if (contract.type !== 'storage' && contract.storageQuantityKg != null) {
    issues.push({ field: 'storageQuantityKg', message: messages.contracts.storageQuantityOnlyStorage });
  }
  if (contract.status && !statusesOfType(contract.type).includes(contract.status)) {
    issues.push({
      field: 'status',
      message: formatMessage(messages.contracts.statusNotForType, { type: contract.type }),
    });
  }
  return issues;
}

const addIssues = (issues: ValidationIssue[], context: z.RefinementCtx) => {
  for (const issue of issues) context.addIssue({ code: 'custom', path: [issue.field], message: issue.message });
};

/**
 * POST /trading/contracts: a sales, premium or storage contract made off the platform, entered by the business of
 * the seller's farm (`sellerBusinessUnitId`, one of the caller's). Money in minor units, weights in kg.
 */
export const contractCreateSchema = z
  .strictObject({
    type: z.enum(CONTRACT_TYPES),
    sellerBusinessUnitId: z.uuid(),
    currency: currencySchema.default('GBP'),
    ...partyTerms,
    ...tradedTerms,
  })
  .superRefine((value, context) => addIssues(contractTermsIssues(value), context));
export type ContractCreate = z.infer<typeof contractCreateSchema>;

/**
 * PATCH /trading/contracts/{id}: what changes, and nothing else. Either party changes the number, payment terms and
 * days, haulage reference and dates; a contract opened from a trade keeps its traded terms (409).
 */
export const contractEditSchema = z
  .strictObject({
    ...partyTerms,
    ...tradedTerms,
  })
  .partial()
  .refine((value) => Object.keys(value).length > 0, { message: messages.validation.required });
export type ContractEdit = z.infer<typeof contractEditSchema>;

/** The edit's fields that a trade fixed. */
export const TRADED_CONTRACT_TERMS = Object.keys(tradedTerms) as (keyof typeof tradedTerms)[];

/** POST /trading/contracts/{id}/files: a contract document the caller may read. */
export const contractFileAttachSchema = z.strictObject({ fileId: z.uuid() });

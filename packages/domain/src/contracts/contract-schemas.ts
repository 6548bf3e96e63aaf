import { z } from '../zod';
import { listQuerySchema } from '../platform/pagination';
import { currencySchema } from '../units/money';
import { HAULAGE_TYPES, listingSpecificationSchema } from '../trading/listing-schemas';
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

const partySchema = z.object({ organisationId: z.uuid(), name: z.string() });

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

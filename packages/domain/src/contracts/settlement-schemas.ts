import { z } from '../zod';
import { QUANTITY_MAX_KG } from '../inventory/movement-rules';
import { currencySchema } from '../units/money';
import { ADJUSTMENT_KINDS } from './adjustment-scale';
import { CONTRACT_SIDES } from './contract-schemas';

/** The most a settlement's deduction or bonus may move a tonne's price: £1,000, as a scale's step. */
const ADJUSTMENT_MAX_MINOR = 100_000;

/** A deduction or bonus the settler gives: one of core config's settlement reasons of its kind, per tonne. */
export const settlementAdjustmentSchema = z.strictObject({
  reasonId: z.string().trim().min(1).max(60),
  kind: z.enum(ADJUSTMENT_KINDS),
  perTonneMinor: z.int().min(0).max(ADJUSTMENT_MAX_MINOR),
});

/**
 * POST /trading/contracts/{id}/deliveries/{deliveryId}/settlement: either party settles a delivered delivery. The
 * invoice is dated today unless said; the weight is the tipped quantity and the deductions and bonuses the ones the
 * delivery's sample made of the scale, unless given.
 */
export const settlementCreateSchema = z.strictObject({
  invoiceDate: z.iso.date().optional(),
  weightKg: z.int().min(1).max(QUANTITY_MAX_KG).optional(),
  adjustments: z.array(settlementAdjustmentSchema).max(50).optional(),
});
export type SettlementCreate = z.infer<typeof settlementCreateSchema>;

/**
 * PATCH .../settlement: the same fields. An empty change answers the settlement as it is; any other is refused, since
 * a settled invoice cannot be edited (§4).
 */
export const settlementEditSchema = settlementCreateSchema;
export type SettlementEdit = z.infer<typeof settlementEditSchema>;

/** POST .../settlement/payment: the seller records the day the payment was received. */
export const settlementPaymentSchema = z.strictObject({ receivedDate: z.iso.date() });
export type SettlementPayment = z.infer<typeof settlementPaymentSchema>;

export const SETTLEMENT_STATUSES = ['settled', 'paid'] as const;

/** A delivery's settlement as both parties read it (§3 'Delivery and settlement'): money in minor units, weight kg. */
export const settlementViewSchema = z.object({
  status: z.enum(SETTLEMENT_STATUSES),
  /** The side that settled it: the buyer's settlement is a self-billed invoice written for the seller. */
  settledBy: z.enum(CONTRACT_SIDES),
  invoiceId: z.uuid(),
  invoiceReference: z.string(),
  selfBilled: z.boolean(),
  invoiceDate: z.string(),
  dueDate: z.string(),
  paymentReceivedDate: z.string().nullable(),
  /** Unpaid past its due date, as read now (never stored). */
  overdue: z.boolean(),
  weightKg: z.number(),
  contractPricePerUnit: z.int(),
  pricePerUnitSold: z.int(),
  adjustments: z.array(
    z.object({
      reasonId: z.string(),
      kind: z.enum(ADJUSTMENT_KINDS),
      /** The reason's words, as the invoice line says them. */
      reason: z.string(),
      perTonneMinor: z.int(),
    }),
  ),
  deductionsPerTonneMinor: z.int(),
  bonusesPerTonneMinor: z.int(),
  currency: currencySchema,
  netMinor: z.int(),
  taxMinor: z.int(),
  totalMinor: z.int(),
  settledAt: z.string(),
  paidAt: z.string().nullable(),
});
export type SettlementView = z.infer<typeof settlementViewSchema>;

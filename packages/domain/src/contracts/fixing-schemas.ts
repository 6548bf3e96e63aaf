import { z } from '../zod';
import { QUANTITY_MAX_KG } from '../inventory/movement-rules';
import { unitPriceSchema } from '../trading/listing-schemas';
import { FIXING_KINDS, FIXING_STATES } from './fixing-rules';

/**
 * POST /trading/contracts/{id}/fixings: a part of an unfixed contract's price, agreed by its two parties and recorded
 * by either: a weight (kg) fixed at a price per tonne (minor units) on a day. Base unless it names the premium.
 */
export const fixingCreateSchema = z.strictObject({
  kind: z.enum(FIXING_KINDS).default('base'),
  weightKg: z.int().min(1).max(QUANTITY_MAX_KG),
  pricePerUnit: unitPriceSchema,
  fixedOn: z.iso.date(),
});
export type FixingCreate = z.infer<typeof fixingCreateSchema>;

/** Who recorded something on a contract: the person and their business. */
export const recordedBySchema = z.object({
  userId: z.uuid().nullable(),
  name: z.string(),
  organisationId: z.uuid().nullable(),
  organisationName: z.string(),
});
export type RecordedBy = z.infer<typeof recordedBySchema>;

export const fixingViewSchema = z.object({
  id: z.uuid(),
  kind: z.enum(FIXING_KINDS),
  weightKg: z.number(),
  pricePerUnit: z.int(),
  fixedOn: z.string(),
  recordedBy: recordedBySchema,
  recordedAt: z.string(),
});
export type FixingView = z.infer<typeof fixingViewSchema>;

/**
 * A contract's fixing as its view reads it: the state, how much of each kind is fixed and left (premium: null on a
 * contract without one), and the fixings in the order they were agreed.
 */
export const contractFixingSchema = z.object({
  state: z.enum(FIXING_STATES),
  fixedWeightKg: z.number(),
  remainingWeightKg: z.number(),
  premiumFixedWeightKg: z.number().nullable(),
  premiumRemainingWeightKg: z.number().nullable(),
  fixings: z.array(fixingViewSchema),
});
export type ContractFixing = z.infer<typeof contractFixingSchema>;

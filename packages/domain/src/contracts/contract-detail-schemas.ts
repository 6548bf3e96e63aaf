import { z } from '../zod';
import { adjustmentScaleSchema } from './adjustment-scale';
import { contractViewSchema } from './contract-schemas';
import { contractFixingSchema } from './fixing-schemas';
import { priceUpdateViewSchema } from './price-update-rules';
import { ROLLOVER_PARTS } from './rollover-rules';

/**
 * GET /trading/contracts/{id}: the contract as its page reads it, beyond the list's view: its fixing (§1 base and
 * premium fixing), the contracts it was rolled from and into (§4 rolled over), the price updates after sampling
 * (§4 Trade) and the deduction and bonus scale agreed on it (null: the UK default for its crop prices its samples).
 */
export const contractDetailViewSchema = contractViewSchema.extend({
  fixing: contractFixingSchema,
  rolledFromContractId: z.uuid().nullable(),
  /** The part of the contract it was rolled from that this one took. */
  rolledPart: z.enum(ROLLOVER_PARTS).nullable(),
  rolledIntoContractIds: z.array(z.uuid()),
  priceUpdates: z.array(priceUpdateViewSchema),
  adjustmentScale: adjustmentScaleSchema.nullable(),
});
export type ContractDetailView = z.infer<typeof contractDetailViewSchema>;

/**
 * PATCH /trading/contracts/{id}/adjustment-scale: the deduction and bonus scale the parties agreed on the contract
 * (its reasons from core config's settlement reasons), or null to price its samples by the UK default again.
 */
export const contractScaleEditSchema = z.strictObject({ scale: adjustmentScaleSchema.nullable() });
export type ContractScaleEdit = z.infer<typeof contractScaleEditSchema>;

import { z } from '../zod';
import { messages } from '../i18n/messages';
import { unitPriceSchema } from '../trading/listing-schemas';
import { recordedBySchema } from './fixing-schemas';

/**
 * Trading §4 Trade: 'The contract price may be updated after sampling if the grade changes.' The buyer, who records
 * the sample, records the price the parties agreed for the new grade, naming the delivery whose sample is outside
 * the contract's specification and why; the contract keeps every update.
 */
export const priceUpdateCreateSchema = z.strictObject({
  deliveryId: z.uuid(),
  pricePerUnit: unitPriceSchema,
  reason: z.string().trim().min(1).max(500),
});
export type PriceUpdateCreate = z.infer<typeof priceUpdateCreateSchema>;

export const priceUpdateViewSchema = z.object({
  id: z.uuid(),
  deliveryId: z.uuid().nullable(),
  oldPricePerUnit: z.int(),
  newPricePerUnit: z.int(),
  reason: z.string(),
  recordedBy: recordedBySchema,
  recordedAt: z.string(),
});
export type PriceUpdateView = z.infer<typeof priceUpdateViewSchema>;

/**
 * Why the price cannot be updated now (a 409), or null: an open, fixed-price contract whose named delivery has a
 * sample outside the specification (the grade changed). An unfixed contract's price follows its fixings.
 */
export function priceUpdateConflict(
  contract: { status: string; priceType: string },
  sample: { recorded: boolean; meetsSpecification: boolean },
): string | null {
  if (contract.status !== 'open') return messages.priceUpdates.notOpen;
  if (contract.priceType === 'unfixed') return messages.priceUpdates.unfixedContract;
  if (!sample.recorded) return messages.priceUpdates.notSampled;
  if (sample.meetsSpecification) return messages.priceUpdates.withinSpecification;
  return null;
}

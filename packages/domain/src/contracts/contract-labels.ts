import { z } from '../zod';
import { contractSettled, deliveryTipped, type DeliveryStatus } from './delivery-states';

/**
 * The labels a trade carries from its contract (spec §4 Trade: 'Other labels: financed, delivered, settled'; §4
 * Contract: 'Delivered when tipped weight is recorded').
 */
export const tradeLabelsSchema = z.object({
  /** An accepted Advance Pay advance against the trade. Advance Pay is not built yet, so always false for now. */
  financed: z.boolean(),
  /** The contract's whole weight is planned into deliveries and every one of them has its tipped weight recorded. */
  delivered: z.boolean(),
  /** Every delivery of the contract is settled, its invoice issued (contractSettled; paid is settled too). */
  settled: z.boolean(),
});
export type TradeLabels = z.infer<typeof tradeLabelsSchema>;

/** What a contract's delivered label is read from: its weight and its deliveries. */
export interface ContractDeliveryFacts {
  totalWeightKg: number;
  deliveries: readonly { status: DeliveryStatus; plannedWeightKg: number }[];
}

/**
 * A contract is delivered when its deliveries cover its whole weight (as planned: the deliveries never plan more
 * than it) and each one is delivered, its tipped weight recorded. Counted by delivery, not by the weight tipped: a
 * load that tips a little light (moisture, the weighbridge) still delivers its part of the contract. A contract with
 * no deliveries, or a part still unplanned, is not delivered; a settled or paid delivery was delivered first. The contracts search's `delivered` facet says the same
 * in SQL (`contractDeliveredSql`; a test checks that they agree).
 */
export function contractDelivered(facts: ContractDeliveryFacts): boolean {
  if (facts.deliveries.length === 0) return false;
  const planned = facts.deliveries.reduce((sum, delivery) => sum + delivery.plannedWeightKg, 0);
  return planned >= facts.totalWeightKg && facts.deliveries.every((delivery) => deliveryTipped(delivery.status));
}

export const NO_TRADE_LABELS: TradeLabels = { financed: false, delivered: false, settled: false };

/**
 * A trade's labels from its contract (null when it opened none). `financed` waits for Advance Pay (§1, §4: an
 * accepted advance; when one fails the trade stays a standard one), which is not built: false until it is.
 */
export function tradeLabels(contract: ContractDeliveryFacts | null): TradeLabels {
  if (!contract) return NO_TRADE_LABELS;
  return {
    financed: false,
    delivered: contractDelivered(contract),
    settled: contractSettled(contract.deliveries.map((delivery) => delivery.status)),
  };
}

/** The contracts search's `delivered` facet: a contract is delivered (contractDelivered) or not. */
export const CONTRACT_DELIVERED_TERMS = ['true', 'false'] as const;

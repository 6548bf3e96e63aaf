import type { AdjustmentKind } from './adjustment-scale';
import type { ContractType } from './contract-schemas';
import type { DeliveryStatus } from './delivery-states';
import { invoiceLineAmount } from './invoice-rules';

/**
 * Working days to pay when the contract names none: about four weeks, the common term of a UK grain merchant's
 * settlement. The contract's own payment days win when it has them.
 */
export const DEFAULT_SETTLEMENT_PAYMENT_DAYS = 20;

/** One deduction or bonus of a settlement, per tonne in minor units, with the settlement reason it is for. */
export interface SettlementAdjustment {
  reasonId: string;
  kind: AdjustmentKind;
  perTonneMinor: number;
}

/** The price per tonne a delivery is settled from: the contract's price plus its premium (a premium contract's). */
export const contractSettlementPrice = (contract: { pricePerUnit: number; premiumPrice: number | null }): number =>
  contract.pricePerUnit + (contract.premiumPrice ?? 0);

/**
 * The price per unit sold: the contract price less the deductions plus the bonuses, per tonne in minor units.
 * Deductions can take it to nothing, never below (a load worth less than nothing is refused, not invoiced).
 */
export function soldPricePerUnit(contractPriceMinor: number, adjustments: readonly SettlementAdjustment[]): number {
  let price = contractPriceMinor;
  for (const adjustment of adjustments) {
    price += adjustment.kind === 'bonus' ? adjustment.perTonneMinor : -adjustment.perTonneMinor;
  }
  return Math.max(0, price);
}

/** A line of a settlement's invoice: the delivery at the contract price, or one deduction or bonus. */
export interface SettlementLine {
  kind: 'delivery' | AdjustmentKind;
  reasonId: string | null;
  quantityKg: number;
  /** Per tonne, signed: a deduction's is negative. */
  unitPriceMinor: number;
  amountMinor: number;
}

/**
 * The invoice's lines for a delivery settled at `weightKg`: the weight at the contract price, then each bonus and
 * each deduction on its own line. Money is rounded once: each line is the step its adjustment makes in the weight's
 * value at the running price (the value rounded to the penny as a trade's is), so the lines add up to exactly the
 * weight at the price sold, each within a penny of its own weight times rate. Bonuses come before deductions and a
 * deduction takes at most what the price has left, so no running total (and no invoice) is ever negative.
 */
export function settlementLines(
  weightKg: number,
  contractPriceMinor: number,
  adjustments: readonly SettlementAdjustment[],
): SettlementLine[] {
  let running = Math.max(0, contractPriceMinor);
  let value = invoiceLineAmount(weightKg, running);
  const lines: SettlementLine[] = [
    { kind: 'delivery', reasonId: null, quantityKg: weightKg, unitPriceMinor: running, amountMinor: value },
  ];
  const ordered = [
    ...adjustments.filter((each) => each.kind === 'bonus'),
    ...adjustments.filter((each) => each.kind === 'deduction'),
  ];
  for (const adjustment of ordered) {
    const step = adjustment.kind === 'bonus' ? adjustment.perTonneMinor : -Math.min(adjustment.perTonneMinor, running);
    if (step === 0) continue;
    running += step;
    const next = invoiceLineAmount(weightKg, running);
    lines.push({
      kind: adjustment.kind,
      reasonId: adjustment.reasonId,
      quantityKg: weightKg,
      unitPriceMinor: step,
      amountMinor: next - value,
    });
    value = next;
  }
  return lines;
}

/** The invoice's net: the sum of its lines (the weight at the price sold, rounded once). */
export const settlementNet = (lines: readonly SettlementLine[]): number =>
  lines.reduce((sum, line) => sum + line.amountMinor, 0);

/**
 * §4 'Complete when deliveries are paid': a sales or premium contract is complete once it has at least one delivery
 * and every one of them is paid (none still planned, in transit, delivered or awaiting payment). Storage contracts
 * complete by notice (§9), never by payment.
 */
export function contractCompleteWhenPaid(type: ContractType, deliveryStatuses: readonly DeliveryStatus[]): boolean {
  if (type === 'storage') return false;
  return deliveryStatuses.length > 0 && deliveryStatuses.every((status) => status === 'paid');
}

/** The contracts search's `settled` facet: a contract settled (contractSettled) or not yet. */
export const CONTRACT_SETTLEMENT_TERMS = ['settled', 'unsettled'] as const;

/**
 * A settled delivery is overdue when it is still unpaid after its due date: read from the due date and today's date
 * (the clock's, on the business's calendar) whenever it is shown, never stored. The due date itself is still in time.
 */
export const settlementOverdue = (
  settlement: { dueDate: string; paymentReceivedDate: string | null },
  today: string,
): boolean => settlement.paymentReceivedDate === null && today > settlement.dueDate;

import { formatMessage, messages } from '../i18n/messages';
import { DEFAULT_LOCALE, type Locale } from '../i18n/locale';
import { weightAtStep } from '../inventory/movement-rules';
import type { WeightUnit } from '../units/units';

/**
 * Trading §1 'base and premium fixing': an unfixed contract's price is fixed in parts, each a weight at a price on a
 * date. The base price is fixed on every unfixed contract; a premium contract fixes its premium too.
 */
export const FIXING_KINDS = ['base', 'premium'] as const;
export type FixingKind = (typeof FIXING_KINDS)[number];

/** §4 'fixed or unfixed': derived from the fixings, never stored apart from them. */
export const FIXING_STATES = ['unfixed', 'partly-fixed', 'fixed'] as const;
export type FixingState = (typeof FIXING_STATES)[number];

export interface FixingShape {
  kind: FixingKind;
  weightKg: number;
  pricePerUnit: number;
}

// Contract fields by their values, not contract-schemas' types: the contract view is built of these schemas.
interface FixableContract {
  type: string;
  totalWeightKg: number;
}

/** The kinds a contract fixes: the base, and on a premium contract the premium as well. */
export const fixingKindsOf = (type: string): readonly FixingKind[] => (type === 'premium' ? FIXING_KINDS : ['base']);

/** The weight the fixings of one kind have fixed, in kg. */
export const fixedWeightOf = (fixings: readonly FixingShape[], kind: FixingKind): number =>
  fixings.reduce((sum, fixing) => (fixing.kind === kind ? sum + fixing.weightKg : sum), 0);

/** What is left to fix of one kind (never below nothing: a contract rolled over keeps at least its fixed weight). */
export const remainingWeightOf = (
  contract: FixableContract,
  fixings: readonly FixingShape[],
  kind: FixingKind,
): number => Math.max(0, contract.totalWeightKg - fixedWeightOf(fixings, kind));

/**
 * The price of fixings of one kind: their average per tonne weighted by weight, in minor units, rounded once (half
 * up) from the exact sum, so no fixing's rounding adds to another's. Null when none of that kind is fixed yet.
 */
export function weightedFixingPrice(fixings: readonly FixingShape[], kind: FixingKind): number | null {
  let weight = 0n;
  let value = 0n;
  for (const fixing of fixings) {
    if (fixing.kind !== kind) continue;
    weight += BigInt(fixing.weightKg);
    value += BigInt(fixing.weightKg) * BigInt(fixing.pricePerUnit);
  }
  if (weight === 0n) return null;
  // Prices are never negative, so half up is (2v + w) / 2w, floored.
  return Number((2n * value + weight) / (2n * weight));
}

/**
 * unfixed (nothing fixed yet) -> partly fixed -> fixed (every kind the contract fixes is fixed for its whole weight).
 */
export function fixingStateOf(contract: FixableContract, fixings: readonly FixingShape[]): FixingState {
  if (fixings.length === 0) return 'unfixed';
  const whole = fixingKindsOf(contract.type).every((kind) => fixedWeightOf(fixings, kind) >= contract.totalWeightKg);
  return whole ? 'fixed' : 'partly-fixed';
}

/**
 * What the contract's price fields read with its fixings. While partly fixed the price per unit (and premium) is the
 * weighted average of the fixings so far: the price of the part that is fixed, the rest still open (the view says how
 * much); before the first fixing the price entered stands, as the indicative price.
 */
export function fixedPricesOf(
  contract: { pricePerUnit: number; premiumPrice: number | null },
  fixings: readonly FixingShape[],
): { pricePerUnit: number; premiumPrice: number | null } {
  return {
    pricePerUnit: weightedFixingPrice(fixings, 'base') ?? contract.pricePerUnit,
    premiumPrice: weightedFixingPrice(fixings, 'premium') ?? contract.premiumPrice,
  };
}

/** Why the contract's price cannot be fixed now (a 409), or null: an open, unfixed sales or premium contract. */
export function fixingConflict(
  contract: { type: string; status: string; priceType: string },
  kind: FixingKind,
): string | null {
  if (contract.type === 'storage') return messages.fixings.notSales;
  if (contract.priceType !== 'unfixed') return messages.fixings.notUnfixed;
  if (contract.status !== 'open') return messages.fixings.notOpen;
  if (!fixingKindsOf(contract.type).includes(kind)) return messages.fixings.premiumOnlyPremium;
  return null;
}

/**
 * The fixed weight of a kind never exceeds the contract's weight: the message says by how much it would, rounded up
 * as the delivery messages are (a kilogram over never reads as '0.00 t'). Null within it.
 */
export function fixingWeightIssue(
  kind: FixingKind,
  fixedKg: number,
  contractKg: number,
  unit: WeightUnit = 'tonne',
  locale: Locale = DEFAULT_LOCALE,
): string | null {
  if (fixedKg <= contractKg) return null;
  return formatMessage(messages.fixings.overContract, {
    kind: messages.fixings.kinds[kind],
    total: weightAtStep(contractKg, unit, 'down', locale),
    difference: weightAtStep(fixedKg - contractKg, unit, 'up', locale),
  });
}

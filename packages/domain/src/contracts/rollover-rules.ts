import { z } from '../zod';
import { formatMessage, messages } from '../i18n/messages';
import { DEFAULT_LOCALE, type Locale } from '../i18n/locale';
import { QUANTITY_MAX_KG, weightAtStep } from '../inventory/movement-rules';
import type { ValidationIssue } from '../platform/envelope';
import { monthSchema } from '../trading/movement-months';
import type { WeightUnit } from '../units/units';

/**
 * Trading §3/§4 'rolled over': part of an open sales or premium contract moves into a later movement month as a new
 * contract linked to it. The part is what is not delivered (nor planned for delivery), or on an unfixed contract
 * what is not fixed yet.
 */
export const ROLLOVER_PARTS = ['undelivered', 'unfixed'] as const;
export type RolloverPart = (typeof ROLLOVER_PARTS)[number];

/** POST /trading/contracts/{id}/rollovers: the part, its weight (kg) and the later movement month it moves into. */
export const rolloverCreateSchema = z.strictObject({
  part: z.enum(ROLLOVER_PARTS),
  weightKg: z.int().min(1).max(QUANTITY_MAX_KG),
  month: monthSchema,
});
export type RolloverCreate = z.infer<typeof rolloverCreateSchema>;

/** Why the contract cannot be rolled over now (a 409), or null. */
export function rolloverConflict(
  contract: { type: string; status: string; priceType: string },
  part: RolloverPart,
): string | null {
  if (contract.type === 'storage') return messages.rollovers.notSales;
  if (contract.status !== 'open') return messages.rollovers.notOpen;
  if (part === 'unfixed' && contract.priceType !== 'unfixed') return messages.rollovers.unfixedOfFixed;
  return null;
}

/**
 * What the contract holds that a rollover may not take: the weight delivered or planned for delivery, and the weight
 * already fixed (the larger of its base and premium fixings). Whichever part is rolled, the contract keeps both, so
 * its deliveries and its fixings never come to more than it.
 */
export interface RolloverHeld {
  plannedKg: number;
  fixedKg: number;
}

/**
 * The rollover against the contract: a later month, some of the contract left with it, and never less left than it
 * holds (the message says how much would be left and what it holds). Field paths as the body.
 */
export function rolloverIssues(
  contract: { month: string; totalWeightKg: number },
  held: RolloverHeld,
  input: Pick<RolloverCreate, 'weightKg' | 'month'>,
  unit: WeightUnit = 'tonne',
  locale: Locale = DEFAULT_LOCALE,
): ValidationIssue[] {
  const issues: ValidationIssue[] = [];
  const weight = (kg: number, round: 'up' | 'down') => weightAtStep(kg, unit, round, locale);
  if (input.month <= contract.month) {
    issues.push({
      field: 'month',
      message: formatMessage(messages.rollovers.monthNotLater, { month: contract.month }),
    });
  }
  const left = contract.totalWeightKg - input.weightKg;
  if (left <= 0) {
    issues.push({
      field: 'weightKg',
      message: formatMessage(messages.rollovers.wholeContract, { total: weight(contract.totalWeightKg, 'down') }),
    });
  } else if (left < held.plannedKg) {
    issues.push({
      field: 'weightKg',
      message: formatMessage(messages.rollovers.belowPlanned, {
        left: weight(left, 'down'),
        held: weight(held.plannedKg, 'up'),
      }),
    });
  } else if (left < held.fixedKg) {
    issues.push({
      field: 'weightKg',
      message: formatMessage(messages.rollovers.belowFixed, {
        left: weight(left, 'down'),
        held: weight(held.fixedKg, 'up'),
      }),
    });
  }
  return issues;
}

/** The most that may be rolled over: the contract's weight less what it holds, and at least a kilogram kept. */
export const rollableWeightKg = (contract: { totalWeightKg: number }, held: RolloverHeld): number =>
  Math.max(0, contract.totalWeightKg - Math.max(held.plannedKg, held.fixedKg, 1));

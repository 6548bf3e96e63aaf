import { z } from '../zod';
import { messages } from '../i18n/messages';
import type { ValidationIssue } from '../platform/envelope';
import type { CoreConfig } from '../reference/core-config';
import { SPECIFICATION_MEASURES, type SpecificationMeasure } from '../reference/commodities';
import { sampleResultOf, type SampleResults } from './sample-results';

export const ADJUSTMENT_KINDS = ['deduction', 'bonus'] as const;
export type AdjustmentKind = (typeof ADJUSTMENT_KINDS)[number];

/** Which side of its threshold a rule acts on: moisture over 14.5 %, specific weight under 76 Kg/Hl. */
export const ADJUSTMENT_SIDES = ['above', 'below'] as const;
export type AdjustmentSide = (typeof ADJUSTMENT_SIDES)[number];

/** The most one step may move a tonne's price: £1,000, far past any merchant's scale. */
const RATE_MAX_MINOR = 100_000;

/**
 * One line of a deduction and bonus scale, as agreed on a contract. Rates are per tonne in minor units (pence), like
 * every price in the domain; the reason is one of core config's settlement deduction or bonus reasons.
 */
export const adjustmentRuleSchema = z
  .strictObject({
    measure: z.enum(SPECIFICATION_MEASURES),
    reasonId: z.string().trim().min(1).max(60),
    kind: z.enum(ADJUSTMENT_KINDS),
    side: z.enum(ADJUSTMENT_SIDES),
    /** The result the rule starts from; a result exactly on it is not past it. */
    threshold: z.number().min(0).max(1000),
    /** The part of the result each rate is for (0.1 %, 1 Kg/Hl); null: one flat rate for anything past. */
    step: z.number().min(0.001).max(1000).nullable(),
    ratePerStepMinor: z.int().min(0).max(RATE_MAX_MINOR),
    /** The most the rule moves a tonne's price, however far past the result is. */
    capMinor: z.int().min(0).max(RATE_MAX_MINOR).nullable().optional(),
    /** Past this the buyer may refuse the load instead of pricing it (the adjustment still says what it would be). */
    rejectAt: z.number().min(0).max(1000).nullable().optional(),
  })
  .refine(
    (rule) =>
      rule.rejectAt === null ||
      rule.rejectAt === undefined ||
      (rule.side === 'above' ? rule.rejectAt >= rule.threshold : rule.rejectAt <= rule.threshold),
    { message: messages.samples.rejectBeforeThreshold, path: ['rejectAt'] },
  );
export type AdjustmentRule = z.infer<typeof adjustmentRuleSchema>;

/** A contract's scale: its rules, each applied on its own (a measure may have a deduction and a bonus side). */
export const adjustmentScaleSchema = z.array(adjustmentRuleSchema).max(50);
export type AdjustmentScale = z.infer<typeof adjustmentScaleSchema>;

/** What one rule makes of one result: always a non-negative amount per tonne, its kind saying which way. */
export interface PriceAdjustment {
  reasonId: string;
  kind: AdjustmentKind;
  measure: SpecificationMeasure;
  perTonneMinor: number;
}

function distancePast(rule: AdjustmentRule, value: number): number {
  return rule.side === 'above' ? value - rule.threshold : rule.threshold - value;
}

/**
 * How many steps a result is past a rule's threshold. A claim counts any part of a step, as merchants' scales read
 * ('per 0.1 % or part thereof'); a premium pays only whole steps.
 */
function stepsPast(rule: AdjustmentRule, value: number): number {
  const past = distancePast(rule, value);
  if (!(past > 0)) return 0;
  if (rule.step === null) return 1;
  // 14.6 - 14.5 is 0.0999...96: to a millionth of a step it is the one step the reading says.
  const steps = Math.round((past / rule.step) * 1e6) / 1e6;
  return rule.kind === 'deduction' ? Math.ceil(steps) : Math.floor(steps);
}

function adjustmentFor(rule: AdjustmentRule, value: number): number {
  const amount = stepsPast(rule, value) * rule.ratePerStepMinor;
  return rule.capMinor === null || rule.capMinor === undefined ? amount : Math.min(amount, rule.capMinor);
}

/** The sample's results priced by the scale: one adjustment per rule that moves the price, in the scale's order. */
export function priceAdjustments(results: SampleResults, scale: AdjustmentScale): PriceAdjustment[] {
  return scale.flatMap((rule) => {
    const value = sampleResultOf(results, rule.measure);
    if (value === null) return [];
    const perTonneMinor = adjustmentFor(rule, value);
    if (perTonneMinor === 0) return [];
    return [{ reasonId: rule.reasonId, kind: rule.kind, measure: rule.measure, perTonneMinor }];
  });
}

/** The deductions and the bonuses per tonne, each summed. */
export function adjustmentTotals(adjustments: readonly Pick<PriceAdjustment, 'kind' | 'perTonneMinor'>[]) {
  let deductionsMinor = 0;
  let bonusesMinor = 0;
  for (const adjustment of adjustments) {
    if (adjustment.kind === 'deduction') deductionsMinor += adjustment.perTonneMinor;
    else bonusesMinor += adjustment.perTonneMinor;
  }
  return { deductionsMinor, bonusesMinor };
}

/** The price per tonne after the adjustments, in minor units; deductions can take it to nothing, never below. */
export function adjustedPricePerUnit(priceMinor: number, adjustments: readonly PriceAdjustment[]): number {
  const { deductionsMinor, bonusesMinor } = adjustmentTotals(adjustments);
  return Math.max(0, priceMinor + bonusesMinor - deductionsMinor);
}

export interface RejectionGround {
  measure: SpecificationMeasure;
  reasonId: string;
  value: number;
  rejectAt: number;
}

/** The rules whose reject limit the sample is past: the buyer may refuse the load rather than price it. */
export function rejectionGrounds(results: SampleResults, scale: AdjustmentScale): RejectionGround[] {
  return scale.flatMap((rule) => {
    const value = sampleResultOf(results, rule.measure);
    if (value === null || rule.rejectAt === null || rule.rejectAt === undefined) return [];
    const past = rule.side === 'above' ? value > rule.rejectAt : value < rule.rejectAt;
    return past ? [{ measure: rule.measure, reasonId: rule.reasonId, value, rejectAt: rule.rejectAt }] : [];
  });
}

/**
 * The rules whose reason is not one of core config's settlement reasons of its kind (a deduction's among the
 * deduction reasons, a bonus's among the bonus reasons): a scale is data a contract brings, so the API checks it.
 */
export function adjustmentReasonIssues(
  scale: readonly Pick<AdjustmentRule, 'kind' | 'reasonId'>[],
  reasons: CoreConfig['trading'],
): ValidationIssue[] {
  const known = {
    deduction: new Set(reasons.settlementDeductionReasons.map((reason) => reason.id)),
    bonus: new Set(reasons.settlementBonusReasons.map((reason) => reason.id)),
  };
  return scale.flatMap((rule, index) =>
    known[rule.kind].has(rule.reasonId)
      ? []
      : [{ field: `${index}.reasonId`, message: messages.samples.reasonUnknown[rule.kind] }],
  );
}

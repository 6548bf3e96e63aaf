import { SPECIFICATION_MEASURES, type SpecificationMeasure } from '../reference/commodities';
import type { ListingSpecification } from '../trading/listing-schemas';
import { sampleResultOf, type SampleResults } from './sample-results';

/**
 * Where one result stands against the contract's specification: within it, below its minimum, above its maximum,
 * not measured by the sample, or measured where the specification sets no limit.
 */
export const MEASURE_STANDINGS = ['within', 'below', 'above', 'not-measured', 'no-limit'] as const;
export type MeasureStanding = (typeof MEASURE_STANDINGS)[number];

export interface MeasureCheck {
  measure: SpecificationMeasure;
  value: number | null;
  min: number | null;
  max: number | null;
  standing: MeasureStanding;
  /** How far past the broken limit, in the measure's unit; 0 unless below or above. */
  outsideBy: number;
}

// Two one-decimal figures subtract to noise (15.3 - 14.5 is 0.8000000000000007); a millionth is below any reading.
const clean = (difference: number) => Math.round(difference * 1e6) / 1e6;

function checkMeasure(measure: SpecificationMeasure, value: number | null, min: number | null, max: number | null) {
  const check = (standing: MeasureStanding, outsideBy = 0): MeasureCheck => ({
    measure,
    value,
    min,
    max,
    standing,
    outsideBy,
  });
  if (min === null && max === null) return check('no-limit');
  if (value === null) return check('not-measured');
  if (min !== null && value < min) return check('below', clean(min - value));
  if (max !== null && value > max) return check('above', clean(value - max));
  return check('within');
}

/**
 * The sample against the contract's specification, measure by measure in the specification's order: every measure
 * the specification limits, and every measure the sample read. A nil-ergot specification is a maximum of 0, so any
 * ergot is above it.
 */
export function checkSpecification(
  specification: Pick<ListingSpecification, 'measures'>,
  results: SampleResults,
): MeasureCheck[] {
  return SPECIFICATION_MEASURES.flatMap((measure) => {
    const range = specification.measures[measure];
    const value = sampleResultOf(results, measure);
    if (!range && value === null) return [];
    return [checkMeasure(measure, value, range?.min ?? null, range?.max ?? null)];
  }).filter((check) => check.standing !== 'no-limit' || check.value !== null);
}

/** Whether nothing the sample read is outside the specification (a measure not read does not fail it). */
export const meetsSpecification = (checks: readonly MeasureCheck[]) =>
  checks.every((check) => check.standing !== 'below' && check.standing !== 'above');

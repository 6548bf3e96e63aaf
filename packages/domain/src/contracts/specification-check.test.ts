import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SPECIFICATION_MEASURES } from '../reference/commodities';
import { checkSpecification, meetsSpecification } from './specification-check';

/** nabim Group 1 milling wheat, with the nil ergot the listing form sets. */
const group1 = {
  measures: {
    moisture: { min: null, max: 15 },
    protein: { min: 13, max: null },
    specificWeight: { min: 76, max: null },
    hagberg: { min: 250, max: null },
    admixture: { min: null, max: 2 },
    ergot: { min: null, max: 0 },
  },
};

describe('the sample against the contract’s specification (issue 21)', () => {
  it('lists each limited measure in the specification’s order with its value, limits and standing', () => {
    const checks = checkSpecification(group1, {
      moisture: 14.2,
      protein: 13.4,
      specificWeight: 77,
      hagberg: 300,
      admixture: 1,
      ergot: 0,
    });
    expect(checks.map((check) => check.measure)).toEqual([
      'moisture',
      'protein',
      'specificWeight',
      'hagberg',
      'admixture',
      'ergot',
    ]);
    expect(checks[0]).toEqual({
      measure: 'moisture',
      value: 14.2,
      min: null,
      max: 15,
      standing: 'within',
      outsideBy: 0,
    });
    expect(meetsSpecification(checks)).toBe(true);
  });

  it('says a result over a maximum is above it, and by how much, without float noise', () => {
    const [moisture] = checkSpecification(group1, { moisture: 15.3 });
    expect(moisture).toMatchObject({ standing: 'above', value: 15.3, max: 15, outsideBy: 0.3 });
  });

  it('says a result under a minimum is below it, and by how much', () => {
    const checks = checkSpecification(group1, { specificWeight: 74.5, hagberg: 220, protein: 12.7 });
    const byMeasure = Object.fromEntries(checks.map((check) => [check.measure, check]));
    expect(byMeasure.specificWeight).toMatchObject({ standing: 'below', outsideBy: 1.5 });
    expect(byMeasure.hagberg).toMatchObject({ standing: 'below', outsideBy: 30 });
    expect(byMeasure.protein).toMatchObject({ standing: 'below', outsideBy: 0.3 });
    expect(meetsSpecification(checks)).toBe(false);
  });

  it('takes a result exactly on a limit as within it', () => {
    const checks = checkSpecification(group1, { moisture: 15, protein: 13, specificWeight: 76, hagberg: 250 });
    expect(checks.filter((check) => check.value !== null).every((check) => check.standing === 'within')).toBe(true);
  });

  it('fails nil ergot on any ergot at all', () => {
    const ergot = checkSpecification(group1, { ergot: 0.001 }).find((check) => check.measure === 'ergot');
    expect(ergot).toMatchObject({ standing: 'above', outsideBy: 0.001 });
  });

  it('marks a limited measure the sample did not read as not measured, which does not fail the specification', () => {
    const checks = checkSpecification(group1, { moisture: 14, hagberg: null });
    expect(checks.find((check) => check.measure === 'hagberg')).toMatchObject({
      value: null,
      standing: 'not-measured',
    });
    expect(meetsSpecification(checks)).toBe(true);
  });

  it('lists a result the specification sets no limit on as no limit, and leaves out what neither names', () => {
    const checks = checkSpecification(
      { measures: { moisture: { min: null, max: 15 }, screenings: { min: null, max: null } } },
      {
        screenings: 3,
        oilContent: 42,
      },
    );
    expect(checks.map((check) => [check.measure, check.standing])).toEqual([
      ['moisture', 'not-measured'],
      ['screenings', 'no-limit'],
      ['oilContent', 'no-limit'],
    ]);
    expect(checkSpecification({ measures: {} }, {})).toEqual([]);
  });

  it('for any range and value: within exactly when inside the limits, and outsideBy is the distance past one', () => {
    const limit = fc.option(
      fc.integer({ min: 0, max: 1000 }).map((tenths) => tenths / 10),
      { nil: null },
    );
    fc.assert(
      fc.property(
        fc.constantFrom(...SPECIFICATION_MEASURES),
        limit,
        limit,
        fc.integer({ min: 0, max: 1000 }).map((tenths) => tenths / 10),
        (measure, a, b, value) => {
          const [min, max] = a !== null && b !== null && a > b ? [b, a] : [a, b];
          const [check] = checkSpecification({ measures: { [measure]: { min, max } } }, { [measure]: value });
          const inside = (min === null || value >= min) && (max === null || value <= max);
          if (min === null && max === null) expect(check!.standing).toBe('no-limit');
          else expect(check!.standing === 'within').toBe(inside);
          const expected = min !== null && value < min ? min - value : max !== null && value > max ? value - max : 0;
          expect(check!.outsideBy).toBeCloseTo(expected, 9);
          expect(check!.outsideBy >= 0).toBe(true);
        },
      ),
    );
  });
});

import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { installEnGbZodMessages } from '../i18n/zod-messages';
import { messages } from '../i18n/messages';
import { SPECIFICATION_MEASURES } from '../reference/commodities';
import {
  ADJUSTMENT_KINDS,
  ADJUSTMENT_SIDES,
  adjustedPricePerUnit,
  adjustmentReasonIssues,
  adjustmentRuleSchema,
  adjustmentScaleSchema,
  adjustmentTotals,
  priceAdjustments,
  rejectionGrounds,
  type AdjustmentRule,
  type AdjustmentScale,
} from './adjustment-scale';
import { defaultAdjustmentScale, UK_DEFAULT_ADJUSTMENT_SCALE } from './uk-default-adjustment-scale';

const { feedWheat, millingWheat } = UK_DEFAULT_ADJUSTMENT_SCALE;
const drying: AdjustmentRule = {
  measure: 'moisture',
  reasonId: 'moisture-drying',
  kind: 'deduction',
  side: 'above',
  threshold: 14.5,
  step: 0.1,
  ratePerStepMinor: 20,
};

describe('a deduction and bonus scale turns sample results into price adjustments (issue 21)', () => {
  it('charges a deduction for each step past the threshold, per tonne in pence', () => {
    expect(priceAdjustments({ moisture: 15.3 }, [drying])).toEqual([
      { reasonId: 'moisture-drying', kind: 'deduction', measure: 'moisture', perTonneMinor: 160 },
    ]);
  });

  it('takes a result exactly on the threshold as not past it, and a measure not read as nothing', () => {
    expect(priceAdjustments({ moisture: 14.5 }, [drying])).toEqual([]);
    expect(priceAdjustments({ moisture: null }, [drying])).toEqual([]);
    expect(priceAdjustments({}, [drying])).toEqual([]);
  });

  it('counts any part of a step for a deduction, and only whole steps for a bonus', () => {
    const part = { ...drying, step: 0.5 };
    expect(priceAdjustments({ moisture: 14.6 }, [part])[0]?.perTonneMinor).toBe(20);
    const bonus: AdjustmentRule = { ...part, kind: 'bonus', reasonId: 'quality-premium' };
    expect(priceAdjustments({ moisture: 14.9 }, [bonus])).toEqual([]);
    expect(priceAdjustments({ moisture: 15 }, [bonus])[0]?.perTonneMinor).toBe(20);
  });

  it('counts a one-decimal reading as the steps it says, despite float arithmetic (14.6 - 14.5 is one step)', () => {
    const bonus: AdjustmentRule = { ...drying, kind: 'bonus', reasonId: 'quality-premium' };
    for (let tenths = 146; tenths <= 400; tenths += 1) {
      const steps = tenths - 145;
      expect(priceAdjustments({ moisture: tenths / 10 }, [drying])[0]?.perTonneMinor).toBe(steps * 20);
      expect(priceAdjustments({ moisture: tenths / 10 }, [bonus])[0]?.perTonneMinor).toBe(steps * 20);
    }
  });

  it('acts below its threshold when its side is below', () => {
    const low: AdjustmentRule = { ...drying, measure: 'specificWeight', side: 'below', threshold: 76, step: 1 };
    expect(priceAdjustments({ specificWeight: 74 }, [low])[0]?.perTonneMinor).toBe(40);
    expect(priceAdjustments({ specificWeight: 78 }, [low])).toEqual([]);
  });

  it('charges a flat rate for anything past when the rule has no step', () => {
    const flat: AdjustmentRule = { ...drying, measure: 'ergot', threshold: 0, step: null, ratePerStepMinor: 500 };
    expect(priceAdjustments({ ergot: 0.001 }, [flat])[0]?.perTonneMinor).toBe(500);
    expect(priceAdjustments({ ergot: 3 }, [flat])[0]?.perTonneMinor).toBe(500);
    expect(priceAdjustments({ ergot: 0 }, [flat])).toEqual([]);
  });

  it('stops a rule at its cap', () => {
    expect(priceAdjustments({ moisture: 20 }, [{ ...drying, capMinor: 300 }])[0]?.perTonneMinor).toBe(300);
  });

  it('names the rules whose reject limit a result is past, on the rule’s side', () => {
    const scale: AdjustmentScale = [
      { ...drying, rejectAt: 18 },
      { ...drying, measure: 'specificWeight', reasonId: 'specific-weight', side: 'below', threshold: 76, rejectAt: 70 },
    ];
    expect(rejectionGrounds({ moisture: 18, specificWeight: 70 }, scale)).toEqual([]);
    expect(rejectionGrounds({ moisture: 18.1, specificWeight: 69.5 }, scale)).toEqual([
      { measure: 'moisture', reasonId: 'moisture-drying', value: 18.1, rejectAt: 18 },
      { measure: 'specificWeight', reasonId: 'specific-weight', value: 69.5, rejectAt: 70 },
    ]);
  });

  it('applies deductions and bonuses to the price per tonne, never below nothing', () => {
    const adjustments = [
      { reasonId: 'moisture-drying', kind: 'deduction' as const, measure: 'moisture' as const, perTonneMinor: 160 },
      { reasonId: 'protein-premium', kind: 'bonus' as const, measure: 'protein' as const, perTonneMinor: 200 },
    ];
    expect(adjustmentTotals(adjustments)).toEqual({ deductionsMinor: 160, bonusesMinor: 200 });
    expect(adjustedPricePerUnit(21_000, adjustments)).toBe(21_040);
    expect(adjustedPricePerUnit(21_000, [])).toBe(21_000);
    expect(
      adjustedPricePerUnit(
        100,
        adjustments.slice(0, 1).map((each) => ({ ...each, perTonneMinor: 500 })),
      ),
    ).toBe(0);
  });
});

describe('the scale as a contract stores it', () => {
  beforeAll(() => installEnGbZodMessages());
  const messagesOf = (rule: unknown) =>
    adjustmentRuleSchema.safeParse(rule).error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);

  it('takes the UK default scales as they are', () => {
    expect(adjustmentScaleSchema.parse(feedWheat)).toEqual(feedWheat);
    expect(adjustmentScaleSchema.parse(millingWheat)).toEqual(millingWheat);
  });

  it('wants the reject limit at or past the threshold, on the rule’s side', () => {
    expect(messagesOf({ ...drying, rejectAt: 14 })).toEqual([`rejectAt: ${messages.samples.rejectBeforeThreshold}`]);
    expect(messagesOf({ ...drying, side: 'below', rejectAt: 15 })).toEqual([
      `rejectAt: ${messages.samples.rejectBeforeThreshold}`,
    ]);
    expect(messagesOf({ ...drying, rejectAt: 14.5 })).toBeUndefined();
  });

  it('wants each reason to be one of core config’s settlement reasons of its kind', () => {
    const reasons = {
      settlementDeductionReasons: [{ id: 'moisture-drying', name: 'Moisture: drying charge' }],
      settlementBonusReasons: [{ id: 'protein-premium', name: 'Protein premium' }],
    };
    const bonus: AdjustmentRule = { ...drying, kind: 'bonus', reasonId: 'protein-premium' };
    expect(adjustmentReasonIssues([drying, bonus], reasons)).toEqual([]);
    expect(
      adjustmentReasonIssues(
        [
          { ...drying, reasonId: 'protein-premium' },
          { ...bonus, reasonId: 'haulage' },
        ],
        reasons,
      ),
    ).toEqual([
      { field: '0.reasonId', message: messages.samples.reasonUnknown.deduction },
      { field: '1.reasonId', message: messages.samples.reasonUnknown.bonus },
    ]);
  });

  it('wants a step above nothing, whole pence, and known measures and kinds', () => {
    expect(messagesOf({ ...drying, step: 0 })).toEqual(['step: Must be at least 0.001']);
    expect(adjustmentRuleSchema.safeParse({ ...drying, ratePerStepMinor: 20.5 }).success).toBe(false);
    expect(adjustmentRuleSchema.safeParse({ ...drying, capMinor: -1 }).success).toBe(false);
    expect(adjustmentRuleSchema.safeParse({ ...drying, measure: 'colour' }).success).toBe(false);
    expect(adjustmentRuleSchema.safeParse({ ...drying, kind: 'penalty' }).success).toBe(false);
    expect(adjustmentRuleSchema.safeParse({ ...drying, reasonId: ' ' }).success).toBe(false);
  });
});

describe('the UK default scale for wheat (a typical merchant scale, agreed per contract)', () => {
  const adjust = (scale: AdjustmentScale, results: Parameters<typeof priceAdjustments>[0]) =>
    priceAdjustments(results, scale).map((each) => [each.reasonId, each.kind, each.perTonneMinor]);

  it('is chosen by the catalogue item: milling and feed wheat have one, other crops and types none', () => {
    expect(defaultAdjustmentScale({ commodityId: 'wheat', commodityType: 'milling' })).toBe(millingWheat);
    expect(defaultAdjustmentScale({ commodityId: 'wheat', commodityType: 'feed' })).toBe(feedWheat);
    expect(defaultAdjustmentScale({ commodityId: 'wheat', commodityType: 'biscuit' })).toEqual([]);
    expect(defaultAdjustmentScale({ commodityId: 'barley', commodityType: 'feed' })).toEqual([]);
  });

  it('moisture over 14.5 %: a drying deduction of 20p a tonne per 0.1 % or part, refused over 18 %', () => {
    expect(adjust(feedWheat, { moisture: 15.3 })).toEqual([['moisture-drying', 'deduction', 160]]);
    expect(adjust(feedWheat, { moisture: 14.55 })).toEqual([['moisture-drying', 'deduction', 20]]);
    expect(adjust(feedWheat, { moisture: 14.5 })).toEqual([]);
    expect(rejectionGrounds({ moisture: 18.2 }, feedWheat).map((ground) => ground.reasonId)).toEqual([
      'moisture-drying',
    ]);
  });

  it('feed wheat under 76 Kg/Hl: £1 a tonne per Kg/Hl or part, refused under 70', () => {
    expect(adjust(feedWheat, { specificWeight: 74.5 })).toEqual([['specific-weight', 'deduction', 200]]);
    expect(adjust(feedWheat, { specificWeight: 76 })).toEqual([]);
    expect(rejectionGrounds({ specificWeight: 69.9 }, feedWheat)).toHaveLength(1);
  });

  it('admixture over 2 %: 50p a tonne per 0.5 % or part, refused over 5 %', () => {
    expect(adjust(feedWheat, { admixture: 3 })).toEqual([['admixture-cleaning', 'deduction', 100]]);
    expect(adjust(feedWheat, { admixture: 2.2 })).toEqual([['admixture-cleaning', 'deduction', 50]]);
    expect(rejectionGrounds({ admixture: 5.5 }, feedWheat)).toHaveLength(1);
  });

  it('any ergot over the specification’s nil: a flat £5 a tonne, refused over 0.1 % (feed) or 0.05 % (milling)', () => {
    expect(adjust(feedWheat, { ergot: 0.001 })).toEqual([['ergot', 'deduction', 500]]);
    expect(adjust(feedWheat, { ergot: 0 })).toEqual([]);
    expect(rejectionGrounds({ ergot: 0.08 }, feedWheat)).toEqual([]);
    expect(rejectionGrounds({ ergot: 0.08 }, millingWheat)).toHaveLength(1);
  });

  it('milling wheat protein above 13 %: a bonus of 50p a tonne per whole 0.1 %, to £5 a tonne', () => {
    expect(adjust(millingWheat, { protein: 13.46 })).toEqual([['protein-premium', 'bonus', 200]]);
    expect(adjust(millingWheat, { protein: 14.5 })).toEqual([['protein-premium', 'bonus', 500]]);
    expect(adjust(millingWheat, { protein: 13 })).toEqual([]);
  });

  it('milling wheat protein below 13 %: £1 a tonne per 0.1 % or part, refused under 12 %', () => {
    expect(adjust(millingWheat, { protein: 12.75 })).toEqual([['protein', 'deduction', 300]]);
    expect(rejectionGrounds({ protein: 11.9 }, millingWheat).map((ground) => ground.reasonId)).toEqual(['protein']);
  });

  it('milling wheat Hagberg under 250 s: £1 a tonne per 10 s or part, refused under 200 s', () => {
    expect(adjust(millingWheat, { hagberg: 235 })).toEqual([['hagberg', 'deduction', 200]]);
    expect(adjust(millingWheat, { hagberg: 250 })).toEqual([]);
    expect(rejectionGrounds({ hagberg: 190 }, millingWheat)).toHaveLength(1);
  });

  it('milling wheat under 76 Kg/Hl: £1.50 a tonne per Kg/Hl or part, refused under 72', () => {
    expect(adjust(millingWheat, { specificWeight: 75 })).toEqual([['specific-weight', 'deduction', 150]]);
    expect(rejectionGrounds({ specificWeight: 71 }, millingWheat)).toHaveLength(1);
  });

  it('prices a wet, light, dirty sample of feed wheat bought at £210 a tonne at £205.50', () => {
    const adjustments = priceAdjustments({ moisture: 15.5, specificWeight: 74, admixture: 2.4 }, feedWheat);
    expect(adjustments.map((each) => each.perTonneMinor)).toEqual([200, 200, 50]);
    expect(adjustedPricePerUnit(21_000, adjustments)).toBe(20_550);
  });
});

const tenths = (min: number, max: number) => fc.integer({ min: min * 10, max: max * 10 }).map((each) => each / 10);
const ruleArbitrary: fc.Arbitrary<AdjustmentRule> = fc.record({
  measure: fc.constantFrom(...SPECIFICATION_MEASURES),
  reasonId: fc.constantFrom('moisture-drying', 'protein-premium', 'other'),
  kind: fc.constantFrom(...ADJUSTMENT_KINDS),
  side: fc.constantFrom(...ADJUSTMENT_SIDES),
  threshold: tenths(0, 100),
  step: fc.option(fc.constantFrom(0.001, 0.01, 0.1, 0.25, 0.5, 1, 10), { nil: null }),
  ratePerStepMinor: fc.integer({ min: 0, max: 100_000 }),
  capMinor: fc.option(fc.integer({ min: 0, max: 100_000 }), { nil: null }),
});
const resultsArbitrary = fc.record(
  Object.fromEntries(SPECIFICATION_MEASURES.map((measure) => [measure, fc.option(tenths(0, 100), { nil: null })])),
);
const price = fc.integer({ min: 1, max: 99_999_999 });

describe('the money in a scale (properties)', () => {
  it('every adjustment is a whole, non-negative number of pence per tonne', () => {
    fc.assert(
      fc.property(resultsArbitrary, fc.array(ruleArbitrary, { maxLength: 8 }), (results, scale) => {
        for (const adjustment of priceAdjustments(results, scale)) {
          expect(Number.isSafeInteger(adjustment.perTonneMinor)).toBe(true);
          expect(adjustment.perTonneMinor).toBeGreaterThan(0);
        }
      }),
    );
  });

  it('a deduction never raises the price and a bonus never lowers it', () => {
    fc.assert(
      fc.property(price, resultsArbitrary, fc.array(ruleArbitrary, { maxLength: 8 }), (priceMinor, results, scale) => {
        const adjustments = priceAdjustments(results, scale);
        const deductions = adjustments.filter((each) => each.kind === 'deduction');
        const bonuses = adjustments.filter((each) => each.kind === 'bonus');
        expect(adjustedPricePerUnit(priceMinor, deductions)).toBeLessThanOrEqual(priceMinor);
        expect(adjustedPricePerUnit(priceMinor, bonuses)).toBeGreaterThanOrEqual(priceMinor);
        const withBoth = adjustedPricePerUnit(priceMinor, adjustments);
        expect(withBoth).toBeLessThanOrEqual(adjustedPricePerUnit(priceMinor, bonuses));
        expect(withBoth).toBeGreaterThanOrEqual(adjustedPricePerUnit(priceMinor, deductions));
      }),
    );
  });

  it('the adjusted price is a whole number of pence and never below nothing', () => {
    fc.assert(
      fc.property(price, resultsArbitrary, fc.array(ruleArbitrary, { maxLength: 8 }), (priceMinor, results, scale) => {
        const adjusted = adjustedPricePerUnit(priceMinor, priceAdjustments(results, scale));
        expect(Number.isSafeInteger(adjusted)).toBe(true);
        expect(adjusted).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it('is monotonic: a result further past a rule’s threshold never moves the price less', () => {
    fc.assert(
      fc.property(ruleArbitrary, tenths(0, 100), tenths(0, 100), (rule, a, b) => {
        // Further past on the rule's side: higher for 'above', lower for 'below'.
        const [nearer, further] = (rule.side === 'above') === a <= b ? [a, b] : [b, a];
        const amount = (value: number) => priceAdjustments({ [rule.measure]: value }, [rule])[0]?.perTonneMinor ?? 0;
        expect(amount(further)).toBeGreaterThanOrEqual(amount(nearer));
      }),
    );
  });

  it('a worse moisture never deducts less, and never pays more, under the UK default scales', () => {
    fc.assert(
      fc.property(price, tenths(0, 40), tenths(0, 40), fc.constantFrom(feedWheat, millingWheat), (p, a, b, scale) => {
        const [drier, wetter] = a <= b ? [a, b] : [b, a];
        const priced = (moisture: number) => adjustedPricePerUnit(p, priceAdjustments({ moisture }, scale));
        expect(priced(wetter)).toBeLessThanOrEqual(priced(drier));
      }),
    );
  });
});

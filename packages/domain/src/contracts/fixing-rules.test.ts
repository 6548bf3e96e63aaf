import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  fixedPricesOf,
  fixedWeightOf,
  fixingConflict,
  fixingStateOf,
  fixingWeightIssue,
  remainingWeightOf,
  weightedFixingPrice,
  type FixingShape,
} from './fixing-rules';
import { fixingCreateSchema } from './fixing-schemas';

const sales = { type: 'sales', totalWeightKg: 100_000 };
const premium = { type: 'premium', totalWeightKg: 100_000 };
const base = (weightKg: number, pricePerUnit: number): FixingShape => ({ kind: 'base', weightKg, pricePerUnit });
const prem = (weightKg: number, pricePerUnit: number): FixingShape => ({ kind: 'premium', weightKg, pricePerUnit });

const fixingArb = fc.record({
  kind: fc.constantFrom('base' as const, 'premium' as const),
  weightKg: fc.integer({ min: 1, max: 2_000_000_000 }),
  pricePerUnit: fc.integer({ min: 0, max: 10_000_000 }),
});

describe('base and premium fixing (trading §1, §3, §4)', () => {
  it('derives unfixed, partly fixed and fixed from the fixings', () => {
    expect(fixingStateOf(sales, [])).toBe('unfixed');
    expect(fixingStateOf(sales, [base(40_000, 18_000)])).toBe('partly-fixed');
    expect(fixingStateOf(sales, [base(40_000, 18_000), base(60_000, 19_000)])).toBe('fixed');
    // A premium contract is fixed once its base and its premium are each fixed in whole.
    expect(fixingStateOf(premium, [base(100_000, 18_000)])).toBe('partly-fixed');
    expect(fixingStateOf(premium, [prem(100_000, 500)])).toBe('partly-fixed');
    expect(fixingStateOf(premium, [base(100_000, 18_000), prem(100_000, 500)])).toBe('fixed');
  });

  it('prices the fixings at their average weighted by weight, rounding once, half up', () => {
    expect(weightedFixingPrice([], 'base')).toBeNull();
    // (40 t × £180 + 60 t × £190) / 100 t = £186
    expect(weightedFixingPrice([base(40_000, 18_000), base(60_000, 19_000)], 'base')).toBe(18_600);
    // (1 × 1 + 2 × 2) / 3 = 1.666.. -> 2; rounding each part first would give a different answer elsewhere
    expect(weightedFixingPrice([base(1, 1), base(2, 2)], 'base')).toBe(2);
    // 0.5 rounds up
    expect(weightedFixingPrice([base(1, 1), base(1, 2)], 'base')).toBe(2);
    expect(weightedFixingPrice([base(1, 1), prem(1, 2)], 'premium')).toBe(2);
  });

  it('keeps the indicative price until a kind is first fixed, then follows its fixings', () => {
    const contract = { pricePerUnit: 17_500, premiumPrice: 400 };
    expect(fixedPricesOf(contract, [])).toEqual(contract);
    expect(fixedPricesOf(contract, [base(10_000, 18_000)])).toEqual({ pricePerUnit: 18_000, premiumPrice: 400 });
    expect(fixedPricesOf(contract, [prem(10_000, 650)])).toEqual({ pricePerUnit: 17_500, premiumPrice: 650 });
  });

  it('never fixes more than the contract’s weight, saying by how much', () => {
    expect(fixingWeightIssue('base', 100_000, 100_000)).toBeNull();
    expect(fixingWeightIssue('base', 100_001, 100_000)).toBe(
      'The base fixings would fix more than the contract’s 100.00 t: they are 0.01 t over',
    );
    expect(fixingWeightIssue('premium', 130_000, 100_000, 'kg')).toBe(
      'The premium fixings would fix more than the contract’s 100,000.00 kg: they are 30,000.00 kg over',
    );
  });

  it('fixes only an open, unfixed sales or premium contract, and a premium only on a premium contract', () => {
    const open = { type: 'sales', status: 'open', priceType: 'unfixed' };
    expect(fixingConflict(open, 'base')).toBeNull();
    expect(fixingConflict({ ...open, type: 'premium' }, 'premium')).toBeNull();
    expect(fixingConflict(open, 'premium')).toBe('Only a premium contract has a premium to fix');
    expect(fixingConflict({ ...open, priceType: 'fixed' }, 'base')).toBe(
      'This contract’s price was fixed when it was agreed: there is nothing to fix',
    );
    expect(fixingConflict({ ...open, status: 'complete' }, 'base')).toBe('Only an open contract’s price can be fixed');
    expect(fixingConflict({ ...open, type: 'storage', status: 'active' }, 'base')).toBe(
      'Only a sales or premium contract’s price is fixed',
    );
  });

  it('takes a fixing as a weight at a price on a day, base unless it says premium', () => {
    const parsed = fixingCreateSchema.parse({ weightKg: 25_000, pricePerUnit: 18_250, fixedOn: '2026-11-20' });
    expect(parsed.kind).toBe('base');
    expect(fixingCreateSchema.safeParse({ weightKg: 0, pricePerUnit: 1, fixedOn: '2026-11-20' }).success).toBe(false);
    expect(fixingCreateSchema.safeParse({ weightKg: 1, pricePerUnit: 1, fixedOn: '20/11/2026' }).success).toBe(false);
  });

  it('property: the weighted price lies between the lowest and highest fixing price and is exact to half a penny', () => {
    fc.assert(
      fc.property(fc.array(fixingArb, { minLength: 1, maxLength: 20 }), (fixings) => {
        for (const kind of ['base', 'premium'] as const) {
          const ofKind = fixings.filter((each) => each.kind === kind);
          const price = weightedFixingPrice(fixings, kind);
          if (ofKind.length === 0) {
            expect(price).toBeNull();
            continue;
          }
          const prices = ofKind.map((each) => each.pricePerUnit);
          expect(price).toBeGreaterThanOrEqual(Math.min(...prices));
          expect(price).toBeLessThanOrEqual(Math.max(...prices));
          // |price × weight - Σ w·p| ≤ weight / 2, in exact integers
          const weight = ofKind.reduce((sum, each) => sum + BigInt(each.weightKg), 0n);
          const value = ofKind.reduce((sum, each) => sum + BigInt(each.weightKg) * BigInt(each.pricePerUnit), 0n);
          const error = BigInt(price!) * weight - value;
          expect(2n * (error < 0n ? -error : error) <= weight).toBe(true);
        }
      }),
    );
  });

  it('property: the fixed and remaining weights of a kind add up to the contract while within it', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 2_000_000_000 }),
        fc.array(fixingArb, { maxLength: 20 }),
        (totalWeightKg, fixings) => {
          const contract = { type: 'premium', totalWeightKg };
          for (const kind of ['base', 'premium'] as const) {
            const fixed = fixedWeightOf(fixings, kind);
            const remaining = remainingWeightOf(contract, fixings, kind);
            expect(remaining).toBeGreaterThanOrEqual(0);
            if (fixed <= totalWeightKg) expect(fixed + remaining).toBe(totalWeightKg);
            expect(fixingWeightIssue(kind, fixed, totalWeightKg) === null).toBe(fixed <= totalWeightKg);
          }
        },
      ),
    );
  });

  it('property: a contract reads fixed exactly when nothing of any kind it fixes remains', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('sales', 'premium'),
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.array(fixingArb, { minLength: 1, maxLength: 10 }),
        (type, totalWeightKg, fixings) => {
          const contract = { type, totalWeightKg };
          const kinds = type === 'premium' ? (['base', 'premium'] as const) : (['base'] as const);
          const whole = kinds.every((kind) => remainingWeightOf(contract, fixings, kind) === 0);
          expect(fixingStateOf(contract, fixings)).toBe(whole ? 'fixed' : 'partly-fixed');
        },
      ),
    );
  });
});

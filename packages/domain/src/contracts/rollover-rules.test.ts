import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rollableWeightKg, rolloverConflict, rolloverCreateSchema, rolloverIssues } from './rollover-rules';

const contract = { month: '2026-11', totalWeightKg: 100_000 };
const nothingHeld = { plannedKg: 0, fixedKg: 0 };

describe('rolling a contract over (trading §3, §4 rolled over)', () => {
  it('rolls into a later month only', () => {
    expect(rolloverIssues(contract, nothingHeld, { weightKg: 10_000, month: '2026-12' })).toEqual([]);
    const issue = [{ field: 'month', message: 'Roll over into a month after the contract’s 2026-11' }];
    expect(rolloverIssues(contract, nothingHeld, { weightKg: 10_000, month: '2026-11' })).toEqual(issue);
    expect(rolloverIssues(contract, nothingHeld, { weightKg: 10_000, month: '2026-10' })).toEqual(issue);
  });

  it('leaves part of the contract with it', () => {
    expect(rolloverIssues(contract, nothingHeld, { weightKg: 100_000, month: '2027-01' })).toEqual([
      { field: 'weightKg', message: 'Part of the contract stays with it: roll over less than its 100.00 t' },
    ]);
  });

  it('never leaves less than is delivered or planned for delivery, or already fixed', () => {
    expect(rolloverIssues(contract, { plannedKg: 30_000, fixedKg: 0 }, { weightKg: 70_000, month: '2027-01' })).toEqual(
      [],
    );
    expect(rolloverIssues(contract, { plannedKg: 30_000, fixedKg: 0 }, { weightKg: 70_001, month: '2027-01' })).toEqual(
      [
        {
          field: 'weightKg',
          message: 'Rolling that over would leave 29.99 t, less than the 30.00 t delivered or planned for delivery',
        },
      ],
    );
    expect(rolloverIssues(contract, { plannedKg: 0, fixedKg: 45_000 }, { weightKg: 60_000, month: '2027-01' })).toEqual(
      [{ field: 'weightKg', message: 'Rolling that over would leave 40.00 t, less than the 45.00 t already fixed' }],
    );
  });

  it('rolls an open sales or premium contract, and the unfixed part only of an unfixed one', () => {
    const open = { type: 'sales', status: 'open', priceType: 'fixed' };
    expect(rolloverConflict(open, 'undelivered')).toBeNull();
    expect(rolloverConflict({ ...open, priceType: 'unfixed' }, 'unfixed')).toBeNull();
    expect(rolloverConflict(open, 'unfixed')).toBe(
      'This contract’s price is fixed: roll over its undelivered part instead',
    );
    expect(rolloverConflict({ ...open, status: 'complete' }, 'undelivered')).toBe(
      'Only an open contract can be rolled over',
    );
    expect(rolloverConflict({ ...open, type: 'storage', status: 'active' }, 'undelivered')).toBe(
      'Only a sales or premium contract is rolled over',
    );
  });

  it('takes the part, a weight and a month', () => {
    expect(rolloverCreateSchema.safeParse({ part: 'undelivered', weightKg: 1, month: '2027-01' }).success).toBe(true);
    expect(rolloverCreateSchema.safeParse({ part: 'late', weightKg: 1, month: '2027-01' }).success).toBe(false);
    expect(rolloverCreateSchema.safeParse({ part: 'unfixed', weightKg: 1, month: '2027-13' }).success).toBe(false);
  });

  it('property: a rollover is refused exactly when it would take more than the rollable weight', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.integer({ min: 1, max: 1_000_000 }),
        (totalWeightKg, plannedKg, fixedKg, weightKg) => {
          const held = { plannedKg: Math.min(plannedKg, totalWeightKg), fixedKg: Math.min(fixedKg, totalWeightKg) };
          const issues = rolloverIssues({ month: '2026-11', totalWeightKg }, held, { weightKg, month: '2027-01' });
          const rollable = rollableWeightKg({ totalWeightKg }, held);
          expect(issues.length === 0).toBe(weightKg <= rollable);
          // What is left always holds the deliveries, the fixings and a kilogram at least.
          if (issues.length === 0) {
            expect(totalWeightKg - weightKg).toBeGreaterThanOrEqual(Math.max(1, held.plannedKg, held.fixedKg));
          }
        },
      ),
    );
  });
});

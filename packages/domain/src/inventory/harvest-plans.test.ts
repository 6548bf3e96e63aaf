import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { messages } from '../i18n/messages';
import {
  harvestExpectedKg,
  harvestLoadCreateSchema,
  harvestOpenIssue,
  harvestPlanCreateSchema,
  harvestProgressPercent,
} from './harvest-plans';
import { harvestLoadIssue } from './movement-rules';

describe('harvest plans (platform §4 "harvest: in progress, complete"; trading-logistics §5)', () => {
  it('harvestExpectedKg: a field of 12.5 ha at 8.4 t/ha should give 105 t, in whole kg', () => {
    expect(harvestExpectedKg(12.5, 8.4)).toBe(105_000);
    expect(harvestExpectedKg(0.3333, 7)).toBe(2333);
    expect(harvestExpectedKg(null, 8)).toBeNull();
    expect(harvestExpectedKg(10, null)).toBeNull();
  });

  it('harvestProgressPercent: stays between 0 and 100 and needs something expected', () => {
    expect(harvestProgressPercent(52_500, 105_000)).toBe(50);
    expect(harvestProgressPercent(0, 105_000)).toBe(0);
    expect(harvestProgressPercent(120_000, 105_000)).toBe(100);
    expect(harvestProgressPercent(1000, null)).toBeNull();
    expect(harvestProgressPercent(1000, 0)).toBeNull();
    fc.assert(
      fc.property(fc.nat(10_000_000), fc.integer({ min: 1, max: 10_000_000 }), (actual, expected) => {
        const percent = harvestProgressPercent(actual, expected);
        return percent !== null && percent >= 0 && percent <= 100;
      }),
    );
  });

  it('harvestOpenIssue: a complete harvest takes no more loads, with the spec message', () => {
    expect(harvestOpenIssue('complete')).toBe(messages.inventory.harvestComplete);
    expect(harvestOpenIssue('in-progress')).toBeNull();
  });

  it('harvestLoadIssue: every load added to a harvest must share its group (crop)', () => {
    expect(harvestLoadIssue('wheat', ['barley'])).toBe(messages.inventory.harvestGroupMixed);
    expect(harvestLoadIssue('wheat', ['wheat', 'wheat'])).toBeNull();
    fc.assert(
      fc.property(fc.array(fc.constantFrom('wheat', 'barley', 'oats'), { minLength: 1 }), (crops) =>
        crops.every((crop) => crop === 'wheat')
          ? harvestLoadIssue('wheat', crops) === null
          : harvestLoadIssue('wheat', crops) === messages.inventory.harvestGroupMixed,
      ),
    );
  });

  it('checks a plan and a load the same way on both sides', () => {
    const fieldId = '4f4f4f4f-4f4f-4f4f-8f4f-4f4f4f4f4f4f';
    expect(harvestPlanCreateSchema.safeParse({ fieldId, commodityId: 'wheat', harvestYear: 2026 }).success).toBe(true);
    expect(harvestPlanCreateSchema.safeParse({ fieldId, commodityId: 'wheat', harvestYear: 1999 }).success).toBe(false);
    const load = harvestLoadCreateSchema.parse({
      destinationStorageId: fieldId,
      quantityKg: 29_000,
      startDate: '2026-08-01',
    });
    expect(load.status).toBe('complete');
    expect(harvestLoadCreateSchema.safeParse({ ...load, quantityKg: 0 }).success).toBe(false);
  });
});

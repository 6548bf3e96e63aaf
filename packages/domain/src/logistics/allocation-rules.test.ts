import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { messages } from '../i18n/messages';
import {
  allocationWeight,
  jobAllocationIssue,
  jobFullyAllocated,
  overAllocationUnmarkIssue,
  unallocatedKg,
  vehicleDay,
} from './allocation-rules';
import { loadStatus } from './load-states';

/** Allocates each asked weight in turn (undefined: the rest), as the API does under the load's lock. */
function allocateAll(weightKg: number, overAllocationAllowed: boolean, asks: (number | undefined)[]) {
  let allocatedKg = 0;
  const taken: number[] = [];
  for (const asked of asks) {
    const result = allocationWeight({ weightKg, allocatedKg, overAllocationAllowed }, asked);
    if ('weightKg' in result) {
      allocatedKg += result.weightKg;
      taken.push(result.weightKg);
    } else expect(result.issue).toBe(messages.logistics.exceedsAvailableLoads);
  }
  return { allocatedKg, taken };
}

const asks = fc.array(fc.option(fc.integer({ min: 1, max: 40_000 }), { nil: undefined }), { maxLength: 20 });

describe('load allocation (trading-logistics §5)', () => {
  it("refuses more than is left with 'Value exceeds all available loads', and the rest of the load by default", () => {
    const load = { weightKg: 29_000, allocatedKg: 20_000, overAllocationAllowed: false };
    expect(allocationWeight(load, 9_001)).toEqual({ issue: 'Value exceeds all available loads' });
    expect(allocationWeight(load, 9_000)).toEqual({ weightKg: 9_000 });
    expect(allocationWeight(load, undefined)).toEqual({ weightKg: 9_000 });
    expect(allocationWeight({ ...load, allocatedKg: 29_000 }, undefined)).toEqual({
      issue: messages.logistics.exceedsAvailableLoads,
    });
  });

  it('lets a load marked for over-allocation take more, and it then reads over-allocated', () => {
    const load = { weightKg: 29_000, allocatedKg: 29_000, overAllocationAllowed: true };
    expect(allocationWeight(load, 500)).toEqual({ weightKg: 500 });
    expect(loadStatus({ planned: true, weightKg: 29_000, allocatedKg: 29_500, tippedQuantityKg: null })).toBe(
      'over-allocated',
    );
    expect(overAllocationUnmarkIssue({ weightKg: 29_000, allocatedKg: 29_500 })).toBe(
      messages.logistics.overAllocatedUnmark,
    );
    expect(overAllocationUnmarkIssue({ weightKg: 29_000, allocatedKg: 29_000 })).toBeNull();
  });

  it('never allocates past the weight of a load not so marked, whatever is asked, and adds up to the kilogram', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 60_000 }), asks, (weightKg, asked) => {
        const { allocatedKg, taken } = allocateAll(weightKg, false, asked);
        expect(allocatedKg).toBeLessThanOrEqual(weightKg);
        expect(taken.reduce((sum, kg) => sum + kg, 0)).toBe(allocatedKg);
        expect(unallocatedKg({ weightKg, allocatedKg })).toBe(weightKg - allocatedKg);
        expect(loadStatus({ planned: true, weightKg, allocatedKg, tippedQuantityKg: null })).not.toBe('over-allocated');
      }),
    );
  });

  it('takes every asked weight of a marked load exactly, and the rest only while some is left', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 60_000 }), asks, (weightKg, asked) => {
        const { allocatedKg, taken } = allocateAll(weightKg, true, asked);
        const explicit = asked.filter((kg): kg is number => kg !== undefined);
        expect(taken.length).toBeGreaterThanOrEqual(explicit.length);
        expect(allocatedKg).toBeGreaterThanOrEqual(explicit.reduce((sum, kg) => sum + kg, 0));
      }),
    );
  });

  it("books a job only when every load is wholly allocated ('The whole load must be allocated across vehicles and drivers')", () => {
    expect(jobFullyAllocated([])).toBe(true);
    expect(
      jobFullyAllocated([
        { weightKg: 10, allocatedKg: 10 },
        { weightKg: 10, allocatedKg: 12 },
      ]),
    ).toBe(true);
    expect(
      jobAllocationIssue([
        { weightKg: 10, allocatedKg: 10 },
        { weightKg: 10, allocatedKg: 9 },
      ]),
    ).toBe('The whole load must be allocated across vehicles and drivers');
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.integer({ min: 1, max: 1e6 }), fc.integer({ min: 0, max: 1e6 }))), (pairs) => {
        const loads = pairs.map(([weightKg, allocatedKg]) => ({ weightKg, allocatedKg }));
        expect(jobFullyAllocated(loads)).toBe(loads.every((load) => unallocatedKg(load) === 0));
      }),
    );
  });

  it("reads a vehicle's day against its payload: spare, and over capacity past it", () => {
    expect(vehicleDay(29_000, 20_000)).toEqual({
      capacityKg: 29_000,
      allocatedKg: 20_000,
      spareKg: 9_000,
      overCapacity: false,
    });
    expect(vehicleDay(29_000, 29_000).overCapacity).toBe(false);
    expect(vehicleDay(29_000, 29_001)).toMatchObject({ spareKg: 0, overCapacity: true });
  });
});

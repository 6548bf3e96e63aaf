import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { messages } from '../i18n/messages';
import { harvestLoadCreateSchema } from './harvest-plans';
import { movementCompleteSchema } from './inventory-schemas';
import { MOISTURE_PERCENT_MAX, moisturePercentSchema } from './moisture';
import { actualDateIssue, holdingsAfter, sourcesForActual } from './movement-completion';

describe('completing a movement with its actual figures (issue 20)', () => {
  it('shares an actual weight among the sources in proportion, always adding up to it (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 50_000_000 }), { minLength: 1, maxLength: 8 }),
        fc.integer({ min: 1, max: 400_000_000 }),
        (planned, actualKg) => {
          const sources = planned.map((quantityKg, index) => ({ recordId: `r${index}`, storageId: 's', quantityKg }));
          const shared = sourcesForActual(sources, actualKg);
          expect(shared.reduce((sum, source) => sum + source.quantityKg, 0)).toBe(actualKg);
          expect(shared.map((source) => source.recordId)).toEqual(sources.map((source) => source.recordId));
          for (const source of shared) expect(Number.isInteger(source.quantityKg)).toBe(true);
        },
      ),
    );
  });

  it('leaves the sources as planned when the weight is the planned one, and gives one source all of it', () => {
    const one = [{ recordId: 'a', storageId: 's', quantityKg: 29_000 }];
    expect(sourcesForActual(one, 29_000)).toEqual(one);
    expect(sourcesForActual(one, 28_400)).toEqual([{ recordId: 'a', storageId: 's', quantityKg: 28_400 }]);
  });

  it('refuses an actual date after today', () => {
    expect(actualDateIssue('2026-12-03', '2026-11-26')).toBe(messages.inventory.actualDateAhead);
    expect(actualDateIssue('2026-11-26', '2026-11-26')).toBeNull();
    expect(movementCompleteSchema.safeParse({}).success).toBe(true);
    expect(movementCompleteSchema.safeParse({ actualQuantityKg: 0 }).success).toBe(false);
  });

  it('says what each store will hold after, and when it would be over capacity or below nothing', () => {
    const storages = [
      { id: 'from', name: 'Shed', quantityKg: 45_000, capacityKg: null },
      { id: 'to', name: 'Bin', quantityKg: 10_000, capacityKg: 30_000 },
    ];
    const movement = { quantityKg: 29_000, sources: [{ storageId: 'from', quantityKg: 29_000 }] };
    expect(holdingsAfter({ ...movement, destinationStorageId: 'to' }, storages)).toEqual([
      expect.objectContaining({ storageId: 'from', afterKg: 16_000, overCapacity: false, belowNothing: false }),
      expect.objectContaining({ storageId: 'to', afterKg: 39_000, overCapacity: true }),
    ]);
    const short = holdingsAfter(
      { quantityKg: 50_000, sources: [{ storageId: 'from', quantityKg: 50_000 }], destinationStorageId: null },
      storages,
    );
    expect(short).toEqual([expect.objectContaining({ afterKg: -5_000, belowNothing: true })]);
  });
});

describe('moisture (issue 20)', () => {
  it(`takes 0 to ${MOISTURE_PERCENT_MAX} % to one decimal, with the range in its message`, () => {
    for (const good of [0, 14.5, 22.3, 40])
      expect(moisturePercentSchema.safeParse(good).success, String(good)).toBe(true);
    for (const bad of [-0.1, 40.1, 14.55, Number.NaN, '14']) {
      const result = moisturePercentSchema.safeParse(bad);
      expect(result.success, String(bad)).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('Moisture is a percentage from 0 to 40');
    }
    const load = {
      destinationStorageId: '00000000-0000-4000-8000-000000000000',
      quantityKg: 1,
      startDate: '2026-08-01',
    };
    expect(harvestLoadCreateSchema.safeParse({ ...load, moisturePercent: 15.2 }).success).toBe(true);
    expect(harvestLoadCreateSchema.safeParse({ ...load, moisturePercent: 41 }).success).toBe(false);
  });
});

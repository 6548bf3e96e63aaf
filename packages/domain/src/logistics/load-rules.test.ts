import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { messages } from '../i18n/messages';
import { QUANTITY_MAX_KG } from '../inventory/movement-rules';
import { csvQuantityToKg, kgToCsvQuantity } from '../units/csv-quantity';
import { convertWeight, tonnesToKg } from '../units/units';
import { readLoadImport } from './load-import';
import {
  availableLoadsIssue,
  jobLoadTotals,
  loadedNetKg,
  loadNetIssue,
  loadReferenceOf,
  loadTotalsIssue,
} from './load-rules';
import { loadCreateSchema, loadTippedSchema } from './load-schemas';

const m = messages.logistics;
const file = '0b6f0f7e-7d4a-4c39-9d33-0c7c0b2b7a11';

describe('load weights (trading-logistics §3 Load, §5)', () => {
  it('numbers a load LD-001000 upwards when no reference is given', () => {
    expect(loadReferenceOf(1000)).toBe('LD-001000');
    expect(loadReferenceOf(1234567)).toBe('LD-1234567');
  });

  it('takes a net that is the full weight less the empty one, and says by how much another is off', () => {
    expect(loadNetIssue({ fullWeightKg: 44_000, emptyWeightKg: 15_000, netKg: 29_000 })).toBeNull();
    expect(loadNetIssue({ fullWeightKg: 44_000, emptyWeightKg: 15_000, netKg: 29_010 })?.message).toBe(
      'The net weight must be the full weight less the empty weight: it is 0.01 t higher',
    );
    expect(loadNetIssue({ fullWeightKg: 44_000, emptyWeightKg: 15_000, netKg: 28_000 }, 'kg')?.message).toBe(
      'The net weight must be the full weight less the empty weight: it is 1,000.00 kg lower',
    );
    expect(loadNetIssue({ fullWeightKg: 10, emptyWeightKg: 11 })).toEqual({
      field: 'emptyWeightKg',
      message: m.loadEmptyOverFull,
    });
    expect(loadNetIssue({ netKg: 5 })).toBeNull();
  });

  it('agrees exactly when net = full - empty, for any weights', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000 }),
        fc.integer({ min: 0, max: 100_000 }),
        fc.integer({ min: 0, max: 200_000 }),
        (empty, load, net) => {
          const weights = { fullWeightKg: empty + load, emptyWeightKg: empty, netKg: net };
          expect(loadNetIssue(weights) === null).toBe(net === load);
          expect(loadedNetKg(weights)).toBe(load);
        },
      ),
    );
  });

  it("says 'Load totals must match across load and unload fields' when loaded and unloaded differ", () => {
    expect(loadTotalsIssue(29_000, 29_000)).toBeNull();
    expect(loadTotalsIssue(29_000, 28_990)).toBe('Load totals must match across load and unload fields');
    const loads = [
      { weightKg: 29_000, fullWeightKg: 44_000, emptyWeightKg: 15_000, netKg: 29_000, tippedQuantityKg: 29_000 },
      { weightKg: 28_000, fullWeightKg: 43_000, emptyWeightKg: 15_000, tippedQuantityKg: null },
    ];
    // Not every load tipped yet: nothing to compare.
    expect(jobLoadTotals(loads)).toEqual({ loadedKg: 57_000, unloadedKg: 29_000, issue: null });
    const tipped = { ...loads[1]!, netKg: 27_500, tippedQuantityKg: 27_500 };
    expect(jobLoadTotals([loads[0]!, tipped]).issue).toBe(m.loadTotalsMatch);
    expect(jobLoadTotals([loads[0]!, { ...tipped, netKg: 28_000 }]).issue).toBeNull();
  });

  it('matches totals for any loads tipped in full, and never for loads tipped short', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 50_000 }), { minLength: 1, maxLength: 20 }), (weights) => {
        const full = weights.map((weightKg) => ({ weightKg, tippedQuantityKg: weightKg }));
        expect(jobLoadTotals(full).issue).toBeNull();
        const short = full.map((load, index) =>
          index === 0 ? { ...load, tippedQuantityKg: load.weightKg - 1 } : load,
        );
        expect(jobLoadTotals(short).issue).toBe(m.loadTotalsMatch);
      }),
    );
  });

  it("says 'Value exceeds all available loads' for more than the loads hold, and only then", () => {
    expect(availableLoadsIssue(29_001, 29_000)).toBe('Value exceeds all available loads');
    fc.assert(
      fc.property(fc.nat(1_000_000), fc.nat(1_000_000), (asked, available) => {
        expect(availableLoadsIssue(asked, available) === null).toBe(asked <= available);
      }),
    );
  });

  it('checks the body of a new load: weight in whole kilograms, the weighing agreeing', () => {
    expect(loadCreateSchema.safeParse({ weightKg: 29_000 }).success).toBe(true);
    expect(loadCreateSchema.safeParse({ weightKg: 0 }).success).toBe(false);
    expect(loadCreateSchema.safeParse({ weightKg: 1.5 }).success).toBe(false);
    const off = loadCreateSchema.safeParse({ weightKg: 29_000, fullWeightKg: 14_000, emptyWeightKg: 15_000 });
    expect(off.error?.issues[0]?.path).toEqual(['emptyWeightKg']);
    const tipped = {
      grossKg: 44_000,
      tareKg: 15_000,
      netKg: 29_000,
      tippedQuantityKg: 29_000,
      weighbridgeFileId: file,
    };
    expect(loadTippedSchema.safeParse(tipped).success).toBe(true);
    expect(loadTippedSchema.safeParse({ ...tipped, netKg: 30_000 }).error?.issues[0]?.path).toEqual(['netKg']);
    expect(loadTippedSchema.safeParse({ ...tipped, tippedQuantityKg: 29_001 }).error?.issues).toEqual([
      expect.objectContaining({ path: ['tippedQuantityKg'], message: m.exceedsAvailableLoads }),
    ]);
  });

  it('converts a weight in the person’s unit to kilograms and back within one step of its unit', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: QUANTITY_MAX_KG }), (kg) => {
        // Tonnes hold every kilogram exactly (three decimals); the upload reads them as digits.
        expect(csvQuantityToKg(String(kgToCsvQuantity(kg, 'tonne')), 'tonne')).toBe(kg);
        expect(tonnesToKg(convertWeight(kg, 'kg', 'tonne'))).toBeCloseTo(kg, 3);
      }),
    );
  });
});

describe('the CSV load upload (trading-logistics §2)', () => {
  const crops = [
    { id: 'wheat', name: 'Wheat', items: [] },
    { id: 'barley', name: 'Barley', items: [] },
  ] as never[];
  const jobs = [{ id: '6c1a3c1e-6f9a-4b55-9d84-3d0c4b8f2a10', reference: 'J-001000' }];
  const header = 'Reference,Job reference,Commodity,Planned date,Weight (t),Notes';
  const csv = (...lines: string[]) => [header, ...lines].join('\r\n');

  it('reads good rows as loads, the weight in tonnes as exact kilograms, UK and ISO dates', () => {
    const reading = readLoadImport(csv('A1,J-001000,wheat,14/08/2026,29.5,first', 'A2,,Barley,2026-08-15,0.001,'), {
      crops,
      jobs,
    });
    expect(reading.ok && reading.issues).toEqual([]);
    expect(reading.ok && reading.loads.map((load) => load.input)).toEqual([
      expect.objectContaining({
        reference: 'A1',
        jobId: jobs[0]!.id,
        commodityId: 'wheat',
        plannedDate: '2026-08-14',
        weightKg: 29_500,
        notes: 'first',
      }),
      expect.objectContaining({
        reference: 'A2',
        jobId: null,
        commodityId: 'barley',
        plannedDate: '2026-08-15',
        weightKg: 1,
      }),
    ]);
  });

  it('lists every bad row with its row number, column and message', () => {
    const reading = readLoadImport(
      csv('A1,J-999,oats,31/02/2026,lots,', ',,Wheat,,29,', 'A1,,Wheat,,29,', 'A4,,Wheat,,0,'),
      { crops, jobs },
    );
    expect(reading.ok && reading.issues).toEqual([
      { row: 2, field: 'Job reference', message: 'No job of yours has the reference J-999' },
      { row: 2, field: 'Commodity', message: 'There is no crop called oats' },
      { row: 2, field: 'Planned date', message: m.loadImportDate },
      { row: 2, field: 'Weight (t)', message: messages.inventory.importTonnes },
      { row: 3, field: 'Reference', message: messages.validation.required },
      { row: 4, field: 'Reference', message: 'The reference A1 is used by another row of this file' },
      { row: 5, field: 'Weight (t)', message: expect.any(String) },
    ]);
  });

  it('refuses a file without the columns an upload takes, or with one it does not', () => {
    expect(readLoadImport('Reference,Weight (t)\r\nA,1', { crops, jobs })).toEqual({
      ok: false,
      tooLarge: false,
      message: 'The file has no Commodity column: download the sample CSV to see the columns an upload takes',
    });
    expect(readLoadImport(`${header},Colour\r\n`, { crops, jobs }).ok).toBe(false);
    expect(readLoadImport(header, { crops, jobs })).toMatchObject({ ok: false, message: m.loadImportEmpty });
  });
});

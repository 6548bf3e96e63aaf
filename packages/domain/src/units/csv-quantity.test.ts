import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { QUANTITY_MAX_KG } from '../inventory/movement-rules';
import { csvQuantityHeading, csvQuantityToKg, kgToCsvQuantity } from './csv-quantity';
import { WEIGHT_UNITS } from './units';

describe('CSV quantities in the person’s unit (issue 20)', () => {
  it('names the unit in the heading', () => {
    expect(WEIGHT_UNITS.map(csvQuantityHeading)).toEqual([
      'Quantity (kg)',
      'Quantity (t)',
      'Quantity (bu)',
      'Quantity (lb)',
    ]);
  });

  it('writes tonnes exactly, to the kilogram, and the other units at their step', () => {
    expect(kgToCsvQuantity(25_001, 'tonne')).toBe(25.001);
    expect(kgToCsvQuantity(95_000, 'tonne')).toBe(95);
    expect(kgToCsvQuantity(1, 'tonne')).toBe(0.001);
    expect(kgToCsvQuantity(25_000, 'kg')).toBe(25_000);
    expect(kgToCsvQuantity(1_000, 'lb')).toBe(2_205);
    expect(kgToCsvQuantity(1_000, 'bushel')).toBe(50);
  });

  it('reads tonnes with decimals, with or without thousands grouped, and refuses more decimals than a kilogram', () => {
    expect(csvQuantityToKg('25.5', 'tonne')).toBe(25_500);
    expect(csvQuantityToKg('1,200.125', 'tonne')).toBe(1_200_125);
    expect(csvQuantityToKg('0.001', 'tonne')).toBe(1);
    expect(csvQuantityToKg('0.0005', 'tonne')).toBeNull();
    expect(csvQuantityToKg('12.5', 'kg')).toBeNull();
    expect(csvQuantityToKg('25,000', 'kg')).toBe(25_000);
    expect(csvQuantityToKg('2,205', 'lb')).toBe(1_000);
    expect(csvQuantityToKg('50', 'bushel')).toBe(1_000);
    expect(csvQuantityToKg('ten', 'tonne')).toBeNull();
    expect(csvQuantityToKg('-3', 'tonne')).toBeNull();
  });

  it('brings every whole kilogram home through any unit: no loss beyond the unit’s step', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: QUANTITY_MAX_KG }), fc.constantFrom(...WEIGHT_UNITS), (kg, unit) => {
        expect(csvQuantityToKg(String(kgToCsvQuantity(kg, unit)), unit)).toBe(kg);
      }),
    );
  });
});

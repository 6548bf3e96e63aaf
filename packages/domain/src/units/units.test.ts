import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ACRES_PER_HECTARE,
  BUSHELS_PER_ACRE_PER_TONNE_PER_HECTARE,
  convertDistance,
  convertTemperature,
  convertWeight,
  convertYield,
  DEFAULT_UNIT_SYSTEMS,
  DISPLAY_DECIMALS,
  KG_PER_TONNE,
  kgToTonnes,
  tonnesToKg,
  readUnitPreferences,
  resolveUnitSystems,
  roundForDisplay,
  unitPreferencesSchema,
  WEIGHT_FACTORS_FROM_KG,
  WEIGHT_UNITS,
  weightUnitFor,
  YIELD_UNIT_BY_SYSTEM,
} from './units';

const weightUnit = fc.constantFrom(...WEIGHT_UNITS);
const kilograms = fc.double({ min: -1e9, max: 1e9, noNaN: true, noDefaultInfinity: true });

describe('weight factors (spec §9: from kilograms kg 1, tonne 0.001, bushel 0.05, lb 2.205)', () => {
  it('are the spec factors', () => {
    expect(WEIGHT_FACTORS_FROM_KG).toEqual({ kg: 1, tonne: 0.001, bushel: 0.05, lb: 2.205 });
  });

  it('convert 1,000 kg to 1 tonne, 50 bushels and 2,205 lb', () => {
    expect(convertWeight(1000, 'kg', 'tonne')).toBe(1);
    expect(convertWeight(1000, 'kg', 'bushel')).toBe(50);
    expect(convertWeight(1000, 'kg', 'lb')).toBe(2205);
    expect(convertWeight(1, 'tonne', 'lb')).toBeCloseTo(2205, 9);
    expect(convertWeight(20, 'kg', 'bushel')).toBe(1);
  });

  it('round trip kg -> any unit -> kg within rounding (property)', () => {
    fc.assert(
      fc.property(kilograms, weightUnit, (kg, unit) => {
        const back = convertWeight(convertWeight(kg, 'kg', unit), unit, 'kg');
        expect(Math.abs(back - kg)).toBeLessThanOrEqual(Math.abs(kg) * 1e-12 + 1e-12);
      }),
    );
  });

  it('shown at 2 decimals, a round trip stays within half a hundredth of the unit (property)', () => {
    fc.assert(
      fc.property(kilograms, weightUnit, (kg, unit) => {
        const shown = roundForDisplay(convertWeight(kg, 'kg', unit));
        const back = convertWeight(shown, unit, 'kg');
        const halfHundredthInKg = 0.005 / WEIGHT_FACTORS_FROM_KG[unit];
        expect(Math.abs(back - kg)).toBeLessThanOrEqual(halfHundredthInKg * (1 + 1e-9) + Math.abs(kg) * 1e-12);
      }),
    );
  });
});

describe('default units (spec §9)', () => {
  it('weight metric, capacity metric, temperature metric, distance imperial; yield t/ha', () => {
    expect(DEFAULT_UNIT_SYSTEMS).toEqual({
      weight: 'metric',
      capacity: 'metric',
      temperature: 'metric',
      distance: 'imperial',
      yield: 'metric',
    });
    expect(YIELD_UNIT_BY_SYSTEM).toEqual({ metric: 'tonnePerHectare', imperial: 'bushelPerAcre' });
  });

  it('default weight unit tonne; commodity kg or lb; vehicle tonne or lb; livestock and grain kg or lb', () => {
    expect(weightUnitFor('metric')).toBe('tonne');
    expect(weightUnitFor('metric', 'commodity')).toBe('kg');
    expect(weightUnitFor('imperial', 'commodity')).toBe('lb');
    expect(weightUnitFor('metric', 'vehicle')).toBe('tonne');
    expect(weightUnitFor('imperial', 'vehicle')).toBe('lb');
    for (const context of ['livestock', 'grain'] as const) {
      expect(weightUnitFor('metric', context)).toBe('kg');
      expect(weightUnitFor('imperial', context)).toBe('lb');
    }
  });

  it('a person’s choice overrides the default of its kind only', () => {
    expect(resolveUnitSystems({ weight: 'imperial' })).toEqual({ ...DEFAULT_UNIT_SYSTEMS, weight: 'imperial' });
    expect(resolveUnitSystems(null)).toEqual(DEFAULT_UNIT_SYSTEMS);
    expect(unitPreferencesSchema.safeParse({ weight: 'cubits' }).success).toBe(false);
    expect(unitPreferencesSchema.safeParse({ colour: 'metric' }).success).toBe(false);
  });

  it('reads stored choices that are no longer known as not chosen', () => {
    expect(readUnitPreferences({ weight: 'imperial', colour: 'metric', distance: 'cubits' })).toEqual({
      weight: 'imperial',
    });
    expect(readUnitPreferences(null)).toEqual({});
  });
});

describe('area and yield (spec §9: area in hectares, yield t/ha or bushels)', () => {
  it('one hectare is 2.4711 acres', () => {
    expect(ACRES_PER_HECTARE).toBeCloseTo(2.471_054, 6);
    expect(10 * ACRES_PER_HECTARE).toBeCloseTo(24.710_54, 4);
  });

  it('1 t/ha is 20.23 bu/ac with the spec bushel (1,000 kg × 0.05 / 2.4711 acres)', () => {
    expect(BUSHELS_PER_ACRE_PER_TONNE_PER_HECTARE).toBeCloseTo(20.234_28, 4);
    expect(convertYield(8, 'tonnePerHectare', 'bushelPerAcre')).toBeCloseTo(161.87, 2);
  });

  it('agrees with converting weight and area separately (property)', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 1e7, noNaN: true }),
        fc.double({ min: 0.01, max: 1e5, noNaN: true }),
        (kg, hectares) => {
          const direct = convertWeight(kg, 'kg', 'bushel') / (hectares * ACRES_PER_HECTARE);
          const viaYield = convertYield(
            convertWeight(kg, 'kg', 'tonne') / hectares,
            'tonnePerHectare',
            'bushelPerAcre',
          );
          expect(Math.abs(viaYield - direct)).toBeLessThanOrEqual(Math.abs(direct) * 1e-12 + 1e-12);
        },
      ),
    );
  });

  it('round trip t/ha -> bu/ac -> t/ha (property)', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1e6, noNaN: true }), (value) => {
        const yieldBack = convertYield(
          convertYield(value, 'tonnePerHectare', 'bushelPerAcre'),
          'bushelPerAcre',
          'tonnePerHectare',
        );
        expect(Math.abs(yieldBack - value)).toBeLessThanOrEqual(value * 1e-12 + 1e-12);
      }),
    );
  });
});

describe('temperature and distance', () => {
  it('metric °C and km; imperial °F and miles', () => {
    expect(convertTemperature(100, 'fahrenheit')).toBe(212);
    expect(convertTemperature(-40, 'fahrenheit')).toBe(-40);
    expect(convertTemperature(12, 'celsius')).toBe(12);
    expect(convertDistance(1.609_344, 'mile')).toBeCloseTo(1, 12);
    expect(convertDistance(5, 'kilometre')).toBe(5);
  });
});

describe('display rounding (spec §9: numbers show 2 decimals)', () => {
  it('rounds half away from zero to 2 decimals without binary drift', () => {
    expect(DISPLAY_DECIMALS).toBe(2);
    expect(roundForDisplay(1.005)).toBe(1.01);
    expect(roundForDisplay(-1.005)).toBe(-1.01);
    expect(roundForDisplay(2.675)).toBe(2.68);
    expect(roundForDisplay(1e-7)).toBe(0);
    expect(roundForDisplay(-0.001)).toBe(0);
  });

  it('is within half a hundredth and keeps the sign (property)', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e12, max: 1e12, noNaN: true }), (value) => {
        const rounded = roundForDisplay(value);
        expect(Math.abs(rounded - value)).toBeLessThanOrEqual(0.005 + Math.abs(value) * 1e-15);
        if (rounded !== 0) expect(Math.sign(rounded)).toBe(Math.sign(value));
        expect(roundForDisplay(rounded)).toBe(rounded);
      }),
    );
  });
});

describe('tonnes and kilograms (trading quantities)', () => {
  it('converts with the spec’s factor: 1 t = 1,000 kg', () => {
    expect(KG_PER_TONNE).toBe(1000);
    expect(kgToTonnes(25_500)).toBe(25.5);
    expect(tonnesToKg(25.5)).toBe(25_500);
    expect(tonnesToKg(0.0004)).toBe(0);
    expect(convertWeight(1, 'tonne', 'kg')).toBeCloseTo(KG_PER_TONNE);
  });

  it('gives back every whole number of kilograms, and whole kilograms for any tonnes typed', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2_000_000_000 }), (kg) => {
        expect(tonnesToKg(kgToTonnes(kg))).toBe(kg);
      }),
    );
    fc.assert(
      fc.property(fc.double({ min: 0, max: 2_000_000, noNaN: true }), (tonnes) => {
        const kg = tonnesToKg(tonnes);
        expect(Number.isInteger(kg)).toBe(true);
        expect(Math.abs(kg - tonnes * KG_PER_TONNE)).toBeLessThanOrEqual(0.5);
      }),
    );
  });
});

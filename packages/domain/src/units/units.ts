import { z } from '../zod';

/**
 * Units of measure (platform §9). Weights are stored in kilograms and money in minor units;
 * conversion and rounding happen only at the edges, with the spec's factors.
 */

export const UNIT_SYSTEMS = ['metric', 'imperial'] as const;
export type UnitSystem = (typeof UNIT_SYSTEMS)[number];
const unitSystemSchema = z.enum(UNIT_SYSTEMS);

/** The kinds of quantity a person chooses a system for (kept per user in `users.unit_preferences`). */
export const UNIT_KINDS = ['weight', 'capacity', 'temperature', 'distance', 'yield'] as const;
export type UnitKind = (typeof UNIT_KINDS)[number];
const unitKindSchema = z.enum(UNIT_KINDS);

/** Spec: default units weight metric, capacity metric, temperature metric, distance imperial; yield t/ha. */
export const DEFAULT_UNIT_SYSTEMS: Readonly<Record<UnitKind, UnitSystem>> = {
  weight: 'metric',
  capacity: 'metric',
  temperature: 'metric',
  distance: 'imperial',
  yield: 'metric',
};

/** A person's choice per kind; kinds not chosen read the defaults. */
export const unitPreferencesSchema = z.partialRecord(unitKindSchema, unitSystemSchema);
export type UnitPreferences = z.infer<typeof unitPreferencesSchema>;

/** Stored choices as far as they are still known kinds and systems; anything else reads as not chosen. */
export function readUnitPreferences(stored: unknown): UnitPreferences {
  if (typeof stored !== 'object' || stored === null) return {};
  const chosen: UnitPreferences = {};
  for (const [kind, system] of Object.entries(stored)) {
    const k = unitKindSchema.safeParse(kind);
    const s = unitSystemSchema.safeParse(system);
    if (k.success && s.success) chosen[k.data] = s.data;
  }
  return chosen;
}

export function resolveUnitSystems(chosen: UnitPreferences | null | undefined): Record<UnitKind, UnitSystem> {
  return { ...DEFAULT_UNIT_SYSTEMS, ...(chosen ?? {}) };
}

// ---- Weight ----

export const WEIGHT_UNITS = ['kg', 'tonne', 'bushel', 'lb'] as const;
export type WeightUnit = (typeof WEIGHT_UNITS)[number];

/** Kilograms in a tonne: grain is traded in tonnes and stored in kilograms. */
export const KG_PER_TONNE = 1000;

/** Spec: weight factors from kilograms: kg 1, tonne 0.001, bushel 0.05, lb 2.205. */
export const WEIGHT_FACTORS_FROM_KG: Readonly<Record<WeightUnit, number>> = {
  kg: 1,
  tonne: 1 / KG_PER_TONNE,
  bushel: 0.05,
  lb: 2.205,
};

/** What a weight is shown for: commodity, vehicle, livestock and grain each have their own unit. */
export const WEIGHT_CONTEXTS = ['default', 'commodity', 'vehicle', 'livestock', 'grain', 'capacity'] as const;
export type WeightContext = (typeof WEIGHT_CONTEXTS)[number];

/**
 * Spec: default weight unit tonne; commodity units kg (metric) or lb (imperial); vehicle tonne or lb;
 * livestock and grain kg or lb. Imperial has no tonne, so the default imperial weight is lb.
 * Capacity (how much a store holds) is a weight too: tonnes, or bushels in imperial, as stores there are rated.
 */
const WEIGHT_UNIT_BY_CONTEXT: Readonly<Record<WeightContext, Record<UnitSystem, WeightUnit>>> = {
  default: { metric: 'tonne', imperial: 'lb' },
  commodity: { metric: 'kg', imperial: 'lb' },
  vehicle: { metric: 'tonne', imperial: 'lb' },
  livestock: { metric: 'kg', imperial: 'lb' },
  grain: { metric: 'kg', imperial: 'lb' },
  capacity: { metric: 'tonne', imperial: 'bushel' },
};

export function weightUnitFor(system: UnitSystem, context: WeightContext = 'default'): WeightUnit {
  return WEIGHT_UNIT_BY_CONTEXT[context][system];
}

export function convertWeight(value: number, from: WeightUnit, to: WeightUnit): number {
  if (from === to) return value;
  return (value / WEIGHT_FACTORS_FROM_KG[from]) * WEIGHT_FACTORS_FROM_KG[to];
}

/** Stored kilograms as tonnes, for a tonnes field or a figure in tonnes (exact for whole kilograms: 25_500 -> 25.5). */
export function kgToTonnes(kg: number): number {
  return kg / KG_PER_TONNE;
}

/** Tonnes typed in a form as the whole kilograms the API stores (25.5 -> 25_500). */
export function tonnesToKg(tonnes: number): number {
  return Math.round(tonnes * KG_PER_TONNE);
}

// ---- Area and yield ----

/** Spec: area in hectares. Acres only serve the imperial yield (bushels per acre). */
/** International acre: 4,046.8564224 m², so one hectare is 2.4710538… acres. */
export const ACRES_PER_HECTARE = 10_000 / 4_046.856_422_4;

export const YIELD_UNITS = ['tonnePerHectare', 'bushelPerAcre'] as const;
export type YieldUnit = (typeof YIELD_UNITS)[number];

/** Spec: yield t/ha (metric) or bushels (imperial, per acre). */
export const YIELD_UNIT_BY_SYSTEM: Readonly<Record<UnitSystem, YieldUnit>> = {
  metric: 'tonnePerHectare',
  imperial: 'bushelPerAcre',
};

/**
 * One t/ha in bu/ac with the spec's bushel factor: 1,000 kg × 0.05 bu/kg spread over 2.471 acres
 * = 20.23 bu/ac (a bushel of the spec weighs 20 kg).
 */
export const BUSHELS_PER_ACRE_PER_TONNE_PER_HECTARE =
  ((1 / WEIGHT_FACTORS_FROM_KG.tonne) * WEIGHT_FACTORS_FROM_KG.bushel) / ACRES_PER_HECTARE;

export function convertYield(value: number, from: YieldUnit, to: YieldUnit): number {
  if (from === to) return value;
  return from === 'tonnePerHectare'
    ? value * BUSHELS_PER_ACRE_PER_TONNE_PER_HECTARE
    : value / BUSHELS_PER_ACRE_PER_TONNE_PER_HECTARE;
}

// ---- Temperature and distance ----

export const TEMPERATURE_UNIT_BY_SYSTEM = { metric: 'celsius', imperial: 'fahrenheit' } as const;
type TemperatureUnit = (typeof TEMPERATURE_UNIT_BY_SYSTEM)[UnitSystem];

/** Temperatures are stored in °C. */
export function convertTemperature(celsius: number, to: TemperatureUnit): number {
  return to === 'celsius' ? celsius : (celsius * 9) / 5 + 32;
}

export const DISTANCE_UNIT_BY_SYSTEM = { metric: 'kilometre', imperial: 'mile' } as const;
type DistanceUnit = (typeof DISTANCE_UNIT_BY_SYSTEM)[UnitSystem];
export const KILOMETRES_PER_MILE = 1.609_344;

/** Distances are stored in kilometres. */
export function convertDistance(kilometres: number, to: DistanceUnit): number {
  return to === 'kilometre' ? kilometres : kilometres / KILOMETRES_PER_MILE;
}

// ---- Display ----

/** Spec: numbers show 2 decimals. */
export const DISPLAY_DECIMALS = 2;

/** Rounds half away from zero to 2 decimals, without the binary drift of `x * 100` (1.005 -> 1.01). */
export function roundForDisplay(value: number, decimals: number = DISPLAY_DECIMALS): number {
  // Past 1e15 a double has no fractional digits left to round.
  if (!Number.isFinite(value) || Math.abs(value) >= 1e15) return value;
  const [mantissa = '0', exponent = '0'] = String(Math.abs(value)).split('e');
  const rounded = Math.round(Number(`${mantissa}e${Number(exponent) + decimals}`));
  const result = Number(`${rounded}e-${decimals}`);
  return result === 0 ? 0 : Math.sign(value) * result;
}

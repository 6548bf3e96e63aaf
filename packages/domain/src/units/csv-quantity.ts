import { messages } from '../i18n/messages';
import { tonnesToKg, WEIGHT_FACTORS_FROM_KG, type WeightUnit } from './units';

/**
 * Quantities in CSV files (issue 20): an export writes them in the person's weight unit with the unit in the
 * heading ('Quantity (t)'), and an import reads the unit from the heading, never guessing: a bare 'Quantity' is
 * refused, so tonnes are never read as kilograms.
 */

/** The heading of a weight column in a unit: 'Capacity (t)', 'Harvested (lb)'. */
export const csvWeightHeading = (name: string, unit: WeightUnit): string => `${name} (${messages.units.symbols[unit]})`;

/** The heading of a quantity column in a unit: 'Quantity (t)', 'Quantity (kg)', 'Quantity (lb)', 'Quantity (bu)'. */
export const csvQuantityHeading = (unit: WeightUnit): string => csvWeightHeading('Quantity', unit);

/**
 * Decimals a file carries in each unit: a kilogram is the stored step, so tonnes need three, and two of a pound
 * (0.45 kg) or of a bushel (20 kg) are finer than one kilogram: kg to the unit and back always comes home.
 */
export const CSV_QUANTITY_DECIMALS: Readonly<Record<WeightUnit, number>> = { kg: 0, tonne: 3, lb: 2, bushel: 2 };

/** Whole kilograms as written in a file, in the unit at its decimals (25,001 kg is 25.001 t). */
export function kgToCsvQuantity(kg: number, unit: WeightUnit): number {
  const whole = Math.round(kg);
  // Tonnes from the digits, not a product: 25001 kg is exactly 25.001, never 25.000999999.
  if (unit === 'tonne') return Number(`${Math.trunc(whole / 1000)}.${String(Math.abs(whole) % 1000).padStart(3, '0')}`);
  const step = 10 ** CSV_QUANTITY_DECIMALS[unit];
  return Math.round(whole * WEIGHT_FACTORS_FROM_KG[unit] * step) / step;
}

/** A number as a spreadsheet may show it (`1,200.5`), with at most `decimals` decimals: its digits, or null. */
function readDecimal(text: string, decimals: number): { whole: number; fraction: string } | null {
  const fraction = decimals > 0 ? `(?:\\.(\\d{1,${decimals}}))?` : '';
  const match = new RegExp(`^(\\d+|\\d{1,3}(?:,\\d{3})+)${fraction}$`).exec(text.trim());
  if (!match) return null;
  return { whole: Number((match[1] ?? '').replaceAll(',', '')), fraction: match[2] ?? '' };
}

/**
 * A file's quantity in a unit as whole kilograms, or null when it is not a number of that unit's decimals. Tonnes
 * are read as digits (0.001 t is 1 kg exactly); pounds and bushels to the nearest kilogram.
 */
export function csvQuantityToKg(text: string, unit: WeightUnit): number | null {
  const read = readDecimal(text, CSV_QUANTITY_DECIMALS[unit]);
  if (!read) return null;
  if (unit === 'kg') return read.whole;
  if (unit === 'tonne') return tonnesToKg(read.whole) + Number(read.fraction.padEnd(3, '0'));
  return Math.round(Number(`${read.whole}.${read.fraction || '0'}`) / WEIGHT_FACTORS_FROM_KG[unit]);
}

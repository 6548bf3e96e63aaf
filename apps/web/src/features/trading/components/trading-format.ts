import { tonnes } from '@harvest/domain';

/** Kilograms as tonnes, the unit trades are priced in: '116.00 t'. */
export function formatTonnes(kg: number): string {
  return tonnes(kg);
}

/** A quantity range in tonnes: '100.00 t – 150.00 t', or one figure when both ends agree. */
export function formatTonnesRange(minKg: number, maxKg: number): string {
  return minKg === maxKg ? formatTonnes(minKg) : `${formatTonnes(minKg)} – ${formatTonnes(maxKg)}`;
}

/** Trading's screens price per tonne as contracts do. */
export { formatPricePerTonne } from '../../../lib/format/price-per-tonne';

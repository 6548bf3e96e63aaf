import { formatMessage, messages } from '../i18n/messages';
import { DEFAULT_LOCALE, type Locale } from '../i18n/locale';
import { weightAtStep } from '../inventory/movement-rules';
import type { WeightUnit } from '../units/units';

/**
 * The weight rules of a load (trading-logistics §3 Load, §5): its net is its full weight less its empty one (a
 * weighbridge's gross less its tare: contracts' netWeightIssue says that one), what is loaded is what is unloaded,
 * and nothing asked of the loads is more than they hold.
 */

/** Loads are referenced LD-001000 upwards when the organiser does not give one (the logistics sequence). */
export const LOAD_REFERENCE_PREFIX = 'LD-';
export const loadReferenceOf = (sequence: number): string =>
  `${LOAD_REFERENCE_PREFIX}${String(sequence).padStart(6, '0')}`;

export interface LoadWeighing {
  fullWeightKg?: number | null | undefined;
  emptyWeightKg?: number | null | undefined;
  netKg?: number | null | undefined;
}

/**
 * Where the full and empty weights are both given: the empty cannot be more than the full, and a net given beside
 * them must be their difference (the message says by how much it is off, rounded up). Null when they agree or when
 * there is nothing to compare.
 */
export function loadNetIssue(
  weights: LoadWeighing,
  unit: WeightUnit = 'tonne',
  locale: Locale = DEFAULT_LOCALE,
): { field: 'emptyWeightKg' | 'netKg'; message: string } | null {
  const { fullWeightKg: full, emptyWeightKg: empty, netKg: net } = weights;
  if (full == null || empty == null) return null;
  if (empty > full) return { field: 'emptyWeightKg', message: messages.logistics.loadEmptyOverFull };
  if (net == null || net === full - empty) return null;
  const difference = weightAtStep(Math.abs(net - (full - empty)), unit, 'up', locale);
  const message = net > full - empty ? messages.logistics.loadNetHigher : messages.logistics.loadNetLower;
  return { field: 'netKg', message: formatMessage(message, { difference }) };
}

/** The net a load was loaded with: its full weight less its empty one, where both were weighed. */
export function loadedNetKg(weights: LoadWeighing): number | null {
  if (weights.fullWeightKg != null && weights.emptyWeightKg != null)
    return weights.fullWeightKg - weights.emptyWeightKg;
  return null;
}

/** §5 'Load totals must match across load and unload fields': what was loaded is what is unloaded. */
export function loadTotalsIssue(loadedKg: number, unloadedKg: number): string | null {
  return loadedKg === unloadedKg ? null : messages.logistics.loadTotalsMatch;
}

/** §5 'Value exceeds all available loads': a quantity asked of the loads is never more than they hold together. */
export function availableLoadsIssue(askedKg: number, availableKg: number): string | null {
  return askedKg <= availableKg ? null : messages.logistics.exceedsAvailableLoads;
}

/**
 * The loaded and unloaded totals of a job's loads: loaded is each load's net where it was loaded (else its planned
 * weight), unloaded each tipped load's net where it was tipped (gross - tare). Compared once every load is tipped.
 */
export function jobLoadTotals(
  loads: readonly (LoadWeighing & { weightKg: number; tippedQuantityKg: number | null })[],
): { loadedKg: number; unloadedKg: number; issue: string | null } {
  const loadedKg = loads.reduce((sum, load) => sum + (loadedNetKg(load) ?? load.weightKg), 0);
  const unloaded = (load: (typeof loads)[number]) =>
    load.tippedQuantityKg === null ? 0 : (load.netKg ?? load.tippedQuantityKg);
  const unloadedKg = loads.reduce((sum, load) => sum + unloaded(load), 0);
  const allTipped = loads.length > 0 && loads.every((load) => load.tippedQuantityKg !== null);
  return { loadedKg, unloadedKg, issue: allTipped ? loadTotalsIssue(loadedKg, unloadedKg) : null };
}

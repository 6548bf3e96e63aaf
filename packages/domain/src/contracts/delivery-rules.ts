import { formatMessage, messages } from '../i18n/messages';
import { DEFAULT_LOCALE, type Locale } from '../i18n/locale';
import { weightAtStep } from '../inventory/movement-rules';
import type { WeightUnit } from '../units/units';

/** §3: a delivery is planned within its contract's period (the movement month's start and end). */
export function plannedDateIssue(date: string, contract: { startDate: string; endDate: string }): string | null {
  if (date >= contract.startDate && date <= contract.endDate) return null;
  return formatMessage(messages.deliveries.plannedDateOutside, { start: contract.startDate, end: contract.endDate });
}

/**
 * The deliveries of a contract never plan more than its total weight: the message says by how much they are higher,
 * rounded up as the movement messages are, so a kilogram over never reads as '0.00 t higher'. Null within it.
 */
export function plannedWeightIssue(
  plannedKg: number,
  contractKg: number,
  unit: WeightUnit = 'tonne',
  locale: Locale = DEFAULT_LOCALE,
): string | null {
  if (plannedKg <= contractKg) return null;
  return formatMessage(messages.deliveries.overContract, {
    total: weightAtStep(contractKg, unit, 'down', locale),
    difference: weightAtStep(plannedKg - contractKg, unit, 'up', locale),
  });
}

/** A weighbridge's net weight is its gross less its tare; the message says by how much it is higher or lower. */
export function netWeightIssue(
  weights: { grossKg: number; tareKg: number; netKg: number },
  unit: WeightUnit = 'tonne',
  locale: Locale = DEFAULT_LOCALE,
): string | null {
  const expected = weights.grossKg - weights.tareKg;
  if (weights.netKg === expected) return null;
  const difference = weightAtStep(Math.abs(weights.netKg - expected), unit, 'up', locale);
  return formatMessage(weights.netKg > expected ? messages.deliveries.netHigher : messages.deliveries.netLower, {
    difference,
  });
}

/** §5 'A collection receipt is required to complete some trades': an ex-farm trade's, since the buyer collects. */
export const collectionReceiptRequired = (haulage: string | null): boolean => haulage === 'ex-farm';

import { z } from '../zod';
import { formatMessage, messages } from '../i18n/messages';
import { hasScale, MONEY_SCALE } from './money';

/**
 * Spec §5 and §9: number inputs take min 0 and max 2,000,000 by default, group thousands with a
 * comma, use a dot as the radix, and allow 2 decimals (scale 2) for money.
 */
export const NUMBER_INPUT_RULES = {
  min: 0,
  max: 2_000_000,
  thousandSeparator: ',',
  decimalSeparator: '.',
  moneyScale: MONEY_SCALE,
} as const;

type NumberInputOptions = {
  min?: number;
  max?: number;
  /** Decimal places allowed; unset allows any. */
  scale?: number;
};

/** A number as a number input accepts it: within the spec's default limits unless told otherwise. */
export function numberInputSchema({
  min = NUMBER_INPUT_RULES.min,
  max = NUMBER_INPUT_RULES.max,
  scale,
}: NumberInputOptions = {}) {
  const base = z.number().min(min).max(max);
  if (scale === undefined) return base;
  return base.refine((value) => hasScale(value, scale), {
    message: formatMessage(messages.validation.decimalPlaces, { scale }),
  });
}

import {
  currencySymbol,
  DEFAULT_CURRENCY,
  DEFAULT_LOCALE,
  NUMBER_INPUT_RULES,
  type Currency,
  type Locale,
} from '@harvest/domain';
import { NumberInput as MantineNumberInput, type NumberInputProps as MantineNumberInputProps } from '@mantine/core';

/** The separators are the spec's, not the caller's to choose. */
export type NumberInputProps = Omit<MantineNumberInputProps, 'thousandSeparator' | 'decimalSeparator'>;

/**
 * A number input with the spec's rules (§5, §9): min 0 and max 2,000,000 unless told otherwise,
 * thousands grouped with a comma, a dot as the radix. A value past the limits cannot be typed.
 */
export function NumberInput({
  min = NUMBER_INPUT_RULES.min,
  max = NUMBER_INPUT_RULES.max,
  ...props
}: NumberInputProps) {
  return (
    <MantineNumberInput
      thousandSeparator={NUMBER_INPUT_RULES.thousandSeparator}
      decimalSeparator={NUMBER_INPUT_RULES.decimalSeparator}
      min={min}
      max={max}
      allowNegative={min < 0}
      clampBehavior="strict"
      inputMode="decimal"
      {...props}
    />
  );
}

export type MoneyInputProps = Omit<NumberInputProps, 'decimalScale' | 'fixedDecimalScale'> & {
  currency?: Currency;
  locale?: Locale;
};

/** An amount of money in major units, with 2 decimals at most (scale 2) and the currency's symbol. */
export function MoneyInput({ currency = DEFAULT_CURRENCY, locale = DEFAULT_LOCALE, ...props }: MoneyInputProps) {
  return (
    <NumberInput
      decimalScale={NUMBER_INPUT_RULES.moneyScale}
      leftSection={<span aria-hidden="true">{currencySymbol(currency, locale)}</span>}
      {...props}
    />
  );
}

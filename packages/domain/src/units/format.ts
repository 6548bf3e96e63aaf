import { DEFAULT_LOCALE, type Locale } from '../i18n/locale';
import { formatMessage, messages } from '../i18n/messages';
import { DEFAULT_CURRENCY, minorToMajor, MONEY_SCALE, type Currency } from './money';
import { convertWeight, DISPLAY_DECIMALS, roundForDisplay } from './units';

/** Formatters are costly to build; one per locale, option set and currency. */
const cache = new Map<string, Intl.NumberFormat>();

function formatter(locale: Locale, key: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const id = `${locale}|${key}`;
  let found = cache.get(id);
  if (!found) {
    found = new Intl.NumberFormat(locale, options);
    cache.set(id, found);
  }
  return found;
}

/** Spec: numbers show 2 decimals, thousands grouped: 1234.5 -> '1,234.50'. */
export function formatNumber(value: number, locale: Locale = DEFAULT_LOCALE): string {
  return formatter(locale, 'number', {
    minimumFractionDigits: DISPLAY_DECIMALS,
    maximumFractionDigits: DISPLAY_DECIMALS,
  }).format(roundForDisplay(value));
}

/** A quantity with its unit symbol: '1,234.50 t'. */
export function formatQuantity(
  value: number,
  unit: keyof typeof messages.units.symbols,
  locale: Locale = DEFAULT_LOCALE,
): string {
  return formatMessage(messages.units.quantity, {
    value: formatNumber(value, locale),
    unit: messages.units.symbols[unit],
  });
}

/** Kilograms in tonnes, the spec's default weight unit, for messages: 2500 kg -> '2.50 t'. */
export function formatKgAsTonnes(kg: number, locale: Locale = DEFAULT_LOCALE): string {
  return formatQuantity(convertWeight(kg, 'kg', 'tonne'), 'tonne', locale);
}

/** Money from minor units in its currency: (123456, 'GBP') -> '£1,234.56'. */
export function formatMoney(
  minor: number,
  currency: Currency = DEFAULT_CURRENCY,
  locale: Locale = DEFAULT_LOCALE,
): string {
  return formatter(locale, `money:${currency}`, {
    style: 'currency',
    currency,
    minimumFractionDigits: MONEY_SCALE,
    maximumFractionDigits: MONEY_SCALE,
  }).format(minorToMajor(minor));
}

/** The symbol a currency shows with in the locale: '£', '€', 'US$', 'ZAR'. */
export function currencySymbol(currency: Currency, locale: Locale = DEFAULT_LOCALE): string {
  const parts = formatter(locale, `money:${currency}`, {
    style: 'currency',
    currency,
    minimumFractionDigits: MONEY_SCALE,
    maximumFractionDigits: MONEY_SCALE,
  }).formatToParts(0);
  return parts.find((part) => part.type === 'currency')?.value ?? currency;
}

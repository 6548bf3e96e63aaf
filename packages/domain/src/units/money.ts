import { z } from '../zod';
import { formatMessage, messages } from '../i18n/messages';

/** Money travels as integer minor units; spec: money values are in minor units (divided by 100). */
export const MINOR_UNITS_PER_MAJOR = 100;
export const MONEY_SCALE = 2;

/** Spec: supported currencies EUR, GBP, USD, NZD, AUD, CAD, ZAR; default GBP. All have 2 minor digits. */
export const CURRENCIES = ['EUR', 'GBP', 'USD', 'NZD', 'AUD', 'CAD', 'ZAR'] as const;
export type Currency = (typeof CURRENCIES)[number];
export const DEFAULT_CURRENCY: Currency = 'GBP';

export const currencySchema = z.enum(CURRENCIES, { error: () => messages.validation.currencyRequired });

/**
 * An organisation's currency follows its country until organisations store one of their own;
 * any other country reads the default, pounds.
 */
const CURRENCY_BY_COUNTRY: Readonly<Record<string, Currency>> = {
  GB: 'GBP',
  IE: 'EUR',
  US: 'USD',
  NZ: 'NZD',
  AU: 'AUD',
  CA: 'CAD',
  ZA: 'ZAR',
};

export function currencyForCountry(countryIso: string | null | undefined): Currency {
  if (!countryIso) return DEFAULT_CURRENCY;
  return CURRENCY_BY_COUNTRY[countryIso.trim().toUpperCase()] ?? DEFAULT_CURRENCY;
}

export function minorToMajor(minor: number): number {
  return minor / MINOR_UNITS_PER_MAJOR;
}

/** Rounds to the nearest minor unit (half away from zero), so 0.1 + 0.2 pounds is 30 pence. */
export function majorToMinor(major: number): number {
  const minor = Math.round(Math.abs(major) * MINOR_UNITS_PER_MAJOR);
  return minor === 0 ? 0 : Math.sign(major) * minor;
}

/** Spec: minimum price per unit 0.01; price below 1 million. */
export const PRICE_MIN = 0.01;
export const PRICE_BELOW = 1_000_000;
/** Spec: a price must not be one of the dummy values 123, 1234, 12345 (message: enter a realistic price). */
export const DUMMY_PRICES: readonly number[] = [123, 1234, 12345];

/** The message a price (in major units) breaks, or null when it is acceptable. */
export function priceIssue(major: number): string | null {
  if (!Number.isFinite(major) || major < PRICE_MIN) {
    return formatMessage(messages.validation.priceMinimum, { min: PRICE_MIN });
  }
  if (major >= PRICE_BELOW) {
    return formatMessage(messages.validation.priceBelow, { max: PRICE_BELOW.toLocaleString('en-GB') });
  }
  if (DUMMY_PRICES.includes(major)) return messages.validation.realisticPrice;
  return null;
}

function refinePrice(major: number, ctx: z.RefinementCtx): void {
  const message = priceIssue(major);
  if (message) ctx.addIssue({ code: 'custom', message, input: major, path: ['amount'] });
}

/** A price as the API carries it: minor units and a currency (spec §5: needs amount and currency). */
export const priceSchema = z
  .object({ amount: z.int(), currency: currencySchema })
  .superRefine((price, ctx) => refinePrice(minorToMajor(price.amount), ctx));
export type Price = z.infer<typeof priceSchema>;

/** A price as a form takes it: major units with at most 2 decimals. */
export const priceInputSchema = z
  .object({
    amount: z.number().refine((value) => hasScale(value, MONEY_SCALE), {
      message: formatMessage(messages.validation.decimalPlaces, { scale: MONEY_SCALE }),
    }),
    currency: currencySchema,
  })
  .superRefine((price, ctx) => refinePrice(price.amount, ctx));
export type PriceInput = z.infer<typeof priceInputSchema>;

/** Whether a number has at most `scale` decimal places (tolerating binary representation: 0.1 + 0.2). */
export function hasScale(value: number, scale: number): boolean {
  if (!Number.isFinite(value)) return false;
  const shifted = value * 10 ** scale;
  // Within the 2,000,000 input limit the binary error of `value * 100` is far below a millionth.
  return Math.abs(shifted - Math.round(shifted)) < 1e-6;
}

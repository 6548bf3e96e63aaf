import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { messages } from '../i18n/messages';
import {
  CURRENCIES,
  currencyForCountry,
  DEFAULT_CURRENCY,
  DUMMY_PRICES,
  majorToMinor,
  MINOR_UNITS_PER_MAJOR,
  minorToMajor,
  PRICE_BELOW,
  PRICE_MIN,
  priceInputSchema,
  priceSchema,
} from './money';

function messagesOf(result: { success: boolean; error?: { issues: { message: string }[] } }): string[] {
  return result.error?.issues.map((issue) => issue.message) ?? [];
}

describe('currencies (spec §9)', () => {
  it('supports EUR, GBP, USD, NZD, AUD, CAD, ZAR with GBP by default and pounds, dollars, euros offered', () => {
    expect([...CURRENCIES].sort()).toEqual(['AUD', 'CAD', 'EUR', 'GBP', 'NZD', 'USD', 'ZAR']);
    expect(DEFAULT_CURRENCY).toBe('GBP');
  });

  it('follows the organisation’s country, pounds for any other', () => {
    expect(currencyForCountry('GB')).toBe('GBP');
    expect(currencyForCountry('za')).toBe('ZAR');
    expect(currencyForCountry('IE')).toBe('EUR');
    expect(currencyForCountry('FR')).toBe('GBP');
    expect(currencyForCountry(null)).toBe('GBP');
  });
});

describe('minor units (spec §9: money values are in minor units, divided by 100)', () => {
  it('divides by 100', () => {
    expect(MINOR_UNITS_PER_MAJOR).toBe(100);
    expect(minorToMajor(123456)).toBe(1234.56);
    expect(majorToMinor(0.1 + 0.2)).toBe(30);
    expect(majorToMinor(-12.345)).toBe(-1235);
  });

  it('minor -> major -> minor is exact for every safe integer amount of pence (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e13, max: 1e13 }), (minor) => {
        expect(majorToMinor(minorToMajor(minor))).toBe(minor);
      }),
    );
  });

  it('major with 2 decimals -> minor -> major is exact (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (pence) => {
        const major = pence / 100;
        expect(minorToMajor(majorToMinor(major))).toBe(major);
      }),
    );
  });
});

describe('price (spec §5: amount and currency, no dummy values, minimum 0.01 per unit; §9 below 1 million)', () => {
  it('needs an amount and a currency', () => {
    expect(priceSchema.safeParse({ amount: 1250, currency: 'GBP' }).success).toBe(true);
    expect(priceSchema.safeParse({ amount: 1250 }).success).toBe(false);
    expect(priceSchema.safeParse({ currency: 'GBP' }).success).toBe(false);
    expect(priceSchema.safeParse({ amount: 1250, currency: 'XYZ' }).success).toBe(false);
    expect(priceSchema.safeParse({ amount: 12.5, currency: 'GBP' }).success).toBe(false);
  });

  it('refuses the dummy values 123, 1234 and 12345 with "enter a realistic price"', () => {
    expect(DUMMY_PRICES).toEqual([123, 1234, 12345]);
    expect(messages.validation.realisticPrice.toLowerCase()).toContain('enter a realistic price');
    for (const dummy of DUMMY_PRICES) {
      const input = priceInputSchema.safeParse({ amount: dummy, currency: 'GBP' });
      expect(messagesOf(input)).toEqual([messages.validation.realisticPrice]);
      const api = priceSchema.safeParse({ amount: dummy * 100, currency: 'EUR' });
      expect(messagesOf(api)).toEqual([messages.validation.realisticPrice]);
    }
    expect(priceInputSchema.safeParse({ amount: 123.5, currency: 'GBP' }).success).toBe(true);
  });

  it('is at least 0.01 per unit', () => {
    expect(PRICE_MIN).toBe(0.01);
    expect(priceInputSchema.safeParse({ amount: 0.01, currency: 'GBP' }).success).toBe(true);
    expect(priceSchema.safeParse({ amount: 1, currency: 'GBP' }).success).toBe(true);
    for (const amount of [0, -5]) {
      const result = priceInputSchema.safeParse({ amount, currency: 'GBP' });
      expect(messagesOf(result)).toEqual(['The price must be at least 0.01 per unit']);
    }
    expect(priceSchema.safeParse({ amount: 0, currency: 'GBP' }).success).toBe(false);
  });

  it('is below 1 million', () => {
    expect(PRICE_BELOW).toBe(1_000_000);
    expect(priceInputSchema.safeParse({ amount: 999_999.99, currency: 'GBP' }).success).toBe(true);
    const result = priceInputSchema.safeParse({ amount: 1_000_000, currency: 'GBP' });
    expect(messagesOf(result)).toEqual(['The price must be below 1,000,000']);
    expect(priceSchema.safeParse({ amount: 100_000_000, currency: 'GBP' }).success).toBe(false);
  });

  it('takes at most 2 decimals as typed, and converts to minor units', () => {
    expect(messagesOf(priceInputSchema.safeParse({ amount: 1.234, currency: 'GBP' }))).toContain(
      'Use at most 2 decimal places',
    );
  });

  it('accepts every realistic price of 2 decimals from 0.01 up to below 1 million (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 99_999_999 }), (minor) => {
        const valid = priceSchema.safeParse({ amount: minor, currency: 'GBP' }).success;
        expect(valid).toBe(!DUMMY_PRICES.includes(minor / 100));
        expect(priceInputSchema.safeParse({ amount: minor / 100, currency: 'USD' }).success).toBe(valid);
      }),
    );
  });
});

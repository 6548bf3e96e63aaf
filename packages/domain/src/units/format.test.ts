import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CURRENCIES } from './money';
import { currencySymbol, formatKgAsTonnes, formatMoney, formatNumber, formatQuantity } from './format';

describe('formatting (spec §9: 2 decimals; money from minor units; en-GB)', () => {
  it('shows numbers with 2 decimals and thousands commas', () => {
    expect(formatNumber(1234.5)).toBe('1,234.50');
    expect(formatNumber(1.005)).toBe('1.01');
    expect(formatNumber(-0.001)).toBe('0.00');
    expect(formatQuantity(2.5, 'tonne')).toBe('2.50 t');
    expect(formatQuantity(20.23, 'bushelPerAcre')).toBe('20.23 bu/ac');
    expect(formatKgAsTonnes(2500)).toBe('2.50 t');
    expect(formatKgAsTonnes(1_234_567)).toBe('1,234.57 t');
  });

  it('shows money from minor units in its currency', () => {
    expect(formatMoney(123456)).toBe('£1,234.56');
    expect(formatMoney(5, 'EUR')).toBe('€0.05');
    expect(formatMoney(-1999, 'USD')).toBe('-US$19.99');
    expect(formatMoney(100, 'ZAR')).toBe('ZAR\u00a01.00');
  });

  it('names the symbol of each currency', () => {
    expect(currencySymbol('GBP')).toBe('£');
    expect(currencySymbol('EUR')).toBe('€');
    expect(currencySymbol('USD')).toBe('US$');
  });

  it('money never loses its sign or its 2 decimals (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e13, max: 1e13 }), fc.constantFrom(...CURRENCIES), (minor, currency) => {
        const text = formatMoney(minor, currency);
        expect(text.startsWith('-')).toBe(minor < 0);
        const digits = text.replace(/[^\d.]/g, '');
        expect(digits).toMatch(/^\d+\.\d{2}$/);
        expect(Math.round(Number(digits) * 100)).toBe(Math.abs(minor));
      }),
    );
  });

  it('numbers never lose their sign or their 2 decimals (property)', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e9, max: 1e9, noNaN: true }), (value) => {
        const text = formatNumber(value);
        expect(text).toMatch(/^-?\d{1,3}(,\d{3})*\.\d{2}$/);
        expect(text.startsWith('-')).toBe(value <= -0.005);
      }),
    );
  });
});

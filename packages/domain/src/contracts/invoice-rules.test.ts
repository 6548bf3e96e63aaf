import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { invoiceDueDate } from '../calendar/payment-due';
import { invoiceLineAmount, invoiceReference, invoiceTotals, salesTaxOf } from './invoice-rules';

describe('invoice rules (issue 21 settlement and invoices)', () => {
  it('writes the reference as the prefix and a six-digit number, with one hyphen between', () => {
    expect(invoiceReference('HFP', 42)).toBe('HFP-000042');
    expect(invoiceReference('HFP-', 42)).toBe('HFP-000042');
    expect(invoiceReference('', 7)).toBe('000007');
    expect(invoiceReference(undefined, 1_234_567)).toBe('1234567');
    expect(() => invoiceReference('HFP', 0)).toThrow(RangeError);
  });

  it('prices a line as a trade is valued: £192.50 a tonne for 150.5 t is £28,971.25', () => {
    expect(invoiceLineAmount(150_500, 19_250)).toBe(2_897_125);
    expect(invoiceLineAmount(29_000, 17_550)).toBe(508_950);
  });

  it('adds sales tax at the business’s percentage, half up to the penny, and none when it has none', () => {
    expect(salesTaxOf(10_000, 20)).toBe(2_000);
    expect(salesTaxOf(333, 17.5)).toBe(58);
    expect(salesTaxOf(10, 5)).toBe(1);
    expect(salesTaxOf(10_000, 0)).toBe(0);
    expect(salesTaxOf(10_000, undefined)).toBe(0);
    expect(invoiceTotals([2_897_125, -15_050], 20)).toEqual({
      netMinor: 2_882_075,
      taxMinor: 576_415,
      totalMinor: 3_458_490,
    });
  });

  it('money stays whole pence: tax is within half a penny of the exact figure and the total adds up', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 100_000_000 }), { maxLength: 20 }),
        fc.integer({ min: 0, max: 10_000 }).map((bp) => bp / 100),
        (lines, percentage) => {
          const totals = invoiceTotals(lines, percentage);
          expect(Number.isInteger(totals.taxMinor)).toBe(true);
          expect(totals.totalMinor).toBe(totals.netMinor + totals.taxMinor);
          expect(Math.abs(totals.taxMinor - (totals.netMinor * percentage) / 100)).toBeLessThanOrEqual(0.5 + 1e-9);
        },
      ),
    );
  });

  it('a larger net never carries less tax', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000_000 }),
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.integer({ min: 0, max: 10_000 }).map((bp) => bp / 100),
        (net, more, percentage) => {
          expect(salesTaxOf(net + more, percentage)).toBeGreaterThanOrEqual(salesTaxOf(net, percentage));
        },
      ),
    );
  });

  it('falls due the payment days later in working days: 10 days from Friday 18 December 2026 pass Christmas', () => {
    const invoiced = new Date('2026-12-18T10:00:00Z');
    // Mon 21, Tue 22, Wed 23, Thu 24, (Fri 25, Mon 28 bank holidays) Tue 29, Wed 30, Thu 31, (Fri 1 Jan) Mon 4, Tue 5, Wed 6
    expect(invoiceDueDate(invoiced, 10, 'GB').toISOString()).toBe('2027-01-06T10:00:00.000Z');
    expect(invoiceDueDate(invoiced, 0, 'GB')).toEqual(invoiced);
  });
});

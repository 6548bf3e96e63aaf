import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { inSpotWindow, priceDays, spotWindowStart, typicalPrice } from './typical-price';

const pence = fc.integer({ min: 1, max: 100_000_000 });

describe('the typical price (§9: (highest + lowest + last price today) / 3)', () => {
  it('is the formula, in whole pence', () => {
    expect(typicalPrice(20_000, 18_000, 19_000)).toBe(19_000);
    expect(typicalPrice(20_001, 18_000, 19_000)).toBe(19_000);
    expect(typicalPrice(20_002, 18_000, 19_000)).toBe(19_001);
  });

  it('lies between the lowest and the highest price of the day, whatever the prices', () => {
    fc.assert(
      fc.property(fc.array(pence, { minLength: 1, maxLength: 30 }), (values) => {
        const [day] = priceDays(
          values.map((priceMinor, index) => ({
            date: '2026-11-27',
            priceMinor,
            at: `2026-11-27T${String(8 + Math.floor(index / 60)).padStart(2, '0')}:${String(index % 60).padStart(2, '0')}:00Z`,
          })),
        );
        expect(day).toBeDefined();
        expect(day!.highMinor).toBe(Math.max(...values));
        expect(day!.lowMinor).toBe(Math.min(...values));
        expect(day!.lastMinor).toBe(values.at(-1));
        expect(day!.typicalMinor).toBeGreaterThanOrEqual(day!.lowMinor);
        expect(day!.typicalMinor).toBeLessThanOrEqual(day!.highMinor);
      }),
    );
  });

  it('is the price itself on a day of one price, and moves with the prices', () => {
    fc.assert(
      fc.property(pence, pence, pence, fc.integer({ min: 1, max: 1_000 }), (a, b, c, shift) => {
        expect(typicalPrice(a, a, a)).toBe(a);
        const high = Math.max(a, b, c);
        const low = Math.min(a, b, c);
        expect(typicalPrice(high + shift, low + shift, c + shift) - typicalPrice(high, low, c)).toBe(shift);
      }),
    );
  });

  it('groups a series by day, oldest first, the last price being the latest of the day', () => {
    const days = priceDays([
      { date: '2026-11-27', priceMinor: 19_500, at: '2026-11-27T15:00:00Z' },
      { date: '2026-11-26', priceMinor: 19_000, at: '2026-11-26T09:00:00Z' },
      { date: '2026-11-27', priceMinor: 20_100, at: '2026-11-27T09:00:00Z' },
      { date: '2026-11-27', priceMinor: 19_200, at: '2026-11-27T11:00:00Z' },
    ]);
    expect(days).toEqual([
      { date: '2026-11-26', highMinor: 19_000, lowMinor: 19_000, lastMinor: 19_000, typicalMinor: 19_000 },
      { date: '2026-11-27', highMinor: 20_100, lowMinor: 19_200, lastMinor: 19_500, typicalMinor: 19_600 },
    ]);
  });
});

describe('the 52-week window (§9 spot prices)', () => {
  it('holds 364 days ending today', () => {
    expect(spotWindowStart('2026-11-27')).toBe('2025-11-29');
    expect(inSpotWindow('2025-11-29', '2026-11-27')).toBe(true);
    expect(inSpotWindow('2025-11-28', '2026-11-27')).toBe(false);
    expect(inSpotWindow('2026-11-27', '2026-11-27')).toBe(true);
    expect(inSpotWindow('2026-11-28', '2026-11-27')).toBe(false);
  });

  it('is always 52 weeks of days, across leap years and clock changes', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2100-01-01T00:00:00Z'), noInvalidDate: true }),
        (when) => {
          const today = when.toISOString().slice(0, 10);
          const start = new Date(`${spotWindowStart(today)}T00:00:00Z`);
          const days = (new Date(`${today}T00:00:00Z`).getTime() - start.getTime()) / 86_400_000 + 1;
          expect(days).toBe(52 * 7);
        },
      ),
    );
  });
});

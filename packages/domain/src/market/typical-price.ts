import { SPOT_PRICE_WEEKS } from './market-constants';

/** One dated price of a series, in pence per tonne. */
export interface DatedPrice {
  /** YYYY-MM-DD. */
  date: string;
  priceMinor: number;
  /** When it was taken in the day: the last of the day is the day's last price. */
  at: string;
}

/** A day of a series: its highest, lowest and last price, and the typical price of the day. */
export interface PriceDay {
  date: string;
  highMinor: number;
  lowMinor: number;
  lastMinor: number;
  typicalMinor: number;
}

/**
 * §9: typical price = (highest + lowest + last price today) / 3, in whole pence (half a penny rounds up). It always
 * lies between the lowest and the highest.
 */
export function typicalPrice(highMinor: number, lowMinor: number, lastMinor: number): number {
  return Math.round((highMinor + lowMinor + lastMinor) / 3);
}

/** A series' prices grouped by day, oldest first, each day with its high, low, last and typical price. */
export function priceDays(prices: readonly DatedPrice[]): PriceDay[] {
  const byDate = new Map<string, DatedPrice[]>();
  for (const price of prices) byDate.set(price.date, [...(byDate.get(price.date) ?? []), price]);
  return [...byDate.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([date, day]) => {
      const values = day.map((price) => price.priceMinor);
      const last = [...day].sort((a, b) => a.at.localeCompare(b.at)).at(-1)?.priceMinor ?? 0;
      const highMinor = Math.max(...values);
      const lowMinor = Math.min(...values);
      return { date, highMinor, lowMinor, lastMinor: last, typicalMinor: typicalPrice(highMinor, lowMinor, last) };
    });
}

/**
 * §9 'last 52 weeks': the first day of the window that ends on `today` (YYYY-MM-DD): 52 weeks of days, today the
 * last of them.
 */
export function spotWindowStart(today: string): string {
  const end = new Date(`${today}T00:00:00Z`);
  end.setUTCDate(end.getUTCDate() - SPOT_PRICE_WEEKS * 7 + 1);
  return end.toISOString().slice(0, 10);
}

/** Whether a day falls in the 52 weeks ending on `today`. */
export const inSpotWindow = (date: string, today: string): boolean => date >= spotWindowStart(today) && date <= today;

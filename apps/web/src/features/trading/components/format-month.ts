import { DEFAULT_LOCALE } from '@harvest/domain';

const monthYear = new Intl.DateTimeFormat(DEFAULT_LOCALE, { month: 'short', year: 'numeric', timeZone: 'UTC' });

/** A movement month ('2026-10') as en-GB writes it: 'Oct 2026'. */
export function formatMonth(month: string): string {
  const date = new Date(`${month}-01T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? month : monthYear.format(date);
}

/** Several months, in calendar order, joined for a line of text: 'Oct 2026, Nov 2026'. */
export const formatMonths = (months: readonly string[]) => [...months].sort().map(formatMonth).join(', ');

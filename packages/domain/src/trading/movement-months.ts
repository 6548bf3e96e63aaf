import { z } from '../zod';
import { messages } from '../i18n/messages';
import { DEFAULT_LOCALE } from '../i18n/locale';

/** A calendar month, 'YYYY-MM'. */
export const monthSchema = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, messages.validation.invalid);

/** §3: "as available at harvest" is September of the harvest year. */
export const HARVEST_MONTH = 9;
/**
 * The UK grain marketing year runs July to June: grain moved from July of a year is that year's harvest, grain moved
 * from January to June the harvest of the year before. A contract with no harvest year of its own takes its
 * movement month's.
 */
export const MARKETING_YEAR_FIRST_MONTH = 7;
export const harvestYearOfMonth = (month: string): number =>
  Number(month.slice(0, 4)) - (Number(month.slice(5, 7)) >= MARKETING_YEAR_FIRST_MONTH ? 0 : 1);

/** A listing's movement spans at most two years of months. */
export const MOVEMENT_MONTHS_MAX = 24;

/** §3 listing movement: chosen months, a date range, or 'as available at harvest'. */
export const listingMovementSchema = z.discriminatedUnion('kind', [
  z.strictObject({
    kind: z.literal('months'),
    months: z
      .array(monthSchema)
      .min(1, messages.trading.movementRequired)
      .max(MOVEMENT_MONTHS_MAX)
      .refine((months) => new Set(months).size === months.length, messages.trading.optionMonthRepeated),
  }),
  z
    .strictObject({ kind: z.literal('range'), startDate: z.iso.date(), endDate: z.iso.date() })
    .refine((range) => range.endDate >= range.startDate, {
      message: messages.trading.movementRangeBackwards,
      path: ['endDate'],
    })
    .refine((range) => monthsBetween(range.startDate, range.endDate).length <= MOVEMENT_MONTHS_MAX, {
      message: messages.validation.invalid,
      path: ['endDate'],
    }),
  z.strictObject({ kind: z.literal('harvest'), harvestYear: z.number().int().min(2000).max(2100) }),
]);
export type ListingMovement = z.infer<typeof listingMovementSchema>;

const monthIndex = (month: string) => Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1;
const monthOf = (index: number) =>
  `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`;

/**
 * The months a seller or buyer can choose from, as of `today` (a date or month, 'YYYY-MM[-DD]'): this month and the
 * following ones, as many as a listing's movement may span.
 */
export function upcomingMonths(today: string, count: number = MOVEMENT_MONTHS_MAX): string[] {
  const first = monthIndex(today.slice(0, 7));
  return Array.from({ length: count }, (_, index) => monthOf(first + index));
}

/** Every month a date range touches, first to last. */
export function monthsBetween(startDate: string, endDate: string): string[] {
  const first = monthIndex(startDate.slice(0, 7));
  const last = monthIndex(endDate.slice(0, 7));
  const months: string[] = [];
  for (let index = first; index <= last && months.length <= MOVEMENT_MONTHS_MAX; index += 1)
    months.push(monthOf(index));
  return months;
}

/** The movement months a buyer prices, in calendar order: one option per month (§3 movement period). */
export function movementMonths(movement: ListingMovement): string[] {
  switch (movement.kind) {
    case 'months':
      return [...movement.months].sort();
    case 'range':
      return monthsBetween(movement.startDate, movement.endDate);
    case 'harvest':
      return [`${movement.harvestYear}-${String(HARVEST_MONTH).padStart(2, '0')}`];
  }
}

/** §3 movement period: a month's first and last day, as the option's start and end dates (UTC). */
export function monthPeriod(month: string): { startDate: string; endDate: string } {
  const year = Number(month.slice(0, 4));
  const monthNumber = Number(month.slice(5, 7));
  const lastDay = new Date(Date.UTC(year, monthNumber, 0)).getUTCDate();
  return { startDate: `${month}-01`, endDate: `${month}-${String(lastDay).padStart(2, '0')}` };
}

const monthYear = new Intl.DateTimeFormat(DEFAULT_LOCALE, { month: 'short', year: 'numeric', timeZone: 'UTC' });

/** A movement month ('2026-10') as en-GB writes it: 'Oct 2026' (the month itself when it is not one). */
export function formatMovementMonth(month: string): string {
  const date = new Date(`${month}-01T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? month : monthYear.format(date);
}

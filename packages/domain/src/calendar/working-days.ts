import { bankHolidaysOf, calendarPlace, timeZoneOf, type CalendarPlace } from './bank-holidays';
import { instantOf, isoDateOf, weekdayOf, yearOf, zonedDay } from './zoned-time';

/** How far any one call will walk, so a calendar with no working days could never loop for ever. */
const MAX_DAYS_WALKED = 366 * 50;

function isWorkingCalendarDay(day: number, place: CalendarPlace): boolean {
  const weekday = weekdayOf(day);
  if (weekday === 0 || weekday === 6) return false;
  const date = isoDateOf(day);
  return !bankHolidaysOf(yearOf(day), place).some((holiday) => holiday.date === date);
}

/**
 * A working day is Monday to Friday and not a bank holiday, judged on the calendar date where the business is
 * (the country's time zone): 23:30 UTC on Sunday 28 June 2026 is Monday 00:30 in London, a working day.
 * GB is England and Wales unless the region names Scotland (SCT) or Northern Ireland (NIR).
 */
export function isWorkingDay(instant: Date, countryISO: string, region?: string | null): boolean {
  const place = calendarPlace(countryISO, region);
  return isWorkingCalendarDay(zonedDay(instant, timeZoneOf(place)).day, place);
}

/**
 * The same local time n working days later (earlier for a negative n). Each step moves to the next working
 * day after the one before, so adding one working day to a Friday gives the Monday, or the Tuesday after a
 * bank holiday Monday. Adding none gives the instant if it is on a working day, else the same local time on the
 * next working day.
 */
export function addWorkingDays(instant: Date, n: number, countryISO: string, region?: string | null): Date {
  if (!Number.isInteger(n)) throw new RangeError(`A whole number of working days, not ${n}`);
  const place = calendarPlace(countryISO, region);
  const zone = timeZoneOf(place);
  const start = zonedDay(instant, zone);
  let day = start.day;
  let walked = 0;
  const walk = (step: number) => {
    day += step;
    if (++walked > MAX_DAYS_WALKED) throw new RangeError(`No working days in ${place.country}`);
  };
  if (n === 0) {
    while (!isWorkingCalendarDay(day, place)) walk(1);
  } else {
    const step = Math.sign(n);
    for (let left = Math.abs(n); left > 0;) {
      walk(step);
      if (isWorkingCalendarDay(day, place)) left -= 1;
    }
  }
  return day === start.day ? instant : instantOf(day, start.msOfDay, zone);
}

/** The same local time on the first working day after the instant's day. */
export function nextWorkingDay(instant: Date, countryISO: string, region?: string | null): Date {
  return addWorkingDays(instant, 1, countryISO, region);
}

/**
 * How many working days lie after the day of `from` up to and including the day of `to` (negative when `to`
 * is earlier), so that workingDaysBetween(t, addWorkingDays(t, n)) is n for every n of one or more.
 */
export function workingDaysBetween(from: Date, to: Date, countryISO: string, region?: string | null): number {
  const place = calendarPlace(countryISO, region);
  const zone = timeZoneOf(place);
  const first = zonedDay(from, zone).day;
  const last = zonedDay(to, zone).day;
  if (last < first) return -workingDaysBetween(to, from, countryISO, region);
  if (last - first > MAX_DAYS_WALKED) throw new RangeError('Too far apart to count working days');
  let count = 0;
  for (let day = first + 1; day <= last; day += 1) if (isWorkingCalendarDay(day, place)) count += 1;
  return count;
}

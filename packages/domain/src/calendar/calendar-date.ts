import { CALENDAR_TIME_ZONES } from './bank-holidays';
import { isoDateOf, zonedDay } from './zoned-time';

const zoneOf = (countryISO: string): string =>
  CALENDAR_TIME_ZONES[countryISO.trim().toUpperCase()] ?? CALENDAR_TIME_ZONES.GB ?? 'Europe/London';

/**
 * The calendar date (YYYY-MM-DD) an instant falls on in the country's zone: what "today" is for a farm's
 * movements and deadlines. An unknown country reads as GB, the default country (spec §9).
 */
export function calendarDateIn(instant: Date, countryISO: string): string {
  return isoDateOf(zonedDay(instant, zoneOf(countryISO)).day);
}

/** The date and time (YYYY-MM-DD HH:mm, 24-hour) an instant reads on the country's clocks: a review time in an export. */
export function calendarTimeIn(instant: Date, countryISO: string): string {
  const { day, msOfDay } = zonedDay(instant, zoneOf(countryISO));
  const minutes = Math.floor(msOfDay / 60_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${isoDateOf(day)} ${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
}

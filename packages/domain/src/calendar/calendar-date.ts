import { CALENDAR_TIME_ZONES } from './bank-holidays';
import { isoDateOf, zonedDay } from './zoned-time';

/**
 * The calendar date (YYYY-MM-DD) an instant falls on in the country's zone: what "today" is for a farm's
 * movements and deadlines. An unknown country reads as GB, the default country (spec §9).
 */
export function calendarDateIn(instant: Date, countryISO: string): string {
  const zone = CALENDAR_TIME_ZONES[countryISO.trim().toUpperCase()] ?? CALENDAR_TIME_ZONES.GB ?? 'Europe/London';
  return isoDateOf(zonedDay(instant, zone).day);
}

import Holidays from 'date-holidays';

/**
 * Bank holidays from date-holidays (ISC licence), the public and bank ones only (not observances such as
 * Mother's Day). The product's countries are judged in these zones; the US, which spans several, is judged in
 * Central time, where its grain belt and the Chicago exchange are.
 */
export const CALENDAR_TIME_ZONES: Readonly<Record<string, string>> = {
  GB: 'Europe/London',
  IE: 'Europe/Dublin',
  US: 'America/Chicago',
  ZA: 'Africa/Johannesburg',
};

/** GB without a nation is England and Wales; Scotland (SCT) and Northern Ireland (NIR) have their own days. */
export const DEFAULT_CALENDAR_REGIONS: Readonly<Record<string, string>> = { GB: 'ENG' };

const HOLIDAY_TYPES = new Set(['public', 'bank']);

export interface BankHoliday {
  /** The local calendar date, YYYY-MM-DD. */
  date: string;
  name: string;
}

export interface CalendarPlace {
  country: string;
  /** The subdivision as date-holidays names it (SCT), or null for the whole country. */
  region: string | null;
}

/** Normalises a country and an optional region (GB-SCT, SCT or sct) to what date-holidays expects. */
export function calendarPlace(countryISO: string, region?: string | null): CalendarPlace {
  const country = countryISO.trim().toUpperCase();
  const given = region?.trim().toUpperCase() ?? '';
  const bare = given.startsWith(`${country}-`) ? given.slice(country.length + 1) : given;
  return { country, region: bare || DEFAULT_CALENDAR_REGIONS[country] || null };
}

const calendars = new Map<string, Holidays>();
const holidaysByYear = new Map<string, BankHoliday[]>();

function calendarOf({ country, region }: CalendarPlace): Holidays {
  const key = `${country}|${region ?? ''}`;
  let calendar = calendars.get(key);
  if (!calendar) {
    calendar = region ? new Holidays(country, region) : new Holidays(country);
    calendars.set(key, calendar);
  }
  return calendar;
}

/** The zone a place's days are judged in: ours for the product's countries, else the first date-holidays knows. */
export function timeZoneOf(place: CalendarPlace): string {
  return CALENDAR_TIME_ZONES[place.country] ?? calendarOf(place).getTimezones()[0] ?? 'UTC';
}

/** The bank holidays of a year, substitute days included, in date order. An unknown country has none. */
export function bankHolidaysOf(year: number, place: CalendarPlace): BankHoliday[] {
  const key = `${place.country}|${place.region ?? ''}|${year}`;
  let holidays = holidaysByYear.get(key);
  if (!holidays) {
    const found = calendarOf(place).getHolidays(year) || [];
    holidays = found
      .filter((holiday) => HOLIDAY_TYPES.has(holiday.type))
      .map((holiday) => ({ date: holiday.date.slice(0, 10), name: holiday.name }))
      .filter((holiday, index, all) => all.findIndex((other) => other.date === holiday.date) === index)
      .sort((a, b) => a.date.localeCompare(b.date));
    holidaysByYear.set(key, holidays);
  }
  return holidays;
}

/** The bank holidays of a country (and nation or state) in a year. */
export function bankHolidays(year: number, countryISO: string, region?: string | null): BankHoliday[] {
  return bankHolidaysOf(year, calendarPlace(countryISO, region));
}

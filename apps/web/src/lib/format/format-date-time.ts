import { DEFAULT_LOCALE } from '@harvest/domain';

/**
 * A formatter made when first used and kept: making one costs milliseconds (locale data), which every page paid
 * while its code loaded when they were made up front.
 */
function formatterOf(options: Intl.DateTimeFormatOptions): () => Intl.DateTimeFormat {
  let made: Intl.DateTimeFormat | null = null;
  return () => (made ??= new Intl.DateTimeFormat(DEFAULT_LOCALE, options));
}

const dateTime = formatterOf({ dateStyle: 'medium', timeStyle: 'short' });

/** A UTC ISO timestamp shown in the reader's time zone, en-GB style: '22 Nov 2025, 14:05'. */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateTime().format(date);
}

const calendarDate = formatterOf({ dateStyle: 'short', timeZone: 'UTC' });

/** A calendar date (YYYY-MM-DD, no time or zone) as en-GB writes it: '22/11/2026'. */
export function formatCalendarDate(isoDate: string): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? isoDate : calendarDate().format(date);
}

/** Today's date (YYYY-MM-DD) on the person's own device: where they stand is where the movement happens. */
export function todayOnDevice(now: Date = new Date()): string {
  return now.toLocaleDateString('en-CA');
}

const clockTime = formatterOf({ hour: '2-digit', minute: '2-digit' });

/** The time of day of a UTC ISO timestamp in the reader's time zone: '14:05' (a driver's day, a vehicle last seen). */
export function formatTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : clockTime().format(date);
}

/**
 * Calendar days in a time zone, with nothing but Intl: a day is judged where the business is, so 23:30 UTC on
 * a summer Sunday is already Monday in London. A calendar day is a day number (days since 1970-01-01), which
 * makes stepping and comparing days plain arithmetic.
 */

const MS_PER_DAY = 86_400_000;

const formats = new Map<string, Intl.DateTimeFormat>();

function formatFor(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formats.set(timeZone, format);
  }
  return format;
}

/** The wall-clock reading of the instant in the zone, as if that reading were UTC (milliseconds). */
function wallClockMs(instantMs: number, timeZone: string): number {
  const parts: Record<string, number> = {};
  for (const part of formatFor(timeZone).formatToParts(instantMs)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  const { year = 1970, month = 1, day = 1, hour = 0, minute = 0, second = 0 } = parts;
  return Date.UTC(year, month - 1, day, hour, minute, second) + (((instantMs % 1000) + 1000) % 1000);
}

interface ZonedDay {
  /** Days since 1970-01-01 of the local calendar date. */
  day: number;
  /** Milliseconds since local midnight. */
  msOfDay: number;
}

export function zonedDay(instant: Date, timeZone: string): ZonedDay {
  const wall = wallClockMs(instant.getTime(), timeZone);
  const day = Math.floor(wall / MS_PER_DAY);
  return { day, msOfDay: wall - day * MS_PER_DAY };
}

/** The instant at which the zone's clocks read that day and time (in a spring-forward gap, just after it). */
export function instantOf(day: number, msOfDay: number, timeZone: string): Date {
  const wall = day * MS_PER_DAY + msOfDay;
  const first = wall - (wallClockMs(wall, timeZone) - wall);
  const second = wall - (wallClockMs(first, timeZone) - first);
  return new Date(second);
}

/** 0 Sunday ... 6 Saturday (1970-01-01 was a Thursday). */
export function weekdayOf(day: number): number {
  return (((day + 4) % 7) + 7) % 7;
}

/** The day as YYYY-MM-DD. */
export function isoDateOf(day: number): string {
  return new Date(day * MS_PER_DAY).toISOString().slice(0, 10);
}

export function yearOf(day: number): number {
  return new Date(day * MS_PER_DAY).getUTCFullYear();
}

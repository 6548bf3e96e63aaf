import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addWorkingDays,
  bankHolidays,
  calendarDateIn,
  calendarTimeIn,
  isWorkingDay,
  LISTING_LIFE_WORKING_DAYS,
  listingCloseAt,
  nextWorkingDay,
  SCHEDULE_LEAD_WORKING_DAYS,
  scheduleCreateAt,
  workingDaysBetween,
} from './index';

const at = (iso: string) => new Date(iso);
const datesOf = (year: number, country: string, region?: string) =>
  bankHolidays(year, country, region).map((holiday) => holiday.date);

describe('bank holidays', () => {
  it('knows the 2026 bank holidays of England and Wales, which GB means by default', () => {
    const england = [
      '2026-01-01',
      '2026-04-03',
      '2026-04-06',
      '2026-05-04',
      '2026-05-25',
      '2026-08-31',
      '2026-12-25',
      '2026-12-26',
      '2026-12-28',
    ];
    expect(datesOf(2026, 'GB')).toEqual(england);
    expect(datesOf(2026, 'GB', 'GB-ENG')).toEqual(england);
    expect(datesOf(2026, 'GB', 'WLS')).toEqual(england);
  });

  it('moves Christmas and Boxing Day that fall at a weekend to substitute weekdays', () => {
    // 2026: Boxing Day is a Saturday, so Monday 28 December is the substitute day.
    expect(bankHolidays(2026, 'GB').find((holiday) => holiday.date === '2026-12-28')?.name).toMatch(/Boxing Day/);
    // 2027: Christmas is a Saturday and Boxing Day a Sunday: Monday 27 and Tuesday 28 December are off.
    expect(datesOf(2027, 'GB').filter((date) => date >= '2027-12-01')).toEqual([
      '2027-12-25',
      '2027-12-26',
      '2027-12-27',
      '2027-12-28',
    ]);
    expect(isWorkingDay(at('2027-12-27T12:00:00Z'), 'GB')).toBe(false);
    expect(isWorkingDay(at('2027-12-28T12:00:00Z'), 'GB')).toBe(false);
    expect(isWorkingDay(at('2027-12-29T12:00:00Z'), 'GB')).toBe(true);
  });

  it('gives Scotland its own days: 2 January, the August bank holiday on the 3rd, St Andrew’s Day, no Easter Monday', () => {
    const scotland = datesOf(2026, 'GB', 'GB-SCT');
    expect(scotland).toEqual(expect.arrayContaining(['2026-01-02', '2026-08-03', '2026-11-30']));
    expect(scotland).not.toContain('2026-04-06');
    expect(scotland).not.toContain('2026-08-31');
  });

  it('gives Northern Ireland St Patrick’s Day and the Twelfth (Monday 13 July in 2026)', () => {
    expect(datesOf(2026, 'GB', 'NIR')).toEqual(expect.arrayContaining(['2026-03-17', '2026-07-13']));
  });

  it('knows Ireland, the United States and South Africa', () => {
    expect(datesOf(2026, 'IE')).toEqual(expect.arrayContaining(['2026-02-02', '2026-03-17', '2026-12-26']));
    expect(datesOf(2026, 'US')).toEqual(expect.arrayContaining(['2026-07-03', '2026-11-26', '2026-12-25']));
    expect(datesOf(2026, 'ZA')).toEqual(expect.arrayContaining(['2026-04-27', '2026-12-16']));
  });

  it('leaves out observances such as Mother’s Day and Easter Sunday', () => {
    expect(datesOf(2026, 'GB')).not.toContain('2026-03-15');
    expect(datesOf(2026, 'GB')).not.toContain('2026-04-05');
  });
});

describe('isWorkingDay', () => {
  it('is Monday to Friday, not a bank holiday', () => {
    expect(isWorkingDay(at('2026-06-26T12:00:00Z'), 'GB')).toBe(true); // Friday
    expect(isWorkingDay(at('2026-06-27T12:00:00Z'), 'GB')).toBe(false); // Saturday
    expect(isWorkingDay(at('2026-08-31T12:00:00Z'), 'GB')).toBe(false); // summer bank holiday in England
    expect(isWorkingDay(at('2026-08-31T12:00:00Z'), 'GB', 'SCT')).toBe(true); // not in Scotland
  });

  it('judges the day in the country’s time zone', () => {
    // 23:30 UTC on Sunday 28 June is 00:30 on Monday in London (BST).
    expect(isWorkingDay(at('2026-06-28T23:30:00Z'), 'GB')).toBe(true);
    // 23:30 UTC on Friday 26 June is already Saturday in London...
    expect(isWorkingDay(at('2026-06-26T23:30:00Z'), 'GB')).toBe(false);
    // ...and still Friday evening in Chicago.
    expect(isWorkingDay(at('2026-06-26T23:30:00Z'), 'US')).toBe(true);
    // 23:00 UTC on Sunday is Monday 01:00 in Johannesburg.
    expect(isWorkingDay(at('2026-06-28T23:00:00Z'), 'ZA')).toBe(true);
  });
});

describe('addWorkingDays and nextWorkingDay', () => {
  it('steps over the Christmas bank holidays, keeping the local time', () => {
    // Thursday 24 December 2026, 10:00 GMT: Friday 25 and Monday 28 (substitute) are holidays.
    expect(nextWorkingDay(at('2026-12-24T10:00:00Z'), 'GB').toISOString()).toBe('2026-12-29T10:00:00.000Z');
  });

  it('keeps the wall-clock time across the change to summer time', () => {
    // Friday 27 March 2026 10:00 GMT; the clocks go forward on Sunday 29th: Monday 10:00 BST is 09:00 UTC.
    expect(addWorkingDays(at('2026-03-27T10:00:00Z'), 1, 'GB').toISOString()).toBe('2026-03-30T09:00:00.000Z');
  });

  it('with none to add, keeps a working day and moves a weekend to the next working day', () => {
    const friday = at('2026-06-26T12:00:00Z');
    expect(addWorkingDays(friday, 0, 'GB')).toBe(friday);
    expect(addWorkingDays(at('2026-06-27T12:00:00Z'), 0, 'GB').toISOString()).toBe('2026-06-29T12:00:00.000Z');
  });

  it('counts backwards for a negative number', () => {
    expect(addWorkingDays(at('2026-06-29T12:00:00Z'), -1, 'GB').toISOString()).toBe('2026-06-26T12:00:00.000Z');
  });

  it('refuses part of a day', () => {
    expect(() => addWorkingDays(at('2026-06-29T12:00:00Z'), 1.5, 'GB')).toThrow(RangeError);
  });
});

describe('trading deadlines on the calendar (trading spec: listing life, schedules)', () => {
  it(`keeps a listing live for ${LISTING_LIFE_WORKING_DAYS} business day: Friday to Monday, Tuesday after a bank holiday`, () => {
    expect(listingCloseAt(at('2026-06-26T09:00:00Z'), 'GB').toISOString()).toBe('2026-06-29T09:00:00.000Z');
    // Friday 28 August 2026 10:00 BST: England's summer bank holiday is Monday 31st, Scotland's was the 3rd.
    expect(listingCloseAt(at('2026-08-28T09:00:00Z'), 'GB').toISOString()).toBe('2026-09-01T09:00:00.000Z');
    expect(listingCloseAt(at('2026-08-28T09:00:00Z'), 'GB', 'GB-SCT').toISOString()).toBe('2026-08-31T09:00:00.000Z');
  });

  it(`creates a schedule's listings ${SCHEDULE_LEAD_WORKING_DAYS} working days before review time, Easter skipped`, () => {
    // Review Thursday 9 April 2026 10:00 BST: back over Wed 8, Tue 7, (Easter Monday, Good Friday), Thu 2, Wed 1.
    expect(scheduleCreateAt(at('2026-04-09T09:00:00Z'), 'GB').toISOString()).toBe('2026-04-01T09:00:00.000Z');
    // In Scotland Easter Monday is a working day: Wed 8, Tue 7, Mon 6, Thu 2.
    expect(scheduleCreateAt(at('2026-04-09T09:00:00Z'), 'GB', 'SCT').toISOString()).toBe('2026-04-02T09:00:00.000Z');
  });
});

describe('working-day properties', () => {
  const places = fc.constantFrom<[string, string | undefined]>(
    ['GB', undefined],
    ['GB', 'SCT'],
    ['GB', 'NIR'],
    ['IE', undefined],
    ['US', undefined],
    ['ZA', undefined],
  );
  const instants = fc.integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2035, 11, 31) }).map((ms) => new Date(ms));

  it('adding n working days lands on a working day, never goes backwards, and workingDaysBetween gives n back', () => {
    fc.assert(
      fc.property(instants, fc.integer({ min: 1, max: 40 }), places, (instant, n, [country, region]) => {
        const result = addWorkingDays(instant, n, country, region);
        expect(isWorkingDay(result, country, region)).toBe(true);
        expect(result.getTime()).toBeGreaterThan(instant.getTime());
        expect(workingDaysBetween(instant, result, country, region)).toBe(n);
      }),
    );
  });

  it('adding none lands on a working day, not earlier, and leaves a working day as it is', () => {
    fc.assert(
      fc.property(instants, places, (instant, [country, region]) => {
        const result = addWorkingDays(instant, 0, country, region);
        expect(isWorkingDay(result, country, region)).toBe(true);
        expect(result.getTime()).toBeGreaterThanOrEqual(instant.getTime());
        if (isWorkingDay(instant, country, region)) expect(result).toBe(instant);
        expect(workingDaysBetween(instant, result, country, region)).toBe(
          isWorkingDay(instant, country, region) ? 0 : 1,
        );
      }),
    );
  });

  it('taking working days away lands on an earlier working day, counted back as the same number', () => {
    fc.assert(
      fc.property(instants, fc.integer({ min: 1, max: 40 }), places, (instant, n, [country, region]) => {
        const result = addWorkingDays(instant, -n, country, region);
        expect(isWorkingDay(result, country, region)).toBe(true);
        expect(result.getTime()).toBeLessThan(instant.getTime());
        // Counting from the result forwards covers the n - 1 working days between and the instant's own day.
        const own = isWorkingDay(instant, country, region) ? 1 : 0;
        expect(workingDaysBetween(result, instant, country, region)).toBe(n - 1 + own);
        expect(workingDaysBetween(instant, result, country, region)).toBe(-(n - 1 + own));
      }),
    );
  });
});

describe('calendarDateIn (a farm’s today)', () => {
  it('reads the date on the country’s clock: 23:30 UTC in June is already tomorrow in London, not in Chicago', () => {
    const lateEvening = new Date('2026-06-30T23:30:00Z');
    expect(calendarDateIn(lateEvening, 'GB')).toBe('2026-07-01');
    expect(calendarDateIn(lateEvening, 'US')).toBe('2026-06-30');
    expect(calendarDateIn(new Date('2026-12-31T23:30:00Z'), 'GB')).toBe('2026-12-31');
    expect(calendarDateIn(lateEvening, 'FR')).toBe('2026-07-01');
  });
});

describe('calendarTimeIn (a time in an export)', () => {
  it('reads the date and time on the country’s clock, summer time included', () => {
    expect(calendarTimeIn(new Date('2026-06-30T23:30:59Z'), 'GB')).toBe('2026-07-01 00:30');
    expect(calendarTimeIn(new Date('2026-12-31T09:05:00Z'), 'GB')).toBe('2026-12-31 09:05');
    expect(calendarTimeIn(new Date('2026-06-30T23:30:00Z'), 'US')).toBe('2026-06-30 18:30');
  });
});

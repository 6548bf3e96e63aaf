import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { messages } from '../i18n/messages';
import {
  HARVEST_MONTH,
  listingMovementSchema,
  harvestYearOfMonth,
  monthPeriod,
  monthSchema,
  monthsBetween,
  MOVEMENT_MONTHS_MAX,
  movementMonths,
  upcomingMonths,
} from './movement-months';

const issuesOf = (input: unknown) => {
  const result = listingMovementSchema.safeParse(input);
  return result.success
    ? []
    : result.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
};
const monthIndex = (month: string) => Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1;

describe('movement months (trading §3 listing movement, movement period)', () => {
  it('a month is written YYYY-MM', () => {
    expect(monthSchema.safeParse('2026-09').success).toBe(true);
    for (const bad of ['2026-9', '2026-00', '2026-13', '2026-09-01', '26-09']) {
      expect(monthSchema.safeParse(bad).success).toBe(false);
    }
  });

  it('"as available at harvest" means September of the harvest year', () => {
    expect(HARVEST_MONTH).toBe(9);
    expect(movementMonths(listingMovementSchema.parse({ kind: 'harvest', harvestYear: 2026 }))).toEqual(['2026-09']);
    expect(listingMovementSchema.safeParse({ kind: 'harvest', harvestYear: 1999 }).success).toBe(false);
  });

  it('chosen months are priced in calendar order', () => {
    expect(movementMonths({ kind: 'months', months: ['2027-01', '2026-11', '2026-12'] })).toEqual([
      '2026-11',
      '2026-12',
      '2027-01',
    ]);
  });

  it('at least one month must be chosen, each once, and at most 24', () => {
    expect(issuesOf({ kind: 'months', months: [] })).toEqual([
      { path: 'months', message: messages.trading.movementRequired },
    ]);
    expect(issuesOf({ kind: 'months', months: ['2026-10', '2026-10'] })).toEqual([
      { path: 'months', message: messages.trading.optionMonthRepeated },
    ]);
    const months = monthsBetween('2026-01-01', '2028-01-31');
    expect(months).toHaveLength(MOVEMENT_MONTHS_MAX + 1);
    expect(issuesOf({ kind: 'months', months: months.slice(0, MOVEMENT_MONTHS_MAX) })).toEqual([]);
    expect(issuesOf({ kind: 'months', months })).not.toEqual([]);
  });

  it('a date range gives every month it touches, from its start to its end', () => {
    expect(movementMonths({ kind: 'range', startDate: '2026-11-15', endDate: '2027-02-03' })).toEqual([
      '2026-11',
      '2026-12',
      '2027-01',
      '2027-02',
    ]);
    expect(movementMonths({ kind: 'range', startDate: '2026-10-01', endDate: '2026-10-31' })).toEqual(['2026-10']);
  });

  it('a date range cannot end before it starts', () => {
    expect(issuesOf({ kind: 'range', startDate: '2026-10-02', endDate: '2026-10-01' })).toEqual([
      { path: 'endDate', message: messages.trading.movementRangeBackwards },
    ]);
    expect(issuesOf({ kind: 'range', startDate: '2026-10-01', endDate: '2026-10-01' })).toEqual([]);
  });

  it('a date range spans at most 24 months', () => {
    expect(issuesOf({ kind: 'range', startDate: '2026-01-15', endDate: '2027-12-01' })).toEqual([]);
    expect(issuesOf({ kind: 'range', startDate: '2026-01-15', endDate: '2028-01-01' })).toEqual([
      { path: 'endDate', message: messages.validation.invalid },
    ]);
  });

  it('a movement is months, a range or harvest, and nothing else', () => {
    expect(listingMovementSchema.safeParse({ kind: 'asap' }).success).toBe(false);
    expect(listingMovementSchema.safeParse({ kind: 'range', startDate: '2026-10-01' }).success).toBe(false);
    expect(listingMovementSchema.safeParse({ kind: 'harvest', harvestYear: 2026, months: [] }).success).toBe(false);
  });

  it('a month’s movement period runs from its first to its last day, leap years included', () => {
    expect(monthPeriod('2026-09')).toEqual({ startDate: '2026-09-01', endDate: '2026-09-30' });
    expect(monthPeriod('2026-12')).toEqual({ startDate: '2026-12-01', endDate: '2026-12-31' });
    expect(monthPeriod('2026-02')).toEqual({ startDate: '2026-02-01', endDate: '2026-02-28' });
    expect(monthPeriod('2028-02')).toEqual({ startDate: '2028-02-01', endDate: '2028-02-29' });
  });

  it('a month belongs to the marketing year (July to June) of its harvest', () => {
    expect(harvestYearOfMonth('2026-07')).toBe(2026);
    expect(harvestYearOfMonth('2026-12')).toBe(2026);
    expect(harvestYearOfMonth('2027-01')).toBe(2026);
    expect(harvestYearOfMonth('2027-06')).toBe(2026);
    expect(harvestYearOfMonth('2027-07')).toBe(2027);
  });
});

describe('movement month properties', () => {
  const day = fc
    .integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2100, 11, 31) })
    .map((ms) => new Date(ms).toISOString().slice(0, 10));
  const month = fc
    .record({ year: fc.integer({ min: 2000, max: 2100 }), month: fc.integer({ min: 1, max: 12 }) })
    .map(({ year, month }) => `${year}-${String(month).padStart(2, '0')}`);

  it('the months of any valid range are consecutive and cover its start and end months', () => {
    fc.assert(
      fc.property(day, fc.integer({ min: 0, max: 800 }), (startDate, days) => {
        const endDate = new Date(Date.parse(startDate) + days * 86_400_000).toISOString().slice(0, 10);
        const parsed = listingMovementSchema.safeParse({ kind: 'range', startDate, endDate });
        const span = monthIndex(endDate) - monthIndex(startDate) + 1;
        expect(parsed.success).toBe(span <= MOVEMENT_MONTHS_MAX);
        if (!parsed.success) return;
        const months = movementMonths(parsed.data);
        expect(months).toHaveLength(span);
        expect(months[0]).toBe(startDate.slice(0, 7));
        expect(months.at(-1)).toBe(endDate.slice(0, 7));
        months.forEach((value, index) => {
          expect(monthSchema.safeParse(value).success).toBe(true);
          if (index > 0) expect(monthIndex(value) - monthIndex(months[index - 1]!)).toBe(1);
        });
        expect(monthPeriod(months[0]!).startDate <= startDate).toBe(true);
        expect(monthPeriod(months.at(-1)!).endDate >= endDate).toBe(true);
      }),
    );
  });

  it('chosen months come back sorted and unchanged as a set', () => {
    fc.assert(
      fc.property(fc.uniqueArray(month, { minLength: 1, maxLength: MOVEMENT_MONTHS_MAX }), (months) => {
        const parsed = listingMovementSchema.parse({ kind: 'months', months });
        const result = movementMonths(parsed);
        expect([...result].sort()).toEqual(result);
        expect(new Set(result)).toEqual(new Set(months));
        expect(result).toHaveLength(months.length);
      }),
    );
  });

  it('a month’s period starts on the 1st and ends the day before the next month starts', () => {
    fc.assert(
      fc.property(month, (value) => {
        const { startDate, endDate } = monthPeriod(value);
        expect(startDate).toBe(`${value}-01`);
        const nextDay = new Date(Date.parse(endDate) + 86_400_000).toISOString().slice(0, 10);
        expect(nextDay.endsWith('-01')).toBe(true);
        expect(monthIndex(nextDay) - monthIndex(value)).toBe(1);
      }),
    );
  });
});

describe('upcomingMonths: the months a form offers', () => {
  it('starts at this month and runs 24 months, across years', () => {
    const months = upcomingMonths('2026-11-17');
    expect(months).toHaveLength(MOVEMENT_MONTHS_MAX);
    expect(months.slice(0, 3)).toEqual(['2026-11', '2026-12', '2027-01']);
    expect(months.at(-1)).toBe('2028-10');
    expect(upcomingMonths('2026-11', 2)).toEqual(['2026-11', '2026-12']);
  });

  it('gives consecutive valid months that a movement of chosen months accepts', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2000, max: 2100 }), fc.integer({ min: 1, max: 12 }), (year, month) => {
        const months = upcomingMonths(`${year}-${String(month).padStart(2, '0')}-01`);
        for (const each of months) expect(monthSchema.safeParse(each).success).toBe(true);
        expect(monthsBetween(`${months[0]}-01`, `${months.at(-1)}-01`)).toEqual(months);
        expect(issuesOf({ kind: 'months', months })).toEqual([]);
      }),
    );
  });
});

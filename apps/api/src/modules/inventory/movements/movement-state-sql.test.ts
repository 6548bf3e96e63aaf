import { MOVEMENT_STATUSES, movementViewStatus } from '@harvest/domain';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { cloneTestDatabase } from '../../../../test/test-database';
import { queryRows, type Database } from '../../../platform/db/database';
import { movementStateSql } from './queries';

/** Days of a few weeks, so a movement's days and today often fall on one another. */
const day = fc
  .integer({ min: 0, max: 20 })
  .map((offset) => new Date(Date.UTC(2026, 0, 1 + offset)).toISOString().slice(0, 10));
const movement = fc.record({
  status: fc.constantFrom(...MOVEMENT_STATUSES),
  startDate: day,
  endDate: fc.option(day, { nil: null }),
});

describe("movement states in SQL: the domain's MOVEMENT_STATE_TABLE written as a CASE (platform §4)", () => {
  let database: Database;

  beforeAll(async () => {
    database = await cloneTestDatabase(inject('template'));
  });

  afterAll(() => database.close());

  const statesInSql = async (
    movements: { status: string; startDate: string; endDate: string | null }[],
    today: string,
  ) => {
    const rows = sql.join(
      movements.map(
        (each, n) => sql`(${n}::int, ${each.status}::text, ${each.startDate}::date, ${each.endDate}::date)`,
      ),
      sql`, `,
    );
    // The columns carry the table's names, so the searches' own expression reads them.
    const found = await queryRows<{ state: string }>(
      database.db,
      sql`select ${movementStateSql(today)} as state
          from (values ${rows}) as inventory_movements(n, status, start_date, end_date) order by n`,
    );
    return found.map((row) => row.state);
  };

  it('reads a planned movement as incomplete from the day after its last day, and complete as complete', async () => {
    const planned = { status: 'planned', startDate: '2026-08-01', endDate: '2026-08-03' };
    expect(await statesInSql([planned], '2026-08-03')).toEqual(['planned']);
    expect(await statesInSql([planned], '2026-08-04')).toEqual(['incomplete']);
    expect(await statesInSql([{ ...planned, endDate: null }], '2026-08-02')).toEqual(['incomplete']);
    expect(await statesInSql([{ ...planned, status: 'complete' }], '2027-01-01')).toEqual(['complete']);
  });

  it('agrees with movementViewStatus for any movements on any day (property)', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(movement, { minLength: 1, maxLength: 20 }), day, async (movements, today) => {
        expect(await statesInSql(movements, today)).toEqual(movements.map((each) => movementViewStatus(each, today)));
      }),
    );
  });
});

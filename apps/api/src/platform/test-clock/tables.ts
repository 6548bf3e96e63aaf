import { check, pgTable, smallint } from 'drizzle-orm/pg-core';
import { instant, wholeNumber } from '../db/columns';
import { sql } from 'drizzle-orm';

/**
 * The test clock of every API instance on this database (outside production): one row, its offset from each
 * machine's real time. Instances read it when they start and hear of each move through NOTIFY.
 */
export const testClock = pgTable(
  'test_clock',
  {
    /** Always 1: there is one clock. */
    id: smallint('id').primaryKey(),
    offsetMs: wholeNumber('offset_ms').notNull(),
    movedAt: instant('moved_at').notNull(),
  },
  (table) => [check('test_clock_one_row', sql`${table.id} = 1`)],
);

import type { MovementStatus, MovementViewStatus } from './inventory-kinds';

/** What a movement's state is read from: its stored status and its days. */
interface MovementDays {
  status: MovementStatus;
  startDate: string;
  endDate: string | null;
}

/**
 * One condition of a movement's state: its stored status is the one named; its last day (the end date, or the
 * start date when it has none) is before today; or anything (the last row of the table).
 */
export type MovementStateCondition =
  { kind: 'stored'; status: MovementStatus } | { kind: 'lastDayBeforeToday' } | { kind: 'otherwise' };

/**
 * How a movement reads today, in order: the first condition that holds names its state. Complete once the ledger
 * holds it, reversed once a correcting entry took it back; a planned movement whose last day has passed with nothing recorded is incomplete (it needs completing
 * or deleting); otherwise it is planned, still ahead or under way. Derived when read, never stored, so it is right
 * whatever the hour a job last ran. The API's searches write this same table as SQL (a CASE, one WHEN a row), so a
 * list filtered by state agrees with the movement it shows.
 */
export const MOVEMENT_STATE_TABLE: readonly { state: MovementViewStatus; when: MovementStateCondition }[] = [
  { state: 'complete', when: { kind: 'stored', status: 'complete' } },
  { state: 'reversed', when: { kind: 'stored', status: 'reversed' } },
  { state: 'incomplete', when: { kind: 'lastDayBeforeToday' } },
  { state: 'planned', when: { kind: 'otherwise' } },
];

function holds(when: MovementStateCondition, movement: MovementDays, today: string): boolean {
  if (when.kind === 'stored') return movement.status === when.status;
  if (when.kind === 'lastDayBeforeToday') return (movement.endDate ?? movement.startDate) < today;
  return true;
}

/** A movement as it reads on `today`, the caller's calendar date (YYYY-MM-DD) from the clock. */
export function movementViewStatus(movement: MovementDays, today: string): MovementViewStatus {
  const row = MOVEMENT_STATE_TABLE.find(({ when }) => holds(when, movement, today));
  if (!row) throw new Error('The movement state table ends without a row for every movement');
  return row.state;
}

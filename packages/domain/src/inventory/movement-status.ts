import type { MovementStatus, MovementViewStatus } from './inventory-kinds';

/**
 * A movement as it reads today: planned until its last day has passed with nothing recorded, then incomplete
 * (it needs completing or deleting); complete once the ledger holds it. Derived when read, never stored, so it
 * is right whatever the hour a job last ran. `today` is the caller's calendar date (YYYY-MM-DD) from the clock.
 */
export function movementViewStatus(
  movement: { status: MovementStatus; startDate: string; endDate: string | null },
  today: string,
): MovementViewStatus {
  if (movement.status === 'complete') return 'complete';
  return (movement.endDate ?? movement.startDate) < today ? 'incomplete' : 'planned';
}

/** A movement that still lies ahead (or is under way) blocks deleting the storage it touches (spec §5). */
export function isFutureMovement(
  movement: { status: MovementStatus; startDate: string; endDate: string | null },
  today: string,
): boolean {
  return movement.status === 'planned' && (movement.endDate ?? movement.startDate) >= today;
}

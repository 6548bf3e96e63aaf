/**
 * MOT and insurance expiry warnings (issue 22: 'expiring MOT and insurance warn the carrier ahead'). The carrier is
 * told once at each threshold: 30 days ahead and again 7 days ahead; a vehicle added with less left hears only the
 * nearest threshold it is inside. The screens badge a date inside the first threshold.
 */
export const FLEET_EXPIRY_WARNING_DAYS = [30, 7] as const;

export const FLEET_EXPIRY_KINDS = ['mot', 'insurance'] as const;
export type FleetExpiryKind = (typeof FLEET_EXPIRY_KINDS)[number];

const DAY_MS = 86_400_000;

/** Whole days from one calendar date (YYYY-MM-DD) to another: negative once it has passed. */
export function daysUntil(date: string, today: string): number {
  return Math.round((Date.parse(`${date}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / DAY_MS);
}

/** The threshold (in days) a date is now inside, the nearest one: null while it is further off than all of them. */
export function expiryThreshold(date: string, today: string): number | null {
  const left = daysUntil(date, today);
  const inside = FLEET_EXPIRY_WARNING_DAYS.filter((days) => left <= days);
  return inside.length === 0 ? null : Math.min(...inside);
}

export type ExpiryState = 'ok' | 'soon' | 'expired';

/** How a screen shows an expiry date: expired, soon (inside the first warning), or nothing to say. */
export function expiryState(date: string | null, today: string): ExpiryState {
  if (date === null) return 'ok';
  const left = daysUntil(date, today);
  if (left < 0) return 'expired';
  return left <= Math.max(...FLEET_EXPIRY_WARNING_DAYS) ? 'soon' : 'ok';
}

/** The carrier's vehicles screen: where a warning leads. */
export const FLEET_VEHICLES_PATH = '/logistics/vehicles';

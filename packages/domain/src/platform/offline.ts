/**
 * The installable app's offline state (spec platform §1 "the shell saves state for offline use",
 * §9 "Offline state is saved at most every 15 seconds (not for navigation, modal, device,
 * over-the-air updates or api cache modules)").
 */

/** Spec platform §9: offline state is saved at most every 15 seconds. */
export const OFFLINE_STATE_SAVE_INTERVAL_MS = 15_000;

/**
 * How long a saved state is worth reopening: a week without signing in online is long enough
 * for the profile, flags and preferences it holds to be too stale to trust.
 */
export const OFFLINE_STATE_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1_000;

/** Spec platform §9: the modules of app state that are never saved for offline use. */
export const OFFLINE_STATE_EXCLUDED_MODULES = [
  'navigation',
  'modal',
  'device',
  'overTheAirUpdates',
  'apiCache',
] as const;
export type OfflineStateExcludedModule = (typeof OFFLINE_STATE_EXCLUDED_MODULES)[number];

/**
 * The modules of app state that are saved: who is signed in and for which organisation, their
 * account, team and business units, their preferences and the organisation's feature flags.
 * Anything not named here is generic API cache and is fetched again when online.
 */
export const OFFLINE_STATE_MODULES = [
  'profile',
  'organisation',
  'account',
  'team',
  'businessUnits',
  'preferences',
  'featureFlags',
  /** The driver app's day (issue 23): a driver out of signal reopens the app on today's jobs. */
  'driverDay',
] as const;
export type OfflineStateModule = (typeof OFFLINE_STATE_MODULES)[number];

/** Whether a module of app state is saved for offline use: only the allow-list, never the spec's exclusions. */
export function isSavedOffline(module: string | null): module is OfflineStateModule {
  if (module === null) return false;
  if ((OFFLINE_STATE_EXCLUDED_MODULES as readonly string[]).includes(module)) return false;
  return (OFFLINE_STATE_MODULES as readonly string[]).includes(module);
}

/**
 * Whether a saved state may be reopened: written by this very build (another build's cache may
 * not fit its code) no longer than the maximum age ago. `now` and `savedAt` are epoch milliseconds.
 */
export function isSavedStateUsable(
  saved: { savedAt: number; buster: string },
  current: { now: number; buster: string },
): boolean {
  if (saved.buster !== current.buster) return false;
  const age = current.now - saved.savedAt;
  return age >= 0 && age <= OFFLINE_STATE_MAX_AGE_MS;
}

/**
 * Over-the-air updates (spec platform §1): the installed app asks for a new build every hour and
 * whenever it regains focus, and offers it once it has downloaded.
 */
export const APP_UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1_000;

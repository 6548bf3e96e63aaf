/**
 * Timings and values of the app shell's interface pieces (spec: platform §2 "Other interface pieces", §9).
 * The web app's components read them from here so each number is written once.
 */

/** Loading indicator: after 6 s it says it is still loading. */
export const LOADING_STILL_AFTER_MS = 6_000;
/** Loading indicator: after 15 s it asks the user to check their internet connection. */
export const LOADING_CHECK_CONNECTION_AFTER_MS = 15_000;
/** Loading indicator: after 25 s, only when online, it says it is taking too long and has timed out. */
export const LOADING_TIMED_OUT_AFTER_MS = 25_000;

/** The stages' thresholds, earliest first. */
export const LOADING_STAGE_THRESHOLDS_MS = [
  LOADING_STILL_AFTER_MS,
  LOADING_CHECK_CONNECTION_AFTER_MS,
  LOADING_TIMED_OUT_AFTER_MS,
] as const;

export type LoadingStage = 'loading' | 'stillLoading' | 'checkConnection' | 'timedOut';

/**
 * What the loading indicator says after `elapsedMs`. Offline, it never times out: the
 * connectivity text stays, because reloading without a connection would lose the page.
 */
export function loadingStage(elapsedMs: number, online: boolean): LoadingStage {
  if (elapsedMs >= LOADING_TIMED_OUT_AFTER_MS && online) return 'timedOut';
  if (elapsedMs >= LOADING_CHECK_CONNECTION_AFTER_MS) return 'checkConnection';
  if (elapsedMs >= LOADING_STILL_AFTER_MS) return 'stillLoading';
  return 'loading';
}

/** Loading bar: activity shorter than this never shows the bar, so quick calls do not flicker. */
export const LOADING_BAR_THROTTLE_MS = 200;
/** Loading bar: the time its estimated progress is paced over. */
export const LOADING_BAR_DURATION_MS = 5_000;
/** Loading bar: how far the estimate may go while the work is still running (percent). */
const LOADING_BAR_MAX_ESTIMATE = 95;

/**
 * The loading bar's estimated progress (percent) `elapsedMs` after it appeared. It rises
 * quickly at first and slows down, reaching about 80 % at the 5000 ms duration, and never
 * reaches 100 % until the work really finishes.
 */
export function loadingBarProgress(elapsedMs: number): number {
  if (elapsedMs <= 0) return 0;
  const estimate = LOADING_BAR_MAX_ESTIMATE * (1 - Math.exp((-2 * elapsedMs) / LOADING_BAR_DURATION_MS));
  return Math.min(LOADING_BAR_MAX_ESTIMATE, estimate);
}

/** Dropdown menus close after a 200 ms animation (none when the user prefers reduced motion). */
export const MENU_CLOSE_DURATION_MS = 200;

/** A person's presence, shown on their avatar. */
export const PRESENCES = ['ONLINE', 'BUSY', 'AWAY'] as const;
export type Presence = (typeof PRESENCES)[number];

/** Avatar sizes xs to 2xl in pixels; the profile card's avatar is 70x70. */
export const AVATAR_SIZES_PX = { xs: 24, sm: 32, md: 40, lg: 48, xl: 56, '2xl': 70 } as const;
export type AvatarSize = keyof typeof AVATAR_SIZES_PX;
export const PROFILE_CARD_AVATAR_SIZE_PX = AVATAR_SIZES_PX['2xl'];

/** Layout breakpoints (px); phones are up to 768 px wide, tablets 768 to 1194. */
export const BREAKPOINTS_PX = [425, 640, 768, 1024, 1280, 1536] as const;

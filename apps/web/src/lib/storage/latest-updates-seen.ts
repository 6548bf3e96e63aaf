import { LATEST_UPDATES_SEEN_KEY } from '@harvest/domain';

/**
 * The latest-updates seen date (spec platform §9): when the what's-new window was last closed
 * on this device, as an ISO timestamp. A browser that refuses storage (private modes) simply
 * never remembers it.
 */
export function readLatestUpdatesSeenAt(): string | null {
  try {
    const stored = window.localStorage.getItem(LATEST_UPDATES_SEEN_KEY);
    return stored && !Number.isNaN(Date.parse(stored)) ? stored : null;
  } catch {
    return null;
  }
}

export function storeLatestUpdatesSeenAt(seenAt: string): void {
  try {
    window.localStorage.setItem(LATEST_UPDATES_SEEN_KEY, seenAt);
  } catch {
    // Nowhere to keep it: the window shows again next visit, which is harmless.
  }
}

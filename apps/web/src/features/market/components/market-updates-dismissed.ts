import { MARKET_UPDATES_DISMISSED_KEY } from '@harvest/domain';

/**
 * The published date of the last market update dismissed on this device (trading §2, §4). A browser that refuses
 * storage (private modes) simply starts from 2020-01-01 each visit; what was viewed still says so (hasViewed).
 */
export function readMarketUpdatesDismissedAt(): string | null {
  try {
    const stored = window.localStorage.getItem(MARKET_UPDATES_DISMISSED_KEY);
    return stored && !Number.isNaN(Date.parse(stored)) ? stored : null;
  } catch {
    return null;
  }
}

export function storeMarketUpdatesDismissedAt(publishedAt: string): void {
  try {
    window.localStorage.setItem(MARKET_UPDATES_DISMISSED_KEY, publishedAt);
  } catch {
    // Nowhere to keep it: the server's hasViewed still hides it.
  }
}

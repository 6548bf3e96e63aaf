import { TRADE_PAGE_IDLE_MS } from '@harvest/domain';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { endSession } from '../../../lib/session/end-session';
import { logout } from '../../../lib/session/logout';

/** What counts as someone still being at the page. */
const ACTIVITY_EVENTS = ['pointerdown', 'pointermove', 'keydown', 'wheel', 'touchstart', 'scroll'] as const;

/** Tells the API the session is over (its refresh token is revoked), then ends it here whatever the API said. */
export async function signOutIdle(reason: string): Promise<void> {
  try {
    await logout();
  } catch {
    // Signing out here is what matters; the API's tokens expire on their own.
  }
  endSession(reason);
}

/**
 * Spec §2: after a timeout on an inactive trade-acceptance page, the session ends. Any key, pointer, wheel or
 * scroll activity starts the wait again; once TRADE_PAGE_IDLE_MS pass without any, the person is signed out and
 * the sign-in page says why (the app's session watcher takes them there).
 */
export function useIdleSignOut(timeoutMs: number = TRADE_PAGE_IDLE_MS): void {
  const { t } = useTranslation();
  const reason = t('trading.common.idleSignedOut', { minutes: Math.round(timeoutMs / 60_000) });

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const arm = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, arm, true);
        void signOutIdle(reason);
      }, timeoutMs);
    };
    for (const name of ACTIVITY_EVENTS) window.addEventListener(name, arm, { capture: true, passive: true });
    arm();
    return () => {
      clearTimeout(timer);
      for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, arm, true);
    };
  }, [timeoutMs, reason]);
}

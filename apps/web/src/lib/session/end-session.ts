import { clearFilterCookies } from '../storage/filter-cookies';
import { sessionStore } from '../storage/session-store';
import { setSignInNotice } from './sign-in-notice';

/**
 * Signs out here and now, without asking the API (its tokens are gone or refused): the
 * local half of logout. The sign-in page then shows `reason`; the app's session watcher
 * sees the session end and leaves a protected page for sign-in.
 */
export function endSession(reason: string): void {
  clearFilterCookies();
  sessionStore.clear();
  setSignInNotice(reason);
}

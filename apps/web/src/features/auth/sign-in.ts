import { postLoginPath, type LoginResponse } from '@harvest/domain';
import { forgetTokenRefresh } from '../../lib/api/token-refresh';
import { endImpersonation } from '../../lib/session/end-impersonation';
import { landingSubjectOf } from '../../lib/session/session-selectors';
import { clearSignInNotice } from '../../lib/session/sign-in-notice';
import { clearFilterCookies } from '../../lib/storage/filter-cookies';
import { sessionStore } from '../../lib/storage/session-store';
import { paths } from '../../lib/paths';
import { logout } from '../../lib/session/logout';
import { NoProfilesError } from './no-profiles-error';

export { NoProfilesError };

/**
 * Keeps what a sign-in returned and answers where to go next (spec §2): with one profile
 * it is selected and the user lands (a usable redirect value wins); with several they
 * choose an organisation first, the redirect value travelling along.
 */
export function completeSignIn(response: LoginResponse, redirect: string | null): string {
  if (response.profiles.length === 0) throw new NoProfilesError();
  forgetTokenRefresh();
  clearSignInNotice();
  sessionStore.signIn(response.tokens, response.profiles);
  if (response.profiles.length > 1) return paths.organisation(redirect);
  return postLoginPath(landingSubjectOf(sessionStore.getSnapshot()), redirect);
}

/**
 * Logout (spec §4): clear filter cookies, end impersonation, clear the selected
 * organisation, tell the API (errors ignored), clear tokens and profile.
 */
export async function signOut(): Promise<void> {
  clearFilterCookies();
  await endImpersonation();
  sessionStore.clearSelectedOrganisation();
  try {
    await logout();
  } catch (error) {
    console.error('Logout failed; signing out here anyway', error);
  }
  sessionStore.clear();
  forgetTokenRefresh();
  // Whatever happened on the way out (an expired refresh, say) is not news to someone signing out.
  clearSignInNotice();
}

/**
 * One localStorage entry per part of the signed-in session, so each can be read and cleared on its own. On their own
 * (no schemas) so the first script can tell whether anyone is signed in without loading the session store.
 */
export const SESSION_STORAGE_KEYS = {
  tokens: 'harvest:tokens',
  profiles: 'harvest:profiles',
  profile: 'harvest:profile',
  selectedOrganisation: 'harvest:organisation',
  impersonation: 'harvest:impersonation',
} as const;

/** The storage the session lives in; null where the browser refuses it (private modes, tests). */
export function browserStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** Whether this browser holds tokens at all (not whether they still work: the app finds that out). */
export function holdsSessionTokens(storage: Pick<Storage, 'getItem'> | null = browserStorage()): boolean {
  try {
    return Boolean(storage?.getItem(SESSION_STORAGE_KEYS.tokens));
  } catch {
    return false;
  }
}

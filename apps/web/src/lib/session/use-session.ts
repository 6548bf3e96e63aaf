import { useSyncExternalStore } from 'react';
import { SESSION_STORAGE_KEYS, sessionStore, type SessionState } from '../storage/session-store';

/** The session as React state: a component re-renders when any part of it changes. */
export function useSession(): SessionState {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.getSnapshot, sessionStore.getSnapshot);
}

const keys: readonly string[] = Object.values(SESSION_STORAGE_KEYS);

/** Signing in or out in another tab shows here too. Answers the clean-up. */
export function followOtherTabs(): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || keys.includes(event.key)) sessionStore.reload();
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}

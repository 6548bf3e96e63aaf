import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { APP_VERSION } from '../app-info';
import { useFeatureFlags } from '../feature-flags/use-feature-flags';
import { browserStorage } from '../storage/session-keys';
import { sessionStore } from '../storage/session-store';
import { createOfflineState } from './offline-state';

/** The app's saved state, in this browser's local storage. */
export const offlineState = createOfflineState({
  storage: browserStorage(),
  session: sessionStore,
  appVersion: APP_VERSION,
  now: () => Date.now(),
});

/** Saves the app's state while the organisation's offlineApp flag is on; renders nothing. */
export function OfflineStatePersistence() {
  const queryClient = useQueryClient();
  const { offlineApp } = useFeatureFlags();
  useEffect(() => offlineState.persist(queryClient, offlineApp), [queryClient, offlineApp]);
  return null;
}

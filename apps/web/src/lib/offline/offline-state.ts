import {
  isSavedOffline,
  isSavedStateUsable,
  OFFLINE_STATE_SAVE_INTERVAL_MS,
  type OfflineStateExcludedModule,
  type OfflineStateModule,
} from '@harvest/domain';
import { createSyncStoragePersister } from '@tanstack/query-sync-storage-persister';
import {
  defaultShouldDehydrateQuery,
  hydrate,
  type Query,
  type QueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import {
  persistQueryClientSubscribe,
  type PersistedClient,
  type Persister,
} from '@tanstack/react-query-persist-client';
import { isAuthenticated, isImpersonating } from '../session/session-selectors';
import type { SessionState } from '../storage/session-store';

/** Where the saved state lives in local storage, beside the session's own entries. */
export const OFFLINE_STATE_STORAGE_KEY = 'harvest:offline-state';

/**
 * Which module of app state a query holds, read from its key (`[area, part, ...]`). Whatever is
 * not named is the generic API cache, which the spec keeps out of the saved state (platform §9).
 * A feature whose data should open offline adds its key here and its module in the domain.
 */
export function offlineStateModuleOf(queryKey: QueryKey): OfflineStateModule | OfflineStateExcludedModule {
  const [area, part, detail] = queryKey;
  if (area === 'platform' && part === 'feature-flags') return 'featureFlags';
  if (area === 'logistics' && part === 'driver') return 'driverDay';
  if (area !== 'accounts') return 'apiCache';
  switch (part) {
    case 'me':
      return detail === 'preferences' ? 'preferences' : 'profile';
    case 'organisations':
    case 'module-unlocks':
      return 'organisation';
    case 'groups':
    case 'users':
      return 'account';
    case 'team':
    case 'profile-card':
      return 'team';
    case 'business-units':
    case 'business-unit-summary':
      return 'businessUnits';
    default:
      return 'apiCache';
  }
}

/** The dehydrate allow-list: loaded app state only, never the spec's excluded modules. */
export function shouldSaveQuery(query: Query): boolean {
  return defaultShouldDehydrateQuery(query) && isSavedOffline(offlineStateModuleOf(query.queryKey));
}

/**
 * Whose state is saved: a signed-in user acting as themselves. An administrator impersonating
 * someone does not carry that organisation's data away on their device.
 */
export function offlineStateOwner(session: SessionState): string | null {
  if (!isAuthenticated(session) || isImpersonating(session) || !session.profile) return null;
  return `${session.profile.userId}:${session.profile.id}`;
}

export interface OfflineStateDeps {
  storage: Storage | null;
  session: { getSnapshot(): SessionState; subscribe(listener: () => void): () => void };
  appVersion: string;
  now(): number;
}

export interface OfflineState {
  /** Puts the signed-in user's last saved state into the cache; call before the first render. */
  restore(queryClient: QueryClient): boolean;
  /**
   * Saves the allow-listed state (at most every 15 s) while someone is signed in and `enabled`
   * (the organisation's offlineApp flag); otherwise removes what was saved. Answers the clean-up.
   */
  persist(queryClient: QueryClient, enabled: boolean): () => void;
  /** Removes the saved state (sign-out). */
  remove(): void;
}

/**
 * The app's state saved on the device (spec platform §1, §9): TanStack Query's cache of app
 * state, written to local storage at most every OFFLINE_STATE_SAVE_INTERVAL_MS, read back at
 * start so the app reopens offline with the signed-in user's last state. The buster is the app
 * version and the owner, so another build or another person never reopens it.
 */
export function createOfflineState(deps: OfflineStateDeps): OfflineState {
  const busterFor = (owner: string) => `${deps.appVersion}:${owner}`;
  let writableBuster: string | null = null;

  // A throttled save still pending when the person signs out must not write their state back.
  const gatedStorage = deps.storage && {
    getItem: (key: string) => deps.storage?.getItem(key) ?? null,
    setItem(key: string, value: string) {
      if (writableBuster === null) return;
      deps.storage?.setItem(key, value);
    },
    removeItem: (key: string) => deps.storage?.removeItem(key),
  };
  const persister: Persister = createSyncStoragePersister({
    storage: gatedStorage,
    key: OFFLINE_STATE_STORAGE_KEY,
    throttleTime: OFFLINE_STATE_SAVE_INTERVAL_MS,
    // A full storage loses the save, not the app.
    retry: () => undefined,
  });

  function read(): PersistedClient | null {
    try {
      const raw = deps.storage?.getItem(OFFLINE_STATE_STORAGE_KEY);
      return raw ? (JSON.parse(raw) as PersistedClient) : null;
    } catch {
      return null;
    }
  }

  function remove(): void {
    writableBuster = null;
    try {
      deps.storage?.removeItem(OFFLINE_STATE_STORAGE_KEY);
    } catch {
      // Storage refused: nothing was saved there either.
    }
  }

  return {
    restore(queryClient) {
      const owner = offlineStateOwner(deps.session.getSnapshot());
      const saved = read();
      if (!saved) return false;
      const buster = owner && busterFor(owner);
      if (
        !buster ||
        !isSavedStateUsable({ savedAt: saved.timestamp, buster: saved.buster }, { now: deps.now(), buster })
      ) {
        remove();
        return false;
      }
      try {
        hydrate(queryClient, saved.clientState);
        // The saved state shows at once, but is never taken as fresh: each page refetches what it
        // shows as it mounts (offline the fetch waits for the network and the saved state stays).
        void queryClient.invalidateQueries({ refetchType: 'none' });
        return true;
      } catch {
        remove();
        return false;
      }
    },

    persist(queryClient, enabled) {
      let unsubscribe: (() => void) | null = null;
      // undefined until the first look at the session, so a first look that finds nothing to save removes.
      let current: string | null | undefined;
      const sync = () => {
        const owner = enabled ? offlineStateOwner(deps.session.getSnapshot()) : null;
        const buster = owner && busterFor(owner);
        if (buster === current) return;
        unsubscribe?.();
        unsubscribe = null;
        const previous = current;
        current = buster;
        // Signed out, someone else signed in, or the organisation turned the offline app off.
        if (!buster || previous) remove();
        if (!buster) return;
        writableBuster = buster;
        unsubscribe = persistQueryClientSubscribe({
          queryClient,
          persister,
          buster,
          dehydrateOptions: { shouldDehydrateQuery: shouldSaveQuery },
        });
      };
      sync();
      const stopWatching = deps.session.subscribe(sync);
      return () => {
        stopWatching();
        unsubscribe?.();
        writableBuster = null;
      };
    },

    remove,
  };
}

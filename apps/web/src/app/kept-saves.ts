import { onlineManager, type QueryClient } from '@tanstack/react-query';
import { keepSavesWith, mayBeKept, type SaveKeeper } from '../lib/api/save-key';
import type { KeptSaveEvent, KeptSaveQueue } from '../lib/offline/kept-save-queue';
import type { WaitingSaves } from '../lib/offline/waiting-saves';
import { isAuthenticated } from '../lib/session/session-selectors';
import { sessionStore } from '../lib/storage/session-store';
import type * as Runtime from './kept-saves-runtime';

/** A query client's kept saves: what the screens read, and the client's mount and unmount. */
export interface KeptSaves extends WaitingSaves {
  mount(): void;
  unmount(): void;
}

const signedIn = () => isAuthenticated(sessionStore.getSnapshot());

/**
 * The kept-save queue of one query client, loaded only once someone is signed in (or a save must be kept), so the
 * sign-in page's first load carries none of it (the queue, its IndexedDB store, its notices: kept-saves-runtime.ts).
 * Until it has loaded, a save made offline by someone signed in waits for it; the screens count none.
 */
export function createKeptSaves(client: QueryClient): KeptSaves {
  let runtime: Promise<typeof Runtime> | null = null;
  let queue: KeptSaveQueue | null = null;
  let stopQueue: (() => void) | null = null;
  let stopSession: (() => void) | null = null;
  let mounted = false;
  const listeners = new Set<() => void>();
  const eventListeners = new Set<(event: KeptSaveEvent) => void>();
  const changed = () => listeners.forEach((listener) => listener());

  /** Starts the queue for this client (once, while mounted) and answers it. */
  async function started(): Promise<KeptSaveQueue> {
    const { startKeptSaves } = await (runtime ??= import('./kept-saves-runtime'));
    if (!queue) {
      queue = startKeptSaves(client);
      queue.subscribe(changed);
      queue.listen((event) => eventListeners.forEach((listener) => listener(event)));
    }
    if (mounted && !stopQueue) stopQueue = queue.start();
    changed();
    return queue;
  }

  const keeper: SaveKeeper = {
    shouldKeep: (path) => (queue ? queue.shouldKeep(path) : signedIn() && !onlineManager.isOnline() && mayBeKept(path)),
    keep: async (request) => (await started()).keep(request),
  };
  const startIfSignedIn = () => {
    if (signedIn()) void started();
  };

  return {
    waiting: () => queue?.waiting() ?? [],
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    listen(listener) {
      eventListeners.add(listener);
      return () => eventListeners.delete(listener);
    },
    flush: () => queue?.flush() ?? Promise.resolve(),
    mount() {
      mounted = true;
      keepSavesWith(keeper);
      stopSession = sessionStore.subscribe(startIfSignedIn);
      startIfSignedIn();
    },
    unmount() {
      mounted = false;
      keepSavesWith(null);
      stopSession?.();
      stopSession = null;
      stopQueue?.();
      stopQueue = null;
    },
  };
}

import { HEADERS } from '@harvest/domain';
import { onlineManager } from '@tanstack/react-query';
import { apiRequest } from '../api/api-request';
import { isAuthenticated, isImpersonating } from '../session/session-selectors';
import { sessionStore } from '../storage/session-store';
import { createKeptSaveQueue, type KeptSaveOwner, type KeptSaveQueue } from './kept-save-queue';
import { openKeptSaveStore } from './kept-save-store';

/** The signed-in person acting for one organisation; an impersonating administrator's saves stay in memory. */
function currentOwner(): KeptSaveOwner | null {
  const session = sessionStore.getSnapshot();
  if (!isAuthenticated(session) || !session.profile) return null;
  return { id: `${session.profile.userId}:${session.profile.id}`, durable: !isImpersonating(session) };
}

/** The app's kept-save queue: IndexedDB in this browser, the session's person, TanStack's idea of online. */
export function createBrowserKeptSaveQueue(): KeptSaveQueue {
  return createKeptSaveQueue({
    send: (save) =>
      apiRequest(save.method, save.path, {
        body: save.body,
        ...(save.method === 'POST' ? { headers: { [HEADERS.idempotencyKey]: save.key } } : {}),
      }),
    owner: currentOwner,
    onOwnerChange: (listener) => sessionStore.subscribe(listener),
    isOnline: () => onlineManager.isOnline(),
    onOnlineChange: (listener) => onlineManager.subscribe(listener),
    openStore: async () => (typeof indexedDB === 'undefined' ? null : openKeptSaveStore(indexedDB)),
    now: () => Date.now(),
    later(run, ms) {
      const timer = setTimeout(run, ms);
      return () => clearTimeout(timer);
    },
  });
}

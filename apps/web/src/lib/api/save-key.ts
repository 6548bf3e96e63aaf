import type { ApiResult, HttpMethod } from './send-once';

/** Random hex from getRandomValues, which (unlike randomUUID) also works on a plain-http address. */
export function randomKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * One Idempotency-Key per save, whatever becomes of it: TanStack gives each run of a mutation one context object
 * (the second argument of its mutationFn) and keeps it through every retry and through a pause while offline, so
 * the key is kept against that object. A save resent when the connection returns is then answered with the first
 * reply if the first send did reach the API, never done twice.
 */
const keysOfSaves = new WeakMap<object, string>();

export function saveKeyOf(run: object): string {
  let key = keysOfSaves.get(run);
  if (key === undefined) {
    key = randomKey();
    keysOfSaves.set(run, key);
  }
  return key;
}

/** The key for the first change (POST, PUT, PATCH, DELETE) `send` makes before its first await: the save's own request. */
let keyForNextChange: string | null = null;

export function sendWithSaveKey<T>(key: string, send: () => T): T {
  keyForNextChange = key;
  try {
    return send();
  } finally {
    keyForNextChange = null;
  }
}

/** Taken by the first change: a second request of the same save is another change and gets its own key. */
export function takeSaveKey(): string | null {
  const key = keyForNextChange;
  keyForNextChange = null;
  return key;
}

/**
 * Passwords and sessions (change password, accept an invitation: `/auth/...`) are never written to the device:
 * offline such a save fails as any form does with no connection, and the person tries again when back online.
 */
export const mayBeKept = (path: string): boolean => !path.startsWith('/auth/');

/** Where a save that cannot be sent now goes (the query client's kept-save queue, lib/offline/kept-save-queue.ts). */
export interface SaveKeeper {
  shouldKeep(path: string): boolean;
  keep(request: { method: HttpMethod; path: string; body: unknown; key: string }): Promise<ApiResult<unknown>>;
}

let keeper: SaveKeeper | null = null;

/** Set by the mounted query client; null when none is (a test's plain client, or after unmount). */
export function keepSavesWith(next: SaveKeeper | null): void {
  keeper = next;
}

export const saveKeeper = (): SaveKeeper | null => keeper;

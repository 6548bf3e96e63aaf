import { messages } from '@harvest/domain';
import { isApiError } from '../api/api-error';
import { mayBeKept } from '../api/save-key';
import type { ApiResult, HttpMethod } from '../api/send-once';
import type { KeptSave } from './kept-save';
import type { KeptSaveStore } from './kept-save-store';

/** Who kept saves belong to now; `durable` false (an administrator impersonating) keeps them in memory only. */
export interface KeptSaveOwner {
  id: string;
  durable: boolean;
}

export interface KeptSaveQueueDeps {
  /** Sends a kept save as it was made (with its Idempotency-Key), bypassing the queue. */
  send(save: KeptSave): Promise<ApiResult<unknown>>;
  owner(): KeptSaveOwner | null;
  onOwnerChange(listener: () => void): () => void;
  isOnline(): boolean;
  onOnlineChange(listener: () => void): () => void;
  /** The IndexedDB store, opened on first use (null where the browser has none: the queue then keeps in memory). */
  openStore(): Promise<KeptSaveStore | null>;
  now(): number;
  /** Runs `run` after `ms` (the next try after a 5xx or a dropped connection); answers the cancel. */
  later(run: () => void, ms: number): () => void;
}

export type KeptSaveEvent =
  /** Kept: `offline` when it was made without a connection (rather than behind earlier kept saves). */
  | { type: 'kept'; save: KeptSave; offline: boolean }
  | { type: 'sent'; save: KeptSave }
  /** The API refused it when it was sent: it is dropped, and the person must be told which and why. */
  | { type: 'refused'; save: KeptSave; message: string }
  /** Every kept save of the owner has been answered; `sent` of them were saved (the rest refused). */
  | { type: 'drained'; sent: number };

export interface SaveRequest {
  method: HttpMethod;
  path: string;
  body: unknown;
  key: string;
}

export interface KeptSaveQueue {
  /**
   * Whether this save must go through the queue: someone is signed in, it is offline or others wait before it, and
   * it may be kept at all (`mayBeKept`).
   */
  shouldKeep(path: string): boolean;
  /** Keeps a save (in IndexedDB at once) and answers its reply once it has been sent; rejects if it is refused. */
  keep(request: SaveRequest): Promise<ApiResult<unknown>>;
  /** The owner's saves still to be sent, oldest first. */
  waiting(): readonly KeptSave[];
  /** Hears the count change. */
  subscribe(listener: () => void): () => void;
  /** Hears what becomes of each save. */
  listen(listener: (event: KeptSaveEvent) => void): () => void;
  /** Sends what waits, in order, if online. */
  flush(): Promise<void>;
  /** Reads the owner's saves kept by an earlier page (a reload, a closed tab) and sends them when it can. */
  start(): () => void;
}

/** The first retry after a 5xx or dropped connection, doubling up to the last. */
const RETRY_FIRST_MS = 1_000;
const RETRY_LAST_MS = 60_000;

interface Entry {
  save: KeptSave;
  /** The form that made it, still on this page: told the reply. Saves from an earlier page have none. */
  waiter: { resolve(result: ApiResult<unknown>): void; reject(error: unknown): void } | null;
  /** The IndexedDB write; its removal waits for it. */
  stored: Promise<void>;
}

type Outcome =
  | { kind: 'sent'; result: ApiResult<unknown> }
  | { kind: 'applied'; error: unknown }
  | { kind: 'refused'; error: unknown; message: string }
  | { kind: 'retry' };

/** What a send's failure means for a kept save: only a plain refusal (a 4xx) drops it. */
export function outcomeOf(error: unknown): Outcome {
  if (!isApiError(error)) return { kind: 'retry' };
  const { status, message } = error;
  // No answer, the server's trouble, or a session to renew: it is kept for the next try.
  if (status === 0 || status >= 500 || status === 401 || status === 408 || status === 429) return { kind: 'retry' };
  // The first send, still running at the API when this one arrived.
  if (status === 409 && message === messages.errors.idempotencyInProgress) return { kind: 'retry' };
  // The first send did save it (its answer was lost): nothing to tell the person but that it went.
  if (status === 409 && message === messages.errors.idempotencyApplied) return { kind: 'applied', error };
  return { kind: 'refused', error, message };
}

/**
 * Saves kept on the device until they can be sent (issue 20; the driver app's actions, photos and readings next).
 * A save made offline, or while earlier ones wait, joins the queue: written to IndexedDB at once with its owner, sent
 * in the order made, each with its own Idempotency-Key, when the connection returns. A refused one (4xx) is dropped
 * and told; a 5xx or a dropped connection keeps it, and everything after it, for the next try. Another person signed
 * in on the same browser neither sees nor sends them: they stay for their owner.
 */
export function createKeptSaveQueue(deps: KeptSaveQueueDeps): KeptSaveQueue {
  let entries: Entry[] = [];
  const countListeners = new Set<() => void>();
  const eventListeners = new Set<(event: KeptSaveEvent) => void>();
  let store: Promise<KeptSaveStore | null> | null = null;
  let lastSeq = 0;
  let flushing: Promise<void> | null = null;
  let cancelRetry: (() => void) | null = null;
  let retries = 0;
  let loadedFor: string | null = null;

  const storeOf = () => (store ??= deps.openStore().catch(() => null));
  const ownerId = () => deps.owner()?.id ?? null;
  const mine = () => {
    const owner = ownerId();
    return owner === null ? [] : entries.filter((entry) => entry.save.owner === owner);
  };
  const changed = () => countListeners.forEach((listener) => listener());
  const emit = (event: KeptSaveEvent) => eventListeners.forEach((listener) => listener(event));

  function nextSeq(): number {
    // Ordered by when it was made, and strictly after any save already kept (even one read back from the store).
    lastSeq = Math.max(lastSeq + 1, deps.now() * 1_000);
    return lastSeq;
  }

  function drop(entry: Entry): void {
    entries = entries.filter((other) => other !== entry);
    void entry.stored.then(async () => (await storeOf())?.remove(entry.save.key)).catch(() => undefined);
    changed();
  }

  function retryLater(): void {
    cancelRetry?.();
    const wait = Math.min(RETRY_FIRST_MS * 2 ** retries, RETRY_LAST_MS);
    retries += 1;
    cancelRetry = deps.later(() => {
      cancelRetry = null;
      void flush();
    }, wait);
  }

  async function sendWaiting(): Promise<void> {
    let answered = 0;
    let sent = 0;
    while (deps.isOnline()) {
      const entry = mine()[0];
      if (!entry) break;
      let outcome: Outcome;
      try {
        outcome = { kind: 'sent', result: await deps.send(entry.save) };
      } catch (error) {
        outcome = outcomeOf(error);
      }
      if (outcome.kind === 'retry') {
        retryLater();
        return;
      }
      retries = 0;
      drop(entry);
      answered += 1;
      if (outcome.kind !== 'refused') sent += 1;
      if (outcome.kind === 'sent') entry.waiter?.resolve(outcome.result);
      else entry.waiter?.reject(outcome.error);
      emit(
        outcome.kind === 'refused'
          ? { type: 'refused', save: entry.save, message: outcome.message }
          : { type: 'sent', save: entry.save },
      );
    }
    if (answered > 0 && mine().length === 0) emit({ type: 'drained', sent });
  }

  function flush(): Promise<void> {
    if (flushing) return flushing;
    cancelRetry?.();
    cancelRetry = null;
    flushing = sendWaiting().finally(() => {
      flushing = null;
    });
    return flushing;
  }

  /** Reads back the owner's saves an earlier page kept, before any kept since, and sends them if it can. */
  async function load(): Promise<void> {
    const owner = deps.owner();
    if (!owner?.durable || loadedFor === owner.id) return;
    loadedFor = owner.id;
    const saved = (await (await storeOf())?.list(owner.id).catch(() => [])) ?? [];
    const known = new Set(entries.map((entry) => entry.save.key));
    const earlier = saved
      .filter((save) => !known.has(save.key))
      .map((save): Entry => ({ save, waiter: null, stored: Promise.resolve() }));
    if (earlier.length > 0) {
      lastSeq = Math.max(lastSeq, ...earlier.map((entry) => entry.save.seq));
      entries = [...earlier, ...entries].sort((a, b) => a.save.seq - b.save.seq);
      changed();
    }
    await flush();
  }

  return {
    shouldKeep(path) {
      return deps.owner() !== null && mayBeKept(path) && (!deps.isOnline() || mine().length > 0);
    },

    keep(request) {
      const owner = deps.owner();
      if (!owner) return Promise.reject(new Error('Only a signed-in person’s saves are kept'));
      const save: KeptSave = { ...request, owner: owner.id, keptAt: deps.now(), seq: nextSeq() };
      return new Promise((resolve, reject) => {
        const stored = owner.durable
          ? storeOf()
              .then((opened) => opened?.put(save))
              .catch(() => undefined)
          : Promise.resolve();
        entries.push({ save, waiter: { resolve, reject }, stored });
        changed();
        emit({ type: 'kept', save, offline: !deps.isOnline() });
        void flush();
      });
    },

    waiting: () => mine().map((entry) => entry.save),

    subscribe(listener) {
      countListeners.add(listener);
      return () => countListeners.delete(listener);
    },

    listen(listener) {
      eventListeners.add(listener);
      return () => eventListeners.delete(listener);
    },

    flush,

    start() {
      const ownerChanged = () => {
        changed();
        void load();
      };
      const onlineChanged = () => {
        if (deps.isOnline()) void flush();
      };
      const stopOwner = deps.onOwnerChange(ownerChanged);
      const stopOnline = deps.onOnlineChange(onlineChanged);
      void load();
      return () => {
        stopOwner();
        stopOnline();
        cancelRetry?.();
        cancelRetry = null;
      };
    },
  };
}

import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useRef, useSyncExternalStore } from 'react';
import type { KeptSave } from './kept-save';
import type { KeptSaveEvent } from './kept-save-queue';

/**
 * Saves made while offline, as the screens see them: each query client has its kept-save queue (kept-save-queue.ts),
 * which holds a save that cannot be sent now on the device and sends it, in order, when the connection returns. A
 * save is 'kept' from the moment it joins the queue until it has been sent and answered.
 */
export interface WaitingSaves {
  /** The signed-in person's saves still to be sent, oldest first. */
  waiting(): readonly KeptSave[];
  /** Hears them change. */
  subscribe(listener: () => void): () => void;
  /** Sends what waits, in order, if online. */
  flush(): Promise<void>;
  /** Hears what becomes of each save (a screen showing its own saves' refusals in place). */
  listen(listener: (event: KeptSaveEvent) => void): () => void;
}

/** The client's kept saves: the app's query client carries them (app/query-client.ts); a test's plain one has none. */
export function keptSavesOf(client: QueryClient): WaitingSaves | undefined {
  return (client as QueryClient & { keptSaves?: WaitingSaves }).keptSaves;
}

const keptListeners = new Set<() => void>();

/** Tells whoever is listening (the form a save came from) that it was kept on the device. */
export function announceKept(): void {
  for (const listener of keptListeners) listener();
}

/** Hears each save as it is kept: a form listens while it sends, to say its change is kept rather than spin. */
export function onSaveKept(listener: () => void): () => void {
  keptListeners.add(listener);
  return () => keptListeners.delete(listener);
}

const never = () => () => undefined;

/** How many of the signed-in person's kept saves are still to be sent, following the queue. */
export function useKeptSaveCount(): number {
  const queue = keptSavesOf(useQueryClient());
  return useSyncExternalStore(
    queue ? queue.subscribe : never,
    () => queue?.waiting().length ?? 0,
    () => 0,
  );
}

/**
 * The signed-in person's saves still to be sent, oldest first, following the queue: the same array until they change
 * (the queue answers a new one each time it is asked), so a screen can derive what it shows from them.
 */
export function useWaitingSaves(): readonly KeptSave[] {
  const queue = keptSavesOf(useQueryClient());
  const last = useRef<readonly KeptSave[]>(NONE);
  const snapshot = () => {
    const now = queue?.waiting() ?? NONE;
    const before = last.current;
    if (now.length !== before.length || now.some((save, index) => save.key !== before[index]?.key)) {
      last.current = now.length === 0 ? NONE : now;
    }
    return last.current;
  };
  return useSyncExternalStore(queue ? queue.subscribe : never, snapshot, () => NONE);
}

const NONE: readonly KeptSave[] = [];

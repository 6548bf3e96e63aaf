import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import type { KeptSaveQueue } from './kept-save-queue';

/**
 * Saves made while offline, as the screens see them: each query client has its kept-save queue (kept-save-queue.ts),
 * which holds a save that cannot be sent now on the device and sends it, in order, when the connection returns. A
 * save is 'kept' from the moment it joins the queue until it has been sent and answered.
 */
const queues = new WeakMap<QueryClient, KeptSaveQueue>();

export function attachKeptSaves(client: QueryClient, queue: KeptSaveQueue): void {
  queues.set(client, queue);
}

/** The client's kept-save queue (none for a test's plain QueryClient). */
export function keptSavesOf(client: QueryClient): KeptSaveQueue | undefined {
  return queues.get(client);
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

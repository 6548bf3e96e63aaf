import { useQueryClient, type Mutation, type QueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';

/**
 * Saves made while offline. TanStack holds a mutation that cannot reach the network (paused) and sends it when the
 * connection returns; the query client runs saves one after another (one scope), so they go in the order made. A
 * save is 'kept' from the moment it waits for the connection until it has been sent and answered.
 */
type AnyMutation = Mutation<unknown, Error, unknown, unknown>;

const kept = new WeakSet<object>();
const keptListeners = new Set<() => void>();

export const isKept = (mutation: object) => kept.has(mutation);

/** Marks a save as kept on the device, and tells whoever is listening (the form it came from). */
export function markKept(mutation: object): void {
  if (kept.has(mutation)) return;
  kept.add(mutation);
  for (const listener of keptListeners) listener();
}

/** Hears each save as it is kept: a form listens while it sends, to say its change is kept rather than spin. */
export function onSaveKept(listener: () => void): () => void {
  keptListeners.add(listener);
  return () => keptListeners.delete(listener);
}

/** The kept saves not yet answered: waiting for the connection, or on their way. */
export function keptSaves(client: QueryClient): AnyMutation[] {
  return client
    .getMutationCache()
    .getAll()
    .filter((mutation) => mutation.state.status === 'pending' && kept.has(mutation)) as AnyMutation[];
}

/** How many kept saves are still to be sent, following the mutation cache. */
export function useKeptSaveCount(): number {
  const client = useQueryClient();
  return useSyncExternalStore(
    (listener) => client.getMutationCache().subscribe(listener),
    () => keptSaves(client).length,
    () => 0,
  );
}

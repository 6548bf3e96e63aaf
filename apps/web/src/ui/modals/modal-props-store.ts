import { useSyncExternalStore } from 'react';

/**
 * The props each open modal was given. They live in memory, not in the URL: a callback or
 * an object cannot be written into an address, so a modal opened by address alone has none.
 */
const props = new Map<string, Record<string, unknown>>();
const listeners = new Set<() => void>();
let version = 0;

function changed(): void {
  version += 1;
  for (const listener of listeners) listener();
}

export const modalPropsStore = {
  set(name: string, value: Record<string, unknown> | undefined): void {
    if (value === undefined) props.delete(name);
    else props.set(name, value);
    changed();
  },
  get(name: string): Record<string, unknown> | undefined {
    return props.get(name);
  },
  forget(name: string): void {
    if (props.delete(name)) changed();
  },
  clear(): void {
    props.clear();
    changed();
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

/** Re-renders when any modal's props change. */
export function useModalPropsVersion(): number {
  return useSyncExternalStore(modalPropsStore.subscribe, () => version);
}

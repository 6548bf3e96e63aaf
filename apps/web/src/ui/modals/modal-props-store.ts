import { changeSignal } from '../../lib/change-signal';

/**
 * The props each open modal was given. They live in memory, not in the URL: a callback or
 * an object cannot be written into an address, so a modal opened by address alone has none.
 */
const props = new Map<string, Record<string, unknown>>();
const signal = changeSignal();

export const modalPropsStore = {
  set(name: string, value: Record<string, unknown> | undefined): void {
    if (value === undefined) props.delete(name);
    else props.set(name, value);
    signal.changed();
  },
  get(name: string): Record<string, unknown> | undefined {
    return props.get(name);
  },
  forget(name: string): void {
    if (props.delete(name)) signal.changed();
  },
  clear(): void {
    props.clear();
    signal.changed();
  },
};

/** Re-renders when any modal's props change. */
export function useModalPropsVersion(): number {
  return signal.useVersion();
}

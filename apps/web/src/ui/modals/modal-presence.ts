import { useEffect } from 'react';
import { changeSignal } from '../../lib/change-signal';

/**
 * Which page-rendered modals something on screen can show now: a page or layout takes a name up while it is mounted
 * (a list its filters, the phone layout its menu). The host closes a modal registered `onlyWhereShown` that nothing
 * has taken up, so an address naming it elsewhere does not lock the page behind nothing.
 */
const counts = new Map<string, number>();
const signal = changeSignal();

export const modalPresence = {
  isShown(name: string): boolean {
    return (counts.get(name) ?? 0) > 0;
  },
};

/** Takes `name` up while the caller is mounted and `shown` holds. */
export function useShowsModal(name: string, shown = true): void {
  useEffect(() => {
    if (!shown) return;
    counts.set(name, (counts.get(name) ?? 0) + 1);
    signal.changed();
    return () => {
      const left = (counts.get(name) ?? 1) - 1;
      if (left > 0) counts.set(name, left);
      else counts.delete(name);
      signal.changed();
    };
  }, [name, shown]);
}

/** Re-renders when what is taken up changes. */
export function useModalPresenceVersion(): number {
  return signal.useVersion();
}

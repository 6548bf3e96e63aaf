import { useSyncExternalStore } from 'react';
import { eventChannel } from './event-channel';

/**
 * What screens re-render on when something held in memory changes: `changed()` says it did, and `useVersion`
 * re-renders its caller each time (answering how many changes there have been).
 */
export function changeSignal() {
  const channel = eventChannel<undefined>();
  let version = 0;
  return {
    changed(): void {
      version += 1;
      channel.emit(undefined);
    },
    useVersion: () => useSyncExternalStore(channel.on, () => version),
  };
}

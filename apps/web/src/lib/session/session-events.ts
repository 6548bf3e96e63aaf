/**
 * What the api client tells the app about the session when a state change alone does not
 * say enough (lib code cannot navigate or notify): the app's session watcher listens.
 * A sign-out needs no event: the watcher sees the session become unauthenticated.
 */
export interface SessionEvent {
  /** The API answered 440: the impersonation has ended. */
  type: 'impersonation-ended';
  message: string;
}

const listeners = new Set<(event: SessionEvent) => void>();

export function onSessionEvent(listener: (event: SessionEvent) => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function emitSessionEvent(event: SessionEvent): void {
  listeners.forEach((listener) => listener(event));
}

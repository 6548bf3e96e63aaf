import { eventChannel } from '../event-channel';

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

const events = eventChannel<SessionEvent>();

export const onSessionEvent = events.on;
export const emitSessionEvent = events.emit;

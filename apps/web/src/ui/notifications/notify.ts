import {
  addNotification,
  createFloatingNotification,
  dismissNotification,
  notificationExpiresAt,
  removeExpired,
  routeChanged,
  type FloatingNotification,
  type FloatingNotificationInput,
} from '@harvest/domain';
import { useSyncExternalStore } from 'react';

/**
 * The floating notifications on screen (spec platform §4, §9), newest first. The rules
 * (defaults, 2 route changes, timeouts, names) are the domain's; this holds the list and
 * its timers.
 */
let shown: readonly FloatingNotification[] = [];
const listeners = new Set<() => void>();
const timers = new Map<string, ReturnType<typeof setTimeout>>();
let nextId = 0;

function publish(next: readonly FloatingNotification[]): void {
  shown = next;
  for (const [id, timer] of timers) {
    if (!next.some((item) => item.id === id)) {
      clearTimeout(timer);
      timers.delete(id);
    }
  }
  for (const listener of listeners) listener();
}

/**
 * Shows a notification: type success, sticky (gone after 2 route changes) unless told
 * otherwise; a floating one vanishes after its timeout (6000 ms by default). A dismissible
 * one needs a name, or this throws. Returns its id.
 */
export function notify(input: FloatingNotificationInput): string {
  nextId += 1;
  const notification = createFloatingNotification(input, { id: `notification-${nextId}`, now: Date.now() });
  const previous = timers.get(notification.id);
  if (previous !== undefined) clearTimeout(previous);
  timers.delete(notification.id);
  const expiresAt = notificationExpiresAt(notification);
  if (expiresAt !== null) {
    timers.set(
      notification.id,
      setTimeout(() => publish(removeExpired(shown, Date.now())), expiresAt - notification.shownAt),
    );
  }
  publish(addNotification(shown, notification));
  return notification.id;
}

/** Closes a dismissible notification by its id (its name). */
export function dismiss(id: string): void {
  publish(dismissNotification(shown, id));
}

/** Counts a route change: sticky notifications go on their 2nd. */
export function notifyRouteChanged(): void {
  if (shown.length > 0) publish(routeChanged(shown));
}

/** Removes every notification (a test's clean slate, or a sign-out). */
export function clearNotifications(): void {
  publish([]);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useFloatingNotifications(): readonly FloatingNotification[] {
  return useSyncExternalStore(subscribe, () => shown);
}

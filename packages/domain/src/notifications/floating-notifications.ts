import { NOTIFICATION_TYPES } from './account-notifications';

/**
 * Floating notifications, the app's toasts (spec platform §3 Notification, §4, §5, §9).
 * Sticky ones disappear after two route changes; floating ones vanish after their timeout.
 */

/** Spec §5: a notification's type is information, warning, error, success or generic. */
export const FLOATING_NOTIFICATION_TYPES = [...NOTIFICATION_TYPES, 'generic'] as const;
export type FloatingNotificationType = (typeof FLOATING_NOTIFICATION_TYPES)[number];

export const NOTIFICATION_POSITIONS = ['sticky', 'floating'] as const;
export type NotificationPosition = (typeof NOTIFICATION_POSITIONS)[number];

/** Spec §9: default type success, timeout 6000 ms, position sticky. */
export const DEFAULT_NOTIFICATION_TYPE: FloatingNotificationType = 'success';
export const DEFAULT_NOTIFICATION_TIMEOUT_MS = 6_000;
export const DEFAULT_NOTIFICATION_POSITION: NotificationPosition = 'sticky';
/** Spec §9: a sticky notification is removed on its 2nd route change. */
export const STICKY_NOTIFICATION_ROUTE_CHANGES = 2;

/** Spec §4: a dismissible notification needs a name. */
export const DISMISSIBLE_NOTIFICATION_NEEDS_NAME = 'A dismissible notification needs a name';

export interface FloatingNotificationInput {
  /** Names it: showing another with the same name replaces it. Required when dismissible. */
  name?: string;
  title?: string;
  message: string;
  type?: FloatingNotificationType;
  position?: NotificationPosition;
  timeoutMs?: number;
  dismissible?: boolean;
}

export interface FloatingNotification {
  id: string;
  name: string | null;
  title: string | null;
  message: string;
  type: FloatingNotificationType;
  position: NotificationPosition;
  timeoutMs: number;
  dismissible: boolean;
  /** Route changes seen since it was shown. */
  routeChangeCount: number;
  /** Clock time (ms) when it was shown. */
  shownAt: number;
}

/** A notification with the defaults filled in; `id` is the name when it has one. */
export function createFloatingNotification(
  input: FloatingNotificationInput,
  { id, now }: { id: string; now: number },
): FloatingNotification {
  const name = input.name?.trim() ? input.name.trim() : null;
  const dismissible = input.dismissible ?? false;
  if (dismissible && name === null) throw new Error(DISMISSIBLE_NOTIFICATION_NEEDS_NAME);
  const timeoutMs = input.timeoutMs ?? DEFAULT_NOTIFICATION_TIMEOUT_MS;
  if (!Number.isFinite(timeoutMs) || timeoutMs <= 0) throw new RangeError('A notification timeout must be above 0 ms');
  return {
    id: name ?? id,
    name,
    title: input.title ?? null,
    message: input.message,
    type: input.type ?? DEFAULT_NOTIFICATION_TYPE,
    position: input.position ?? DEFAULT_NOTIFICATION_POSITION,
    timeoutMs,
    dismissible,
    routeChangeCount: 0,
    shownAt: now,
  };
}

/** The list with `notification` first; one of the same name is replaced rather than shown twice. */
export function addNotification(
  list: readonly FloatingNotification[],
  notification: FloatingNotification,
): FloatingNotification[] {
  return [notification, ...list.filter((item) => item.id !== notification.id)];
}

/** After a route change: every notification counts it, and sticky ones go on their 2nd. */
export function routeChanged(list: readonly FloatingNotification[]): FloatingNotification[] {
  return list
    .map((item) => ({ ...item, routeChangeCount: item.routeChangeCount + 1 }))
    .filter((item) => item.position !== 'sticky' || item.routeChangeCount < STICKY_NOTIFICATION_ROUTE_CHANGES);
}

/** When a floating notification vanishes; a sticky one waits for route changes instead (null). */
export function notificationExpiresAt(notification: FloatingNotification): number | null {
  return notification.position === 'floating' ? notification.shownAt + notification.timeoutMs : null;
}

/** The list at `now`: floating notifications past their timeout are gone. */
export function removeExpired(list: readonly FloatingNotification[], now: number): FloatingNotification[] {
  return list.filter((item) => {
    const expiresAt = notificationExpiresAt(item);
    return expiresAt === null || now < expiresAt;
  });
}

/** Closing by hand: only a dismissible notification can be. */
export function dismissNotification(list: readonly FloatingNotification[], id: string): FloatingNotification[] {
  return list.filter((item) => item.id !== id || !item.dismissible);
}

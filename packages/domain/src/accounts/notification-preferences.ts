import { z } from '../zod';

/** Spec trading §1: notifications go by email, SMS, WhatsApp and push. */
export const NOTIFICATION_CHANNELS = ['email', 'sms', 'whatsapp', 'push'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

/** The kinds of event a person can choose channels for; later modules send under these. */
export const NOTIFICATION_EVENT_KINDS = [
  'offers',
  'listings',
  'contracts',
  'deliveries',
  'price-alerts',
  'logistics',
  'inventory',
  'team',
] as const;
export type NotificationEventKind = (typeof NOTIFICATION_EVENT_KINDS)[number];

/** kind -> the channels chosen for it. A kind never chosen gets the defaults. */
export type NotificationPreferences = Partial<Record<NotificationEventKind, NotificationChannel[]>>;

/** Email and push for everything until the person chooses otherwise; SMS and WhatsApp are opt-in. */
const DEFAULT_NOTIFICATION_CHANNELS: readonly NotificationChannel[] = ['email', 'push'];

export const notificationPreferencesSchema = z.partialRecord(
  z.enum(NOTIFICATION_EVENT_KINDS),
  z.array(z.enum(NOTIFICATION_CHANNELS)).transform((channels) => [...new Set(channels)]),
);

/** Every kind with its channels, the defaults filled in. */
export function resolveNotificationPreferences(
  stored: NotificationPreferences,
): Record<NotificationEventKind, NotificationChannel[]> {
  return Object.fromEntries(
    NOTIFICATION_EVENT_KINDS.map((kind) => [kind, stored[kind] ?? [...DEFAULT_NOTIFICATION_CHANNELS]]),
  ) as Record<NotificationEventKind, NotificationChannel[]>; // fromEntries over the full list of kinds builds every key.
}

/** Whether an event of the kind goes to the person by the channel. */
export function wantsNotification(
  stored: NotificationPreferences,
  kind: NotificationEventKind,
  channel: NotificationChannel,
): boolean {
  return (stored[kind] ?? DEFAULT_NOTIFICATION_CHANNELS).includes(channel);
}

import { z } from '../zod';

/** Spec platform §3: a notification's type is success, information, warning or error. */
export const NOTIFICATION_TYPES = ['success', 'information', 'warning', 'error'] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** Spec platform §7 and §9: the account notifications list keeps the first 10. */
export const ACCOUNT_NOTIFICATIONS_LIMIT = 10;

/** Ids marked read in one POST /sys/v1/notifications/read. */
export const MARK_READ_MAX_IDS = 100;

/** Where an action takes the user: a path inside the app or an address outside it. */
const notificationRedirectSchema = z
  .object({
    path: z.string().startsWith('/').max(500).optional(),
    url: z
      .url({ protocol: /^https?$/ })
      .max(1000)
      .optional(),
  })
  .refine((redirect) => redirect.path !== undefined || redirect.url !== undefined, {
    message: 'A redirect needs a path or a url',
  });

const notificationActionSchema = z.object({
  label: z.string().trim().min(1).max(80),
  isPrimary: z.boolean(),
  redirect: notificationRedirectSchema.optional(),
});

const callToActionSchema = z.object({ actions: z.array(notificationActionSchema).max(3) });
export type CallToAction = z.infer<typeof callToActionSchema>;

/** One notification of a person's account list (spec platform §3, Notification). */
export const accountNotificationSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  message: z.string(),
  type: z.enum(NOTIFICATION_TYPES),
  read: z.boolean(),
  callToAction: callToActionSchema.nullable(),
  data: z.record(z.string(), z.unknown()).nullable(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type AccountNotification = z.infer<typeof accountNotificationSchema>;

/**
 * Spec platform §3: in the account list a notification shows only if its primary action has a
 * redirect path or url; one that leads nowhere is not listed.
 */
export function isListedNotification(notification: Pick<AccountNotification, 'callToAction'>): boolean {
  const primary = notification.callToAction?.actions.find((action) => action.isPrimary);
  return Boolean(primary?.redirect?.path ?? primary?.redirect?.url);
}

export const markNotificationsReadSchema = z.object({
  ids: z.array(z.uuid()).min(1).max(MARK_READ_MAX_IDS),
});

export const markNotificationsReadReplySchema = z.object({ updated: z.number().int() });

/** A system administrator's notification to one person or to everyone in one organisation. */
export const sendNotificationSchema = z
  .object({
    userId: z.uuid().optional(),
    organisationId: z.uuid().optional(),
    title: z.string().trim().min(1).max(120),
    message: z.string().trim().min(1).max(1000),
    type: z.enum(NOTIFICATION_TYPES).default('information'),
    callToAction: callToActionSchema.nullable().default(null),
  })
  .refine((input) => (input.userId === undefined) !== (input.organisationId === undefined), {
    message: 'Choose one person or one organisation',
    path: ['userId'],
  });
export type SendNotification = z.infer<typeof sendNotificationSchema>;

export const sendNotificationReplySchema = z.object({ recipients: z.number().int() });

/**
 * What the API pushes to an open page over server-sent events (GET /sys/v1/events), so no
 * page polls: a new account notification, or the organisation's feature flags after a change.
 */
export const LIVE_EVENT_NAMES = ['notification', 'feature-flags', 'job-tracking'] as const;
export type LiveEventName = (typeof LIVE_EVENT_NAMES)[number];

/** A comment line keeps proxies from closing a quiet event stream. */
export const LIVE_EVENTS_HEARTBEAT_MS = 25_000;
/** After a dropped stream the client waits this long before it connects again (doubling, capped). */
export const LIVE_EVENTS_RETRY_MS = 1_000;
export const LIVE_EVENTS_RETRY_MAX_MS = 30_000;

/** Where the platform's own notifications lead (spec platform §2 routes). */
export const NOTIFICATION_PATHS = {
  /** A business verified, an upgrade granted: the account page shows the business and its modules. */
  account: '/inventory/manage/account',
  /** Someone joined: the team page. */
  team: '/inventory/manage/team',
} as const;

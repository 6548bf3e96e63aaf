import {
  ACCOUNT_NOTIFICATIONS_LIMIT,
  accountNotificationSchema,
  isListedNotification,
  type AccountNotification,
} from '@harvest/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/api-request';
import { ACCOUNT_NOTIFICATIONS_QUERY_KEY } from './notifications-query-keys';

const accountNotificationsSchema = accountNotificationSchema.array();

/** Spec §3, §7, §9: only those whose primary action leads somewhere, the first 10. */
export function listedNotifications(items: readonly AccountNotification[]): AccountNotification[] {
  return items.filter(isListedNotification).slice(0, ACCOUNT_NOTIFICATIONS_LIMIT);
}

/** GET /api/sys/v1/notifications: the signed-in person's newest notifications. */
export function accountNotificationsQueryOptions() {
  return queryOptions({
    queryKey: ACCOUNT_NOTIFICATIONS_QUERY_KEY,
    queryFn: async ({ signal }) =>
      listedNotifications(
        (await apiRequest('GET', '/sys/v1/notifications', { signal, schema: accountNotificationsSchema })).data,
      ),
    // New ones arrive over the live events stream, so nothing polls.
    staleTime: Infinity,
  });
}

export function useAccountNotifications(enabled: boolean) {
  return useQuery({ ...accountNotificationsQueryOptions(), enabled });
}

/** A new notification goes on top of the cached list, once, still capped at 10. */
export function withNewNotification(
  list: readonly AccountNotification[] | undefined,
  notification: AccountNotification,
): AccountNotification[] | undefined {
  if (list === undefined) return undefined;
  return listedNotifications([notification, ...list.filter((item) => item.id !== notification.id)]);
}

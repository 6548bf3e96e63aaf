import { accountNotificationSchema, type AccountNotification } from '@harvest/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { onLiveEvent } from '../../../lib/live-events/live-events';
import { notify } from '../../../ui/notifications/notify';
import { ACCOUNT_NOTIFICATIONS_QUERY_KEY, withNewNotification } from '../api/get-account-notifications';

/**
 * A notification pushed over the live events stream goes on top of the list and shows as a
 * floating notification of its type, named by its id so it shows once.
 */
export function useLiveNotifications(): void {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      onLiveEvent('notification', (data) => {
        const parsed = accountNotificationSchema.safeParse(data);
        if (!parsed.success) return;
        const notification = parsed.data;
        queryClient.setQueryData<AccountNotification[]>(ACCOUNT_NOTIFICATIONS_QUERY_KEY, (list) =>
          withNewNotification(list, notification),
        );
        notify({
          name: `account-notification-${notification.id}`,
          type: notification.type,
          title: notification.title,
          message: notification.message,
          position: 'floating',
          dismissible: true,
        });
      }),
    [queryClient],
  );
}

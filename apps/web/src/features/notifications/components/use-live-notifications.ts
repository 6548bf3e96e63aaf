import { accountNotificationSchema, type AccountNotification } from '@harvest/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { onLiveEvent, onLiveEventsReconnect } from '../../../lib/live-events/live-events';
import { notify } from '../../../ui/notifications/notify';
import { withNewNotification } from '../api/get-account-notifications';
import { ACCOUNT_NOTIFICATIONS_QUERY_KEY } from '../api/notifications-query-keys';

/**
 * A notification pushed over the live events stream goes on top of the list and shows as a
 * floating notification of its type, named by its id so it shows once. After a dropped stream
 * the list is loaded again, for what arrived while it was down.
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
        // A load of the list already on its way may have left before this one was stored: ask again.
        void queryClient.invalidateQueries({ queryKey: ACCOUNT_NOTIFICATIONS_QUERY_KEY });
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
  useEffect(
    () =>
      onLiveEventsReconnect(() => void queryClient.invalidateQueries({ queryKey: ACCOUNT_NOTIFICATIONS_QUERY_KEY })),
    [queryClient],
  );
}

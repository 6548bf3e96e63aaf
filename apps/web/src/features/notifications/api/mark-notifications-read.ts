import { markNotificationsReadReplySchema, type AccountNotification } from '@harvest/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/api-request';
import { ACCOUNT_NOTIFICATIONS_QUERY_KEY } from './notifications-query-keys';

/** POST /api/sys/v1/notifications/read {ids}; the list shows them read at once and again if it fails. */
export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (ids: readonly string[]) =>
      (
        await apiRequest('POST', '/sys/v1/notifications/read', {
          body: { ids },
          schema: markNotificationsReadReplySchema,
        })
      ).data,
    onMutate: async (ids) => {
      await queryClient.cancelQueries({ queryKey: ACCOUNT_NOTIFICATIONS_QUERY_KEY });
      const before = queryClient.getQueryData<AccountNotification[]>(ACCOUNT_NOTIFICATIONS_QUERY_KEY);
      queryClient.setQueryData<AccountNotification[]>(ACCOUNT_NOTIFICATIONS_QUERY_KEY, (list) =>
        list?.map((item) => (ids.includes(item.id) ? { ...item, read: true } : item)),
      );
      return { before };
    },
    onError: (_error, _ids, context) => {
      if (context?.before) queryClient.setQueryData(ACCOUNT_NOTIFICATIONS_QUERY_KEY, context.before);
    },
  });
}

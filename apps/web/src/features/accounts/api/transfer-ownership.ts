import { userInfoSchema } from '@harvest/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiReply } from '../../../lib/api/api-data';
import { reloadProfile } from '../../../lib/session/reload-profile';
import { ACCOUNTS_QUERY_KEY } from './accounts-query-keys';

/**
 * PATCH /api/customers/organisations/owner (owner): hands the business to another active
 * member, who comes back as the new owner. The caller's own rights shrink with it, so the
 * session's profile is reloaded.
 */
export const transferOwnership = (userId: string) =>
  apiReply('PATCH', '/customers/organisations/owner', { body: { userId }, schema: userInfoSchema });

export function useTransferOwnership() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: transferOwnership,
    onSuccess: async () => {
      await reloadProfile();
      await queryClient.invalidateQueries({ queryKey: ACCOUNTS_QUERY_KEY });
    },
  });
}

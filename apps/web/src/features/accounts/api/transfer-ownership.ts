import { userInfoSchema, type UserInfo } from '@harvest/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/api-request';
import { reloadProfile } from '../../../lib/session/reload-profile';
import { ACCOUNTS_QUERY_KEY } from './accounts-query-keys';

export interface TransferOwnershipResult {
  owner: UserInfo;
  message: string;
}

/**
 * PATCH /api/customers/organisations/owner (owner): hands the business to another active
 * member. The caller's own rights shrink with it, so the session's profile is reloaded.
 */
export async function transferOwnership(userId: string): Promise<TransferOwnershipResult> {
  const { data, message } = await apiRequest('PATCH', '/customers/organisations/owner', {
    body: { userId },
    schema: userInfoSchema,
    auth: 'required',
  });
  return { owner: data, message };
}

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

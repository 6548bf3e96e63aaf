import { userInfoSchema, type UserPatch } from '@harvest/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiReply } from '../../../lib/api/api-data';
import { teamMembersQueryKey, userQueryKey } from './accounts-query-keys';

/** PATCH /api/customers/users/{userId}: an owner sets another member's groups, access and business units. */
export const updateUser = (userId: string, patch: UserPatch) =>
  apiReply('PATCH', `/customers/users/${encodeURIComponent(userId)}`, { body: patch, schema: userInfoSchema });

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, patch }: { userId: string; patch: UserPatch }) => updateUser(userId, patch),
    onSuccess: ({ data: user }) => {
      queryClient.setQueryData(userQueryKey(user.userId), user);
      return queryClient.invalidateQueries({ queryKey: teamMembersQueryKey });
    },
  });
}

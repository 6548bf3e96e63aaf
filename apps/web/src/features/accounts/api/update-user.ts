import { userInfoSchema, type UserInfo, type UserPatch } from '@harvest/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/api-request';
import { teamMembersQueryKey, userQueryKey } from './accounts-query-keys';

export interface UpdateUserResult {
  user: UserInfo;
  message: string;
}

/** PATCH /api/customers/users/{userId}: an owner sets another member's groups, access and business units. */
export async function updateUser(userId: string, patch: UserPatch): Promise<UpdateUserResult> {
  const { data, message } = await apiRequest('PATCH', `/customers/users/${encodeURIComponent(userId)}`, {
    body: patch,
    schema: userInfoSchema,
    auth: 'required',
  });
  return { user: data, message };
}

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, patch }: { userId: string; patch: UserPatch }) => updateUser(userId, patch),
    onSuccess: ({ user }) => {
      queryClient.setQueryData(userQueryKey(user.userId), user);
      return queryClient.invalidateQueries({ queryKey: teamMembersQueryKey });
    },
  });
}

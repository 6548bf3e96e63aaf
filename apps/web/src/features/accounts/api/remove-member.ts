import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/api-request';
import { teamMembersQueryKey } from './accounts-query-keys';

/**
 * DELETE /api/customers/users/{userId} (account.teams write): the member loses access at
 * once. Answers the API's message ('Team member removed').
 */
export async function removeMember(userId: string): Promise<string> {
  const { message } = await apiRequest('DELETE', `/customers/users/${encodeURIComponent(userId)}`, {
    auth: 'required',
  });
  return message;
}

export function useRemoveMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeMember,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamMembersQueryKey }),
  });
}

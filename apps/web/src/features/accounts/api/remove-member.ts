import { apiRequest } from '../../../lib/api/api-request';
import { useRefreshingMutation } from '../../../lib/api/use-refreshing-mutation';
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

export const useRemoveMember = () => useRefreshingMutation(teamMembersQueryKey, removeMember);

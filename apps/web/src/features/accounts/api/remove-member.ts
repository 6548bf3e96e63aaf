import { apiMessage } from '../../../lib/api/api-data';
import { useRefreshingMutation } from '../../../lib/api/use-refreshing-mutation';
import { teamMembersQueryKey } from './accounts-query-keys';

/**
 * DELETE /api/customers/users/{userId} (account.teams write): the member loses access at
 * once. Answers the API's message ('Team member removed').
 */
export const removeMember = (userId: string) => apiMessage('DELETE', `/customers/users/${encodeURIComponent(userId)}`);

export const useRemoveMember = () => useRefreshingMutation(teamMembersQueryKey, removeMember);

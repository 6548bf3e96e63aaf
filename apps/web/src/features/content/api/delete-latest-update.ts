import { apiRequest } from '../../../lib/api/api-request';
import { useRefreshingMutation } from '../../../lib/api/use-refreshing-mutation';
import { CONTENT_QUERY_KEY } from './content-query-keys';

/** DELETE /api/admin/latest-updates/{id}. */
export async function deleteLatestUpdate(id: string): Promise<void> {
  await apiRequest('DELETE', `/admin/latest-updates/${encodeURIComponent(id)}`, { auth: 'required' });
}

export const useDeleteLatestUpdate = () => useRefreshingMutation(CONTENT_QUERY_KEY, deleteLatestUpdate);

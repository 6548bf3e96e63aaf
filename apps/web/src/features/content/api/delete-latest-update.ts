import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/api-request';
import { CONTENT_QUERY_KEY } from './content-query-keys';

/** DELETE /api/admin/latest-updates/{id}. */
export async function deleteLatestUpdate(id: string): Promise<void> {
  await apiRequest('DELETE', `/admin/latest-updates/${encodeURIComponent(id)}`, { auth: 'required' });
}

export function useDeleteLatestUpdate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteLatestUpdate,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CONTENT_QUERY_KEY }),
  });
}

import { latestUpdateSchema, type LatestUpdateInput } from '@harvest/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/api-request';
import { CONTENT_QUERY_KEY } from './content-query-keys';

/** POST /api/admin/latest-updates, or PATCH /api/admin/latest-updates/{id} with an id; 409 names a taken slug. */
export async function saveLatestUpdate({ id, input }: { id: string | null; input: LatestUpdateInput }) {
  const { data } = id
    ? await apiRequest('PATCH', `/admin/latest-updates/${encodeURIComponent(id)}`, {
        body: input,
        schema: latestUpdateSchema,
        auth: 'required',
      })
    : await apiRequest('POST', '/admin/latest-updates', { body: input, schema: latestUpdateSchema, auth: 'required' });
  return data;
}

export function useSaveLatestUpdate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveLatestUpdate,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CONTENT_QUERY_KEY }),
  });
}

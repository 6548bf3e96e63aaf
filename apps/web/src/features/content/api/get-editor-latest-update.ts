import { latestUpdateSchema, type LatestUpdate } from '@harvest/domain';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/api-request';
import { editorLatestUpdateQueryKey } from './content-query-keys';

/** GET /api/admin/latest-updates/{id}. */
export async function getEditorLatestUpdate(id: string, signal?: AbortSignal): Promise<LatestUpdate> {
  const { data } = await apiRequest('GET', `/admin/latest-updates/${encodeURIComponent(id)}`, {
    signal,
    schema: latestUpdateSchema,
    auth: 'required',
  });
  return data;
}

export function useEditorLatestUpdate(id: string) {
  return useQuery({
    queryKey: editorLatestUpdateQueryKey(id),
    queryFn: ({ signal }) => getEditorLatestUpdate(id, signal),
  });
}

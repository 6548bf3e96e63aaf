import { latestUpdateSchema, type LatestUpdate } from '@harvest/domain';
import { useQuery } from '@tanstack/react-query';
import { apiData } from '../../../lib/api/api-data';
import { editorLatestUpdateQueryKey } from './content-query-keys';

/** GET /api/admin/latest-updates/{id}. */
export function getEditorLatestUpdate(id: string, signal?: AbortSignal): Promise<LatestUpdate> {
  return apiData('GET', `/admin/latest-updates/${encodeURIComponent(id)}`, {
    signal,
    schema: latestUpdateSchema,
  });
}

export function useEditorLatestUpdate(id: string) {
  return useQuery({
    queryKey: editorLatestUpdateQueryKey(id),
    queryFn: ({ signal }) => getEditorLatestUpdate(id, signal),
  });
}

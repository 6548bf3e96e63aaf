import { latestUpdateSchema, type LatestUpdateInput } from '@harvest/domain';
import { apiRequest } from '../../../lib/api/api-request';
import { useRefreshingMutation } from '../../../lib/api/use-refreshing-mutation';
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

export const useSaveLatestUpdate = () => useRefreshingMutation(CONTENT_QUERY_KEY, saveLatestUpdate);

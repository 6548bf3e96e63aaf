import { latestUpdateSchema } from '@harvest/domain';
import { apiGetQuery } from '../../../lib/api/api-query';
import { editorLatestUpdateQueryKey } from './content-query-keys';

/** GET /api/admin/latest-updates/{id}. */
export const editorLatestUpdateQuery = apiGetQuery({
  key: editorLatestUpdateQueryKey,
  path: (id: string) => `/admin/latest-updates/${encodeURIComponent(id)}`,
  schema: latestUpdateSchema,
});

export const useEditorLatestUpdate = (id: string) => editorLatestUpdateQuery.useQuery(id);

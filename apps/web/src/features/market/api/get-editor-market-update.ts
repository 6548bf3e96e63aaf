import { marketUpdateAdminSchema } from '@harvest/domain';
import { apiGetQuery } from '../../../lib/api/api-query';
import { editorMarketUpdateQueryKey } from './market-updates-query-keys';

/** GET /api/admin/market-updates/{id}. */
export const editorMarketUpdateQuery = apiGetQuery({
  key: editorMarketUpdateQueryKey,
  path: (id: string) => `/admin/market-updates/${encodeURIComponent(id)}`,
  schema: marketUpdateAdminSchema,
});

export const useEditorMarketUpdate = (id: string) => editorMarketUpdateQuery.useQuery(id);

import { marketUpdateAdminSchema } from '@harvest/domain';
import { apiOffsetPageQuery } from '../../../lib/api/api-query';
import { editorMarketUpdatesQueryKey } from './market-updates-query-keys';

/** GET /api/admin/market-updates (system administrators): every update, drafts first. */
export const editorMarketUpdatesQuery = apiOffsetPageQuery({
  key: editorMarketUpdatesQueryKey,
  path: '/admin/market-updates',
  schema: marketUpdateAdminSchema.array(),
});

export const useEditorMarketUpdates = (offset: number) => editorMarketUpdatesQuery.useQuery(offset);

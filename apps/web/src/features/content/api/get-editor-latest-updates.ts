import { latestUpdateSchema } from '@harvest/domain';
import { apiPageQuery } from '../../../lib/api/api-query';
import { editorLatestUpdatesQueryKey } from './content-query-keys';

/** GET /api/admin/latest-updates (system administrators): every article, drafts first. */
export const editorLatestUpdatesQuery = apiPageQuery({
  key: editorLatestUpdatesQueryKey,
  path: '/admin/latest-updates',
  query: (offset: number) => ({ offset }),
  schema: latestUpdateSchema.array(),
});

export const useEditorLatestUpdates = (offset: number) => editorLatestUpdatesQuery.useQuery(offset);

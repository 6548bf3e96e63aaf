import { latestUpdateSchema } from '@harvest/domain';
import { apiOffsetPageQuery } from '../../../lib/api/api-query';
import { editorLatestUpdatesQueryKey } from './content-query-keys';

/** GET /api/admin/latest-updates (system administrators): every article, drafts first. */
export const editorLatestUpdatesQuery = apiOffsetPageQuery({
  key: editorLatestUpdatesQueryKey,
  path: '/admin/latest-updates',
  schema: latestUpdateSchema.array(),
});

export const useEditorLatestUpdates = (offset: number) => editorLatestUpdatesQuery.useQuery(offset);

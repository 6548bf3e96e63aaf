import { latestUpdateSchema } from '@harvest/domain';
import { apiOffsetPageQuery } from '../../../lib/api/api-query';
import { latestUpdatesQueryKey } from './content-query-keys';

/** GET /api/content/v1/latest-updates: the published articles for the reader, newest first. */
export const latestUpdatesQuery = apiOffsetPageQuery({
  key: latestUpdatesQueryKey,
  path: '/content/v1/latest-updates',
  schema: latestUpdateSchema.array(),
});

export const useLatestUpdates = (offset: number) => latestUpdatesQuery.useQuery(offset);

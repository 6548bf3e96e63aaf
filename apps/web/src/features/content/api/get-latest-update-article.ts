import { latestUpdateSchema } from '@harvest/domain';
import { apiGetQuery } from '../../../lib/api/api-query';
import { latestUpdateArticleQueryKey } from './content-query-keys';

/** GET /api/content/v1/latest-updates/{slug}: one published article (404 when not the reader's to see). */
export const latestUpdateArticleQuery = apiGetQuery({
  key: latestUpdateArticleQueryKey,
  path: (slug: string) => `/content/v1/latest-updates/${encodeURIComponent(slug)}`,
  schema: latestUpdateSchema,
});

export const useLatestUpdateArticle = (slug: string) => latestUpdateArticleQuery.useQuery(slug);

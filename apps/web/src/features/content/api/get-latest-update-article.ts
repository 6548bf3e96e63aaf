import { latestUpdateSchema, type LatestUpdate } from '@harvest/domain';
import { useQuery } from '@tanstack/react-query';
import { apiData } from '../../../lib/api/api-data';
import { latestUpdateArticleQueryKey } from './content-query-keys';

/** GET /api/content/v1/latest-updates/{slug}: one published article (404 when not the reader's to see). */
export function getLatestUpdateArticle(slug: string, signal?: AbortSignal): Promise<LatestUpdate> {
  return apiData('GET', `/content/v1/latest-updates/${encodeURIComponent(slug)}`, {
    signal,
    schema: latestUpdateSchema,
  });
}

export function useLatestUpdateArticle(slug: string) {
  return useQuery({
    queryKey: latestUpdateArticleQueryKey(slug),
    queryFn: ({ signal }) => getLatestUpdateArticle(slug, signal),
  });
}

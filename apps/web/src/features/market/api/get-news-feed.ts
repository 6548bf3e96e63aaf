import { newsItemSchema } from '@harvest/domain';
import { apiGetQuery } from '../../../lib/api/api-query';
import { newsFeedQueryKey } from './market-updates-query-keys';

/** GET /api/trading/news-feed: the feeds' news and the platform's market updates, newest first. */
export const newsFeedQuery = apiGetQuery({
  key: newsFeedQueryKey,
  path: () => '/trading/news-feed',
  schema: newsItemSchema.array(),
  staleTime: 5 * 60_000,
});

export const useNewsFeed = () => newsFeedQuery.useQuery();

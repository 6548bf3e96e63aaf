import { quoteRequestViewSchema } from '@harvest/domain';
import { apiPageQuery } from '../../../lib/api/api-query';
import { quoteRequestsQueryKey } from './quote-query-keys';

/** GET /api/logistics/quote-requests: the carrier's quote requests, newest first, with the jobs they price. */
export const quoteRequestsQuery = apiPageQuery({
  key: quoteRequestsQueryKey,
  path: '/logistics/quote-requests',
  query: (offset: number) => ({ offset }),
  schema: quoteRequestViewSchema.array(),
});

import { bidViewSchema } from '@harvest/domain';
import { apiGetQuery } from '../../../lib/api/api-query';
import { bidQueryKey } from './trading-query-keys';

/** GET /api/trading/bids/{id}: one offer, for its buyer's business or the listing's seller (`side` says which). */
export const bidQuery = apiGetQuery({
  key: bidQueryKey,
  path: (id: string) => `/trading/bids/${encodeURIComponent(id)}`,
  schema: bidViewSchema,
});

/** Asked once there is an id (a page may open before it knows which offer). */
export const useBid = (id: string | null) => bidQuery.useQuery(id ?? '', { enabled: Boolean(id) });

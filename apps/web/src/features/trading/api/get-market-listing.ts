import { marketListingSchema } from '@harvest/domain';
import { apiGetQuery } from '../../../lib/api/api-query';
import { listingQueryKey } from './trading-query-keys';

/** GET /api/trading/listings/{id} as a buyer sees it: no target price, no seller name when anonymous. */
export const marketListingQuery = apiGetQuery({
  key: listingQueryKey,
  path: (id: string) => `/trading/listings/${encodeURIComponent(id)}`,
  schema: marketListingSchema,
});

/** Asked once there is an id (the offer page may open before it knows which listing). */
export const useMarketListing = (id: string | null) => marketListingQuery.useQuery(id ?? '', { enabled: Boolean(id) });

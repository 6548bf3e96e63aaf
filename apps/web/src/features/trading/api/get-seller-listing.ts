import { sellerListingSchema } from '@harvest/domain';
import { apiGetQuery } from '../../../lib/api/api-query';
import { sellerListingQueryKey } from './trading-query-keys';

/** GET /api/trading/listings/{id} as its seller sees it: everything, the internal target price included. */
export const sellerListingQuery = apiGetQuery({
  key: sellerListingQueryKey,
  path: (id: string) => `/trading/listings/${encodeURIComponent(id)}`,
  schema: sellerListingSchema,
});

/** Asked once there is an id (a page or dialog may open before it knows which listing). */
export const useSellerListing = (id: string | null) => sellerListingQuery.useQuery(id ?? '', { enabled: Boolean(id) });

import { sellerListingSchema, type SellerListing } from '@harvest/domain';
import { apiData } from '../../../lib/api/api-data';
import { useQueryById } from '../../../lib/api/use-query-by-id';
import { sellerListingQueryKey } from './trading-query-keys';

/** GET /api/trading/listings/{id} as its seller sees it: everything, the internal target price included. */
export function getSellerListing(id: string, signal?: AbortSignal): Promise<SellerListing> {
  return apiData('GET', `/trading/listings/${encodeURIComponent(id)}`, { schema: sellerListingSchema, signal });
}

export const useSellerListing = (id: string | null) => useQueryById(id, sellerListingQueryKey, getSellerListing);

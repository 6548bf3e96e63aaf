import { marketListingSchema, type MarketListing } from '@harvest/domain';
import { apiData } from '../../../lib/api/api-data';
import { useQueryById } from '../../../lib/api/use-query-by-id';
import { listingQueryKey } from './trading-query-keys';

/** GET /api/trading/listings/{id} as a buyer sees it: no target price, no seller name when anonymous. */
export function getMarketListing(id: string, signal?: AbortSignal): Promise<MarketListing> {
  return apiData('GET', `/trading/listings/${encodeURIComponent(id)}`, { schema: marketListingSchema, signal });
}

export const useMarketListing = (id: string | null) => useQueryById(id, listingQueryKey, getMarketListing);

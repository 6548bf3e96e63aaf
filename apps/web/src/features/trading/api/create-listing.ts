import { sellerListingSchema, type ListingCreate } from '@harvest/domain';
import { apiData } from '../../../lib/api/api-data';
import { useRefreshingMutation } from '../../../lib/api/use-refreshing-mutation';
import { TRADING_QUERY_KEY } from './trading-query-keys';

/** POST /api/trading/listings: open to buyers now, or 1 hour before the review time when scheduled. */
export function createListing(body: ListingCreate) {
  return apiData('POST', '/trading/listings', { body, schema: sellerListingSchema });
}

export const useCreateListing = () => useRefreshingMutation(TRADING_QUERY_KEY, createListing);

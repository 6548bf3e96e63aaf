import { sellerListingSchema, type ListingCreate } from '@harvest/domain';
import { apiRequest } from '../../../lib/api/api-request';
import { useRefreshingMutation } from '../../../lib/api/use-refreshing-mutation';
import { TRADING_QUERY_KEY } from './trading-query-keys';

/** POST /api/trading/listings: open to buyers now, or 1 hour before the review time when scheduled. */
export async function createListing(body: ListingCreate) {
  return (await apiRequest('POST', '/trading/listings', { body, schema: sellerListingSchema, auth: 'required' })).data;
}

export const useCreateListing = () => useRefreshingMutation(TRADING_QUERY_KEY, createListing);

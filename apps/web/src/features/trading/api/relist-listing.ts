import { sellerListingSchema, type ListingRelist } from '@harvest/domain';
import { apiData } from '../../../lib/api/api-data';
import { useRefreshingMutation } from '../../../lib/api/use-refreshing-mutation';
import { TRADING_QUERY_KEY } from './trading-query-keys';

/** POST /api/trading/listings/{id}/relist: the same grain again with a new review time; the old listing ends. */
export function relistListing({ id, ...body }: ListingRelist & { id: string }) {
  return apiData('POST', `/trading/listings/${encodeURIComponent(id)}/relist`, { body, schema: sellerListingSchema });
}

export const useRelistListing = () => useRefreshingMutation(TRADING_QUERY_KEY, relistListing);

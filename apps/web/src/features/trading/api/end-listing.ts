import { sellerListingSchema, type ListingClose } from '@harvest/domain';
import { apiData } from '../../../lib/api/api-data';
import { useRefreshingMutation } from '../../../lib/api/use-refreshing-mutation';
import { TRADING_QUERY_KEY } from './trading-query-keys';

/** PATCH /api/trading/listings/{id}/close: ends it with a reason; open offers are declined, their buyers told. */
export function endListing({ id, ...body }: ListingClose & { id: string }) {
  return apiData('PATCH', `/trading/listings/${encodeURIComponent(id)}/close`, { body, schema: sellerListingSchema });
}

export const useEndListing = () => useRefreshingMutation(TRADING_QUERY_KEY, endListing);

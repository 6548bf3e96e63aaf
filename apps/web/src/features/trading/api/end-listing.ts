import { sellerListingSchema, type ListingClose } from '@harvest/domain';
import { apiRequest } from '../../../lib/api/api-request';
import { useRefreshingMutation } from '../../../lib/api/use-refreshing-mutation';
import { TRADING_QUERY_KEY } from './trading-query-keys';

/** PATCH /api/trading/listings/{id}/close: ends it with a reason; open offers are declined, their buyers told. */
export async function endListing({ id, ...body }: ListingClose & { id: string }) {
  return (
    await apiRequest('PATCH', `/trading/listings/${encodeURIComponent(id)}/close`, {
      body,
      schema: sellerListingSchema,
      auth: 'required',
    })
  ).data;
}

export const useEndListing = () => useRefreshingMutation(TRADING_QUERY_KEY, endListing);

import { sellerListingSchema, type ListingPatch } from '@harvest/domain';
import { apiRequest } from '../../../lib/api/api-request';
import { useRefreshingMutation } from '../../../lib/api/use-refreshing-mutation';
import { TRADING_QUERY_KEY } from './trading-query-keys';

/** PATCH /api/trading/listings/{id}: until 60 minutes before the review time (409 with the spec's words after). */
export async function editListing({ id, ...body }: ListingPatch & { id: string }) {
  return (
    await apiRequest('PATCH', `/trading/listings/${encodeURIComponent(id)}`, {
      body,
      schema: sellerListingSchema,
      auth: 'required',
    })
  ).data;
}

export const useEditListing = () => useRefreshingMutation(TRADING_QUERY_KEY, editListing);

import { sellerListingSchema, type ListingPatch } from '@harvest/domain';
import { apiData } from '../../../lib/api/api-data';
import { useRefreshingMutation } from '../../../lib/api/use-refreshing-mutation';
import { TRADING_QUERY_KEY } from './trading-query-keys';

/** PATCH /api/trading/listings/{id}: until 60 minutes before the review time (409 with the spec's words after). */
export function editListing({ id, ...body }: ListingPatch & { id: string }) {
  return apiData('PATCH', `/trading/listings/${encodeURIComponent(id)}`, { body, schema: sellerListingSchema });
}

export const useEditListing = () => useRefreshingMutation(TRADING_QUERY_KEY, editListing);

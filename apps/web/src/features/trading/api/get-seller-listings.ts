import {
  PAGE_SIZE_DEFAULT,
  sellerListingSchema,
  type ListingTab,
  type Pagination,
  type SellerListing,
} from '@harvest/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/api-request';
import { sellerListingsQueryKey } from './trading-query-keys';

export interface SellerListingsPage {
  items: SellerListing[];
  pagination: Pagination | null;
}

/** GET /api/trading/listings?tab=&offset=&limit=: the seller's listings under one tab, latest review first. */
export async function getSellerListings(
  tab: ListingTab,
  offset: number,
  signal?: AbortSignal,
): Promise<SellerListingsPage> {
  const { data, pagination } = await apiRequest('GET', '/trading/listings', {
    query: { tab, offset, limit: PAGE_SIZE_DEFAULT },
    schema: sellerListingSchema.array(),
    auth: 'required',
    signal,
  });
  return { items: data, pagination };
}

export function useSellerListings(tab: ListingTab, offset: number) {
  return useQuery({
    queryKey: [...sellerListingsQueryKey, tab, offset],
    queryFn: ({ signal }) => getSellerListings(tab, offset, signal),
    placeholderData: keepPreviousData,
  });
}

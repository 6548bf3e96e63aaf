import { PAGE_SIZE_DEFAULT, sellerListingSchema, type ListingTab, type SellerListing } from '@harvest/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiPage, type Page } from '../../../lib/api/api-data';
import { sellerListingsQueryKey } from './trading-query-keys';

export type SellerListingsPage = Page<SellerListing>;

/** GET /api/trading/listings?tab=&offset=&limit=: the seller's listings under one tab, latest review first. */
export function getSellerListings(tab: ListingTab, offset: number, signal?: AbortSignal): Promise<SellerListingsPage> {
  return apiPage('/trading/listings', {
    query: { tab, offset, limit: PAGE_SIZE_DEFAULT },
    schema: sellerListingSchema.array(),
    signal,
  });
}

export function useSellerListings(tab: ListingTab, offset: number) {
  return useQuery({
    queryKey: [...sellerListingsQueryKey, tab, offset],
    queryFn: ({ signal }) => getSellerListings(tab, offset, signal),
    placeholderData: keepPreviousData,
  });
}

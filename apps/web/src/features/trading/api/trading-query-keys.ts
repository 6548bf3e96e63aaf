/** Every trading query sits under this key, so a change to an offer, listing or trade refreshes them all at once. */
export const TRADING_QUERY_KEY = ['trading'] as const;

export const marketQueryKey = [...TRADING_QUERY_KEY, 'market'] as const;
export const listingQueryKey = (id: string) => [...TRADING_QUERY_KEY, 'listing', id] as const;
/** The seller's own view is another shape than a buyer's, so it is cached under its own key. */
export const sellerListingQueryKey = (id: string) => [...TRADING_QUERY_KEY, 'seller-listing', id] as const;
export const listingBidsQueryKey = (listingId: string) => [...TRADING_QUERY_KEY, 'listing-bids', listingId] as const;
export const listingFarmsQueryKey = (organisationId: string) =>
  [...TRADING_QUERY_KEY, 'listing-farms', organisationId] as const;
export const myBidsQueryKey = [...TRADING_QUERY_KEY, 'my-bids'] as const;
export const buyerDashboardQueryKey = [...TRADING_QUERY_KEY, 'buyer-dashboard'] as const;
export const bidQueryKey = (id: string) => [...TRADING_QUERY_KEY, 'bid', id] as const;
export const sellerListingsQueryKey = [...TRADING_QUERY_KEY, 'seller-listings'] as const;
export const tradesQueryKey = [...TRADING_QUERY_KEY, 'trades'] as const;
export const wantedQueryKey = [...TRADING_QUERY_KEY, 'wanted'] as const;
export const tradeRequestsQueryKey = [...TRADING_QUERY_KEY, 'trade-requests'] as const;
/** A stock lot read to start a listing from it (under trading's key: a trade changes how much of it is sold). */
export const stockLotQueryKey = (id: string) => [...TRADING_QUERY_KEY, 'stock-lot', id] as const;

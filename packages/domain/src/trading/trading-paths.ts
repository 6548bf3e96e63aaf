import { AUTH_PATHS } from '../auth/landing-path';

/**
 * The trading pages (trading §2 route table), written once for the web's router and for the links the API's
 * notifications and emails carry. Ids are the API's UUIDs, which need no escaping; the web escapes what it is given.
 */
export const TRADING_PATHS = {
  marketInsights: AUTH_PATHS.marketInsights,
  /** The seller's listings (a `tab` query chooses live, scheduled, review or ended). */
  sellerListings: '/trading/market-listing',
  newListing: '/trading/market-listing/new',
  manageListing: (listingId: string) => `/trading/market-listing/${listingId}/manage`,
  /** The offers on one of the seller's listings. */
  listingBids: (listingId: string) => `/trading/market-listing/${listingId}/bids`,
  /** The buyer's offers. */
  myBids: '/trading/market-listing/bids',
  bidDetail: (bidId: string) => `/trading/market-listing/bids/${bidId}`,
  tradeConfirmation: (bidId: string) => `/trading/market-listing/bids/${bidId}/trade-confirmation`,
  tradeSummary: (bidId: string, optionId: string) =>
    `/trading/market-listing/bids/${bidId}/options/${optionId}/trade-summary`,
  /** Listings open for offers (a `commodityId` query chooses the crop). */
  market: '/trading/market',
  createBid: (listingId: string) => `/trading/market-listing/${listingId}/create-bid`,
  /** The buyer's wanted listings. */
  wanted: '/trading/wanted',
  newWanted: '/trading/wanted/new',
  /** Every active wanted listing, for sellers. */
  wantedSeller: '/trading/wanted/seller',
  /** Where a notification about a trade request takes its buyer, and its seller. */
  tradeRequestForBuyer: (requestId: string) => `/trading/wanted?request=${requestId}`,
  tradeRequestForSeller: (requestId: string) => `/trading/wanted/seller?request=${requestId}`,
  tradeRequests: '/trading/wanted/trade-requests',
  /** Both parties' contracts (a `type` query chooses sales, premium or storage), and one of them. */
  contracts: '/trading/contracts',
  contract: (contractId: string) => `/trading/contracts/${contractId}`,
  /** The invoices the business issued or received, and one of them. */
  invoices: '/trading/invoices',
  invoice: (invoiceId: string) => `/trading/invoices/${invoiceId}`,
  businessSetup: '/trading/manage/business-setup',
  farmLocations: '/trading/manage/farm-locations',
} as const;

import { AUTH_PATHS } from '@harvest/domain';

/** A path with its query, leaving out empty values. */
function withQuery(path: string, query: Record<string, string | null | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value) params.set(key, value);
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

/** Every URL of the web app, listed once. Features link through these, never through string literals. */
export const paths = {
  home: '/',
  status: '/status',
  apiDocs: '/api/docs',
  devMailbox: '/dev/mailbox',
  devMailboxMessage: (id: string) => `/dev/mailbox/${encodeURIComponent(id)}`,
  inventory: AUTH_PATHS.inventory,
  marketInsights: AUTH_PATHS.marketInsights,
  account: AUTH_PATHS.account,
  team: '/inventory/manage/team',
  inventoryOverview: AUTH_PATHS.inventoryHome,
  inventoryStorage: '/inventory/storage',
  /** Stores or fields as a searchable list. */
  inventoryStorageList: (kind: string) => `/inventory/storage/${encodeURIComponent(kind)}`,
  inventoryStock: '/inventory/stock',
  inventoryMovements: '/inventory/movements',
  /** One of the movement lists: intake, internal, outbound or incomplete. */
  inventoryMovementList: (list: string) => `/inventory/movements/${encodeURIComponent(list)}`,
  inventoryHarvest: '/inventory/harvest',
  acceptTerms: (redirect?: string | null) => withQuery('/accept-terms', { redirect }),
  signupPreferences: (redirect?: string | null) => withQuery('/signup-preferences', { redirect }),
  marketingPreferences: (redirect?: string | null) => withQuery('/marketing-preferences', { redirect }),
  businessSetup: '/trading/manage/business-setup',
  farmLocations: '/trading/manage/farm-locations',
  /** The seller's listings under one tab (live, scheduled, review, ended). */
  sellerListings: (tab?: string) => withQuery('/trading/market-listing', { tab }),
  newListing: '/trading/market-listing/new',
  manageListing: (id: string) => `/trading/market-listing/${encodeURIComponent(id)}/manage`,
  listingBids: (id: string) => `/trading/market-listing/${encodeURIComponent(id)}/bids`,
  bidDetail: (bidId: string) => `/trading/market-listing/bids/${encodeURIComponent(bidId)}`,
  tradeConfirmation: (bidId: string) => `/trading/market-listing/bids/${encodeURIComponent(bidId)}/trade-confirmation`,
  tradeSummary: (bidId: string, optionId: string) =>
    `/trading/market-listing/bids/${encodeURIComponent(bidId)}/options/${encodeURIComponent(optionId)}/trade-summary`,
  /** The buyer's market: listings open for offers, by crop. */
  market: (commodityId?: string | null) => withQuery('/trading/market', { commodityId }),
  createBid: (listingId: string) => `/trading/market-listing/${encodeURIComponent(listingId)}/create-bid`,
  myBids: '/trading/market-listing/bids',
  wanted: '/trading/wanted',
  newWanted: '/trading/wanted/new',
  wantedSeller: '/trading/wanted/seller',
  tradeRequests: '/trading/wanted/trade-requests',
  businessAccounts: AUTH_PATHS.businessAccounts,
  businessAccountsSearch: (query: string) => withQuery(AUTH_PATHS.businessAccounts, { query }),
  clientLogs: '/inventory/internal/logs',
  latestUpdates: '/help-centre/latest-updates',
  latestUpdate: (slug: string) => `/help-centre/latest-updates/${encodeURIComponent(slug)}`,
  latestUpdatesEditor: '/inventory/internal/latest-updates',
  newLatestUpdate: '/inventory/internal/latest-updates/new',
  editLatestUpdate: (id: string) => `/inventory/internal/latest-updates/${encodeURIComponent(id)}`,
  login: (redirect?: string | null) => withQuery(AUTH_PATHS.login, { redirect }),
  createAccount: AUTH_PATHS.createAccount,
  businessInvite: (token?: string) => withQuery(AUTH_PATHS.businessInvite, { token }),
  logout: AUTH_PATHS.logout,
  organisation: (redirect?: string | null) => withQuery(AUTH_PATHS.organisation, { redirect }),
  forgotPassword: (username?: string) => withQuery(AUTH_PATHS.forgotPassword, { username }),
  resetPassword: (username?: string, code?: string) => withQuery(AUTH_PATHS.resetPassword, { username, code }),
  setPassword: AUTH_PATHS.setPassword,
  signInWithoutPassword: (redirect?: string | null) => withQuery(AUTH_PATHS.signInWithoutPassword, { redirect }),
} as const;

/** Route patterns for the router, kept beside the URLs they build. */
export const routePatterns = {
  status: 'status',
  devMailbox: 'dev/mailbox',
  devMailboxMessage: 'dev/mailbox/:id',
  inventory: 'inventory',
  /** The root of the public sign-in addresses (spec §2: any path containing it is public). */
  auth: 'inventory/auth',
  login: 'inventory/auth/login',
  createAccount: 'inventory/auth/login/create-account',
  businessInvite: 'inventory/auth/business-invite',
  logout: 'inventory/auth/logout',
  organisation: 'inventory/auth/organisation',
  forgotPassword: 'inventory/auth/forgot-password',
  resetPassword: 'inventory/auth/reset-password',
  setPassword: 'inventory/auth/set-password',
  signInWithoutPassword: 'inventory/auth/sign-in-without-password',
  account: 'inventory/manage/account',
  team: 'inventory/manage/team',
  inventoryOverview: 'inventory/overview',
  inventoryStorage: 'inventory/storage',
  inventoryStorageList: 'inventory/storage/:kind',
  inventoryStock: 'inventory/stock',
  inventoryMovements: 'inventory/movements/:list?',
  inventoryHarvest: 'inventory/harvest',
  acceptTerms: 'accept-terms',
  signupPreferences: 'signup-preferences',
  marketingPreferences: 'marketing-preferences',
  /** Trading addresses without a page yet: signed-in only, page not found. */
  tradingAny: 'trading/*',
  businessSetup: 'trading/manage/business-setup',
  farmLocations: 'trading/manage/farm-locations',
  sellerListings: 'trading/market-listing',
  newListing: 'trading/market-listing/new',
  manageListing: 'trading/market-listing/:marketListingId/manage',
  listingBids: 'trading/market-listing/:marketListingId/bids',
  /** Spec route table: the offers on a listing, and one of them; the bids and bid pages show them. */
  listingOffers: 'trading/market-listing/:marketListingId/offers',
  listingOffer: 'trading/market-listing/:marketListingId/bids/:bidId/offer',
  bidDetail: 'trading/market-listing/bids/:bidId',
  tradeConfirmation: 'trading/market-listing/bids/:bidId/trade-confirmation',
  tradeSummary: 'trading/market-listing/bids/:bidId/options/:optionId/trade-summary',
  marketInsights: 'trading/market-insights',
  market: 'trading/market',
  createBid: 'trading/market-listing/:marketListingId/create-bid',
  myBids: 'trading/market-listing/bids',
  wanted: 'trading/wanted',
  newWanted: 'trading/wanted/new',
  wantedSeller: 'trading/wanted/seller',
  tradeRequests: 'trading/wanted/trade-requests',
  businessAccounts: 'inventory/internal/business-accounts',
  clientLogs: 'inventory/internal/logs',
  latestUpdates: 'help-centre/latest-updates',
  latestUpdate: 'help-centre/latest-updates/:slug',
  latestUpdatesEditor: 'inventory/internal/latest-updates',
  newLatestUpdate: 'inventory/internal/latest-updates/new',
  editLatestUpdate: 'inventory/internal/latest-updates/:id',
} as const;

export const SUPPORT_EMAIL = 'support@harvest.local';

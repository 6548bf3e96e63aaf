import { AUTH_PATHS, QUOTE_PATHS, TRADING_PATHS } from '@harvest/domain';

/** A path with its query, leaving out empty values. */
function withQuery(path: string, query: Record<string, string | null | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value) params.set(key, value);
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

/** An id in a path, escaped whatever it holds. */
const segment = (id: string) => encodeURIComponent(id);

/** A path of the domain's tables as a route pattern of the router (relative, with `:param` for each id). */
const pattern = (path: string) => path.slice(1);

/** Every URL of the web app, listed once. Features link through these, never through string literals. */
export const paths = {
  home: '/',
  status: '/status',
  apiDocs: '/api/docs',
  devMailbox: '/dev/mailbox',
  devMailboxMessage: (id: string) => `/dev/mailbox/${encodeURIComponent(id)}`,
  inventory: AUTH_PATHS.inventory,
  marketInsights: AUTH_PATHS.marketInsights,
  /** Price alerts and target prices (trading-logistics §2). */
  alertPreferences: '/trading/alert-preferences',
  account: AUTH_PATHS.account,
  team: '/inventory/manage/team',
  inventoryOverview: AUTH_PATHS.inventoryHome,
  inventoryStorage: '/inventory/storage',
  /** Stores or fields as a searchable list. */
  inventoryStorageList: (kind: string) => `/inventory/storage/${encodeURIComponent(kind)}`,
  inventoryStock: '/inventory/stock',
  /** One lot with its history from the ledger. */
  inventoryLot: (id: string) => `/inventory/stock/${encodeURIComponent(id)}`,
  inventoryMovements: '/inventory/movements',
  /** One of the movement lists: intake, internal, outbound or incomplete. */
  inventoryMovementList: (list: string) => `/inventory/movements/${encodeURIComponent(list)}`,
  inventoryHarvest: '/inventory/harvest',
  /** Haulage (issue 22): the loads list and the CSV load upload. */
  loads: '/logistics/loads',
  loadsUpload: '/logistics/loads/upload',
  acceptTerms: (redirect?: string | null) => withQuery('/accept-terms', { redirect }),
  signupPreferences: (redirect?: string | null) => withQuery('/signup-preferences', { redirect }),
  marketingPreferences: (redirect?: string | null) => withQuery('/marketing-preferences', { redirect }),
  businessSetup: TRADING_PATHS.businessSetup,
  farmLocations: TRADING_PATHS.farmLocations,
  /** The seller's listings under one tab (live, scheduled, review, ended). */
  sellerListings: (tab?: string) => withQuery(TRADING_PATHS.sellerListings, { tab }),
  newListing: TRADING_PATHS.newListing,
  /** The new-listing page filled in from one of the seller's stock lots. */
  listLotForSale: (stockRecordId: string) => withQuery(TRADING_PATHS.newListing, { stockRecordId }),
  manageListing: (id: string) => TRADING_PATHS.manageListing(segment(id)),
  listingBids: (id: string) => TRADING_PATHS.listingBids(segment(id)),
  bidDetail: (bidId: string) => TRADING_PATHS.bidDetail(segment(bidId)),
  tradeConfirmation: (bidId: string) => TRADING_PATHS.tradeConfirmation(segment(bidId)),
  tradeSummary: (bidId: string, optionId: string) => TRADING_PATHS.tradeSummary(segment(bidId), segment(optionId)),
  /** The buyer's market: listings open for offers, by crop. */
  market: (commodityId?: string | null) => withQuery(TRADING_PATHS.market, { commodityId }),
  createBid: (listingId: string) => TRADING_PATHS.createBid(segment(listingId)),
  myBids: TRADING_PATHS.myBids,
  wanted: TRADING_PATHS.wanted,
  newWanted: TRADING_PATHS.newWanted,
  wantedSeller: TRADING_PATHS.wantedSeller,
  tradeRequests: TRADING_PATHS.tradeRequests,
  /** The carrier's quote requests to price (trading-logistics §2 quotes). */
  quoteRequests: QUOTE_PATHS.requests,
  /** The organiser's quotes of one job, side by side. */
  jobQuotes: (jobId: string) => QUOTE_PATHS.jobQuotes(segment(jobId)),
  /** The contracts of one type (sales, premium, storage), optionally of one status. */
  contracts: (type?: string | null, status?: string | null) => withQuery(TRADING_PATHS.contracts, { type, status }),
  contract: (id: string) => TRADING_PATHS.contract(segment(id)),
  /** Haulage jobs (issue 22): the organiser's and the carrier's list, a new one, one job and its quotes. */
  logisticsJobs: '/logistics/jobs',
  newLogisticsJob: '/logistics/jobs/new',
  logisticsJob: (id: string) => `/logistics/jobs/${segment(id)}`,
  /** The driver app (issue 23): today's jobs, the current one open; `job` opens another of the day's. */
  driver: (jobId?: string | null) => withQuery(AUTH_PATHS.driverApp, { job: jobId }),
  logisticsJobQuotes: (id: string) => `/logistics/jobs/${segment(id)}/quotes`,
  editLogisticsJob: (id: string) => `/logistics/jobs/${segment(id)}/edit`,
  invoices: TRADING_PATHS.invoices,
  /** The carrier's load planner (issue 22). */
  loadPlanner: '/logistics/planner',
  invoice: (id: string) => TRADING_PATHS.invoice(segment(id)),
  /** A haulier's fleet (issue 22). */
  logisticsVehicles: '/logistics/vehicles',
  logisticsTrailers: '/logistics/trailers',
  logisticsDrivers: '/logistics/drivers',
  logisticsTerms: '/logistics/terms',
  businessAccounts: AUTH_PATHS.businessAccounts,
  businessAccountsSearch: (query: string) => withQuery(AUTH_PATHS.businessAccounts, { query }),
  clientLogs: '/inventory/internal/logs',
  latestUpdates: '/help-centre/latest-updates',
  latestUpdate: (slug: string) => `/help-centre/latest-updates/${encodeURIComponent(slug)}`,
  latestUpdatesEditor: '/inventory/internal/latest-updates',
  /** The administrators' price import (issue 24), beside their other tools under internal. */
  marketPrices: '/inventory/internal/market-prices',
  newLatestUpdate: '/inventory/internal/latest-updates/new',
  editLatestUpdate: (id: string) => `/inventory/internal/latest-updates/${encodeURIComponent(id)}`,
  /** The administrators' market updates (issue 24), beside the latest updates they also write. */
  marketUpdatesEditor: '/inventory/internal/market-updates',
  newMarketUpdate: '/inventory/internal/market-updates/new',
  editMarketUpdate: (id: string) => `/inventory/internal/market-updates/${encodeURIComponent(id)}`,
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
  inventoryLot: 'inventory/stock/:id',
  inventoryMovements: 'inventory/movements/:list?',
  inventoryHarvest: 'inventory/harvest',
  acceptTerms: 'accept-terms',
  signupPreferences: 'signup-preferences',
  marketingPreferences: 'marketing-preferences',
  /** Trading addresses without a page yet: signed-in only, page not found. */
  tradingAny: 'trading/*',
  businessSetup: pattern(TRADING_PATHS.businessSetup),
  farmLocations: pattern(TRADING_PATHS.farmLocations),
  sellerListings: pattern(TRADING_PATHS.sellerListings),
  newListing: pattern(TRADING_PATHS.newListing),
  manageListing: pattern(TRADING_PATHS.manageListing(':marketListingId')),
  listingBids: pattern(TRADING_PATHS.listingBids(':marketListingId')),
  /** Spec route table: the offers on a listing, and one of them; the bids and bid pages show them. */
  listingOffers: 'trading/market-listing/:marketListingId/offers',
  listingOffer: 'trading/market-listing/:marketListingId/bids/:bidId/offer',
  bidDetail: pattern(TRADING_PATHS.bidDetail(':bidId')),
  tradeConfirmation: pattern(TRADING_PATHS.tradeConfirmation(':bidId')),
  tradeSummary: pattern(TRADING_PATHS.tradeSummary(':bidId', ':optionId')),
  marketInsights: pattern(TRADING_PATHS.marketInsights),
  alertPreferences: 'trading/alert-preferences',
  market: pattern(TRADING_PATHS.market),
  createBid: pattern(TRADING_PATHS.createBid(':marketListingId')),
  myBids: pattern(TRADING_PATHS.myBids),
  wanted: pattern(TRADING_PATHS.wanted),
  newWanted: pattern(TRADING_PATHS.newWanted),
  wantedSeller: pattern(TRADING_PATHS.wantedSeller),
  tradeRequests: pattern(TRADING_PATHS.tradeRequests),
  quoteRequests: pattern(QUOTE_PATHS.requests),
  jobQuotes: pattern(QUOTE_PATHS.jobQuotes(':jobId')),
  contracts: pattern(TRADING_PATHS.contracts),
  contract: pattern(TRADING_PATHS.contract(':contractId')),
  logisticsJobs: 'logistics/jobs',
  driver: pattern(AUTH_PATHS.driverApp),
  newLogisticsJob: 'logistics/jobs/new',
  logisticsJob: 'logistics/jobs/:jobId',
  editLogisticsJob: 'logistics/jobs/:jobId/edit',
  invoices: pattern(TRADING_PATHS.invoices),
  loads: 'logistics/loads',
  loadsUpload: 'logistics/loads/upload',
  invoice: pattern(TRADING_PATHS.invoice(':invoiceId')),
  logisticsVehicles: 'logistics/vehicles',
  logisticsTrailers: 'logistics/trailers',
  logisticsDrivers: 'logistics/drivers',
  logisticsTerms: 'logistics/terms',
  loadPlanner: 'logistics/planner',
  businessAccounts: 'inventory/internal/business-accounts',
  clientLogs: 'inventory/internal/logs',
  latestUpdates: 'help-centre/latest-updates',
  latestUpdate: 'help-centre/latest-updates/:slug',
  latestUpdatesEditor: 'inventory/internal/latest-updates',
  marketPrices: 'inventory/internal/market-prices',
  newLatestUpdate: 'inventory/internal/latest-updates/new',
  editLatestUpdate: 'inventory/internal/latest-updates/:id',
  marketUpdatesEditor: 'inventory/internal/market-updates',
  newMarketUpdate: 'inventory/internal/market-updates/new',
  editMarketUpdate: 'inventory/internal/market-updates/:id',
} as const;

export const SUPPORT_EMAIL = 'support@harvest.local';

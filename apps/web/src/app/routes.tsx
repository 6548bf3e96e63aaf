import { SLUG_PATTERN, TRADING_SIDES, UUID_PATTERN } from '@harvest/domain';
import { Navigate, type RouteObject } from 'react-router';
import { paths, routePatterns } from '../lib/paths';
import { LoadingState } from '../ui/loading-state';
import { NotFoundPage } from './errors/not-found-page';
import { RootErrorPage } from './errors/root-error-page';
import { RouteErrorPage } from './errors/route-error-page';
import { createGuardLoader } from './guards/guard-loader';
import type { RouteHandle } from './guards/route-handle';
import { EmptyLayout } from './layouts/empty-layout';
import { layoutRoute, pageRoute } from './page-route';
import { AppRoot } from './shell/app-root';

const publicPage: RouteHandle = { public: true };
/** Platform §6: the inventory screens need the inventory module and inventory.movements. */
const inventoryRead: RouteHandle = { module: 'inventory:core', permission: 'inventory.movements', level: 'read' };
/** Trading §6: the seller's screens need trading:core and trading.listings; bids and trades either side. */
const sellerRead: RouteHandle = { ...TRADING_SIDES.seller, level: 'read' };
const sellerWrite: RouteHandle = { ...TRADING_SIDES.seller, level: 'write' };
const anyTrader: RouteHandle = { guards: ['trader'] };
/** Trading §6: the buyer's screens need trading:buyers and trading.bids (write to send an offer or post a wanted). */
const buyerRead: RouteHandle = { ...TRADING_SIDES.buyer, level: 'read' };
const buyerWrite: RouteHandle = { ...TRADING_SIDES.buyer, level: 'write' };
/** Trading §6 trading.contracts: either side's contracts, with either trading module (as the API's guard). */
const contractsRead: RouteHandle = { permission: 'trading.contracts', level: 'read', guards: ['tradingModule'] };
/** Trading-logistics §6: the carrier's screens need logistics.carrier; the organiser's, logistics.jobs. */
const carrierRead: RouteHandle = { permission: 'logistics.carrier', level: 'read' };
const organiserRead: RouteHandle = { permission: 'logistics.jobs', level: 'read' };

/** Haulage jobs (issue 22): organisers (logistics.jobs) and carriers (logistics.carrier), as the API asks. */
const haulage: RouteHandle = { guards: ['haulage'] };

/** Pages inside the app shell. Each feature page is its own chunk. */
const defaultLayoutRoutes: RouteObject[] = [
  // The guard always redirects `/` (spec §2); this only shows if it somehow does not.
  { index: true, element: <Navigate to={paths.login()} replace /> },
  pageRoute(routePatterns.status, { ...publicPage, help: 'status' }, () =>
    import('../features/platform/pages/status-page').then((m) => m.StatusPage),
  ),
  // The API serves the mailbox outside production only; elsewhere the page explains its 404.
  // Public: people read their reset and sign-in emails here before they can sign in.
  pageRoute(routePatterns.devMailbox, { ...publicPage, help: 'mailbox' }, () =>
    import('../features/notifications/pages/mailbox-page').then((m) => m.MailboxPage),
  ),
  pageRoute(routePatterns.devMailboxMessage, { ...publicPage, params: { id: UUID_PATTERN }, help: 'mailbox' }, () =>
    import('../features/notifications/pages/mailbox-message-page').then((m) => m.MailboxMessagePage),
  ),
  pageRoute(routePatterns.account, { help: 'account' }, () =>
    import('../features/accounts/pages/account-page').then((m) => m.AccountPage),
  ),
  pageRoute(routePatterns.team, { permission: 'account.teams', level: 'read', help: 'team' }, () =>
    import('../features/accounts/pages/team-page').then((m) => m.TeamPage),
  ),
  {
    // The inventory home (spec §2). The guard sends it on: to the overview with the inventory module, to market
    // insights or business accounts by the index rules; without the module it is refused like any page one may not
    // open. The element is only a safety net should it ever be let through.
    path: routePatterns.inventory,
    handle: inventoryRead,
    element: <Navigate to={paths.inventoryOverview} replace />,
  },
  pageRoute(routePatterns.inventoryStorage, { ...inventoryRead, help: 'storage' }, () =>
    import('../features/inventory/pages/storage-page').then((m) => m.StoragePage),
  ),
  pageRoute(routePatterns.inventoryStock, { ...inventoryRead, help: 'stock' }, () =>
    import('../features/inventory/pages/stock-page').then((m) => m.StockPage),
  ),
  pageRoute(routePatterns.inventoryLot, { ...inventoryRead, params: { id: UUID_PATTERN }, help: 'stock' }, () =>
    import('../features/inventory/pages/lot-page').then((m) => m.LotPage),
  ),
  pageRoute(routePatterns.inventoryStorageList, { ...inventoryRead, help: 'storageList' }, () =>
    import('../features/inventory/pages/storage-list-page').then((m) => m.StorageListPage),
  ),
  pageRoute(routePatterns.inventoryMovements, { ...inventoryRead, help: 'movements' }, () =>
    import('../features/inventory/pages/movements-page').then((m) => m.MovementsPage),
  ),
  pageRoute(routePatterns.inventoryOverview, { ...inventoryRead, help: 'inventoryOverview' }, () =>
    import('../features/inventory/pages/inventory-overview-page').then((m) => m.InventoryOverviewPage),
  ),
  pageRoute(routePatterns.inventoryHarvest, { ...inventoryRead, help: 'harvest' }, () =>
    import('../features/inventory/pages/harvest-page').then((m) => m.HarvestPage),
  ),
  // No module needed: every business keeps its details (spec trading §2).
  pageRoute(routePatterns.businessSetup, { permission: 'account.business', level: 'read', help: 'businessSetup' }, () =>
    import('../features/accounts/pages/business-setup-page').then((m) => m.BusinessSetupPage),
  ),
  // Like business setup, no module needed: every business has its farms and stores.
  pageRoute(
    routePatterns.farmLocations,
    { permission: 'account.business-units', level: 'read', help: 'farmLocations' },
    () => import('../features/accounts/pages/farm-locations-page').then((m) => m.FarmLocationsPage),
  ),
  // Its guard (administrator permission, sys-admin role) is in the built-in map of route-guard.ts.
  pageRoute(routePatterns.businessAccounts, { help: 'businessAccounts' }, () =>
    import('../features/admin/pages/business-accounts-page').then((m) => m.BusinessAccountsPage),
  ),
  pageRoute(routePatterns.clientLogs, { permission: 'administrator', guards: ['sysAdmin'], help: 'clientLogs' }, () =>
    import('../features/logs/pages/client-logs-page').then((m) => m.ClientLogsPage),
  ),
  // Help centre (trading §2): signed-in readers; the API answers each the updates for their user types.
  pageRoute(routePatterns.latestUpdates, { help: 'latestUpdates' }, () =>
    import('../features/content/pages/latest-updates-page').then((m) => m.LatestUpdatesPage),
  ),
  pageRoute(routePatterns.latestUpdate, { params: { slug: SLUG_PATTERN }, help: 'latestUpdates' }, () =>
    import('../features/content/pages/latest-update-page').then((m) => m.LatestUpdatePage),
  ),
  pageRoute(
    routePatterns.latestUpdatesEditor,
    { permission: 'administrator', guards: ['sysAdmin'], help: 'latestUpdatesEditor' },
    () => import('../features/content/pages/latest-updates-editor-page').then((m) => m.LatestUpdatesEditorPage),
  ),
  pageRoute(
    routePatterns.newLatestUpdate,
    { permission: 'administrator', guards: ['sysAdmin'], help: 'latestUpdatesEditor' },
    () => import('../features/content/pages/latest-update-form-page').then((m) => m.NewLatestUpdatePage),
  ),
  pageRoute(
    routePatterns.editLatestUpdate,
    { permission: 'administrator', guards: ['sysAdmin'], params: { id: UUID_PATTERN }, help: 'latestUpdatesEditor' },
    () => import('../features/content/pages/latest-update-form-page').then((m) => m.EditLatestUpdatePage),
  ),
  pageRoute(
    routePatterns.marketPrices,
    { permission: 'administrator', guards: ['sysAdmin'], help: 'marketPrices' },
    () => import('../features/market/pages/market-prices-page').then((m) => m.MarketPricesPage),
  ),
  // Market updates (issue 24): system administrators write what floats in for traders.
  pageRoute(routePatterns.marketUpdatesEditor, { permission: 'administrator', guards: ['sysAdmin'] }, () =>
    import('../features/market/pages/market-updates-editor-page').then((m) => m.MarketUpdatesEditorPage),
  ),
  pageRoute(routePatterns.newMarketUpdate, { permission: 'administrator', guards: ['sysAdmin'] }, () =>
    import('../features/market/pages/market-update-form-page').then((m) => m.NewMarketUpdatePage),
  ),
  pageRoute(
    routePatterns.editMarketUpdate,
    { permission: 'administrator', guards: ['sysAdmin'], params: { id: UUID_PATTERN } },
    () => import('../features/market/pages/market-update-form-page').then((m) => m.EditMarketUpdatePage),
  ),
  pageRoute(routePatterns.logisticsJobs, haulage, () =>
    import('../features/logistics/pages/jobs-page').then((m) => m.JobsPage),
  ),
  pageRoute(routePatterns.newLogisticsJob, { permission: 'logistics.jobs', level: 'write' }, () =>
    import('../features/logistics/pages/new-job-page').then((m) => m.NewJobPage),
  ),
  pageRoute(routePatterns.logisticsJob, { ...haulage, params: { jobId: UUID_PATTERN } }, () =>
    import('../features/logistics/pages/job-page').then((m) => m.JobPage),
  ),
  pageRoute(
    routePatterns.editLogisticsJob,
    { permission: 'logistics.jobs', level: 'write', params: { jobId: UUID_PATTERN } },
    () => import('../features/logistics/pages/edit-job-page').then((m) => m.EditJobPage),
  ),
  // The seller's trading screens (trading §2): listings, their offers and the trades they make.
  pageRoute(routePatterns.sellerListings, { ...sellerRead, help: 'sellerListings' }, () =>
    import('../features/trading/pages/seller-listings-page').then((m) => m.SellerListingsPage),
  ),
  pageRoute(routePatterns.newListing, { ...sellerWrite, help: 'listingForm' }, () =>
    import('../features/trading/pages/new-listing-page').then((m) => m.NewListingPage),
  ),
  pageRoute(
    routePatterns.manageListing,
    { ...sellerRead, params: { marketListingId: UUID_PATTERN }, help: 'manageListing' },
    () => import('../features/trading/pages/manage-listing-page').then((m) => m.ManageListingPage),
  ),
  ...[routePatterns.listingBids, routePatterns.listingOffers].map((path) =>
    pageRoute(path, { ...sellerRead, params: { marketListingId: UUID_PATTERN }, help: 'listingOffers' }, () =>
      import('../features/trading/pages/listing-bids-page').then((m) => m.ListingBidsPage),
    ),
  ),
  // Spec route table: one offer on a listing is the bid's own page.
  pageRoute(
    routePatterns.listingOffer,
    { ...sellerRead, params: { marketListingId: UUID_PATTERN, bidId: UUID_PATTERN }, help: 'bid' },
    () => import('../features/trading/pages/listing-offer-redirect').then((m) => m.ListingOfferRedirect),
  ),
  // Both sides open a bid: the seller to accept or reopen it, the buyer to change or withdraw it.
  pageRoute(routePatterns.bidDetail, { ...anyTrader, params: { bidId: UUID_PATTERN }, help: 'bid' }, () =>
    import('../features/trading/pages/bid-detail-page').then((m) => m.BidDetailPage),
  ),
  pageRoute(routePatterns.tradeConfirmation, { ...anyTrader, params: { bidId: UUID_PATTERN }, help: 'trade' }, () =>
    import('../features/trading/pages/trade-page').then((m) => m.TradeConfirmationPage),
  ),
  pageRoute(
    routePatterns.tradeSummary,
    { ...anyTrader, params: { bidId: UUID_PATTERN, optionId: UUID_PATTERN }, help: 'trade' },
    () => import('../features/trading/pages/trade-page').then((m) => m.TradeSummaryPage),
  ),
  // The buyer's trading screens and the landing page both sides share (trading §2; docs/trading.md "Screens").
  // No guard: it is where anyone without a page's permission is sent back to (§6), so it must always open.
  pageRoute(routePatterns.marketInsights, { help: 'marketInsights' }, () =>
    import('./pages/market-insights-route').then((m) => m.MarketInsightsRoute),
  ),
  // Price alerts and target prices (issue 24): any trader; without the insights upgrade the page shows its lock.
  pageRoute(routePatterns.alertPreferences, { ...anyTrader, help: 'alertPreferences' }, () =>
    import('../features/market/pages/alert-preferences-page').then((m) => m.AlertPreferencesPage),
  ),
  pageRoute(routePatterns.market, { ...buyerRead, help: 'market' }, () =>
    import('../features/trading/pages/market-page').then((m) => m.MarketPage),
  ),
  pageRoute(routePatterns.myBids, { ...buyerRead, help: 'myBids' }, () =>
    import('../features/trading/pages/my-bids-page').then((m) => m.MyBidsPage),
  ),
  pageRoute(routePatterns.wanted, { ...buyerRead, help: 'wanted' }, () =>
    import('../features/trading/pages/wanted-page').then((m) => m.WantedPage),
  ),
  pageRoute(routePatterns.newWanted, { ...buyerWrite, help: 'newWanted' }, () =>
    import('../features/trading/pages/new-wanted-page').then((m) => m.NewWantedPage),
  ),
  pageRoute(routePatterns.wantedSeller, { ...sellerRead, help: 'wantedSeller' }, () =>
    import('../features/trading/pages/wanted-seller-page').then((m) => m.WantedSellerPage),
  ),
  // Not in the spec's table: the trade requests of both sides, a tab of the wanted pages.
  pageRoute(routePatterns.tradeRequests, { ...anyTrader, help: 'tradeRequests' }, () =>
    import('../features/trading/pages/trade-requests-page').then((m) => m.TradeRequestsPage),
  ),
  // The driver app (issue 23): today's jobs, swipe actions, proof of delivery; the driver group's.
  pageRoute(routePatterns.driver, { guards: ['driver'] }, () =>
    import('../features/logistics/driver/pages/driver-page').then((m) => m.DriverPage),
  ),
  // Quotes from carriers (trading-logistics §2): the carrier's requests to price, and an organiser's job's quotes.
  pageRoute(routePatterns.quoteRequests, carrierRead, () =>
    import('../features/logistics/pages/quote-requests-page').then((m) => m.QuoteRequestsPage),
  ),
  pageRoute(routePatterns.jobQuotes, { ...organiserRead, params: { jobId: UUID_PATTERN } }, () =>
    import('../features/logistics/pages/job-quotes-page').then((m) => m.JobQuotesPage),
  ),
  // Both parties' contracts (trading §2 "Contracts (storage, sales, premium)", §7 Contracts).
  pageRoute(routePatterns.contracts, { ...contractsRead, help: 'contracts' }, () =>
    import('../features/contracts/pages/contracts-page').then((m) => m.ContractsPage),
  ),
  pageRoute(routePatterns.contract, { ...contractsRead, params: { contractId: UUID_PATTERN }, help: 'contract' }, () =>
    import('../features/contracts/pages/contract-page').then((m) => m.ContractPage),
  ),
  // The carrier's load planner (issue 22): loads of its jobs against its vehicles and drivers by day.
  pageRoute(routePatterns.loadPlanner, { permission: 'logistics.carrier', level: 'read' }, () =>
    import('../features/logistics/pages/load-planner-page').then((m) => m.LoadPlannerPage),
  ),
  // The invoices the business issued or received on its contracts, and one of them with its PDF (issue 21).
  // Haulage (issue 22): the loads of the organiser and of the carrier's jobs, and the CSV load upload.
  pageRoute(routePatterns.loads, { guards: ['haulage'] }, () =>
    import('../features/logistics/pages/loads-page').then((m) => m.LoadsPage),
  ),
  pageRoute(routePatterns.loadsUpload, { permission: 'logistics.jobs', level: 'write' }, () =>
    import('../features/logistics/pages/load-upload-page').then((m) => m.LoadUploadPage),
  ),
  pageRoute(routePatterns.invoices, { ...contractsRead, help: 'invoices' }, () =>
    import('../features/contracts/pages/invoices-page').then((m) => m.InvoicesPage),
  ),
  pageRoute(routePatterns.invoice, { ...contractsRead, params: { invoiceId: UUID_PATTERN }, help: 'invoice' }, () =>
    import('../features/contracts/pages/invoice-page').then((m) => m.InvoicePage),
  ),
  // A haulier's fleet: vehicles, trailers, drivers and its terms (issue 22).
  pageRoute(routePatterns.logisticsVehicles, carrierRead, () =>
    import('../features/logistics/pages/vehicles-page').then((m) => m.VehiclesPage),
  ),
  pageRoute(routePatterns.logisticsTrailers, carrierRead, () =>
    import('../features/logistics/pages/trailers-page').then((m) => m.TrailersPage),
  ),
  pageRoute(routePatterns.logisticsDrivers, carrierRead, () =>
    import('../features/logistics/pages/drivers-page').then((m) => m.DriversPage),
  ),
  pageRoute(routePatterns.logisticsTerms, carrierRead, () =>
    import('../features/logistics/pages/carrier-terms-page').then((m) => m.CarrierTermsPage),
  ),
  // Trading addresses are for signed-in people (the sign-in, terms and vetting rules apply) even
  // where the page has not been built: explicit trading routes rank above this one.
  { path: routePatterns.tradingAny, element: <NotFoundPage /> },
  // An unknown address says so to anyone, signed in or not.
  { path: '*', handle: publicPage, element: <NotFoundPage /> },
];

/** Bidding pages (narrow column, powered-by header): a buyer sending or changing an offer (trading §2). */
const biddingLayoutRoutes: RouteObject[] = [
  pageRoute(
    routePatterns.createBid,
    { ...buyerWrite, params: { marketListingId: UUID_PATTERN }, help: 'createBid' },
    () => import('../features/trading/pages/create-bid-page').then((m) => m.CreateBidPage),
  ),
];

/**
 * Sign-in pages: public by their path (anything under /inventory/auth), so none needs a handle. A signed-in user
 * opening sign-in or account creation is sent on by the guard.
 */
const emptyLayoutRoutes: RouteObject[] = [
  // Not a screen of its own: the sign-in addresses' root opens sign-in rather than 'page not found'.
  { path: routePatterns.auth, element: <Navigate to={paths.login()} replace /> },
  // Sign-in uses only the first catalogue, so it loads without the rest (app/page-route.ts).
  pageRoute(
    routePatterns.login,
    {},
    () => import('../features/auth/pages/login-route').then((m) => m.LoginRoute),
    'first',
  ),
  pageRoute(routePatterns.createAccount, {}, () =>
    import('../features/auth/pages/create-account-page').then((m) => m.CreateAccountPage),
  ),
  // Its `token` is the invitation's, which the page looks up: not a token login.
  pageRoute(routePatterns.businessInvite, {}, () =>
    import('../features/auth/pages/business-invite-page').then((m) => m.BusinessInvitePage),
  ),
  pageRoute(routePatterns.organisation, {}, () =>
    import('../features/auth/pages/organisation-page').then((m) => m.OrganisationPage),
  ),
  pageRoute(routePatterns.forgotPassword, {}, () =>
    import('../features/auth/pages/forgot-password-page').then((m) => m.ForgotPasswordPage),
  ),
  pageRoute(routePatterns.resetPassword, {}, () =>
    import('../features/auth/pages/reset-password-page').then((m) => m.ResetPasswordPage),
  ),
  pageRoute(routePatterns.setPassword, {}, () =>
    import('../features/auth/pages/set-password-page').then((m) => m.SetPasswordPage),
  ),
  pageRoute(routePatterns.signInWithoutPassword, {}, () =>
    import('../features/auth/pages/sign-in-without-password-page').then((m) => m.SignInWithoutPasswordPage),
  ),
  // Onboarding (signed in): the route guard sends anyone who has not accepted the terms here.
  pageRoute(routePatterns.acceptTerms, {}, () =>
    import('../features/accounts/pages/accept-terms-page').then((m) => m.AcceptTermsPage),
  ),
  pageRoute(routePatterns.signupPreferences, {}, () =>
    import('../features/accounts/pages/signup-preferences-page').then((m) => m.SignupPreferencesPage),
  ),
  pageRoute(routePatterns.marketingPreferences, {}, () =>
    import('../features/accounts/pages/marketing-preferences-page').then((m) => m.MarketingPreferencesPage),
  ),
  pageRoute(routePatterns.logout, {}, () => import('../features/auth/pages/logout-page').then((m) => m.LogoutPage)),
];

/**
 * The route table. The root route runs the guards (route-guard.ts) before every
 * navigation, and watches the session while pages are open. Each layout holds one
 * pathless route with its own error boundary, so an error inside a page keeps the layout
 * around it; the outer boundary catches a layout, or a guard, that fails itself. While
 * the first page's code loads, the loader stands in.
 */
export const routes: RouteObject[] = [
  {
    id: 'root',
    element: <AppRoot />,
    loader: createGuardLoader(() => routes),
    // Guards run on every navigation, not only when the root's own params change.
    shouldRevalidate: () => true,
    errorElement: <RootErrorPage />,
    hydrateFallbackElement: <LoadingState />,
    children: [
      {
        element: <EmptyLayout />,
        errorElement: <RootErrorPage />,
        children: [{ errorElement: <RouteErrorPage />, children: emptyLayoutRoutes }],
      },
      {
        // The app's shells load with their first page, so sign-in does not carry them (menus, bell, what's new).
        ...layoutRoute(() => import('./layouts/bidding-layout').then((m) => m.BiddingLayout)),
        errorElement: <RootErrorPage />,
        children: [{ errorElement: <RouteErrorPage />, children: biddingLayoutRoutes }],
      },
      {
        ...layoutRoute(() => import('./layouts/default-layout').then((m) => m.DefaultLayout)),
        errorElement: <RootErrorPage />,
        children: [{ errorElement: <RouteErrorPage />, children: defaultLayoutRoutes }],
      },
    ],
  },
];

import { SLUG_PATTERN, TRADING_SIDES, UUID_PATTERN } from '@harvest/domain';
import { Navigate, type RouteObject } from 'react-router';
import { paths, routePatterns } from '../lib/paths';
import { LoadingState } from '../ui/loading-state';
import { NotFoundPage } from './errors/not-found-page';
import { RootErrorPage } from './errors/root-error-page';
import { RouteErrorPage } from './errors/route-error-page';
import { createGuardLoader } from './guards/guard-loader';
import type { RouteHandle } from './guards/route-handle';
import { BiddingLayout } from './layouts/bidding-layout';
import { DefaultLayout } from './layouts/default-layout';
import { EmptyLayout } from './layouts/empty-layout';
import { lazyPage } from './lazy-page';
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

/** Pages inside the app shell. Each feature page is its own chunk. */
const defaultLayoutRoutes: RouteObject[] = [
  // The guard always redirects `/` (spec §2); this only shows if it somehow does not.
  { index: true, element: <Navigate to={paths.login()} replace /> },
  {
    path: routePatterns.status,
    handle: { ...publicPage, help: 'status' } satisfies RouteHandle,
    lazy: lazyPage(
      () => import('../features/platform/pages/status-page'),
      (m) => m.StatusPage,
    ),
  },
  {
    // The API serves the mailbox outside production only; elsewhere the page explains its 404.
    // Public: people read their reset and sign-in emails here before they can sign in.
    path: routePatterns.devMailbox,
    handle: { ...publicPage, help: 'mailbox' } satisfies RouteHandle,
    lazy: lazyPage(
      () => import('../features/notifications/pages/mailbox-page'),
      (m) => m.MailboxPage,
    ),
  },
  {
    path: routePatterns.devMailboxMessage,
    handle: { ...publicPage, params: { id: UUID_PATTERN }, help: 'mailbox' } satisfies RouteHandle,
    lazy: lazyPage(
      () => import('../features/notifications/pages/mailbox-message-page'),
      (m) => m.MailboxMessagePage,
    ),
  },
  {
    path: routePatterns.account,
    handle: { help: 'account' } satisfies RouteHandle,
    lazy: lazyPage(
      () => import('../features/accounts/pages/account-page'),
      (m) => m.AccountPage,
    ),
  },
  {
    path: routePatterns.team,
    handle: { permission: 'account.teams', level: 'read', help: 'team' } satisfies RouteHandle,
    lazy: lazyPage(
      () => import('../features/accounts/pages/team-page'),
      (m) => m.TeamPage,
    ),
  },
  {
    // The inventory home (spec §2). The guard sends it on: to the overview with the inventory module, to market
    // insights or business accounts by the index rules; without the module it is refused like any page one may not
    // open. The element is only a safety net should it ever be let through.
    path: routePatterns.inventory,
    handle: inventoryRead,
    element: <Navigate to={paths.inventoryOverview} replace />,
  },
  {
    path: routePatterns.inventoryStorage,
    handle: { ...inventoryRead, help: 'storage' } satisfies RouteHandle,
    lazy: lazyPage(
      () => import('../features/inventory/pages/storage-page'),
      (m) => m.StoragePage,
    ),
  },
  {
    path: routePatterns.inventoryStock,
    handle: { ...inventoryRead, help: 'stock' } satisfies RouteHandle,
    lazy: lazyPage(
      () => import('../features/inventory/pages/stock-page'),
      (m) => m.StockPage,
    ),
  },
  {
    path: routePatterns.inventoryStorageList,
    handle: { ...inventoryRead, help: 'storageList' } satisfies RouteHandle,
    lazy: lazyPage(
      () => import('../features/inventory/pages/storage-list-page'),
      (m) => m.StorageListPage,
    ),
  },
  {
    path: routePatterns.inventoryMovements,
    handle: { ...inventoryRead, help: 'movements' } satisfies RouteHandle,
    lazy: lazyPage(
      () => import('../features/inventory/pages/movements-page'),
      (m) => m.MovementsPage,
    ),
  },
  {
    path: routePatterns.inventoryOverview,
    handle: { ...inventoryRead, help: 'inventoryOverview' } satisfies RouteHandle,
    lazy: lazyPage(
      () => import('../features/inventory/pages/inventory-overview-page'),
      (m) => m.InventoryOverviewPage,
    ),
  },
  {
    path: routePatterns.inventoryHarvest,
    handle: { ...inventoryRead, help: 'harvest' } satisfies RouteHandle,
    lazy: lazyPage(
      () => import('../features/inventory/pages/harvest-page'),
      (m) => m.HarvestPage,
    ),
  },
  {
    // No module needed: every business keeps its details (spec trading §2).
    path: routePatterns.businessSetup,
    handle: { permission: 'account.business', level: 'read', help: 'businessSetup' } satisfies RouteHandle,
    lazy: lazyPage(
      () => import('../features/accounts/pages/business-setup-page'),
      (m) => m.BusinessSetupPage,
    ),
  },
  {
    // Like business setup, no module needed: every business has its farms and stores.
    path: routePatterns.farmLocations,
    handle: { permission: 'account.business-units', level: 'read', help: 'farmLocations' } satisfies RouteHandle,
    lazy: lazyPage(
      () => import('../features/accounts/pages/farm-locations-page'),
      (m) => m.FarmLocationsPage,
    ),
  },
  {
    // Its guard (administrator permission, sys-admin role) is in the built-in map of route-guard.ts.
    path: routePatterns.businessAccounts,
    handle: { help: 'businessAccounts' } satisfies RouteHandle,
    lazy: lazyPage(
      () => import('../features/admin/pages/business-accounts-page'),
      (m) => m.BusinessAccountsPage,
    ),
  },
  {
    path: routePatterns.clientLogs,
    handle: { permission: 'administrator', guards: ['sysAdmin'], help: 'clientLogs' } satisfies RouteHandle,
    lazy: lazyPage(
      () => import('../features/logs/pages/client-logs-page'),
      (m) => m.ClientLogsPage,
    ),
  },
  {
    // Help centre (trading §2): signed-in readers; the API answers each the updates for their user types.
    path: routePatterns.latestUpdates,
    handle: { help: 'latestUpdates' } satisfies RouteHandle,
    lazy: lazyPage(
      () => import('../features/content/pages/latest-updates-page'),
      (m) => m.LatestUpdatesPage,
    ),
  },
  {
    path: routePatterns.latestUpdate,
    handle: { params: { slug: SLUG_PATTERN }, help: 'latestUpdates' } satisfies RouteHandle,
    lazy: lazyPage(
      () => import('../features/content/pages/latest-update-page'),
      (m) => m.LatestUpdatePage,
    ),
  },
  {
    path: routePatterns.latestUpdatesEditor,
    handle: { permission: 'administrator', guards: ['sysAdmin'], help: 'latestUpdatesEditor' } satisfies RouteHandle,
    lazy: lazyPage(
      () => import('../features/content/pages/latest-updates-editor-page'),
      (m) => m.LatestUpdatesEditorPage,
    ),
  },
  {
    path: routePatterns.newLatestUpdate,
    handle: { permission: 'administrator', guards: ['sysAdmin'], help: 'latestUpdatesEditor' } satisfies RouteHandle,
    lazy: lazyPage(
      () => import('../features/content/pages/latest-update-form-page'),
      (m) => m.NewLatestUpdatePage,
    ),
  },
  {
    path: routePatterns.editLatestUpdate,
    handle: {
      permission: 'administrator',
      guards: ['sysAdmin'],
      params: { id: UUID_PATTERN },
      help: 'latestUpdatesEditor',
    } satisfies RouteHandle,
    lazy: lazyPage(
      () => import('../features/content/pages/latest-update-form-page'),
      (m) => m.EditLatestUpdatePage,
    ),
  },
  // The seller's trading screens (trading §2): listings, their offers and the trades they make.
  {
    path: routePatterns.sellerListings,
    handle: { ...sellerRead, help: 'sellerListings' } satisfies RouteHandle,
    lazy: lazyPage(
      () => import('../features/trading/pages/seller-listings-page'),
      (m) => m.SellerListingsPage,
    ),
  },
  {
    path: routePatterns.newListing,
    handle: { ...sellerWrite, help: 'listingForm' } satisfies RouteHandle,
    lazy: lazyPage(
      () => import('../features/trading/pages/new-listing-page'),
      (m) => m.NewListingPage,
    ),
  },
  {
    path: routePatterns.manageListing,
    handle: { ...sellerRead, params: { marketListingId: UUID_PATTERN }, help: 'manageListing' } satisfies RouteHandle,
    lazy: lazyPage(
      () => import('../features/trading/pages/manage-listing-page'),
      (m) => m.ManageListingPage,
    ),
  },
  ...[routePatterns.listingBids, routePatterns.listingOffers].map((path): RouteObject => ({
    path,
    handle: { ...sellerRead, params: { marketListingId: UUID_PATTERN }, help: 'listingOffers' } satisfies RouteHandle,
    lazy: lazyPage(
      () => import('../features/trading/pages/listing-bids-page'),
      (m) => m.ListingBidsPage,
    ),
  })),
  {
    // Spec route table: one offer on a listing is the bid's own page.
    path: routePatterns.listingOffer,
    handle: {
      ...sellerRead,
      params: { marketListingId: UUID_PATTERN, bidId: UUID_PATTERN },
      help: 'bid',
    } satisfies RouteHandle,
    lazy: lazyPage(
      () => import('../features/trading/pages/listing-offer-redirect'),
      (m) => m.ListingOfferRedirect,
    ),
  },
  {
    // Both sides open a bid: the seller to accept or reopen it, the buyer to change or withdraw it.
    path: routePatterns.bidDetail,
    handle: { ...anyTrader, params: { bidId: UUID_PATTERN }, help: 'bid' } satisfies RouteHandle,
    lazy: lazyPage(
      () => import('../features/trading/pages/bid-detail-page'),
      (m) => m.BidDetailPage,
    ),
  },
  {
    path: routePatterns.tradeConfirmation,
    handle: { ...anyTrader, params: { bidId: UUID_PATTERN }, help: 'trade' } satisfies RouteHandle,
    lazy: lazyPage(
      () => import('../features/trading/pages/trade-page'),
      (m) => m.TradeConfirmationPage,
    ),
  },
  {
    path: routePatterns.tradeSummary,
    handle: {
      ...anyTrader,
      params: { bidId: UUID_PATTERN, optionId: UUID_PATTERN },
      help: 'trade',
    } satisfies RouteHandle,
    lazy: lazyPage(
      () => import('../features/trading/pages/trade-page'),
      (m) => m.TradeSummaryPage,
    ),
  },
  // The buyer's trading screens and the landing page both sides share (trading §2; docs/trading.md "Screens").
  {
    // No guard: it is where anyone without a page's permission is sent back to (§6), so it must always open.
    path: routePatterns.marketInsights,
    handle: { help: 'marketInsights' } satisfies RouteHandle,
    lazy: lazyPage(
      () => import('../features/trading/pages/market-insights-page'),
      (m) => m.MarketInsightsPage,
    ),
  },
  {
    path: routePatterns.market,
    handle: { ...buyerRead, help: 'market' } satisfies RouteHandle,
    lazy: lazyPage(
      () => import('../features/trading/pages/market-page'),
      (m) => m.MarketPage,
    ),
  },
  {
    path: routePatterns.myBids,
    handle: { ...buyerRead, help: 'myBids' } satisfies RouteHandle,
    lazy: lazyPage(
      () => import('../features/trading/pages/my-bids-page'),
      (m) => m.MyBidsPage,
    ),
  },
  {
    path: routePatterns.wanted,
    handle: { ...buyerRead, help: 'wanted' } satisfies RouteHandle,
    lazy: lazyPage(
      () => import('../features/trading/pages/wanted-page'),
      (m) => m.WantedPage,
    ),
  },
  {
    path: routePatterns.newWanted,
    handle: { ...buyerWrite, help: 'newWanted' } satisfies RouteHandle,
    lazy: lazyPage(
      () => import('../features/trading/pages/new-wanted-page'),
      (m) => m.NewWantedPage,
    ),
  },
  {
    path: routePatterns.wantedSeller,
    handle: { ...sellerRead, help: 'wantedSeller' } satisfies RouteHandle,
    lazy: lazyPage(
      () => import('../features/trading/pages/wanted-seller-page'),
      (m) => m.WantedSellerPage,
    ),
  },
  {
    // Not in the spec's table: the trade requests of both sides, a tab of the wanted pages.
    path: routePatterns.tradeRequests,
    handle: { ...anyTrader, help: 'tradeRequests' } satisfies RouteHandle,
    lazy: lazyPage(
      () => import('../features/trading/pages/trade-requests-page'),
      (m) => m.TradeRequestsPage,
    ),
  },
  // Trading addresses are for signed-in people (the sign-in, terms and vetting rules apply) even
  // where the page has not been built: explicit trading routes rank above this one.
  { path: routePatterns.tradingAny, element: <NotFoundPage /> },
  // An unknown address says so to anyone, signed in or not.
  { path: '*', handle: publicPage, element: <NotFoundPage /> },
];

/** Bidding pages (narrow column, powered-by header): a buyer sending or changing an offer (trading §2). */
const biddingLayoutRoutes: RouteObject[] = [
  {
    path: routePatterns.createBid,
    handle: { ...buyerWrite, params: { marketListingId: UUID_PATTERN }, help: 'createBid' } satisfies RouteHandle,
    lazy: lazyPage(
      () => import('../features/trading/pages/create-bid-page'),
      (m) => m.CreateBidPage,
    ),
  },
];

/**
 * Sign-in pages: public by their path (anything under /inventory/auth). A signed-in user
 * opening sign-in or account creation is sent on by the guard.
 */
const emptyLayoutRoutes: RouteObject[] = [
  // Not a screen of its own: the sign-in addresses' root opens sign-in rather than 'page not found'.
  { path: routePatterns.auth, element: <Navigate to={paths.login()} replace /> },
  {
    path: routePatterns.login,
    lazy: lazyPage(
      () => import('../features/auth/pages/login-page'),
      (m) => m.LoginPage,
    ),
  },
  {
    path: routePatterns.createAccount,
    lazy: lazyPage(
      () => import('../features/auth/pages/create-account-page'),
      (m) => m.CreateAccountPage,
    ),
  },
  {
    // Its `token` is the invitation's, which the page looks up: not a token login.
    path: routePatterns.businessInvite,
    lazy: lazyPage(
      () => import('../features/auth/pages/business-invite-page'),
      (m) => m.BusinessInvitePage,
    ),
  },
  {
    path: routePatterns.organisation,
    lazy: lazyPage(
      () => import('../features/auth/pages/organisation-page'),
      (m) => m.OrganisationPage,
    ),
  },
  {
    path: routePatterns.forgotPassword,
    lazy: lazyPage(
      () => import('../features/auth/pages/forgot-password-page'),
      (m) => m.ForgotPasswordPage,
    ),
  },
  {
    path: routePatterns.resetPassword,
    lazy: lazyPage(
      () => import('../features/auth/pages/reset-password-page'),
      (m) => m.ResetPasswordPage,
    ),
  },
  {
    path: routePatterns.setPassword,
    lazy: lazyPage(
      () => import('../features/auth/pages/set-password-page'),
      (m) => m.SetPasswordPage,
    ),
  },
  {
    path: routePatterns.signInWithoutPassword,
    lazy: lazyPage(
      () => import('../features/auth/pages/sign-in-without-password-page'),
      (m) => m.SignInWithoutPasswordPage,
    ),
  },
  {
    // Onboarding (signed in): the route guard sends anyone who has not accepted the terms here.
    path: routePatterns.acceptTerms,
    lazy: lazyPage(
      () => import('../features/accounts/pages/accept-terms-page'),
      (m) => m.AcceptTermsPage,
    ),
  },
  {
    path: routePatterns.signupPreferences,
    lazy: lazyPage(
      () => import('../features/accounts/pages/signup-preferences-page'),
      (m) => m.SignupPreferencesPage,
    ),
  },
  {
    path: routePatterns.marketingPreferences,
    lazy: lazyPage(
      () => import('../features/accounts/pages/marketing-preferences-page'),
      (m) => m.MarketingPreferencesPage,
    ),
  },
  {
    path: routePatterns.logout,
    lazy: lazyPage(
      () => import('../features/auth/pages/logout-page'),
      (m) => m.LogoutPage,
    ),
  },
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
        element: <BiddingLayout />,
        errorElement: <RootErrorPage />,
        children: [{ errorElement: <RouteErrorPage />, children: biddingLayoutRoutes }],
      },
      {
        element: <DefaultLayout />,
        errorElement: <RootErrorPage />,
        children: [{ errorElement: <RouteErrorPage />, children: defaultLayoutRoutes }],
      },
    ],
  },
];

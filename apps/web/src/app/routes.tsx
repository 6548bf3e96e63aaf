import type { RouteObject } from 'react-router';
import { routePatterns } from '../lib/paths';
import { LoadingState } from '../ui/loading-state';
import { NotFoundPage } from './errors/not-found-page';
import { RootErrorPage } from './errors/root-error-page';
import { RouteErrorPage } from './errors/route-error-page';
import { BiddingLayout } from './layouts/bidding-layout';
import { DefaultLayout } from './layouts/default-layout';
import { EmptyLayout } from './layouts/empty-layout';
import { lazyPage } from './lazy-page';

/** Pages inside the app shell. Each feature page is its own chunk. */
const defaultLayoutRoutes: RouteObject[] = [
  {
    index: true,
    lazy: lazyPage(
      () => import('../features/platform/pages/status-page'),
      (m) => m.StatusPage,
    ),
  },
  {
    // The API serves the mailbox outside production only; elsewhere the page explains its 404.
    path: routePatterns.devMailbox,
    lazy: lazyPage(
      () => import('../features/notifications/pages/mailbox-page'),
      (m) => m.MailboxPage,
    ),
  },
  {
    path: routePatterns.devMailboxMessage,
    lazy: lazyPage(
      () => import('../features/notifications/pages/mailbox-message-page'),
      (m) => m.MailboxMessagePage,
    ),
  },
  { path: '*', element: <NotFoundPage /> },
];

/** Bidding pages (narrow column, powered-by header) arrive with trading. */
const biddingLayoutRoutes: RouteObject[] = [];

/** Sign-in and onboarding pages arrive with auth. */
const emptyLayoutRoutes: RouteObject[] = [];

/**
 * The route table. Each layout holds one pathless route with its own error boundary, so
 * an error inside a page keeps the layout around it; the outer boundary catches a layout
 * that fails itself. While the first page's code loads, the loader stands in.
 */
export const routes: RouteObject[] = [
  {
    element: <DefaultLayout />,
    errorElement: <RootErrorPage />,
    hydrateFallbackElement: <LoadingState />,
    children: [{ errorElement: <RouteErrorPage />, children: defaultLayoutRoutes }],
  },
  {
    element: <BiddingLayout />,
    errorElement: <RootErrorPage />,
    hydrateFallbackElement: <LoadingState />,
    children: [{ errorElement: <RouteErrorPage />, children: biddingLayoutRoutes }],
  },
  {
    element: <EmptyLayout />,
    errorElement: <RootErrorPage />,
    hydrateFallbackElement: <LoadingState />,
    children: [{ errorElement: <RouteErrorPage />, children: emptyLayoutRoutes }],
  },
];

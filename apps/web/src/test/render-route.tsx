import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { Providers } from '../app/providers';
import { NotificationHost } from '../ui/notifications/notification-host';

// The app's shells load with their first page (app/routes.tsx). Loaded here once, before a test starts, so a test that
// signs in and lands in a shell does not spend its wait for the page on compiling the shell.
await Promise.all([import('../app/layouts/default-layout'), import('../app/layouts/bidding-layout')]);

export function createTestQueryClient(): QueryClient {
  // No retries: each test sees exactly the replies it set up, at once.
  return new QueryClient({ defaultOptions: { queries: { retry: false } } });
}

/** Renders a route table in a memory router inside the app's providers, starting at the last entry. */
export function renderRoutes(routes: RouteObject[], entries: string[]) {
  const router = createMemoryRouter(routes, { initialEntries: entries });
  const result = render(
    <Providers queryClient={createTestQueryClient()} env="test">
      <RouterProvider router={router} />
    </Providers>,
  );
  return { ...result, router };
}

interface RenderRouteOptions {
  /** The address the router starts at. */
  path?: string;
  /** The route's pattern, when the element reads params. */
  pattern?: string;
}

/** Renders one element as the route at `path`, with the floating notifications the app shell always shows. */
export function renderRoute(element: ReactNode, { path = '/', pattern }: RenderRouteOptions = {}) {
  const withNotifications = (
    <>
      {element}
      <NotificationHost />
    </>
  );
  return renderRoutes([{ path: pattern ?? path.split('?')[0], element: withNotifications }], [path]);
}

/** A JSON envelope reply, as the API sends it. */
export function envelopeResponse(
  envelope: { status?: number; message?: string; data: unknown; pagination?: unknown; errors?: unknown },
  headers: Record<string, string> = {},
): Response {
  const status = envelope.status ?? 200;
  return new Response(JSON.stringify({ message: 'OK', ...envelope, status }), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });
}

import { DEFAULT_FEATURE_FLAGS, messages } from '@harvest/domain';
import { act, screen, waitFor } from '@testing-library/react';
import { Outlet, type RouteObject } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../lib/storage/session-store';
import { fail, mockApi, ok, requestsTo } from '../../test/mock-api';
import { renderRoutes } from '../../test/render-route';
import {
  adminProfile,
  freshTokens,
  haulierProfile,
  ids,
  loginResponse,
  makeProfile,
  signInAs,
  farmImpersonation,
} from '../../test/session-fixtures';
import { RouteErrorPage } from '../errors/route-error-page';
import { routes } from '../routes';
import { createGuardLoader } from './guard-loader';

const health = {
  database: 'ok',
  databaseKind: 'pglite',
  migrations: { applied: 1, expected: 1, current: true },
  version: '0.1.0',
  minimumClientVersion: '0.1.0',
  devTools: true,
};
const emptyPage = { currentPage: 1, limit: 25, totalDocuments: 0, prev: null, next: null, currentDocumentIndex: 0 };

beforeEach(() => {
  // React reports the errors the boundaries catch; here they are expected.
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('redirect rules in the router (spec §2)', () => {
  it('sends an unauthenticated visit to sign-in with the full path remembered', async () => {
    mockApi({});
    const { router } = renderRoutes(routes, ['/inventory/manage/account?tab=security']);

    expect(await screen.findByRole('heading', { name: 'Sign in to Harvest' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/inventory/auth/login');
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe(
      '/inventory/manage/account?tab=security',
    );
  });

  it('sends / to sign-in for a signed-out visitor', async () => {
    mockApi({});
    const { router } = renderRoutes(routes, ['/']);
    expect(await screen.findByRole('heading', { name: 'Sign in to Harvest' })).toBeTruthy();
    expect(router.state.location.search).toBe('');
  });

  it('keeps the status page, the mailbox and the 404 page public', async () => {
    mockApi({ 'GET /api/health': ok(health), 'GET /api/dev/mailbox': ok([], { pagination: emptyPage }) });
    const { router } = renderRoutes(routes, ['/status']);
    expect(await screen.findByRole('heading', { level: 1, name: 'Harvest' })).toBeTruthy();

    await act(() => router.navigate('/dev/mailbox'));
    expect(await screen.findByRole('heading', { name: 'No messages yet' })).toBeTruthy();

    await act(() => router.navigate('/no/such/place'));
    expect(await screen.findByRole('heading', { name: messages.errors.pageNotFound })).toBeTruthy();
  });

  it('signs in with a token query value and continues to the path without it', async () => {
    const haulier = haulierProfile();
    const api = mockApi({
      'POST /api/auth/user/token-login': ok(loginResponse([haulier])),
      'GET /api/customers/users/me': ok(haulier),
    });
    const { router } = renderRoutes(routes, ['/inventory/manage/account?token=t-123&tab=1']);

    expect(await screen.findByRole('heading', { name: 'Your account' })).toBeTruthy();
    expect(requestsTo(api, 'POST /api/auth/user/token-login')[0]?.body).toEqual({ token: 't-123' });
    expect(router.state.location.pathname).toBe('/inventory/manage/account');
    expect(router.state.location.search).toBe('?tab=1');
    expect(sessionStore.getRefreshToken()).toBe('refresh-1');
  });

  it('signs in with the token of a signup confirmation link on sign-in, and lands by the landing rules', async () => {
    const haulier = haulierProfile();
    const api = mockApi({
      'POST /api/auth/user/token-login': ok(loginResponse([haulier])),
      'GET /api/customers/users/me': ok(haulier),
    });
    const { router } = renderRoutes(routes, ['/inventory/auth/login?token=confirm-1']);

    expect(await screen.findByRole('heading', { name: 'Your account' })).toBeTruthy();
    expect(requestsTo(api, 'POST /api/auth/user/token-login')[0]?.body).toEqual({ token: 'confirm-1' });
    expect(router.state.location.pathname).toBe('/inventory/manage/account');
    expect(router.state.location.search).toBe('');
  });

  it('lands a selling farm confirmed through sign-in on market insights', async () => {
    mockApi({ 'POST /api/auth/user/token-login': ok(loginResponse([makeProfile()])) });
    const { router } = renderRoutes(routes, ['/inventory/auth/login?token=confirm-2']);

    await waitFor(() => expect(router.state.location.pathname).toBe('/trading/market-insights'));
    expect(sessionStore.getSnapshot().profile?.organisation.name).toBe('Manor Farm');
  });

  it('shows a failed confirmation link on sign-in without a redirect back to sign-in', async () => {
    mockApi({ 'POST /api/auth/user/token-login': fail(401, messages.auth.linkError) });
    const { router } = renderRoutes(routes, ['/inventory/auth/login?token=used']);

    expect(await screen.findByText(messages.auth.linkError)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/inventory/auth/login');
    expect(router.state.location.search).toBe('');
  });

  it('sends a signed-in user away from account creation to their landing path', async () => {
    signInAs(haulierProfile());
    mockApi({ 'GET /api/customers/users/me': ok(haulierProfile()) });
    const { router } = renderRoutes(routes, ['/inventory/auth/login/create-account']);

    expect(await screen.findByRole('heading', { name: 'Your account' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/inventory/manage/account');
  });

  it('shows why a token login failed on the sign-in page', async () => {
    mockApi({ 'POST /api/auth/user/token-login': fail(401, messages.auth.linkError) });
    const { router } = renderRoutes(routes, ['/inventory/manage/account?token=used']);

    expect(await screen.findByText(messages.auth.linkError)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/inventory/auth/login');
  });

  it('sends a signed-in user opening sign-in with a redirect value there', async () => {
    signInAs(makeProfile());
    mockApi({ 'GET /api/health': ok(health) });
    const { router } = renderRoutes(routes, ['/inventory/auth/login?redirect=%2Fstatus']);

    expect(await screen.findByRole('heading', { level: 1, name: 'Harvest' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/status');
  });

  it('sends a sys-admin from / to business accounts', async () => {
    signInAs(adminProfile());
    mockApi({ 'GET /api/customers/organisations': ok([], { pagination: emptyPage }) });
    const { router } = renderRoutes(routes, ['/']);

    expect(await screen.findByRole('heading', { name: 'Business accounts' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/inventory/internal/business-accounts');
  });

  it('sends a user without the permission back to the previous page, saying why', async () => {
    const owner = makeProfile();
    signInAs(owner);
    mockApi({ 'GET /api/customers/users/me': ok(owner) });
    const { router } = renderRoutes(routes, ['/inventory/manage/account']);
    expect(await screen.findByRole('heading', { name: 'Your account' })).toBeTruthy();

    await act(() => router.navigate('/inventory/internal/business-accounts'));

    expect(await screen.findByText(messages.errors.unauthorised)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/inventory/manage/account');
    expect(screen.queryByRole('heading', { name: 'Business accounts' })).toBeNull();
  });

  it('sends a user without the permission to market insights when there is no previous page', async () => {
    signInAs(makeProfile());
    mockApi({});
    const { router } = renderRoutes(routes, ['/inventory/internal/business-accounts']);

    expect(await screen.findByText(messages.errors.unauthorised)).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/trading/market-insights'));
  });

  it('opens sign-in at /inventory/auth, the root of the public sign-in addresses (spec §2)', async () => {
    mockApi({});
    const { router } = renderRoutes(routes, ['/inventory/auth']);
    expect(await screen.findByRole('heading', { name: 'Sign in to Harvest' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/inventory/auth/login');
  });

  it('sends /inventory to the inventory home for an organisation with inventory and no trading', async () => {
    const grower = makeProfile({
      organisation: { ...makeProfile().organisation, modules: [{ id: 'inventory:core' }] },
    });
    signInAs(grower);
    mockApi({});
    const { router } = renderRoutes(routes, ['/inventory']);

    expect(await screen.findByRole('heading', { level: 1, name: 'Inventory overview' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/inventory/overview');
  });

  it('refuses /inventory without the inventory module as any page it may not open, not as page not found', async () => {
    signInAs(haulierProfile());
    mockApi({});
    const { router } = renderRoutes(routes, ['/inventory']);

    expect(await screen.findByText(messages.errors.unauthorised)).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/trading/market-insights'));
    expect(screen.queryByRole('heading', { name: messages.errors.pageNotFound })).toBeNull();
  });

  it("shows 500 'Unknown middleware <name>' for a guard nobody registered", async () => {
    const table: RouteObject[] = [
      {
        id: 'root',
        loader: createGuardLoader(() => table),
        element: <Outlet />,
        errorElement: <RouteErrorPage />,
        children: [{ path: '/broken', handle: { guards: ['nope'] }, element: <p>Never shown</p> }],
      },
    ];
    renderRoutes(table, ['/broken']);

    expect(await screen.findByText('Unknown middleware nope')).toBeTruthy();
    expect(screen.getByText('Error 500')).toBeTruthy();
    expect(screen.queryByText('Never shown')).toBeNull();
  });

  it("shows 'This page could not be found' with 404 for a page whose validity check fails", async () => {
    const api = mockApi({});
    renderRoutes(routes, ['/dev/mailbox/not-an-id']);

    expect(await screen.findByRole('heading', { name: messages.errors.pageNotFound })).toBeTruthy();
    expect(screen.getByText('404')).toBeTruthy();
    expect(requestsTo(api, 'GET /api/dev/mailbox/not-an-id')).toHaveLength(0);
  });
});

describe('the session changing under an open page', () => {
  it('leaves a protected page for sign-in when the session ends, remembering where it was', async () => {
    const owner = makeProfile();
    signInAs(owner);
    mockApi({ 'GET /api/customers/users/me': ok(owner) });
    const { router } = renderRoutes(routes, ['/inventory/manage/account']);
    expect(await screen.findByRole('heading', { name: 'Your account' })).toBeTruthy();

    act(() => sessionStore.clear());

    expect(await screen.findByRole('heading', { name: 'Sign in to Harvest' })).toBeTruthy();
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe('/inventory/manage/account');
  });

  it('on 440 ends the impersonation, says so and goes back to business accounts', async () => {
    const admin = adminProfile();
    sessionStore.signIn(freshTokens(), [admin]);
    sessionStore.startImpersonation(farmImpersonation({ token: 'imp' }));
    sessionStore.setProfile(makeProfile({ name: 'Alex Morgan', userId: ids.admin }));
    mockApi({
      'GET /api/customers/users/me': fail(440, messages.auth.impersonationEnded),
      'GET /api/customers/organisations': ok([], { pagination: emptyPage }),
      // The shell's own calls answered at once, so the page under test settles quickly on two busy cores.
      'GET /api/sys/v1/notifications': ok([]),
      'GET /api/sys/v1/feature-flags': ok(DEFAULT_FEATURE_FLAGS),
    });
    const { router } = renderRoutes(routes, ['/inventory/manage/account']);

    expect(await screen.findByText(messages.auth.impersonationEnded)).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Business accounts' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/inventory/internal/business-accounts');
    expect(sessionStore.getSnapshot().impersonation).toBeNull();
  });
});

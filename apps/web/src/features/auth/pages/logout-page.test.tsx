import { HEADERS } from '@harvest/domain';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { routes } from '../../../app/routes';
import { FILTER_COOKIE_PREFIX } from '../../../lib/storage/filter-cookies';
import { sessionStore } from '../../../lib/storage/session-store';
import { fail, mockApi, ok, requestsTo } from '../../../test/mock-api';
import { renderRoutes } from '../../../test/render-route';
import { adminProfile, freshTokens, ids, farmImpersonation } from '../../../test/session-fixtures';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('LogoutPage (spec §4 logout)', () => {
  it('clears filter cookies, ends the impersonation, tells the API, clears the session and goes to sign-in', async () => {
    const tokens = freshTokens();
    sessionStore.signIn(tokens, [adminProfile()]);
    sessionStore.startImpersonation(farmImpersonation({ token: 'imp' }));
    document.cookie = `${FILTER_COOKIE_PREFIX}-inventory=abc; path=/`;
    document.cookie = 'harvest-locale=en-GB; path=/';
    const api = mockApi({
      [`DELETE /api/customers/impersonations/${ids.impersonation}`]: ok(null),
      'GET /api/auth/logout': ok(null),
    });
    const { router } = renderRoutes(routes, ['/inventory/auth/logout']);

    expect(await screen.findByRole('heading', { name: 'Sign in to Harvest' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/inventory/auth/login');
    expect(requestsTo(api, `DELETE /api/customers/impersonations/${ids.impersonation}`)).toHaveLength(1);
    const [logout] = requestsTo(api, 'GET /api/auth/logout');
    expect(logout?.headers.get('authorization')).toBe(`Bearer ${tokens.access}`);
    // The impersonation and the organisation were gone before the logout call.
    expect(logout?.headers.get(HEADERS.impersonationToken)).toBeNull();
    expect(logout?.headers.get(HEADERS.organisationId)).toBeNull();
    expect(sessionStore.getSnapshot()).toMatchObject({ tokens: null, profile: null, impersonation: null });
    expect(document.cookie).not.toContain(FILTER_COOKIE_PREFIX);
    expect(document.cookie).toContain('harvest-locale');
  });

  it('signs out even when the API cannot be told', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    sessionStore.signIn(freshTokens(), [adminProfile()]);
    mockApi({ 'GET /api/auth/logout': fail(500, 'Internal error') });
    renderRoutes(routes, ['/inventory/auth/logout']);

    expect(await screen.findByRole('heading', { name: 'Sign in to Harvest' })).toBeTruthy();
    expect(sessionStore.getSnapshot().tokens).toBeNull();
    // Nothing to explain to someone who chose to sign out.
    expect(screen.queryByText('Session expired')).toBeNull();
  });
});

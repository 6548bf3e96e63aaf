import { messages } from '@harvest/domain';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { routes } from '../../../app/routes';
import { sessionStore } from '../../../lib/storage/session-store';
import { fail, mockApi, ok, requestsTo } from '../../../test/mock-api';
import { renderRoutes } from '../../../test/render-route';
import { haulierProfile, loginResponse } from '../../../test/session-fixtures';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('SignInWithoutPasswordPage', () => {
  it('checks the email address before sending a link', async () => {
    const api = mockApi({});
    renderRoutes(routes, ['/inventory/auth/sign-in-without-password']);
    fireEvent.change(await screen.findByRole('textbox', { name: 'Email' }), { target: { value: 'not-an-email' } });
    fireEvent.click(screen.getByRole('button', { name: 'Email me a sign-in link' }));

    expect(await screen.findByText(messages.validation.email)).toBeTruthy();
    expect(api).not.toHaveBeenCalled();
  });

  it("sends the link and says 'Check your email'", async () => {
    const api = mockApi({ 'POST /api/auth/user/send-magic-link': ok(null, { message: messages.auth.magicLinkSent }) });
    renderRoutes(routes, ['/inventory/auth/sign-in-without-password']);
    fireEvent.change(await screen.findByRole('textbox', { name: 'Email' }), {
      target: { value: 'Carrier@demo.farm' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Email me a sign-in link' }));

    expect(await screen.findByRole('heading', { name: 'Check your email' })).toBeTruthy();
    expect(screen.getByText(/If an account exists for carrier@demo.farm/)).toBeTruthy();
    expect(requestsTo(api, 'POST /api/auth/user/send-magic-link')[0]?.body).toEqual({ email: 'carrier@demo.farm' });
  });

  it("verifies the link's token once and signs in", async () => {
    const haulier = haulierProfile();
    const api = mockApi({
      'POST /api/auth/user/verify-magic-link': ok(loginResponse([haulier])),
      'GET /api/customers/users/me': ok(haulier),
    });
    const { router } = renderRoutes(routes, ['/inventory/auth/sign-in-without-password?token=magic-1']);

    expect(await screen.findByRole('heading', { name: 'Your account' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/inventory/manage/account');
    expect(requestsTo(api, 'POST /api/auth/user/verify-magic-link')).toHaveLength(1);
    expect(requestsTo(api, 'POST /api/auth/user/verify-magic-link')[0]?.body).toEqual({ token: 'magic-1' });
    // The magic-link page verifies its own token: no token login as well.
    expect(requestsTo(api, 'POST /api/auth/user/token-login')).toHaveLength(0);
  });

  it('says a used link has been used, and offers a new one', async () => {
    mockApi({ 'POST /api/auth/user/verify-magic-link': fail(401, messages.auth.linkAlreadyUsed) });
    renderRoutes(routes, ['/inventory/auth/sign-in-without-password?token=used']);

    expect(await screen.findByText(messages.auth.linkAlreadyUsed)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Email me a sign-in link' })).toBeTruthy();
    expect(sessionStore.getSnapshot().tokens).toBeNull();
  });
});

import { messages } from '@harvest/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { routes } from '../../../app/routes';
import { setSignInNotice } from '../../../lib/session/sign-in-notice';
import { sessionStore } from '../../../lib/storage/session-store';
import { fail, mockApi, ok, requestsTo } from '../../../test/mock-api';
import { renderRoutes } from '../../../test/render-route';
import { haulierProfile, loginResponse, makeProfile } from '../../../test/session-fixtures';

afterEach(() => {
  vi.unstubAllGlobals();
});

const emailBox = () => screen.getByRole('textbox', { name: 'Email' });
const passwordBox = () => screen.getByLabelText(/^Password/);

function signIn(email = 'carrier@demo.farm', password = 'Harvest2026!') {
  fireEvent.change(emailBox(), { target: { value: email } });
  fireEvent.change(passwordBox(), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

async function openLogin(path = '/inventory/auth/login') {
  const rendered = renderRoutes(routes, [path]);
  await screen.findByRole('heading', { name: 'Sign in to Harvest' });
  return rendered;
}

describe('LoginPage', () => {
  it('has email, password, Sign in and the links to the other ways in', async () => {
    mockApi({});
    await openLogin('/inventory/auth/login?redirect=%2Fstatus');

    expect(emailBox()).toBeTruthy();
    expect(passwordBox()).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Forgotten your password?' }).getAttribute('href')).toBe(
      '/inventory/auth/forgot-password',
    );
    expect(screen.getByRole('link', { name: 'Sign in without password' }).getAttribute('href')).toBe(
      '/inventory/auth/sign-in-without-password?redirect=%2Fstatus',
    );
  });

  it("says 'Please enter a value' for each empty field and sends nothing", async () => {
    const api = mockApi({});
    await openLogin();
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findAllByText(messages.validation.required)).toHaveLength(2);
    expect(api).not.toHaveBeenCalled();
  });

  it("shows the API's message when the sign-in fails", async () => {
    mockApi({ 'POST /api/auth/login': fail(401, messages.auth.invalidCredentials) });
    await openLogin();
    signIn();

    expect((await screen.findByRole('alert')).textContent).toContain('That email or password was invalid');
    expect(sessionStore.getSnapshot().tokens).toBeNull();
  });

  it('says when there were too many attempts', async () => {
    mockApi({ 'POST /api/auth/login': fail(429, messages.errors.tooManyAttempts) });
    await openLogin();
    signIn();
    expect(await screen.findByText('Attempt limit exceeded, please try again after some time')).toBeTruthy();
  });

  it('selects the only profile and lands on the landing path', async () => {
    const haulier = haulierProfile();
    const api = mockApi({
      'POST /api/auth/login': ok(loginResponse([haulier])),
      'GET /api/customers/users/me': ok(haulier),
    });
    const { router } = await openLogin();
    signIn('Carrier@Demo.farm ');

    expect(await screen.findByRole('heading', { name: 'Your account' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/inventory/manage/account');
    // The username goes trimmed and lower-case, as the domain schema shapes it.
    expect(requestsTo(api, 'POST /api/auth/login')[0]?.body).toEqual({
      username: 'carrier@demo.farm',
      password: 'Harvest2026!',
    });
    expect(sessionStore.getSnapshot().profile?.id).toBe(haulier.id);
  });

  it('lets a redirect value win over the landing path', async () => {
    mockApi({
      'POST /api/auth/login': ok(loginResponse([haulierProfile()])),
      'GET /api/health': ok({
        database: 'ok',
        databaseKind: 'pglite',
        migrations: { applied: 1, expected: 1, current: true },
        version: '0.1.0',
        minimumClientVersion: '0.1.0',
        devTools: true,
      }),
    });
    const { router } = await openLogin('/inventory/auth/login?redirect=%2Fstatus');
    signIn();

    await waitFor(() => expect(router.state.location.pathname).toBe('/status'));
  });

  it('asks which organisation when the user has several profiles, keeping the redirect value', async () => {
    const farmer = makeProfile();
    const haulier = haulierProfile();
    mockApi({
      'POST /api/auth/login': ok(loginResponse([farmer, haulier])),
      'GET /api/customers/users/me': ok(haulier),
    });
    const { router } = await openLogin('/inventory/auth/login?redirect=%2Finventory%2Fmanage%2Faccount');
    signIn();

    expect(await screen.findByRole('heading', { name: 'Choose an organisation' })).toBeTruthy();
    expect(router.state.location.search).toBe('?redirect=%2Finventory%2Fmanage%2Faccount');
    fireEvent.click(screen.getByRole('button', { name: /Fenland Haulage Ltd/ }));

    expect(await screen.findByRole('heading', { name: 'Your account' })).toBeTruthy();
    expect(sessionStore.getSelectedOrganisation()?.name).toBe('Fenland Haulage Ltd');
  });

  it('asks for a new password on 409, checks it, and signs in with both', async () => {
    const haulier = haulierProfile();
    let attempts = 0;
    const api = mockApi({
      'POST /api/auth/login': () => {
        attempts += 1;
        return attempts === 1
          ? fail(409, messages.auth.newPasswordRequired, [
              { field: 'newPassword', message: messages.auth.newPasswordRequired },
            ])()
          : ok(loginResponse([haulier]))();
      },
      'GET /api/customers/users/me': ok(haulier),
    });
    await openLogin();
    signIn('carrier@demo.farm', 'Temporary1');

    const newPassword = await screen.findByLabelText(/^New password/);
    expect(screen.getByText('Please choose a new password to finish signing in')).toBeTruthy();

    fireEvent.change(newPassword, { target: { value: 'weak' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText(messages.validation.passwordRules)).toBeTruthy();

    fireEvent.change(newPassword, { target: { value: 'Harvest2026!' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { name: 'Your account' })).toBeTruthy();
    expect(requestsTo(api, 'POST /api/auth/login')[1]?.body).toEqual({
      username: 'carrier@demo.farm',
      password: 'Temporary1',
      newPassword: 'Harvest2026!',
    });
  });

  it("shows why the user was signed out ('Session expired'), once", async () => {
    mockApi({});
    setSignInNotice(messages.auth.sessionExpired);
    await openLogin();

    expect(screen.getByText('Session expired')).toBeTruthy();
    await waitFor(() => expect(sessionStorage.getItem('harvest:sign-in-notice')).toBeNull());
  });
});

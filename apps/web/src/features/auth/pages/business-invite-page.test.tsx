import { messages, type InviteLookup } from '@harvest/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { routes } from '../../../app/routes';
import { sessionStore } from '../../../lib/storage/session-store';
import { fail, mockApi, ok, requestsTo } from '../../../test/mock-api';
import { renderRoutes } from '../../../test/render-route';
import { freshTokens, haulierProfile, loginResponse, makeProfile, signInAs } from '../../../test/session-fixtures';

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const PATH = '/inventory/auth/business-invite?token=invite-1';

const newcomer: InviteLookup = {
  organisationName: 'Fenland Haulage Ltd',
  email: 'sam@fenland.example',
  givenName: 'Sam',
  familyName: 'Reed',
  invitedBy: 'Dave Turner',
  needsPassword: true,
};
const existingUser: InviteLookup = { ...newcomer, needsPassword: false };

const input = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: RegExp, value: string) => fireEvent.change(input(label), { target: { value } });

async function openInvite(path = PATH) {
  const rendered = renderRoutes(routes, [path]);
  await screen.findByRole('heading', { level: 1 });
  return rendered;
}

describe('BusinessInvitePage', () => {
  it('says who invited whom to which business, and asks a newcomer for a password', async () => {
    const api = mockApi({ 'POST /api/customers/invites/lookup': ok(newcomer) });
    await openInvite();

    expect(await screen.findByRole('heading', { level: 1, name: 'Join Fenland Haulage Ltd' })).toBeTruthy();
    expect(screen.getByText('Dave Turner has invited you to join Fenland Haulage Ltd on Harvest.')).toBeTruthy();
    expect(screen.getByText('You will sign in as sam@fenland.example.')).toBeTruthy();
    expect(requestsTo(api, 'POST /api/customers/invites/lookup')[0]?.body).toEqual({ token: 'invite-1' });
    // The invitation's token is the page's own, not a token login.
    expect(requestsTo(api, 'POST /api/auth/user/token-login')).toHaveLength(0);
    expect(document.title).toBe('Join Fenland Haulage Ltd · Harvest');
  });

  it('checks the password with the signup rule and the confirmation before sending', async () => {
    const api = mockApi({ 'POST /api/customers/invites/lookup': ok(newcomer) });
    await openInvite();
    const submit = await screen.findByRole('button', { name: 'Set password and join' });

    fireEvent.click(submit);
    expect(await screen.findAllByText(messages.validation.required)).toHaveLength(2);

    type(/^Password/, 'harvest1');
    type(/^Confirm password/, 'harvest2');
    fireEvent.click(submit);
    expect(await screen.findByText(messages.validation.passwordRules)).toBeTruthy();
    expect(screen.getByText(messages.validation.passwordsDoNotMatch)).toBeTruthy();
    expect(requestsTo(api, 'POST /api/customers/invites/accept')).toHaveLength(0);
  });

  it('joins with the new password, signs in with the reply and lands', async () => {
    const sam = haulierProfile({ email: 'sam@fenland.example', name: 'Sam Reed', givenName: 'Sam' });
    const api = mockApi({
      'POST /api/customers/invites/lookup': ok(newcomer),
      'POST /api/customers/invites/accept': ok(loginResponse([sam])),
      'GET /api/customers/users/me': ok(sam),
    });
    const { router } = await openInvite();
    await screen.findByRole('button', { name: 'Set password and join' });
    type(/^Password/, 'Harvest2026!');
    type(/^Confirm password/, 'Harvest2026!');
    fireEvent.click(screen.getByRole('button', { name: 'Set password and join' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Your account' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/inventory/manage/account');
    expect(requestsTo(api, 'POST /api/customers/invites/accept')[0]?.body).toEqual({
      token: 'invite-1',
      password: 'Harvest2026!',
      passwordConfirm: 'Harvest2026!',
    });
    expect(sessionStore.getSnapshot().profile?.email).toBe('sam@fenland.example');
  });

  it("puts the API's password message under the password", async () => {
    mockApi({
      'POST /api/customers/invites/lookup': ok(newcomer),
      'POST /api/customers/invites/accept': fail(400, messages.errors.badRequest, [
        { field: 'password', message: messages.validation.passwordRules },
      ]),
    });
    await openInvite();
    await screen.findByRole('button', { name: 'Set password and join' });
    type(/^Password/, 'Harvest2026!');
    type(/^Confirm password/, 'Harvest2026!');
    fireEvent.click(screen.getByRole('button', { name: 'Set password and join' }));

    expect(await screen.findByText(messages.validation.passwordRules)).toBeTruthy();
    // Under the field (Mantine marks a password input with data-invalid), not as a form-level alert.
    expect(input(/^Password/).hasAttribute('data-invalid')).toBe(true);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(sessionStore.getSnapshot().tokens).toBeNull();
  });

  it('lets someone with an account join with one button, landing by their modules', async () => {
    const farmer = makeProfile({ email: 'sam@fenland.example' });
    const api = mockApi({
      'POST /api/customers/invites/lookup': ok(existingUser),
      'POST /api/customers/invites/accept': ok(loginResponse([farmer])),
    });
    const { router } = await openInvite();
    expect(screen.queryByLabelText(/^Password/)).toBeNull();
    fireEvent.click(await screen.findByRole('button', { name: 'Join Fenland Haulage Ltd' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/trading/market-insights'));
    expect(requestsTo(api, 'POST /api/customers/invites/accept')[0]?.body).toEqual({ token: 'invite-1' });
  });

  it('signs another signed-in user out here first, saying so, then signs in as the invited person', async () => {
    signInAs(makeProfile({ email: 'farmer@demo.farm' }), freshTokens('other'));
    const sam = haulierProfile({ email: 'sam@fenland.example' });
    const api = mockApi({
      'POST /api/customers/invites/lookup': ok(existingUser),
      'GET /api/auth/logout': ok(null),
      'POST /api/customers/invites/accept': ok(loginResponse([sam], freshTokens('sam'))),
      'GET /api/customers/users/me': ok(sam),
    });
    const { router } = await openInvite();

    expect(
      await screen.findByText(
        'You are signed in as farmer@demo.farm. Joining signs you out of that account on this device first.',
      ),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Join Fenland Haulage Ltd' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Your account' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/inventory/manage/account');
    const [logout] = requestsTo(api, 'GET /api/auth/logout');
    expect(logout?.headers.get('x-id-token')).toBe('id-other');
    expect(sessionStore.getRefreshToken()).toBe('refresh-sam');
    expect(sessionStore.getSnapshot().profiles.map((profile) => profile.email)).toEqual(['sam@fenland.example']);
  });

  it('keeps the invited person signed in as they are, without a notice', async () => {
    signInAs(makeProfile({ email: 'Sam@Fenland.example' }));
    const api = mockApi({ 'POST /api/customers/invites/lookup': ok(existingUser) });
    await openInvite();
    await screen.findByRole('button', { name: 'Join Fenland Haulage Ltd' });

    expect(screen.queryByText(/Joining signs you out/)).toBeNull();
    expect(requestsTo(api, 'GET /api/auth/logout')).toHaveLength(0);
  });

  it('says clearly when the invitation is no longer valid, with a way to sign in', async () => {
    mockApi({ 'POST /api/customers/invites/lookup': fail(404, messages.accounts.inviteInvalid) });
    await openInvite();

    expect(await screen.findByRole('heading', { level: 1, name: 'This invitation cannot be used' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain(messages.accounts.inviteInvalid);
    expect(screen.getByRole('link', { name: 'Go to sign in' }).getAttribute('href')).toBe('/inventory/auth/login');
  });

  it('says the same for a link without a token, asking nothing', async () => {
    const api = mockApi({});
    await openInvite('/inventory/auth/business-invite');

    expect(screen.getByRole('heading', { level: 1, name: 'This invitation cannot be used' })).toBeTruthy();
    expect(screen.getByText(messages.accounts.inviteInvalid)).toBeTruthy();
    expect(api).not.toHaveBeenCalled();
  });

  it('turns to the invalid message when the invitation ends before it is accepted', async () => {
    mockApi({
      'POST /api/customers/invites/lookup': ok(existingUser),
      'POST /api/customers/invites/accept': fail(404, messages.accounts.inviteInvalid),
    });
    await openInvite();
    fireEvent.click(await screen.findByRole('button', { name: 'Join Fenland Haulage Ltd' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'This invitation cannot be used' })).toBeTruthy();
    expect(sessionStore.getSnapshot().tokens).toBeNull();
  });

  it('offers a retry when the invitation could not be checked', async () => {
    let attempts = 0;
    mockApi({
      'POST /api/customers/invites/lookup': () => {
        attempts += 1;
        return attempts === 1 ? fail(500, messages.errors.somethingWentWrong)() : ok(newcomer)();
      },
    });
    await openInvite();

    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Join Fenland Haulage Ltd' })).toBeTruthy();
  });
});

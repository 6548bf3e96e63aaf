import { messages, type UserInfo, type UserPreferences } from '@harvest/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, mockApi, ok, requestsTo } from '../../../test/mock-api';
import { renderRoute } from '../../../test/render-route';
import { sessionStore } from '../../../lib/storage/session-store';
import {
  adminProfile,
  freshTokens,
  haulierProfile,
  ids,
  makeProfile,
  signInAs,
  farmImpersonation,
} from '../../../test/session-fixtures';
import { AccountPage } from './account-page';

afterEach(() => {
  vi.unstubAllGlobals();
});

const field = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement;

function fill(oldPassword: string, newPassword: string, confirm: string) {
  fireEvent.change(field(/^Current password/), { target: { value: oldPassword } });
  fireEvent.change(field(/^New password/), { target: { value: newPassword } });
  fireEvent.change(field(/^Confirm new password/), { target: { value: confirm } });
}

const USER = `/api/customers/users/${ids.farmer}`;
const PREFERENCES = '/api/customers/users/me/preferences';

const userInfo: UserInfo = {
  userId: ids.farmer,
  profileId: '44444444-4444-4444-8444-444444444444',
  email: 'farmer@demo.farm',
  givenName: 'Tom',
  familyName: 'Harris',
  name: 'Tom Harris',
  phone: { callingCode: '+44', number: '7700 900123' },
  groups: ['owner'],
  access: {},
  businessUnitIds: [],
  status: 'active',
  isOwner: true,
  pendingEmail: null,
};
const preferences: UserPreferences = {
  termsAccepted: true,
  marketing: {},
  signup: null,
  notifications: { offers: ['email'] },
  units: {},
};

/** The calls every visit makes: the fresh profile, oneself as a member, and the preferences. */
function accountApi(profile = makeProfile(), extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /api/customers/users/me': ok(profile),
    [`GET ${USER}`]: ok(userInfo),
    [`GET ${PREFERENCES}`]: ok(preferences),
    ...extra,
  });
}

function renderSignedIn() {
  const profile = makeProfile({ groups: ['owner', 'bidding'] });
  signInAs(profile);
  return profile;
}

describe('AccountPage', () => {
  it('shows the signed-in profile: name, email, phone, organisation and groups', async () => {
    const profile = renderSignedIn();
    mockApi({ 'GET /api/customers/users/me': ok({ ...profile, name: 'Tom Harris-Smith' }) });
    renderRoute(<AccountPage />, { path: '/inventory/manage/account' });

    expect(screen.getByRole('heading', { level: 1, name: 'Your account' })).toBeTruthy();
    expect(screen.getByText('farmer@demo.farm')).toBeTruthy();
    expect(screen.getByText('+44 7700 900123')).toBeTruthy();
    expect(screen.getByText('Manor Farm')).toBeTruthy();
    expect(screen.getByText('bidding')).toBeTruthy();
    // The fresh profile from /customers/users/me replaces the stored one.
    expect(await screen.findByText('Tom Harris-Smith')).toBeTruthy();
  });

  it('ticks off the password rules as the user types', () => {
    accountApi(renderSignedIn());
    renderRoute(<AccountPage />, { path: '/inventory/manage/account' });
    const checklist = () => screen.getByText('Your new password must meet these rules').parentElement!;

    expect(within(checklist()).getAllByText('Not met yet')).toHaveLength(6);
    fireEvent.change(field(/^New password/), { target: { value: 'harvest' } });
    expect(within(checklist()).getAllByText('Met')).toHaveLength(2);
    fireEvent.change(field(/^New password/), { target: { value: 'Harvest2026!' } });
    expect(within(checklist()).getAllByText('Met')).toHaveLength(6);
  });

  it("says 'Password must contain all of the above' and 'Passwords do not match' before sending", async () => {
    const api = accountApi(renderSignedIn());
    renderRoute(<AccountPage />, { path: '/inventory/manage/account' });

    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findAllByText(messages.validation.required)).toHaveLength(3);

    fill('Old-pass1', 'Harvest 2026', 'Harvest2027!');
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText(messages.validation.passwordAllRules)).toBeTruthy();
    expect(screen.getByText(messages.validation.passwordsDoNotMatch)).toBeTruthy();
    expect(requestsTo(api, 'POST /api/auth/change-password')).toHaveLength(0);
  });

  it('puts a wrong current password under its field', async () => {
    const profile = renderSignedIn();
    accountApi(profile, {
      'POST /api/auth/change-password': fail(400, 'There was a problem with that request', [
        { field: 'oldPassword', message: messages.auth.wrongOldPassword },
      ]),
    });
    renderRoute(<AccountPage />, { path: '/inventory/manage/account' });
    fill('Wrong-pass1', 'Harvest2026!', 'Harvest2026!');
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));

    expect(await screen.findByText("You've entered an incorrect password")).toBeTruthy();
    // Under the field (Mantine marks a password input with data-invalid), not as a form-level alert.
    expect(field(/^Current password/).hasAttribute('data-invalid')).toBe(true);
    await screen.findByRole('checkbox', { name: 'Email for Offers and bids' });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('changes the password and says so', async () => {
    const api = accountApi(renderSignedIn(), {
      'POST /api/auth/change-password': ok(null, { message: messages.auth.passwordChanged }),
    });
    renderRoute(<AccountPage />, { path: '/inventory/manage/account' });
    fill('Old-pass1', 'Harvest2026!', 'Harvest2026!');
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));

    expect(await screen.findByText('Your password has been changed')).toBeTruthy();
    expect(requestsTo(api, 'POST /api/auth/change-password')[0]?.body).toEqual({
      oldPassword: 'Old-pass1',
      newPassword: 'Harvest2026!',
      newPasswordConfirm: 'Harvest2026!',
    });
    expect(field(/^New password/).value).toBe('');
  });

  it("edits one's own name and phone, checking the phone by the country's mask", async () => {
    const profile = renderSignedIn();
    const api = accountApi(profile, {
      [`PATCH ${USER}`]: ok({ ...userInfo, givenName: 'Thomas', name: 'Thomas Harris' }),
    });
    renderRoute(<AccountPage />, { path: '/inventory/manage/account' });
    const details = screen.getByRole('region', { name: 'Your details' });

    fireEvent.change(within(details).getByLabelText(/^First name/), { target: { value: 'Thomas' } });
    fireEvent.change(within(details).getByLabelText(/^Phone number/), { target: { value: '7700 900' } });
    fireEvent.click(within(details).getByRole('button', { name: 'Save details' }));
    expect(await within(details).findByText(messages.validation.contactNumber)).toBeTruthy();
    expect(requestsTo(api, `PATCH ${USER}`)).toHaveLength(0);

    fireEvent.change(within(details).getByLabelText(/^Phone number/), { target: { value: '07700 900456' } });
    fireEvent.click(within(details).getByRole('button', { name: 'Save details' }));
    await waitFor(() => expect(requestsTo(api, `PATCH ${USER}`)).toHaveLength(1));
    expect(requestsTo(api, `PATCH ${USER}`)[0]?.body).toEqual({
      givenName: 'Thomas',
      familyName: 'Harris',
      phone: { callingCode: '+44', number: '07700 900456' },
    });
    expect(await screen.findByText(messages.accounts.settingsSaved)).toBeTruthy();
  });

  it('sends a new email address for confirmation and shows it as pending', async () => {
    const profile = renderSignedIn();
    const api = accountApi(profile, {
      [`PATCH ${USER}`]: ok(
        { ...userInfo, pendingEmail: 'tom@manor.farm' },
        { message: messages.accounts.emailChangeSent },
      ),
    });
    renderRoute(<AccountPage />, { path: '/inventory/manage/account' });
    const email = screen.getByRole('region', { name: 'Email address' });

    fireEvent.change(within(email).getByLabelText(/^New email address/), { target: { value: 'not-an-email' } });
    fireEvent.click(within(email).getByRole('button', { name: 'Change email' }));
    expect(await within(email).findByText(messages.validation.email)).toBeTruthy();

    fireEvent.change(within(email).getByLabelText(/^New email address/), { target: { value: 'tom@manor.farm' } });
    fireEvent.click(within(email).getByRole('button', { name: 'Change email' }));

    expect(await within(email).findByText(messages.accounts.emailChangeSent)).toBeTruthy();
    expect(requestsTo(api, `PATCH ${USER}`)[0]?.body).toEqual({ email: 'tom@manor.farm' });
    expect(within(email).getByText('Waiting for you to confirm tom@manor.farm')).toBeTruthy();
  });

  it('confirms the email change from the link once, says so and takes the token out of the address', async () => {
    const profile = renderSignedIn();
    const changed = { ...profile, email: 'tom@manor.farm' };
    const api = accountApi(profile, { 'POST /api/customers/users/verify-update': ok(changed) });
    const { router } = renderRoute(<AccountPage />, { path: '/inventory/manage/account?verifyUpdate=abc123' });

    expect(await screen.findByText(messages.accounts.emailChanged)).toBeTruthy();
    expect(requestsTo(api, 'POST /api/customers/users/verify-update')).toHaveLength(1);
    expect(requestsTo(api, 'POST /api/customers/users/verify-update')[0]?.body).toEqual({ token: 'abc123' });
    expect(router.state.location.search).not.toContain('verifyUpdate');
  });

  it('says when the email-change link is no longer valid', async () => {
    const profile = renderSignedIn();
    accountApi(profile, {
      'POST /api/customers/users/verify-update': fail(400, messages.accounts.emailChangeInvalid),
    });
    const { router } = renderRoute(<AccountPage />, { path: '/inventory/manage/account?verifyUpdate=used' });

    expect(await screen.findByText(messages.accounts.emailChangeInvalid)).toBeTruthy();
    expect(router.state.location.search).toBe('');
  });

  it('saves the notification channels chosen for each kind of event, defaults filled in', async () => {
    const profile = renderSignedIn();
    const api = accountApi(profile, { [`PATCH ${PREFERENCES}`]: ok(preferences) });
    renderRoute(<AccountPage />, { path: '/inventory/manage/account' });

    const sms = (await screen.findByRole('checkbox', { name: 'SMS for Offers and bids' })) as HTMLInputElement;
    expect(sms.checked).toBe(false);
    // A kind never chosen has the defaults: email and push.
    expect((screen.getByRole('checkbox', { name: 'Push for Contracts' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(sms);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Push for Contracts' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save preferences' }));

    await waitFor(() => expect(requestsTo(api, `PATCH ${PREFERENCES}`)).toHaveLength(1));
    const sent = requestsTo(api, `PATCH ${PREFERENCES}`)[0]?.body as { notifications: Record<string, string[]> };
    expect(sent.notifications.offers).toEqual(['email', 'sms']);
    expect(sent.notifications.contracts).toEqual(['email']);
    expect(sent.notifications.team).toEqual(['email', 'push']);
  });

  it('has a Units card with a choice per kind of quantity (spec §9)', async () => {
    accountApi(renderSignedIn());
    renderRoute(<AccountPage />, { path: '/inventory/manage/account' });
    expect(await screen.findByRole('region', { name: 'Units' })).toBeTruthy();
    expect(((await screen.findByRole('combobox', { name: 'Distance' })) as HTMLInputElement).value).toBe(
      'Imperial (mi)',
    );
  });

  it('says when the notification preferences could not be loaded', async () => {
    const profile = renderSignedIn();
    accountApi(profile, { [`GET ${PREFERENCES}`]: fail(500, 'Sorry, there was a problem') });
    renderRoute(<AccountPage />, { path: '/inventory/manage/account' });
    expect(await screen.findByText('Your notification preferences could not be loaded')).toBeTruthy();
  });

  it('links to Business setup only for users who may see the business', async () => {
    accountApi(renderSignedIn());
    renderRoute(<AccountPage />, { path: '/inventory/manage/account' });
    expect(screen.getByRole('link', { name: 'Business setup' }).getAttribute('href')).toBe(
      '/trading/manage/business-setup',
    );
  });

  it('tells a haulier what they can do today, with links to their haulage and what else exists for them', () => {
    const haulier = haulierProfile({
      groups: ['owner', 'carrier'],
      access: {
        'account.account': 'write',
        'account.teams': 'write',
        'account.business': 'write',
        'logistics.carrier': 'write',
      },
    });
    signInAs(haulier);
    accountApi(haulier);
    renderRoute(<AccountPage />, { path: '/inventory/manage/account' });

    const today = screen.getByRole('region', { name: 'What you can do today' });
    expect(within(today).getByText(/Your haulage work is under Haulage/)).toBeTruthy();
    expect(within(today).getByRole('link', { name: 'Jobs' }).getAttribute('href')).toBe('/logistics/jobs');
    expect(within(today).getByRole('link', { name: 'Quote requests' })).toBeTruthy();
    expect(within(today).getByRole('link', { name: 'Load planner' }).getAttribute('href')).toBe('/logistics/planner');
    expect(within(today).getByRole('link', { name: 'Your team' }).getAttribute('href')).toBe('/inventory/manage/team');
    expect(within(today).getByRole('link', { name: 'Your business details' }).getAttribute('href')).toBe(
      '/trading/manage/business-setup',
    );
    expect(within(today).getByRole('link', { name: 'Latest updates' }).getAttribute('href')).toBe(
      '/help-centre/latest-updates',
    );
  });

  it('offers a driver only what a driver may open, and a farmer no such card', () => {
    const driver = haulierProfile({ groups: ['driver'], access: { 'logistics.carrier': 'read' } });
    signInAs(driver);
    accountApi(driver);
    const { unmount } = renderRoute(<AccountPage />, { path: '/inventory/manage/account' });

    const today = screen.getByRole('region', { name: 'What you can do today' });
    expect(
      within(today)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Today’s jobs', 'Jobs', 'Latest updates']);
    unmount();

    accountApi(renderSignedIn());
    renderRoute(<AccountPage />, { path: '/inventory/manage/account' });
    expect(screen.queryByRole('region', { name: 'What you can do today' })).toBeNull();
  });

  it('offers no Business setup link without account.business', () => {
    const haulier = haulierProfile();
    signInAs(haulier);
    accountApi(haulier);
    renderRoute(<AccountPage />, { path: '/inventory/manage/account' });
    expect(screen.queryByRole('link', { name: 'Business setup' })).toBeNull();
  });

  it('leaves the person’s own name, email and notifications alone while an administrator impersonates', async () => {
    const admin = adminProfile();
    sessionStore.signIn(freshTokens(), [admin]);
    sessionStore.startImpersonation(farmImpersonation({ token: 'imp' }));
    const acting = makeProfile({ name: 'Alex Morgan', userId: ids.admin });
    sessionStore.setProfile(acting);
    const api = accountApi(acting);
    renderRoute(<AccountPage />, { path: '/inventory/manage/account' });
    expect(await screen.findByText('Manor Farm')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Change password' })).toBeNull();
    expect(screen.queryByRole('button', { name: /email/i })).toBeNull();
    expect(requestsTo(api, `GET /api/customers/users/${ids.admin}`)).toHaveLength(0);
  });
});

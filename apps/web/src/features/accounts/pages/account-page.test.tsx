import { messages } from '@harvest/domain';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, mockApi, ok, requestsTo } from '../../../test/mock-api';
import { renderRoute } from '../../../test/render-route';
import { makeProfile, signInAs } from '../../../test/session-fixtures';
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
    renderSignedIn();
    mockApi({});
    renderRoute(<AccountPage />, { path: '/inventory/manage/account' });
    const checklist = () => screen.getByText('Your new password must meet these rules').parentElement!;

    expect(within(checklist()).getAllByText('Not met yet')).toHaveLength(6);
    fireEvent.change(field(/^New password/), { target: { value: 'harvest' } });
    expect(within(checklist()).getAllByText('Met')).toHaveLength(2);
    fireEvent.change(field(/^New password/), { target: { value: 'Harvest2026!' } });
    expect(within(checklist()).getAllByText('Met')).toHaveLength(6);
  });

  it("says 'Password must contain all of the above' and 'Passwords do not match' before sending", async () => {
    renderSignedIn();
    const api = mockApi({});
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
    mockApi({
      'GET /api/customers/users/me': ok(profile),
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
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('changes the password and says so', async () => {
    renderSignedIn();
    const api = mockApi({ 'POST /api/auth/change-password': ok(null, { message: messages.auth.passwordChanged }) });
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
});

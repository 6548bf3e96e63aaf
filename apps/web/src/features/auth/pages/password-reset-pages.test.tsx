import { messages } from '@harvest/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { routes } from '../../../app/routes';
import { fail, mockApi, ok, requestsTo } from '../../../test/mock-api';
import { renderRoutes } from '../../../test/render-route';
import { haulierProfile, loginResponse } from '../../../test/session-fixtures';

afterEach(() => {
  vi.unstubAllGlobals();
});

const field = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement;

function fillReset(values: { code?: string; password?: string; confirm?: string }) {
  if (values.code !== undefined) fireEvent.change(field(/^Reset code/), { target: { value: values.code } });
  if (values.password !== undefined) {
    fireEvent.change(field(/^New password/), { target: { value: values.password } });
  }
  if (values.confirm !== undefined) fireEvent.change(field(/^Confirm password/), { target: { value: values.confirm } });
}

describe('ForgotPasswordPage', () => {
  it("says 'Please enter a value' without an email", async () => {
    const api = mockApi({});
    renderRoutes(routes, ['/inventory/auth/forgot-password']);
    fireEvent.click(await screen.findByRole('button', { name: 'Send reset code' }));

    expect(await screen.findByText(messages.validation.required)).toBeTruthy();
    expect(api).not.toHaveBeenCalled();
  });

  it('sends the code and moves on to the reset form with the email filled in', async () => {
    const api = mockApi({ 'POST /api/auth/forgotten-password': ok(null, { message: messages.auth.resetCodeSent }) });
    const { router } = renderRoutes(routes, ['/inventory/auth/forgot-password']);
    fireEvent.change(await screen.findByRole('textbox', { name: 'Email' }), {
      target: { value: 'farmer@demo.farm' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send reset code' }));

    expect(await screen.findByRole('heading', { name: 'Choose a new password' })).toBeTruthy();
    expect(screen.getByText(messages.auth.resetCodeSent)).toBeTruthy();
    expect(router.state.location.search).toBe('?username=farmer%40demo.farm');
    expect((screen.getByRole('textbox', { name: 'Email' }) as HTMLInputElement).value).toBe('farmer@demo.farm');
    expect(requestsTo(api, 'POST /api/auth/forgotten-password')[0]?.body).toEqual({ username: 'farmer@demo.farm' });
  });
});

describe('ResetPasswordPage', () => {
  it("fills in the email's username and code from the link", async () => {
    mockApi({});
    renderRoutes(routes, ['/inventory/auth/reset-password?username=farmer%40demo.farm&code=493817']);

    expect(((await screen.findByRole('textbox', { name: 'Email' })) as HTMLInputElement).value).toBe(
      'farmer@demo.farm',
    );
    expect(field(/^Reset code/).value).toBe('493817');
  });

  it('checks the code, the password rule and the confirmation before sending', async () => {
    const api = mockApi({});
    renderRoutes(routes, ['/inventory/auth/reset-password?username=farmer%40demo.farm']);
    await screen.findByRole('heading', { name: 'Choose a new password' });

    fireEvent.click(screen.getByRole('button', { name: 'Save password and sign in' }));
    expect(await screen.findAllByText(messages.validation.required)).toHaveLength(3);

    fillReset({ code: '123', password: 'harvest', confirm: 'different' });
    fireEvent.click(screen.getByRole('button', { name: 'Save password and sign in' }));
    expect(await screen.findByText('Must be at least 6 characters')).toBeTruthy();
    expect(screen.getByText(messages.validation.passwordRules)).toBeTruthy();
    expect(screen.getByText(messages.validation.passwordsDoNotMatch)).toBeTruthy();
    expect(api).not.toHaveBeenCalled();
  });

  it("shows the API's word on the code under the code field", async () => {
    mockApi({
      'POST /api/auth/reset-password': fail(400, 'There was a problem with that request', [
        { field: 'confirmationCode', message: messages.auth.resetCodeExpired },
      ]),
    });
    renderRoutes(routes, ['/inventory/auth/reset-password?username=farmer%40demo.farm&code=493817']);
    await screen.findByRole('heading', { name: 'Choose a new password' });
    fillReset({ password: 'Harvest2026', confirm: 'Harvest2026' });
    fireEvent.click(screen.getByRole('button', { name: 'Save password and sign in' }));

    expect(await screen.findByText(messages.auth.resetCodeExpired)).toBeTruthy();
    expect(field(/^Reset code/).getAttribute('aria-invalid')).toBe('true');
  });

  it('saves the password, then signs in with it and lands', async () => {
    const haulier = haulierProfile();
    const api = mockApi({
      'POST /api/auth/reset-password': ok(null),
      'POST /api/auth/login': ok(loginResponse([haulier])),
      'GET /api/customers/users/me': ok(haulier),
    });
    const { router } = renderRoutes(routes, [
      '/inventory/auth/reset-password?username=carrier%40demo.farm&code=493817',
    ]);
    await screen.findByRole('heading', { name: 'Choose a new password' });
    fillReset({ password: 'Harvest2026', confirm: 'Harvest2026' });
    fireEvent.click(screen.getByRole('button', { name: 'Save password and sign in' }));

    expect(await screen.findByRole('heading', { name: 'Your account' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/inventory/manage/account');
    expect(requestsTo(api, 'POST /api/auth/reset-password')[0]?.body).toEqual({
      username: 'carrier@demo.farm',
      confirmationCode: '493817',
      password: 'Harvest2026',
      passwordConfirm: 'Harvest2026',
    });
    expect(requestsTo(api, 'POST /api/auth/login')[0]?.body).toEqual({
      username: 'carrier@demo.farm',
      password: 'Harvest2026',
    });
  });

  it('sends a new code to the email in the form', async () => {
    const api = mockApi({ 'GET /api/auth/resend-password/farmer%40demo.farm': ok(null) });
    renderRoutes(routes, ['/inventory/auth/reset-password?username=farmer%40demo.farm']);
    fireEvent.click(await screen.findByRole('button', { name: 'Send a new code' }));

    expect(await screen.findByText(/We have sent a new code to farmer@demo.farm/)).toBeTruthy();
    expect(api).toHaveBeenCalledTimes(1);
  });
});

describe('SetPasswordPage', () => {
  it("is the reset form for invited users, titled 'Set your password'", async () => {
    mockApi({});
    renderRoutes(routes, ['/inventory/auth/set-password?username=new%40demo.farm&code=777777']);

    expect(await screen.findByRole('heading', { name: 'Set your password' })).toBeTruthy();
    expect(field(/^Reset code/).value).toBe('777777');
    expect(screen.getByRole('button', { name: 'Set password and sign in' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Set your password · Harvest'));
  });
});

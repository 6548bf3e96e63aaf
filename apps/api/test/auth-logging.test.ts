import { HEADERS } from '@harvest/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  DEMO_PASSWORD,
  lastLinkToken,
  lastMagicToken,
  lastResetCode,
  login,
  NEW_PASSWORD,
  organisationIdOf,
  signIn,
} from './auth-helpers';
import { buildTestApp, type TestApp } from './build-test-app';

describe('secrets in the logs', () => {
  let t: TestApp;

  const expectNoneLogged = (secrets: string[]) => {
    const logged = t.logs.join('\n');
    for (const secret of secrets) {
      // A six-digit code could turn up by chance inside a longer number (a timestamp, a duration).
      const leaked = /^\d+$/.test(secret)
        ? new RegExp(`(?<![\\d.])${secret}(?!\\d)`).test(logged)
        : logged.includes(secret);
      expect(leaked, `a secret reached the logs: ${secret.slice(0, 3)}...`).toBe(false);
    }
  };

  beforeAll(async () => {
    t = await buildTestApp({ logLevel: 'trace' });
    await t.seedDemo();
  }, 60_000);

  afterAll(() => t.close());

  it('never writes a password, token, refresh token, reset code or magic-link token to a log line', async () => {
    const secrets: string[] = [DEMO_PASSWORD, NEW_PASSWORD, 'Wrong-password-1'];

    // Sign-in, a failed one included, and a refresh.
    await login(t, 'farmer@demo.farm', 'Wrong-password-1');
    const tokens = await signIn(t, 'farmer@demo.farm');
    secrets.push(tokens.access, tokens.id, tokens.refresh);
    const refreshed = await t.app.inject({
      method: 'GET',
      url: '/api/auth/tokens',
      headers: { [HEADERS.refreshToken]: tokens.refresh, [HEADERS.idToken]: tokens.id },
    });
    const rotated = refreshed.json().data.tokens;
    secrets.push(rotated.access, rotated.id, rotated.refresh);
    // The old one again: reuse.
    await t.app.inject({ method: 'GET', url: '/api/auth/tokens', headers: { [HEADERS.refreshToken]: tokens.refresh } });

    // Forgotten and reset password, a wrong code included.
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgotten-password',
      payload: { username: 'buyer@demo.farm' },
    });
    const code = await lastResetCode(t, 'buyer@demo.farm');
    secrets.push(code);
    const reset = (confirmationCode: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/reset-password',
        payload: {
          username: 'buyer@demo.farm',
          password: NEW_PASSWORD,
          passwordConfirm: NEW_PASSWORD,
          confirmationCode,
        },
      });
    await reset(code === '999999' ? '999998' : '999999');
    expect((await reset(code)).statusCode).toBe(200);

    // A magic link, also as a query value on a page address.
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/user/send-magic-link',
      payload: { email: 'driver@demo.farm' },
    });
    const magic = await lastMagicToken(t, 'driver@demo.farm');
    secrets.push(magic);
    await t.app.inject({ method: 'GET', url: `/inventory/auth/sign-in-without-password?token=${magic}` });
    const verified = await t.app.inject({
      method: 'POST',
      url: '/api/auth/user/verify-magic-link',
      payload: { token: magic },
    });
    secrets.push(verified.json().data.tokens.refresh);
    await t.app.inject({ method: 'POST', url: '/api/auth/user/verify-magic-link', payload: { token: magic } });

    // Changing a password.
    const driver = verified.json().data.tokens;
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: bearer(driver),
      payload: { oldPassword: DEMO_PASSWORD, newPassword: 'Rye-2030!x', newPasswordConfirm: 'Rye-2030!x' },
    });
    secrets.push('Rye-2030!x');

    // Impersonation: started, used, ended, then refused.
    const admin = await signIn(t, 'admin@demo.farm');
    secrets.push(admin.access, admin.refresh);
    const hillside = await organisationIdOf(t, 'Hillside Farm Partnership');
    const started = await t.app.inject({
      method: 'GET',
      url: `/api/customers/organisations/${hillside}/impersonate`,
      headers: bearer(admin),
    });
    const impersonation = started.json().data;
    secrets.push(impersonation.token);
    const as = { ...bearer(admin), [HEADERS.impersonationToken]: impersonation.token };
    await t.app.inject({ method: 'GET', url: '/api/customers/users/me', headers: as });
    await t.app.inject({ method: 'DELETE', url: `/api/customers/impersonations/${impersonation.id}`, headers: as });
    expect((await t.app.inject({ method: 'GET', url: '/api/customers/users/me', headers: as })).statusCode).toBe(440);

    expect(t.logs.length).toBeGreaterThan(20);
    expectNoneLogged(secrets);
  });

  it('never writes a signup password, a confirmation link token or an invite token to a log line', async () => {
    const password = 'Oats-2031-signup';
    const secrets: string[] = [password];
    const signup = await t.app.inject({
      method: 'POST',
      url: '/api/customers/signup',
      payload: {
        organisationName: 'Log Farm',
        countryISO: 'GB',
        businessType: 'seller',
        givenName: 'Lou',
        familyName: 'Gate',
        email: 'lou@log.farm',
        password,
        passwordConfirm: password,
        acceptTerms: true,
      },
    });
    expect(signup.statusCode).toBe(201);
    const confirmation = await lastLinkToken(t, 'lou@log.farm', 'signup-confirmation');
    secrets.push(confirmation);
    await t.app.inject({ method: 'GET', url: `/inventory/auth/login?token=${confirmation}` });
    const confirmed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/user/token-login',
      payload: { token: confirmation },
    });
    expect(confirmed.statusCode).toBe(200);
    const owner = confirmed.json().data.tokens;
    secrets.push(owner.access, owner.refresh);

    await t.app.inject({
      method: 'POST',
      url: '/api/customers/invite',
      headers: bearer(owner),
      payload: { email: 'ivy@log.farm', givenName: 'Ivy', familyName: 'Lane' },
    });
    const invite = await lastLinkToken(t, 'ivy@log.farm', 'business-invite');
    const invitePassword = 'Barley-2032-invite';
    secrets.push(invite, invitePassword);
    await t.app.inject({ method: 'GET', url: `/inventory/auth/business-invite?token=${invite}` });
    await t.app.inject({ method: 'POST', url: '/api/customers/invites/lookup', payload: { token: invite } });
    await t.app.inject({ method: 'POST', url: '/api/customers/invites/accept', payload: { token: invite } });
    const accepted = await t.app.inject({
      method: 'POST',
      url: '/api/customers/invites/accept',
      payload: { token: invite, password: invitePassword, passwordConfirm: invitePassword },
    });
    expect(accepted.statusCode).toBe(200);
    secrets.push(accepted.json().data.tokens.refresh);

    expectNoneLogged(secrets);
  });
});

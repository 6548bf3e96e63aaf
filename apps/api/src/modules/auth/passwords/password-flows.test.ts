import {
  LOGIN_ATTEMPT_LIMIT_PER_USERNAME,
  LOGIN_ATTEMPT_WINDOW_MS,
  messages,
  RESET_CODE_TTL_MS,
} from '@harvest/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createUser,
  DEMO_PASSWORD,
  emailCount,
  lastEmail,
  lastResetCode,
  login,
  MINUTE,
  NEW_PASSWORD,
  rows,
  signIn,
} from '../../../../test/auth-helpers';
import { buildTestApp, type TestApp } from '../../../../test/build-test-app';

describe('forgotten and reset password', () => {
  let t: TestApp;

  const forgotten = (username: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/forgotten-password', payload: { username } });
  const reset = (username: string, confirmationCode: string, password = NEW_PASSWORD, address?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { username, password, passwordConfirm: password, confirmationCode },
      ...(address ? { remoteAddress: address } : {}),
    });
  const me = (headers: Record<string, string>) =>
    t.app.inject({ method: 'GET', url: '/api/customers/users/me', headers });

  beforeAll(async () => {
    t = await buildTestApp();
    await t.seedDemo();
  }, 60_000);

  afterAll(() => t.close());

  it('emails a six-digit code and a link that fills it in', async () => {
    const reply = await forgotten('Buyer@Demo.farm');
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual({ status: 200, message: messages.auth.resetCodeSent, data: null });

    const code = await lastResetCode(t, 'buyer@demo.farm');
    expect(code).toMatch(/^\d{6}$/);
    const text = await lastEmail(t, 'buyer@demo.farm', 'password-reset');
    expect(text).toContain(
      `${t.app.platform.config.publicUrl}/inventory/auth/reset-password?username=buyer%40demo.farm&code=${code}`,
    );
    const stored = await rows<{ code_hash: string; kind: string }>(
      t,
      sql`select code_hash, kind from auth_codes where kind = 'reset'`,
    );
    expect(stored).toHaveLength(1);
    expect(stored[0]!.code_hash).not.toContain(code);
  });

  it('answers the same for an address with no account, and sends nothing', async () => {
    const reply = await forgotten('nobody@demo.farm');
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual({ status: 200, message: messages.auth.resetCodeSent, data: null });
    expect(await emailCount(t, 'nobody@demo.farm', 'password-reset')).toBe(0);
  });

  it('resends a code through GET /auth/resend-password/{identifier}; the new code replaces the old', async () => {
    await forgotten('carrier@demo.farm');
    const old = await lastResetCode(t, 'carrier@demo.farm');
    const reply = await t.app.inject({ method: 'GET', url: '/api/auth/resend-password/carrier@demo.farm' });
    expect(reply.statusCode).toBe(200);
    expect(reply.json().message).toBe(messages.auth.resetCodeSent);
    expect(await emailCount(t, 'carrier@demo.farm', 'password-reset')).toBe(2);
    const current = await lastResetCode(t, 'carrier@demo.farm');

    if (old !== current) {
      const superseded = await reset('carrier@demo.farm', old);
      expect(superseded.statusCode).toBe(400);
      expect(superseded.json().message).toBe(messages.auth.resetCodeExpired);
    }
    expect((await reset('carrier@demo.farm', current)).statusCode).toBe(200);
  });

  it('refuses a wrong code with 400 on the confirmationCode field', async () => {
    await forgotten('driver@demo.farm');
    const code = await lastResetCode(t, 'driver@demo.farm');
    const wrong = code === '000000' ? '111111' : '000000';
    const reply = await reset('driver@demo.farm', wrong);
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toMatchObject({
      status: 400,
      message: messages.auth.resetCodeInvalid,
      validation: [{ field: 'confirmationCode', message: messages.auth.resetCodeInvalid }],
    });
    const unknownUser = await reset('nobody@demo.farm', code);
    expect(unknownUser.json().message).toBe(messages.auth.resetCodeInvalid);
  });

  it('sets the password, signs out every session, and uses the code up', async () => {
    const before = await signIn(t, 'farmer@demo.farm');
    await forgotten('farmer@demo.farm');
    const code = await lastResetCode(t, 'farmer@demo.farm');
    const reply = await reset('farmer@demo.farm', code);
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual({ status: 200, message: messages.auth.passwordChanged, data: null });

    expect((await me(bearer(before))).statusCode).toBe(401);
    expect((await login(t, 'farmer@demo.farm', DEMO_PASSWORD)).statusCode).toBe(401);
    expect((await login(t, 'farmer@demo.farm', NEW_PASSWORD)).statusCode).toBe(200);

    const again = await reset('farmer@demo.farm', code, 'Another2028!');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({
      message: messages.auth.resetCodeExpired,
      validation: [{ field: 'confirmationCode', message: messages.auth.resetCodeExpired }],
    });
  });

  it('lets a code expire after an hour', async () => {
    await forgotten('buyer2@demo.farm');
    const code = await lastResetCode(t, 'buyer2@demo.farm');
    t.clock.advance(RESET_CODE_TTL_MS + 1000);
    const reply = await reset('buyer2@demo.farm', code);
    expect(reply.statusCode).toBe(400);
    expect(reply.json().message).toBe(messages.auth.resetCodeExpired);
  });

  it('activates an invited account and clears a temporary or must-reset password', async () => {
    await createUser(t, {
      email: 'fresh@demo.farm',
      password: DEMO_PASSWORD,
      status: 'unactivated',
      temporary: true,
      mustReset: true,
    });
    await forgotten('fresh@demo.farm');
    expect((await reset('fresh@demo.farm', await lastResetCode(t, 'fresh@demo.farm'))).statusCode).toBe(200);
    const [state] = await rows<{ status: string; temporary: boolean; must_reset: boolean }>(
      t,
      sql`select u.status, c.temporary, c.must_reset from users u join credentials c on c.user_id = u.id where u.email = 'fresh@demo.farm'`,
    );
    expect(state).toEqual({ status: 'active', temporary: false, must_reset: false });
    expect((await login(t, 'fresh@demo.farm', NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('sends no code to a disabled account', async () => {
    await createUser(t, { email: 'gone@demo.farm', password: DEMO_PASSWORD, status: 'disabled' });
    expect((await forgotten('gone@demo.farm')).statusCode).toBe(200);
    expect(await emailCount(t, 'gone@demo.farm', 'password-reset')).toBe(0);
  });

  it('counts wrong codes as failed attempts: the limit then holds back even the right code', async () => {
    t.clock.advance(LOGIN_ATTEMPT_WINDOW_MS);
    await createUser(t, { email: 'guessed@demo.farm', password: DEMO_PASSWORD });
    await forgotten('guessed@demo.farm');
    const code = await lastResetCode(t, 'guessed@demo.farm');
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    for (let i = 0; i < LOGIN_ATTEMPT_LIMIT_PER_USERNAME; i += 1) {
      expect((await reset('guessed@demo.farm', wrong, NEW_PASSWORD, '198.51.100.1')).statusCode).toBe(400);
    }
    const blocked = await reset('guessed@demo.farm', code, NEW_PASSWORD, '198.51.100.2');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toBe(messages.errors.tooManyAttempts);
    expect((await login(t, 'guessed@demo.farm')).statusCode).toBe(429);
    t.clock.advance(LOGIN_ATTEMPT_WINDOW_MS + MINUTE);
    expect((await reset('guessed@demo.farm', code)).statusCode).toBe(200);
  });

  it('checks the new password and its confirmation', async () => {
    const weak = await reset('farmer@demo.farm', '123456', 'weakpass');
    expect(weak.statusCode).toBe(400);
    expect(weak.json().validation).toEqual([{ field: 'password', message: messages.validation.passwordRules }]);

    const mismatch = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: {
        username: 'farmer@demo.farm',
        password: NEW_PASSWORD,
        passwordConfirm: 'Other2027!',
        confirmationCode: '123456',
      },
    });
    expect(mismatch.json().validation).toEqual([
      { field: 'passwordConfirm', message: messages.validation.passwordsDoNotMatch },
    ]);

    const short = await reset('farmer@demo.farm', '123');
    expect(short.statusCode).toBe(400);
    expect(short.json().validation[0].field).toBe('confirmationCode');
  });
});

describe('changing passwords', () => {
  let t: TestApp;

  const change = (headers: Record<string, string>, oldPassword: string, newPassword = NEW_PASSWORD) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers,
      payload: { oldPassword, newPassword, newPasswordConfirm: newPassword },
    });
  const changeMarketplace = (
    headers: Record<string, string>,
    body: { email: string; oldPassword: string; newPassword?: string },
  ) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/user/change-marketplace-password',
      headers,
      payload: {
        ...body,
        newPassword: body.newPassword ?? NEW_PASSWORD,
        confirmNewPassword: body.newPassword ?? NEW_PASSWORD,
      },
    });
  const me = (headers: Record<string, string>) =>
    t.app.inject({ method: 'GET', url: '/api/customers/users/me', headers });

  beforeAll(async () => {
    t = await buildTestApp();
    await t.seedDemo();
  }, 60_000);

  afterAll(() => t.close());

  it('needs a bearer token', async () => {
    expect((await change({}, DEMO_PASSWORD)).statusCode).toBe(401);
    expect((await changeMarketplace({}, { email: 'farmer@demo.farm', oldPassword: DEMO_PASSWORD })).statusCode).toBe(
      401,
    );
  });

  it('refuses a wrong old password on the oldPassword field', async () => {
    const tokens = await signIn(t, 'buyer@demo.farm');
    const reply = await change(bearer(tokens), 'Wrong-password-1');
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toMatchObject({
      message: messages.auth.wrongOldPassword,
      validation: [{ field: 'oldPassword', message: messages.auth.wrongOldPassword }],
    });
  });

  it('holds the new password to the change-password rule', async () => {
    const tokens = await signIn(t, 'buyer@demo.farm');
    const reply = await change(bearer(tokens), DEMO_PASSWORD, 'Harvest2027');
    expect(reply.statusCode).toBe(400);
    expect(reply.json().validation).toEqual([{ field: 'newPassword', message: messages.validation.passwordSpecial }]);
  });

  it('changes it and signs out the other sessions, keeping this one', async () => {
    const other = await signIn(t, 'farmer@demo.farm');
    const tokens = await signIn(t, 'farmer@demo.farm');
    const reply = await change(bearer(tokens), DEMO_PASSWORD);
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual({ status: 200, message: messages.auth.passwordChanged, data: null });
    expect((await me(bearer(tokens))).statusCode).toBe(200);
    expect((await me(bearer(other))).statusCode).toBe(401);
    expect((await login(t, 'farmer@demo.farm', NEW_PASSWORD)).statusCode).toBe(200);
    expect((await login(t, 'farmer@demo.farm', DEMO_PASSWORD)).statusCode).toBe(401);
  });

  it('checks the marketplace password against the platform password until one is set', async () => {
    const tokens = await signIn(t, 'buyer2@demo.farm');
    const wrong = await changeMarketplace(bearer(tokens), {
      email: 'buyer2@demo.farm',
      oldPassword: 'Wrong-password-1',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().validation).toEqual([{ field: 'oldPassword', message: messages.auth.wrongOldPassword }]);

    const first = await changeMarketplace(bearer(tokens), { email: 'buyer2@demo.farm', oldPassword: DEMO_PASSWORD });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ status: 200, message: messages.auth.passwordChanged, data: null });

    // Now it has its own: the platform password no longer opens it, and the platform password is unchanged.
    const withPlatform = await changeMarketplace(bearer(tokens), {
      email: 'buyer2@demo.farm',
      oldPassword: DEMO_PASSWORD,
      newPassword: 'Oats2029!',
    });
    expect(withPlatform.json().message).toBe(messages.auth.wrongOldPassword);
    const withOwn = await changeMarketplace(bearer(tokens), {
      email: 'buyer2@demo.farm',
      oldPassword: NEW_PASSWORD,
      newPassword: 'Oats2029!',
    });
    expect(withOwn.statusCode).toBe(200);
    expect((await login(t, 'buyer2@demo.farm', DEMO_PASSWORD)).statusCode).toBe(200);

    const [stored] = await rows<{ email: string; password_hash: string }>(
      t,
      sql`select m.email, m.password_hash from marketplace_credentials m join users u on u.id = m.user_id where u.email = 'buyer2@demo.farm'`,
    );
    expect(stored!.email).toBe('buyer2@demo.farm');
    expect(stored!.password_hash.startsWith('$argon2id$')).toBe(true);
  });

  it("refuses an email that is not the caller's on the email field", async () => {
    const tokens = await signIn(t, 'driver@demo.farm');
    const reply = await changeMarketplace(bearer(tokens), { email: 'carrier@demo.farm', oldPassword: DEMO_PASSWORD });
    expect(reply.statusCode).toBe(400);
    expect(reply.json().validation).toEqual([{ field: 'email', message: messages.validation.invalid }]);
  });
});

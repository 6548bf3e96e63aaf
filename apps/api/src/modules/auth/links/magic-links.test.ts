import { loginResponseSchema, MAGIC_LINK_TTL_MS, messages } from '@harvest/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sha256 } from '../../../platform/auth/tokens';
import {
  bearer,
  createUser,
  emailCount,
  lastEmail,
  lastMagicToken,
  rows,
  userIdOf,
} from '../../../../test/auth-helpers';
import { buildTestApp, type TestApp } from '../../../../test/build-test-app';

describe('magic links and one-time login tokens', () => {
  let t: TestApp;

  const send = (email: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/user/send-magic-link', payload: { email } });
  const verify = (token: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/user/verify-magic-link', payload: { token } });
  const tokenLogin = (token: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/user/token-login', payload: { token } });

  beforeAll(async () => {
    t = await buildTestApp();
    await t.seedDemo();
  }, 60_000);

  afterAll(() => t.close());

  it('emails a one-time sign-in link to an active account', async () => {
    const reply = await send('Farmer@demo.farm');
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual({ status: 200, message: messages.auth.magicLinkSent, data: null });
    const token = await lastMagicToken(t, 'farmer@demo.farm');
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await lastEmail(t, 'farmer@demo.farm', 'magic-link')).toContain(
      `${t.app.platform.config.publicUrl}/inventory/auth/sign-in-without-password?token=${token}`,
    );
    const stored = await rows<{ code_hash: string }>(t, sql`select code_hash from auth_codes where kind = 'magic'`);
    expect(stored.map((row) => row.code_hash)).toEqual([sha256(token)]);
  });

  it('answers the same when there is no active account, and sends nothing', async () => {
    await createUser(t, { email: 'asleep@demo.farm', status: 'unactivated' });
    await createUser(t, { email: 'away@demo.farm', status: 'disabled' });
    for (const email of ['nobody@demo.farm', 'asleep@demo.farm', 'away@demo.farm']) {
      const reply = await send(email);
      expect(reply.json()).toEqual({ status: 200, message: messages.auth.magicLinkSent, data: null });
      expect(await emailCount(t, email, 'magic-link')).toBe(0);
    }
  });

  it('signs in once with the link, answering what login answers', async () => {
    await send('buyer@demo.farm');
    const token = await lastMagicToken(t, 'buyer@demo.farm');
    const reply = await verify(token);
    expect(reply.statusCode).toBe(200);
    const data = loginResponseSchema.parse(reply.json().data);
    expect(data.profiles[0]!.email).toBe('buyer@demo.farm');
    const me = await t.app.inject({ method: 'GET', url: '/api/customers/users/me', headers: bearer(data.tokens) });
    expect(me.statusCode).toBe(200);

    const again = await verify(token);
    expect(again.statusCode).toBe(401);
    expect(again.json().message).toBe(messages.auth.linkAlreadyUsed);
    expect((await tokenLogin(token)).json().message).toBe(messages.auth.linkAlreadyUsed);
  });

  it('refuses an unknown link and one older than 15 minutes', async () => {
    const unknown = await verify('x'.repeat(43));
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json().message).toBe(messages.auth.linkError);

    await send('driver@demo.farm');
    const token = await lastMagicToken(t, 'driver@demo.farm');
    t.clock.advance(MAGIC_LINK_TTL_MS + 1000);
    const expired = await verify(token);
    expect(expired.statusCode).toBe(401);
    expect(expired.json().message).toBe(messages.auth.linkError);
  });

  it('replaces the last link with a new one', async () => {
    await send('carrier@demo.farm');
    const first = await lastMagicToken(t, 'carrier@demo.farm');
    await send('carrier@demo.farm');
    const second = await lastMagicToken(t, 'carrier@demo.farm');
    expect(second).not.toBe(first);
    expect((await verify(first)).json().message).toBe(messages.auth.linkError);
    expect((await verify(second)).statusCode).toBe(200);
  });

  it('lets only one of two simultaneous uses of a link sign in', async () => {
    await send('buyer2@demo.farm');
    const token = await lastMagicToken(t, 'buyer2@demo.farm');
    const replies = await Promise.all([verify(token), verify(token)]);
    expect(replies.map((reply) => reply.statusCode).sort()).toEqual([200, 401]);
    expect(replies.find((reply) => reply.statusCode === 401)!.json().message).toBe(messages.auth.linkAlreadyUsed);
  });

  it('signs in with token-login for magic links and login tokens; verify-magic-link takes magic links only', async () => {
    await send('farmer@demo.farm');
    expect((await tokenLogin(await lastMagicToken(t, 'farmer@demo.farm'))).statusCode).toBe(200);

    const { signInLinks } = t.app.platform.services;
    const forInvite = await signInLinks.issueLoginToken(await userIdOf(t, 'farmer@demo.farm'));
    expect((await verify(forInvite.token)).json().message).toBe(messages.auth.linkError);
    const reply = await tokenLogin(forInvite.token);
    expect(reply.statusCode).toBe(200);
    expect(reply.json().data.profiles[0].email).toBe('farmer@demo.farm');
    expect((await tokenLogin(forInvite.token)).json().message).toBe(messages.auth.linkAlreadyUsed);
  });

  it('activates an invited user who signs in with a login token, and refuses a disabled one', async () => {
    const { signInLinks } = t.app.platform.services;
    const invited = await createUser(t, { email: 'invitee@demo.farm', status: 'unactivated' });
    const { token, expiresAt } = await signInLinks.issueLoginToken(invited.userId, { ttlMs: 7 * 24 * 60 * 60 * 1000 });
    expect(expiresAt.getTime() - t.clock.now().getTime()).toBeGreaterThan(6 * 24 * 60 * 60 * 1000);
    expect((await tokenLogin(token)).statusCode).toBe(200);
    const [user] = await rows<{ status: string }>(t, sql`select status from users where email = 'invitee@demo.farm'`);
    expect(user!.status).toBe('active');

    const disabled = await createUser(t, { email: 'barred@demo.farm', status: 'disabled' });
    const barred = await signInLinks.issueLoginToken(disabled.userId);
    const refused = await tokenLogin(barred.token);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().message).toBe(messages.auth.linkError);
  });

  it('refuses an empty token with 400', async () => {
    const reply = await verify('');
    expect(reply.statusCode).toBe(400);
    expect(reply.json().validation[0].field).toBe('token');
  });
});

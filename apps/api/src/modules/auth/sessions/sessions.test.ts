import { ACCESS_TOKEN_TTL_MS, HEADERS, messages, REFRESH_TOKEN_TTL_MS, tokensResponseSchema } from '@harvest/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sha256 } from '../../../platform/auth/tokens';
import {
  addProfile,
  bearer,
  claimsOf,
  createUser,
  NEW_PASSWORD,
  organisationIdOf,
  rows,
  signIn,
  type Tokens,
} from '../../../../test/auth-helpers';
import { buildTestApp, type TestApp } from '../../../../test/build-test-app';

describe('sessions and tokens', () => {
  let t: TestApp;

  const me = (headers: Record<string, string>) =>
    t.app.inject({ method: 'GET', url: '/api/customers/users/me', headers });
  const refresh = (token?: string) =>
    t.app.inject({ method: 'GET', url: '/api/auth/tokens', headers: token ? { [HEADERS.refreshToken]: token } : {} });

  beforeAll(async () => {
    t = await buildTestApp();
    await t.seedDemo();
  }, 60_000);

  afterAll(() => t.close());

  it('lets the access token call protected routes', async () => {
    const tokens = await signIn(t, 'farmer@demo.farm');
    const reply = await me(bearer(tokens));
    expect(reply.statusCode).toBe(200);
    expect(reply.json().data).toMatchObject({
      email: 'farmer@demo.farm',
      organisation: { name: 'Hillside Farm Partnership' },
    });
  });

  it('stores refresh tokens only as their sha256', async () => {
    const tokens = await signIn(t, 'farmer@demo.farm');
    const stored = await rows<{ token_hash: string }>(t, sql`select token_hash from refresh_tokens`);
    expect(stored.some((row) => row.token_hash === tokens.refresh)).toBe(false);
    expect(stored.some((row) => row.token_hash === sha256(tokens.refresh))).toBe(true);
  });

  it('rotates the refresh token: new tokens in the same session, the old one used up', async () => {
    const first = await signIn(t, 'farmer@demo.farm');
    const reply = await refresh(first.refresh);
    expect(reply.statusCode).toBe(200);
    const { tokens } = tokensResponseSchema.parse(reply.json().data);
    expect(tokens.refresh).not.toBe(first.refresh);
    expect(claimsOf(tokens.access).sid).toBe(claimsOf(first.access).sid);
    expect(claimsOf(tokens.id)).toMatchObject({ typ: 'id', email: 'farmer@demo.farm' });
    expect((await me(bearer(tokens))).statusCode).toBe(200);
    expect((await refresh(tokens.refresh)).statusCode).toBe(200);
  });

  it('treats a used refresh token presented again as theft: the whole session is revoked at once', async () => {
    const first = await signIn(t, 'farmer@demo.farm');
    const rotated = tokensResponseSchema.parse((await refresh(first.refresh)).json().data).tokens;
    expect((await me(bearer(rotated))).statusCode).toBe(200);

    const reuse = await refresh(first.refresh);
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json().message).toBe(messages.auth.refreshTokenInvalid);

    // The family is gone: the newest access token and refresh token stop too.
    expect((await me(bearer(rotated))).statusCode).toBe(401);
    expect((await me(bearer(first))).statusCode).toBe(401);
    expect((await refresh(rotated.refresh)).statusCode).toBe(401);
  });

  it('lets only one of two simultaneous refreshes with the same token win', async () => {
    const tokens = await signIn(t, 'buyer@demo.farm');
    const replies = await Promise.all([refresh(tokens.refresh), refresh(tokens.refresh)]);
    expect(replies.map((reply) => reply.statusCode).sort()).toEqual([200, 401]);
    expect(replies.find((reply) => reply.statusCode === 401)!.json().message).toBe(messages.auth.refreshTokenInvalid);
  });

  it('answers 401 to a missing, unknown or forged refresh token', async () => {
    for (const reply of [await refresh(), await refresh('not-a-token'), await refresh('A'.repeat(43))]) {
      expect(reply.statusCode).toBe(401);
      expect(reply.json().message).toBe(messages.auth.refreshTokenInvalid);
    }
  });

  it('expires the access token after 15 minutes, while the refresh token still works', async () => {
    const tokens = await signIn(t, 'buyer@demo.farm');
    // Used first, so the instance has verified it once (TokenService remembers that): it must still expire.
    expect((await me(bearer(tokens))).statusCode).toBe(200);
    // A minute either side: the test clock runs on with real time, which a busy machine spends seconds of.
    t.clock.advance(ACCESS_TOKEN_TTL_MS - 60_000);
    expect((await me(bearer(tokens))).statusCode).toBe(200);
    t.clock.advance(120_000);
    const expired = await me(bearer(tokens));
    expect(expired.statusCode).toBe(401);
    expect(expired.json().message).toBe(messages.errors.sessionExpired);
    const renewed = await refresh(tokens.refresh);
    expect(renewed.statusCode).toBe(200);
    expect((await me(bearer(renewed.json().data.tokens as Tokens))).statusCode).toBe(200);
  });

  it('expires a refresh token unused for 30 days', async () => {
    const tokens = await signIn(t, 'buyer@demo.farm');
    t.clock.advance(REFRESH_TOKEN_TTL_MS + 1000);
    const reply = await refresh(tokens.refresh);
    expect(reply.statusCode).toBe(401);
    expect(reply.json().message).toBe(messages.auth.refreshTokenInvalid);
  });

  it('signs the session out on logout: its access and refresh tokens stop, other sessions go on', async () => {
    const tokens = await signIn(t, 'farmer@demo.farm');
    const other = await signIn(t, 'farmer@demo.farm');
    const reply = await t.app.inject({ method: 'GET', url: '/api/auth/logout', headers: bearer(tokens) });
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toMatchObject({ status: 200, data: null });
    expect((await me(bearer(tokens))).statusCode).toBe(401);
    expect((await refresh(tokens.refresh)).statusCode).toBe(401);
    expect((await me(bearer(other))).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/logout' })).statusCode).toBe(401);
  });

  it('stops the tokens of a user who is disabled', async () => {
    await createUser(t, { email: 'leaving@demo.farm', password: NEW_PASSWORD });
    const tokens = await signIn(t, 'leaving@demo.farm', NEW_PASSWORD);
    expect((await me(bearer(tokens))).statusCode).toBe(200);
    await t.app.platform.database.db.execute(
      sql`update users set status = 'disabled' where email = 'leaving@demo.farm'`,
    );
    expect((await me(bearer(tokens))).statusCode).toBe(401);
    expect((await refresh(tokens.refresh)).statusCode).toBe(401);
  });

  it('acts as the organisation named by X-Organisation-Id when the user is a member there', async () => {
    const { userId } = await createUser(t, {
      email: 'member-of-two@demo.farm',
      password: NEW_PASSWORD,
      groups: ['owner'],
    });
    const haulier = await organisationIdOf(t, 'Fenland Haulage Ltd');
    await addProfile(t, userId, haulier, ['driver'], { 'logistics.carrier': 'read' });
    const tokens = await signIn(t, 'member-of-two@demo.farm', NEW_PASSWORD);

    const first = await me(bearer(tokens));
    expect(first.json().data.organisation.name).toBe('Hillside Farm Partnership');

    const chosen = await me({ ...bearer(tokens), [HEADERS.organisationId]: haulier });
    expect(chosen.statusCode).toBe(200);
    expect(chosen.json().data).toMatchObject({
      organisation: { id: haulier, name: 'Fenland Haulage Ltd' },
      groups: ['driver'],
      access: { 'logistics.carrier': 'read' },
    });

    const merchant = await organisationIdOf(t, 'Anglia Grain Merchants Ltd');
    for (const organisationId of [merchant, 'not-a-uuid']) {
      const refused = await me({ ...bearer(tokens), [HEADERS.organisationId]: organisationId });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe(messages.errors.noPermission);
    }
  });
});

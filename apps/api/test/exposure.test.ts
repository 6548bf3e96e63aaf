import { HEADERS, impersonationSchema, messages } from '@harvest/domain';
import { SignJWT, type JWTPayload } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, claimsOf, lastMagicToken, login, organisationIdOf, signIn, type Tokens } from './auth-helpers';
import { ConfigError } from '../src/platform/config';
import { demoWorldPresent, refuseDemoWorldOnNetwork } from '../src/seed/demo-world';
import { buildTestApp, testConfig, type TestApp } from './build-test-app';

/** An address of the documentation range (RFC 5737): a stranger on the network. */
const STRANGER = '203.0.113.9';

/** What an address with nothing behind it answers: the stranger cannot tell the mailbox is there. */
const NOTHING_HERE = {
  status: 404,
  message: messages.errors.routeNotFound,
  data: null,
  errors: [{ message: messages.errors.routeNotFound }],
  validation: [],
};

/**
 * Issue 18, defects 1 and 6, through the real app: who may read the development mailbox, which
 * hand-signed tokens are refused, and the caching and transport headers of the replies.
 */
describe('exposure of the API', () => {
  let t: TestApp;
  let admin: Tokens;
  let farmer: Tokens;
  const key = new TextEncoder().encode(testConfig().jwtSecret);

  beforeAll(async () => {
    t = await buildTestApp({ devMailboxEnabled: true });
    await t.seedDemo();
    admin = await signIn(t, 'admin@demo.farm');
    farmer = await signIn(t, 'farmer@demo.farm');
  }, 60_000);

  afterAll(() => t.close());

  describe('the development mailbox', () => {
    const mailbox = (remoteAddress: string, headers: Record<string, string> = {}) =>
      t.app.inject({ method: 'GET', url: '/api/dev/mailbox?to=admin@demo.farm', remoteAddress, headers });

    it('answers requests from this machine without a token', async () => {
      for (const address of ['127.0.0.1', '127.0.0.53', '::1', '::ffff:127.0.0.1']) {
        const reply = await mailbox(address);
        expect(reply.statusCode, address).toBe(200);
        expect(reply.json().data.length).toBeGreaterThan(0);
      }
    });

    it('answers a stranger as if there were nothing at the address, whatever headers they send', async () => {
      const attempts: Record<string, string>[] = [
        {},
        { 'x-forwarded-for': '127.0.0.1' },
        { forwarded: 'for=127.0.0.1', 'x-real-ip': '127.0.0.1' },
        { host: 'localhost' },
        bearer(farmer),
        bearer('not-a-token'),
      ];
      for (const headers of attempts) {
        const reply = await mailbox(STRANGER, headers);
        expect(reply.statusCode, JSON.stringify(headers)).toBe(404);
        expect(reply.json()).toEqual(NOTHING_HERE);
      }
      const one = await t.app.inject({
        method: 'GET',
        url: '/api/dev/mailbox/0b7c3a0e-3f8a-4a52-9a3e-6a0c2b7f1d11',
        remoteAddress: STRANGER,
      });
      expect(one.json()).toEqual(NOTHING_HERE);
    });

    it('refuses a request relayed by a proxy on this machine: its client is not on this machine', async () => {
      const reply = await mailbox('127.0.0.1', { 'x-forwarded-for': STRANGER });
      expect(reply.statusCode).toBe(404);
      expect((await mailbox('127.0.0.1', { forwarded: `for=${STRANGER}` })).statusCode).toBe(404);
    });

    it('answers a system administrator from anywhere, but not one acting as someone else', async () => {
      const reply = await mailbox(STRANGER, bearer(admin));
      expect(reply.statusCode).toBe(200);
      expect(reply.json().data.length).toBeGreaterThan(0);

      const started = await t.app.inject({
        method: 'GET',
        url: `/api/customers/organisations/${await organisationIdOf(t, 'Hillside Farm Partnership')}/impersonate`,
        headers: bearer(admin),
      });
      const impersonation = impersonationSchema.parse(started.json().data);
      const acting = await mailbox(STRANGER, { ...bearer(admin), [HEADERS.impersonationToken]: impersonation.token });
      expect(acting.statusCode).toBe(404);
    });

    it('does not exist unless switched on, even from this machine', async () => {
      const off = await buildTestApp();
      try {
        const reply = await off.app.inject({ method: 'GET', url: '/api/dev/mailbox' });
        expect(reply.statusCode).toBe(404);
        expect(reply.json()).toEqual(NOTHING_HERE);
        expect(off.routes.some((route) => route.url.startsWith('/api/dev/'))).toBe(false);
        expect(off.routes.some((route) => route.url.startsWith('/api/admin/test-clock'))).toBe(false);
      } finally {
        await off.close();
      }
    });
  });

  describe('the demo world on the network', () => {
    it('is refused at start when an earlier start left it in the database, unless allowed', async () => {
      const refused = refuseDemoWorldOnNetwork(t.app.platform, { host: '0.0.0.0', allowDemoOnNetwork: false });
      await expect(refused).rejects.toThrow(ConfigError);
      await expect(refused).rejects.toThrow(/This database holds the demo world.*ALLOW_DEMO_ON_NETWORK=true/s);
      await refuseDemoWorldOnNetwork(t.app.platform, { host: '0.0.0.0', allowDemoOnNetwork: true });
      await refuseDemoWorldOnNetwork(t.app.platform, { host: '127.0.0.1', allowDemoOnNetwork: false });
    });

    it('is not in an empty database, which may be served anywhere', async () => {
      const empty = await buildTestApp();
      try {
        expect(await demoWorldPresent(empty.app.platform)).toBe(false);
        await refuseDemoWorldOnNetwork(empty.app.platform, { host: '0.0.0.0', allowDemoOnNetwork: false });
      } finally {
        await empty.close();
      }
    });
  });

  describe('tokens', () => {
    /** The claims of a real access token of the farmer, re-signed with the real key and changed. */
    async function forged(change: (claims: JWTPayload) => JWTPayload): Promise<string> {
      const claims = change({ ...claimsOf(farmer.access) });
      return new SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).sign(key);
    }
    const group = (token: string) => t.app.inject({ method: 'GET', url: '/api/auth/v1/group', headers: bearer(token) });
    const without =
      (name: string) =>
      ({ [name]: _dropped, ...rest }: JWTPayload): JWTPayload =>
        rest;

    it('carry an issuer and an audience, and a token re-signed unchanged is accepted', async () => {
      expect(claimsOf(farmer.access)).toMatchObject({ iss: 'harvest-platform', aud: 'harvest-api' });
      expect(claimsOf(farmer.id)).toMatchObject({ iss: 'harvest-platform', aud: 'harvest-web' });
      expect((await group(await forged((claims) => claims))).statusCode).toBe(200);
    });

    it('answers 401 for a token signed with the real key that lacks exp, iat, aud or iss, or names others', async () => {
      const cases: Record<string, (claims: JWTPayload) => JWTPayload> = {
        'no exp': without('exp'),
        'no iat': without('iat'),
        'no aud': without('aud'),
        'no iss': without('iss'),
        'wrong aud': (claims) => ({ ...claims, aud: 'harvest-web' }),
        'wrong iss': (claims) => ({ ...claims, iss: 'someone-else' }),
        'an id token': () => claimsOf(farmer.id),
      };
      for (const [name, change] of Object.entries(cases)) {
        const reply = await group(await forged(change));
        expect(reply.statusCode, name).toBe(401);
      }
    });

    it('refuses an impersonation token without exp or with another audience, and still answers 440 once it ends', async () => {
      const hillside = await organisationIdOf(t, 'Hillside Farm Partnership');
      const reply = await t.app.inject({
        method: 'GET',
        url: `/api/customers/organisations/${hillside}/impersonate`,
        headers: bearer(admin),
      });
      const impersonation = impersonationSchema.parse(reply.json().data);
      const as = (token: string) =>
        t.app.inject({
          method: 'GET',
          url: '/api/customers/users/me',
          headers: { ...bearer(admin), [HEADERS.impersonationToken]: token },
        });
      const claims = claimsOf(impersonation.token);
      const resign = (payload: JWTPayload) => new SignJWT(payload).setProtectedHeader({ alg: 'HS256' }).sign(key);
      expect((await as(impersonation.token)).statusCode).toBe(200);
      expect((await as(await resign(without('exp')(claims)))).statusCode).toBe(403);
      expect((await as(await resign({ ...claims, aud: 'harvest-web' }))).statusCode).toBe(403);

      // Past its expiry the token is still known for what it was: the impersonation has ended (440).
      t.clock.advance(Number(claims.exp) * 1000 - t.clock.now().getTime() + 1000);
      admin = await signIn(t, 'admin@demo.farm');
      farmer = await signIn(t, 'farmer@demo.farm');
      expect((await as(impersonation.token)).statusCode).toBe(440);
    });
  });

  describe('reply headers', () => {
    it('mark the replies that carry tokens Cache-Control: no-store', async () => {
      const signedIn = await login(t, 'farmer@demo.farm');
      expect(signedIn.statusCode).toBe(200);
      expect(signedIn.headers['cache-control']).toBe('no-store');

      const refreshed = await t.app.inject({
        method: 'GET',
        url: '/api/auth/tokens',
        headers: { [HEADERS.refreshToken]: (signedIn.json().data.tokens as Tokens).refresh },
      });
      expect(refreshed.statusCode).toBe(200);
      expect(refreshed.headers['cache-control']).toBe('no-store');

      await t.app.inject({
        method: 'POST',
        url: '/api/auth/user/send-magic-link',
        payload: { email: 'buyer@demo.farm' },
      });
      const verified = await t.app.inject({
        method: 'POST',
        url: '/api/auth/user/verify-magic-link',
        payload: { token: await lastMagicToken(t, 'buyer@demo.farm') },
      });
      expect(verified.statusCode).toBe(200);
      expect(verified.headers['cache-control']).toBe('no-store');
    });

    it('mark every other JSON reply under /api no-store, refusals too', async () => {
      const replies = [
        await t.app.inject({ method: 'GET', url: '/api/auth/v1/group', headers: bearer(farmer) }),
        await t.app.inject({ method: 'GET', url: '/api/auth/v1/group' }),
        await t.app.inject({ method: 'GET', url: '/api/no/such/thing' }),
        await login(t, 'farmer@demo.farm', 'wrong password'),
        await t.app.inject({ method: 'GET', url: '/api/health' }),
      ];
      for (const reply of replies) expect(reply.headers['cache-control'], reply.body).toBe('no-store');
    });

    it('keep the caching a route chose for itself', async () => {
      const reference = await t.app.inject({ method: 'GET', url: '/api/system/config/gb', headers: bearer(farmer) });
      expect(reference.statusCode).toBe(200);
      expect(reference.headers['cache-control']).toBe('no-cache');
    });

    it('send no Strict-Transport-Security over plain http', async () => {
      const replies = [
        await login(t, 'farmer@demo.farm'),
        await t.app.inject({ method: 'GET', url: '/api/health' }),
        // Not trusted without TRUST_PROXY: anyone can send the header.
        await t.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-forwarded-proto': 'https' } }),
      ];
      for (const reply of replies) expect(reply.headers['strict-transport-security']).toBeUndefined();
    });
  });
});

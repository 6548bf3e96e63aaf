import { LOGIN_ATTEMPT_LIMIT_PER_ADDRESS } from '@harvest/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from './auth-helpers';
import { buildTestApp, type TestApp } from './build-test-app';

const PROXY = '10.0.0.5';

/** Failed sign-ins of different (unknown) usernames, each claiming another client address. */
async function signInsClaimingOtherAddresses(t: TestApp, count: number, remoteAddress: string) {
  const statuses: number[] = [];
  for (let i = 0; i < count; i += 1) {
    const reply = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress,
      headers: { 'x-forwarded-for': `198.51.100.${i + 1}` },
      payload: { username: `nobody-${i}@example.test`, password: 'not the password' },
    });
    statuses.push(reply.statusCode);
  }
  return statuses;
}

const attemptAddresses = async (t: TestApp) =>
  (await rows<{ address: string }>(t, sql`select distinct address from login_attempts order by address`)).map(
    (row) => row.address,
  );

/** Issue 18, defect 2: forwarded headers are believed only from the proxies TRUST_PROXY names. */
describe('forwarded headers', () => {
  describe('without TRUST_PROXY (the default)', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await buildTestApp();
    }, 60_000);
    afterAll(() => t.close());

    it('counts sign-ins against the connecting address, whatever X-Forwarded-For says', async () => {
      const statuses = await signInsClaimingOtherAddresses(t, LOGIN_ATTEMPT_LIMIT_PER_ADDRESS + 1, '192.0.2.77');
      expect(statuses.slice(0, -1).every((status) => status === 401)).toBe(true);
      expect(statuses.at(-1)).toBe(429);
      expect(await attemptAddresses(t)).toEqual(['192.0.2.77']);
    });

    it('sends no HSTS when X-Forwarded-Proto claims https', async () => {
      const reply = await t.app.inject({
        method: 'GET',
        url: '/api/health',
        headers: { 'x-forwarded-proto': 'https' },
      });
      expect(reply.headers['strict-transport-security']).toBeUndefined();
    });
  });

  describe('with TRUST_PROXY=1 (one proxy in front)', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await buildTestApp({ trustProxy: 1 });
    }, 60_000);
    afterAll(() => t.close());

    it('takes the client address from X-Forwarded-For', async () => {
      const statuses = await signInsClaimingOtherAddresses(t, LOGIN_ATTEMPT_LIMIT_PER_ADDRESS + 1, PROXY);
      expect(statuses.every((status) => status === 401)).toBe(true);
      const addresses = await attemptAddresses(t);
      expect(addresses).toHaveLength(LOGIN_ATTEMPT_LIMIT_PER_ADDRESS + 1);
      expect(addresses).toContain('198.51.100.1');
      expect(addresses).not.toContain(PROXY);
    });

    it('believes one hop only: what the client wrote before the proxy’s entry is not its address', async () => {
      const reply = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: PROXY,
        headers: { 'x-forwarded-for': '127.0.0.1, 198.51.100.250' },
        payload: { username: 'one-hop@example.test', password: 'not the password' },
      });
      expect(reply.statusCode).toBe(401);
      const [attempt] = await rows<{ address: string }>(
        t,
        sql`select address from login_attempts where username = 'one-hop@example.test'`,
      );
      expect(attempt?.address).toBe('198.51.100.250');
    });

    it('sends HSTS when the proxy says the request came over https, and not over http', async () => {
      const https = await t.app.inject({
        method: 'GET',
        url: '/api/health',
        remoteAddress: PROXY,
        headers: { 'x-forwarded-proto': 'https' },
      });
      expect(https.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      const http = await t.app.inject({
        method: 'GET',
        url: '/api/health',
        remoteAddress: PROXY,
        headers: { 'x-forwarded-proto': 'http' },
      });
      expect(http.headers['strict-transport-security']).toBeUndefined();
    });
  });
});

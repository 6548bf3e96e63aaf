import { HEADERS, impersonationSchema, messages } from '@harvest/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, organisationIdOf, signIn, type Tokens } from './auth-helpers';
import { buildTestApp, type TestApp } from './build-test-app';

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
 * Issue 18, defect 1, through the real app: who may read the development mailbox.
 */
describe('exposure of the API', () => {
  let t: TestApp;
  let admin: Tokens;
  let farmer: Tokens;

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
});

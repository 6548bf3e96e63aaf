import { messages } from '@harvest/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './build-test-app';

/** Routes anyone may call without a bearer token. Anything else under /api must answer 401 without one. */
const PUBLIC_ROUTES = new Set([
  'GET /api/health',
  'POST /api/auth/login',
  'GET /api/auth/tokens',
  'POST /api/auth/forgotten-password',
  'GET /api/auth/resend-password/:identifier',
  'POST /api/auth/reset-password',
  'POST /api/auth/user/send-magic-link',
  'POST /api/auth/user/verify-magic-link',
  'POST /api/auth/user/token-login',
  'POST /api/customers/signup',
  'POST /api/customers/signup/:id',
  'GET /api/customers/business-connections/exists',
  'POST /api/customers/invites/lookup',
  'POST /api/customers/invites/accept',
  'GET /api/dev/mailbox',
  'GET /api/dev/mailbox/:id',
  'GET /api/sys/v1/config',
  // Signup's country and region pickers; the start country is the organisation's when a token comes along.
  'GET /api/geo/v1/country',
  'GET /api/geo/countries',
  'GET /api/geo/regions',
]);

/** The OpenAPI document and its UI. */
const isDocs = (url: string) => url === '/api/docs' || url.startsWith('/api/docs/');

/** Routes for system administrators: anyone else hears 403. */
const SYS_ADMIN_ROUTES = [
  'GET /api/admin/test-clock',
  'POST /api/admin/test-clock',
  'GET /api/customers/organisations',
  'GET /api/customers/organisations/module-requests',
  'GET /api/customers/organisations/:id/impersonate',
  'GET /api/log/v1/logs',
];

const SOME_ID = '00000000-0000-4000-8000-000000000000';

function request(route: string) {
  const [method, url] = route.split(' ') as [string, string];
  return { method: method as 'GET', url: url.replace(/:[A-Za-z]+/g, SOME_ID) };
}

describe('every route under /api', () => {
  let t: TestApp;
  let apiRoutes: string[];

  beforeAll(async () => {
    // The development-only routes too: the walk covers every route the app can have.
    t = await buildTestApp({ devMailboxEnabled: true, testClockEnabled: true });
    await t.seedDemo();
    apiRoutes = [
      ...new Set(
        t.routes
          .filter((route) => route.url.startsWith('/api') && !['HEAD', 'OPTIONS'].includes(route.method))
          .map((route) => `${route.method} ${route.url}`),
      ),
    ].sort();
  }, 60_000);

  afterAll(() => t.close());

  it('knows the public routes it allows (the list has not gone stale)', () => {
    for (const route of PUBLIC_ROUTES) expect(apiRoutes).toContain(route);
    for (const route of SYS_ADMIN_ROUTES) expect(apiRoutes).toContain(route);
  });

  it('answers 401 without a token, or with a forged one, on every protected route', async () => {
    const protectedRoutes = apiRoutes.filter((route) => !PUBLIC_ROUTES.has(route) && !isDocs(route.split(' ')[1]!));
    expect(protectedRoutes.length).toBeGreaterThanOrEqual(16);
    for (const route of protectedRoutes) {
      const anonymous = await t.app.inject(request(route));
      expect({ route, status: anonymous.statusCode }).toEqual({ route, status: 401 });
      expect(anonymous.json().message).toBe(messages.errors.sessionExpired);
      const forged = await t.app.inject({
        ...request(route),
        headers: { authorization: 'Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.forged' },
      });
      expect({ route, status: forged.statusCode }).toEqual({ route, status: 401 });
    }
  });

  it('answers 403 to a signed-in user who is not a system administrator on the administrators routes', async () => {
    const farmer = await t.authHeaders('farmer@demo.farm');
    for (const route of SYS_ADMIN_ROUTES) {
      const reply = await t.app.inject({ ...request(route), headers: farmer });
      expect({ route, status: reply.statusCode }).toEqual({ route, status: 403 });
    }
  });
});

import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { DEMO_PEOPLE as PEOPLE, signInDemo, type DemoPerson, type Headers } from '../../../test/api-calls';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { expectEveryRouteListed, expectRowAuthorised } from '../../../test/route-matrix';

/**
 * Every route of the analytics module (the public client config, /analytics/v1), walked without
 * a token and with each demo role, in the manner of the accounts module's matrix. Events are
 * always stored as the caller's own, so no other organisation's object can be named.
 */
type Who = DemoPerson;
const EVERYONE = Object.keys(PEOPLE) as Who[];

interface Row {
  route: string;
  allowed: readonly Who[];
  /** Anyone may call it, signed in or not. */
  isPublic?: boolean;
  request: InjectOptions;
}

const MATRIX: Row[] = [
  {
    route: 'GET /api/sys/v1/config',
    allowed: EVERYONE,
    isPublic: true,
    request: { method: 'GET', url: '/api/sys/v1/config' },
  },
  {
    route: 'POST /api/analytics/v1/events',
    allowed: EVERYONE,
    request: {
      method: 'POST',
      url: '/api/analytics/v1/events',
      payload: [{ name: 'matrix', occurredAt: '2026-11-23T10:00:00.000Z' }],
    },
  },
  {
    route: 'GET /api/analytics/v1/summary',
    allowed: ['admin'],
    request: { method: 'GET', url: '/api/analytics/v1/summary' },
  },
];

const inModule = (url: string) => url.startsWith('/api/analytics/') || url === '/api/sys/v1/config';

describe('authorisation matrix of the analytics module (platform §6, §9)', () => {
  let t: TestApp;
  let headers: Record<Who, Headers>;

  beforeAll(async () => {
    t = await buildTestApp({ appEnv: 'uat' });
    await t.seedDemo();
    headers = await signInDemo(t, ...EVERYONE);
  }, 60_000);

  afterAll(() => t.close());

  it('has a row for every route of the module, and every row is a route', () => {
    expectEveryRouteListed(t.routes, inModule, MATRIX);
  });

  for (const row of MATRIX) it(row.route, () => expectRowAuthorised(t.app, row, headers, EVERYONE));
});

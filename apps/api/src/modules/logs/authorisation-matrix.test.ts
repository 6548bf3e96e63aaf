import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { DEMO_PEOPLE as PEOPLE, signInDemo, type DemoPerson, type Headers } from '../../../test/api-calls';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { expectEveryRouteListed, expectRowAuthorised } from '../../../test/route-matrix';

/**
 * Every route of the logs module (/log/v1), walked without a token and with each demo role
 * (platform §6), in the manner of the accounts module's matrix. Logs name no other
 * organisation's objects: an upload is always stored as the caller's own, so there is no
 * foreign check. A route added to the module without a row here fails the first test.
 */
type Who = DemoPerson;
const EVERYONE = Object.keys(PEOPLE) as Who[];

interface Row {
  route: string;
  /** Who may make the call; everyone else hears 403. */
  allowed: readonly Who[];
  request: InjectOptions;
}

const entry = {
  timestamp: '2026-11-23T10:00:00.000Z',
  level: 'warn',
  message: 'matrix',
  service: 'web',
  meta: { platform: 'web' },
};

const MATRIX: Row[] = [
  // The client decides who sends (shouldSendLogs); the API stores what any signed-in user sends.
  {
    route: 'POST /api/log/v1/logs',
    allowed: EVERYONE,
    request: { method: 'POST', url: '/api/log/v1/logs', payload: [entry] },
  },
  { route: 'GET /api/log/v1/tags', allowed: EVERYONE, request: { method: 'GET', url: '/api/log/v1/tags' } },
  { route: 'GET /api/log/v1/logs', allowed: ['admin'], request: { method: 'GET', url: '/api/log/v1/logs' } },
];

const inModule = (url: string) => url.startsWith('/api/log/');

describe('authorisation matrix of the logs module (platform §6)', () => {
  let t: TestApp;
  let headers: Record<Who, Headers>;

  beforeAll(async () => {
    t = await buildTestApp();
    await t.seedDemo();
    headers = await signInDemo(t, ...EVERYONE);
  }, 60_000);

  afterAll(() => t.close());

  it('has a row for every route of the module, and every row is a route', () => {
    expectEveryRouteListed(t.routes, inModule, MATRIX);
  });

  for (const row of MATRIX) it(row.route, () => expectRowAuthorised(t.app, row, headers, EVERYONE));
});

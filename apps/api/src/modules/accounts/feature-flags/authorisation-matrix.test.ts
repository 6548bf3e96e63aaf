import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, it } from 'vitest';
import {
  DEMO_PEOPLE as PEOPLE,
  demoOrganisationIds,
  signInDemo,
  type DemoPerson,
  type Headers,
} from '../../../../test/api-calls';
import { buildTestApp, type TestApp } from '../../../../test/build-test-app';
import { expectEveryRouteListed, expectRowAuthorised } from '../../../../test/route-matrix';

/**
 * Every feature-flag route (outside the accounts matrix's /customers and /auth/v1), walked
 * without a token and with each demo role. The caller's own flags are their acting
 * organisation's; an organisation's flags by id are for system administrators only, so every
 * member of any organisation, the named one's own owner included, hears 403 there.
 */
type Who = DemoPerson;
const EVERYONE = Object.keys(PEOPLE) as Who[];

interface Row {
  route: string;
  allowed: readonly Who[];
  request: () => InjectOptions;
}

let hillside = '';

const MATRIX: Row[] = [
  {
    route: 'GET /api/sys/v1/feature-flags',
    allowed: EVERYONE,
    request: () => ({ method: 'GET', url: '/api/sys/v1/feature-flags' }),
  },
  {
    route: 'GET /api/admin/organisations/:id/feature-flags',
    allowed: ['admin'],
    request: () => ({ method: 'GET', url: `/api/admin/organisations/${hillside}/feature-flags` }),
  },
  {
    route: 'PATCH /api/admin/organisations/:id/feature-flags',
    allowed: ['admin'],
    request: () => ({
      method: 'PATCH',
      url: `/api/admin/organisations/${hillside}/feature-flags`,
      payload: { whatsNew: true },
    }),
  },
];

const inModule = (url: string) => url.endsWith('/feature-flags');

describe('authorisation matrix of the feature flags (platform §6)', () => {
  let t: TestApp;
  let headers: Record<Who, Headers>;

  beforeAll(async () => {
    t = await buildTestApp();
    await t.seedDemo();
    headers = await signInDemo(t, ...EVERYONE);
    ({ hillside } = await demoOrganisationIds(t));
  }, 60_000);

  afterAll(() => t.close());

  it('has a row for every route, and every row is a route', () => {
    expectEveryRouteListed(t.routes, inModule, MATRIX);
  });

  for (const row of MATRIX) it(row.route, () => expectRowAuthorised(t.app, row, headers, EVERYONE));
});

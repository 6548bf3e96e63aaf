import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PEOPLE as PEOPLE, apiCall, signInDemo, type DemoPerson, type Headers } from '../../../test/api-calls';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { expectEveryRouteListed, expectRowAuthorised } from '../../../test/route-matrix';

/**
 * Every route of the content module (/content/v1 for readers, /admin/latest-updates for the
 * editor), walked without a token and with each demo role, in the manner of the accounts
 * module's matrix. Articles belong to no organisation, so there is no foreign check; a reader
 * outside an article's audience hears 404, as for a draft.
 */
type Who = DemoPerson;
const EVERYONE = Object.keys(PEOPLE) as Who[];

interface Row {
  route: string;
  /** Who may make the call; everyone else hears 403. */
  allowed: readonly Who[];
  /** Allowed callers for whom the object is not theirs to see (another audience): 404. */
  notFoundFor?: readonly Who[];
  request: () => InjectOptions;
}

const article = (slug: string) => ({
  title: 'Matrix',
  slug,
  imageUrl: null,
  summary: 'Summary',
  body: 'Body',
  userTypes: ['seller'],
  publishedAt: '2026-01-01T00:00:00.000Z',
});

// The seeded article for sellers and buyers: hauliers have neither type.
const SHARED_SLUG = 'your-grain-your-units';
let articleId = '';

const MATRIX: Row[] = [
  {
    route: 'GET /api/content/v1/latest-updates/latest',
    allowed: EVERYONE,
    request: () => ({ method: 'GET', url: '/api/content/v1/latest-updates/latest' }),
  },
  {
    route: 'GET /api/content/v1/latest-updates',
    allowed: EVERYONE,
    request: () => ({ method: 'GET', url: '/api/content/v1/latest-updates' }),
  },
  {
    route: 'GET /api/content/v1/latest-updates/:slug',
    allowed: EVERYONE,
    notFoundFor: ['carrier', 'driver'],
    request: () => ({ method: 'GET', url: `/api/content/v1/latest-updates/${SHARED_SLUG}` }),
  },
  {
    route: 'GET /api/admin/latest-updates',
    allowed: ['admin'],
    request: () => ({ method: 'GET', url: '/api/admin/latest-updates' }),
  },
  {
    route: 'POST /api/admin/latest-updates',
    allowed: ['admin'],
    request: () => ({ method: 'POST', url: '/api/admin/latest-updates', payload: article('matrix-created') }),
  },
  {
    route: 'GET /api/admin/latest-updates/:id',
    allowed: ['admin'],
    request: () => ({ method: 'GET', url: `/api/admin/latest-updates/${articleId}` }),
  },
  {
    route: 'PATCH /api/admin/latest-updates/:id',
    allowed: ['admin'],
    request: () => ({ method: 'PATCH', url: `/api/admin/latest-updates/${articleId}`, payload: article('matrix') }),
  },
  {
    route: 'DELETE /api/admin/latest-updates/:id',
    allowed: ['admin'],
    request: () => ({ method: 'DELETE', url: `/api/admin/latest-updates/${articleId}` }),
  },
];

const inModule = (url: string) => url.startsWith('/api/content/') || url.startsWith('/api/admin/latest-updates');

describe('authorisation matrix of the content module (platform §6)', () => {
  let t: TestApp;
  let headers: Record<Who, Headers>;

  beforeAll(async () => {
    t = await buildTestApp();
    await t.seedDemo();
    headers = await signInDemo(t, ...EVERYONE);
    const created = await apiCall(t, 'POST', '/admin/latest-updates', headers.admin, article('matrix'));
    expect(created.statusCode, created.body).toBe(201);
    articleId = (JSON.parse(created.body) as { data: { id: string } }).data.id;
  }, 60_000);

  afterAll(() => t.close());

  it('has a row for every route of the module, and every row is a route', () => {
    expectEveryRouteListed(t.routes, inModule, MATRIX);
  });

  for (const row of MATRIX) it(row.route, () => expectRowAuthorised(t.app, row, headers, EVERYONE));
});

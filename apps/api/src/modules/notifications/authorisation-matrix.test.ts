import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { DEMO_PEOPLE as PEOPLE, signInDemo, type DemoPerson, type Headers } from '../../../test/api-calls';
import { userIdOf } from '../../../test/auth-helpers';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { expectEveryRouteListed, expectRowAuthorised } from '../../../test/route-matrix';

/**
 * Every route of the account notifications (/sys/v1/notifications for each person,
 * /admin/notifications for system administrators), walked without a token and with each demo
 * role, in the manner of the accounts module's matrix. A person's list and read marks are
 * always their own (another's ids are ignored, see account-notifications.test.ts), so the only
 * object named is the recipient of a send. The development mailbox is outside this matrix
 * (it does not exist in production). A route added without a row fails the first test.
 */
type Who = DemoPerson;
const EVERYONE = Object.keys(PEOPLE) as Who[];

interface Row {
  route: string;
  allowed: readonly Who[];
  request: () => InjectOptions;
}

let farmerId = '';

const MATRIX: Row[] = [
  {
    route: 'GET /api/sys/v1/notifications',
    allowed: EVERYONE,
    request: () => ({ method: 'GET', url: '/api/sys/v1/notifications' }),
  },
  {
    route: 'POST /api/sys/v1/notifications/read',
    allowed: EVERYONE,
    request: () => ({
      method: 'POST',
      url: '/api/sys/v1/notifications/read',
      payload: { ids: ['00000000-0000-4000-8000-000000000000'] },
    }),
  },
  {
    route: 'POST /api/admin/notifications',
    allowed: ['admin'],
    request: () => ({
      method: 'POST',
      url: '/api/admin/notifications',
      payload: { userId: farmerId, title: 'Matrix', message: 'Matrix' },
    }),
  },
];

const inModule = (url: string) => url.startsWith('/api/sys/v1/notifications') || url === '/api/admin/notifications';

describe('authorisation matrix of the account notifications (platform §6)', () => {
  let t: TestApp;
  let headers: Record<Who, Headers>;

  beforeAll(async () => {
    t = await buildTestApp();
    await t.seedDemo();
    headers = await signInDemo(t, ...EVERYONE);
    farmerId = await userIdOf(t, PEOPLE.farmer);
  }, 60_000);

  afterAll(() => t.close());

  it('has a row for every route, and every row is a route', () => {
    expectEveryRouteListed(t.routes, inModule, MATRIX);
  });

  for (const row of MATRIX) it(row.route, () => expectRowAuthorised(t.app, row, headers, EVERYONE));
});

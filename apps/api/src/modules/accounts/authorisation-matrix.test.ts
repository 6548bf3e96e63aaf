import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEMO_PEOPLE as PEOPLE,
  invitePerson,
  signInDemo,
  type DemoPerson,
  type Headers,
} from '../../../test/api-calls';
import { rows } from '../../../test/auth-helpers';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { expectAllowed, expectEveryRouteListed } from '../../../test/route-matrix';

/**
 * Every route of the accounts module (the /customers and /auth/v1 calls), walked with each
 * demo role and with a user of another organisation (platform §6). A route answers one of:
 * - allowed: anything but 401, 403 and 404, and never a 5xx (a 400 or 409 from a rule of the
 *   request is still a request the caller was allowed to make);
 * - 403 for a role that lacks the permission;
 * - 404 for another organisation's object.
 * A route added to the module without a row here fails the first test.
 */

/** Each demo role; the unvetted farm's owner runs their own business, but may not trade. */
type Who = DemoPerson;
const EVERYONE = Object.keys(PEOPLE) as Who[];

/** The ids a request needs, of the person acting or of the organisation whose objects it asks for. */
interface Party {
  userId: string;
  profileId: string;
  organisationId: string;
  /** A member of the organisation other than the person, for calls about a colleague. */
  colleagueId: string;
  /** A business unit of the organisation (one is added where the demo world has none). */
  unitId: string;
  inviteId: string;
}

type Request = Omit<InjectOptions, 'headers'>;

interface Row {
  route: string;
  /** Who may make the call on their own organisation's objects; 'public' needs no sign-in at all. */
  allowed: readonly Who[] | 'public';
  /**
   * The request, for the acting person and the party whose objects it names: their own, or, for
   * the foreign check, the farm's asked for by the merchant.
   */
  request: (own: Party, target: Party, world: World) => Request | Promise<Request>;
  /** What a role outside `allowed` hears: 403, or 404 where the object is only ever the caller's own. */
  denied?: 403 | 404;
  /** 'own' when the call names no other organisation's object: it is always answered for the caller's own. */
  foreign: 404 | 'own' | 'public';
  /** Calls that change what later rows rely on run on a world of their own. */
  fresh?: boolean;
}

const get = (url: string) => ({ method: 'GET' as const, url });
const body = (method: 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object) => ({
  method,
  url,
  ...(payload ? { payload } : {}),
});

const owners: Who[] = ['farmer', 'buyer', 'carrier', 'unvetted', 'admin'];

const MATRIX: Row[] = [
  // Groups, cards and profile metadata (/auth/v1)
  { route: 'GET /api/auth/v1/group', allowed: EVERYONE, foreign: 'own', request: () => get('/api/auth/v1/group') },
  {
    route: 'POST /api/auth/v1/group',
    allowed: owners,
    foreign: 'own',
    request: () => body('POST', '/api/auth/v1/group', { name: `Team ${Math.random().toString(36).slice(2, 8)}` }),
  },
  {
    route: 'GET /api/auth/v1/profile/:id',
    allowed: EVERYONE,
    foreign: 404,
    request: (_own, target) => get(`/api/auth/v1/profile/${target.profileId}`),
  },
  {
    route: 'GET /api/auth/v1/organisation/:id',
    allowed: EVERYONE,
    foreign: 404,
    request: (_own, target) => get(`/api/auth/v1/organisation/${target.organisationId}`),
  },
  {
    route: 'GET /api/auth/v1/profile/:profileId/kv',
    allowed: EVERYONE,
    foreign: 404,
    request: (_own, target) => get(`/api/auth/v1/profile/${target.profileId}/kv`),
  },
  {
    route: 'POST /api/auth/v1/profile/:profileId/kv',
    allowed: EVERYONE,
    foreign: 404,
    request: (_own, target) =>
      body('POST', `/api/auth/v1/profile/${target.profileId}/kv`, {
        kv: [{ key: 'has-dismissed-tutorial', value: 'true' }],
      }),
  },
  {
    route: 'PUT /api/auth/v1/profile/:profileId/kv',
    allowed: EVERYONE,
    foreign: 404,
    request: (_own, target) =>
      body('PUT', `/api/auth/v1/profile/${target.profileId}/kv`, {
        kv: [{ key: 'has-dismissed-tutorial', value: 'true' }],
      }),
  },
  {
    route: 'DELETE /api/auth/v1/profile/:profileId/kv',
    allowed: EVERYONE,
    foreign: 404,
    request: (_own, target) =>
      body('DELETE', `/api/auth/v1/profile/${target.profileId}/kv`, { keys: ['has-dismissed-tutorial'] }),
  },

  // The acting user, the team and invitations
  {
    route: 'GET /api/customers/users/me',
    allowed: EVERYONE,
    foreign: 'own',
    request: () => get('/api/customers/users/me'),
  },
  { route: 'GET /api/customers/users', allowed: owners, foreign: 'own', request: () => get('/api/customers/users') },
  {
    route: 'POST /api/customers/users',
    allowed: owners,
    foreign: 'own',
    request: () =>
      body('POST', '/api/customers/users', {
        email: `added-${Math.random().toString(36).slice(2, 8)}@example.farm`,
        givenName: 'Added',
        familyName: 'Person',
      }),
  },
  {
    route: 'PATCH /api/customers/users/permissions',
    allowed: owners,
    foreign: 404,
    request: (_own, target) =>
      body('PATCH', '/api/customers/users/permissions', {
        userIds: [target.colleagueId],
        access: { 'account.account': 'read' },
      }),
  },
  {
    route: 'POST /api/customers/users/verify-update',
    allowed: EVERYONE,
    foreign: 'own',
    request: () => body('POST', '/api/customers/users/verify-update', { token: 'unknown' }),
  },
  {
    route: 'POST /api/customers/users/lookup/telephone',
    // account.teams read, or logistics.carrier read (the driver).
    allowed: [...owners, 'driver'],
    foreign: 'own',
    request: async (own, _target, { t }) => {
      await rows(
        t,
        sql`update users set phone_calling_code = '+44', phone_number = '7700900999' where id = ${own.colleagueId}`,
      );
      return body('POST', '/api/customers/users/lookup/telephone', {
        phone: { callingCode: '+44', number: '7700900999' },
      });
    },
  },
  {
    route: 'GET /api/customers/security/roles',
    allowed: EVERYONE,
    foreign: 'own',
    request: () => get('/api/customers/security/roles'),
  },
  {
    route: 'GET /api/customers/users/me/preferences',
    allowed: EVERYONE,
    foreign: 'own',
    request: () => get('/api/customers/users/me/preferences'),
  },
  {
    route: 'PATCH /api/customers/users/me/preferences',
    allowed: EVERYONE,
    foreign: 'own',
    request: () => body('PATCH', '/api/customers/users/me/preferences', { marketing: { email: true } }),
  },
  {
    route: 'POST /api/customers/users/me/accept-terms',
    allowed: EVERYONE,
    foreign: 'own',
    request: () => body('POST', '/api/customers/users/me/accept-terms', { accepted: true }),
  },
  {
    route: 'GET /api/customers/users/:userId',
    allowed: owners,
    foreign: 404,
    request: (_own, target) => get(`/api/customers/users/${target.colleagueId}`),
  },
  {
    route: 'GET /api/customers/users/:userId/info',
    allowed: EVERYONE,
    foreign: 404,
    request: (_own, target) => get(`/api/customers/users/${target.colleagueId}/info`),
  },
  {
    route: 'PATCH /api/customers/users/:userId',
    allowed: owners,
    foreign: 404,
    request: (_own, target) => body('PATCH', `/api/customers/users/${target.colleagueId}`, { givenName: 'Colleague' }),
  },
  {
    route: 'DELETE /api/customers/users/:userId',
    allowed: owners,
    foreign: 404,
    // A member of its own for each call, so the colleagues later rows name stay.
    request: async (_own, target, { t }) => {
      const { user } = await t.app.platform.services.users.addMember(
        t.app.platform.database.db,
        target.organisationId,
        {
          email: `leaving-${Math.random().toString(36).slice(2, 8)}@example.farm`,
          givenName: 'Leaving',
          familyName: 'Member',
        },
      );
      return body('DELETE', `/api/customers/users/${user.id}`);
    },
  },
  {
    route: 'GET /api/customers/users/:userId/resend-password',
    allowed: owners,
    foreign: 404,
    request: (_own, target) => get(`/api/customers/users/${target.colleagueId}/resend-password`),
  },
  {
    route: 'PATCH /api/customers/organisations/owner',
    allowed: owners,
    // It always hands over the caller's own organisation: someone who is not a member there is a 400.
    foreign: 'own',
    fresh: true,
    request: (own) => body('PATCH', '/api/customers/organisations/owner', { userId: own.colleagueId }),
  },
  {
    route: 'POST /api/customers/invite',
    allowed: owners,
    foreign: 'own',
    request: () =>
      body('POST', '/api/customers/invite', {
        email: `new-${Math.random().toString(36).slice(2, 8)}@example.farm`,
        givenName: 'New',
        familyName: 'Person',
      }),
  },
  {
    route: 'GET /api/customers/invites',
    allowed: owners,
    foreign: 'own',
    request: () => get('/api/customers/invites'),
  },
  {
    route: 'POST /api/customers/invites/:id/resend',
    allowed: owners,
    foreign: 404,
    request: (_own, target) => body('POST', `/api/customers/invites/${target.inviteId}/resend`),
  },
  {
    route: 'DELETE /api/customers/invites/:id',
    allowed: owners,
    foreign: 404,
    fresh: true,
    request: (_own, target) => body('DELETE', `/api/customers/invites/${target.inviteId}`),
  },

  // Onboarding: public by design, rate-limited per address
  {
    route: 'POST /api/customers/signup',
    allowed: 'public',
    foreign: 'public',
    request: () => body('POST', '/api/customers/signup', {}),
  },
  {
    route: 'POST /api/customers/signup/:id',
    allowed: 'public',
    foreign: 'public',
    request: (_own, target) => body('POST', `/api/customers/signup/${target.organisationId}`, {}),
  },
  {
    route: 'GET /api/customers/business-connections/exists',
    allowed: 'public',
    foreign: 'public',
    request: () => get('/api/customers/business-connections/exists?name=Nobody'),
  },
  {
    route: 'POST /api/customers/invites/lookup',
    allowed: 'public',
    foreign: 'public',
    request: () => body('POST', '/api/customers/invites/lookup', { token: 'unknown' }),
  },
  {
    route: 'POST /api/customers/invites/accept',
    allowed: 'public',
    foreign: 'public',
    request: () => body('POST', '/api/customers/invites/accept', { token: 'unknown' }),
  },

  // Organisations and business units
  {
    route: 'GET /api/customers/organisations/byid',
    allowed: EVERYONE,
    foreign: 'own',
    request: (_own, target) => get(`/api/customers/organisations/byid?ids=${target.organisationId}`),
  },
  {
    route: 'GET /api/customers/organisations/carrier',
    allowed: EVERYONE,
    foreign: 'own',
    request: () => get('/api/customers/organisations/carrier'),
  },
  {
    route: 'GET /api/customers/organisations/:id',
    allowed: owners,
    foreign: 404,
    request: (_own, target) => get(`/api/customers/organisations/${target.organisationId}`),
  },
  {
    route: 'PATCH /api/customers/organisations/:id',
    allowed: owners,
    foreign: 404,
    request: (_own, target) =>
      body('PATCH', `/api/customers/organisations/${target.organisationId}`, { email: 'office@example.farm' }),
  },
  {
    route: 'GET /api/customers/organisations/:id/modules/unlock',
    allowed: owners,
    foreign: 404,
    request: (_own, target) => get(`/api/customers/organisations/${target.organisationId}/modules/unlock`),
  },
  {
    route: 'POST /api/customers/organisations/:id/modules/unlock',
    allowed: owners,
    foreign: 404,
    request: (_own, target) =>
      body('POST', `/api/customers/organisations/${target.organisationId}/modules/unlock`, { id: 'inventory:storage' }),
  },
  {
    route: 'PATCH /api/customers/organisations/:id/advance-pay',
    // Advance Pay is for a vetted organisation that trades (trading:core): of the demo world, only the farm.
    allowed: ['farmer'],
    foreign: 404,
    request: (_own, target) =>
      body('PATCH', `/api/customers/organisations/${target.organisationId}/advance-pay`, { enabled: true }),
  },
  {
    route: 'GET /api/customers/business/:organisationId',
    allowed: owners,
    foreign: 404,
    request: (_own, target) => get(`/api/customers/business/${target.organisationId}`),
  },
  {
    route: 'POST /api/customers/business-units',
    allowed: owners,
    foreign: 'own',
    request: () => body('POST', '/api/customers/business-units', { name: 'Matrix Farm', type: 'farm' }),
  },
  {
    route: 'GET /api/customers/business-units/:id',
    allowed: owners,
    foreign: 404,
    request: (_own, target) => get(`/api/customers/business-units/${target.unitId}`),
  },
  {
    route: 'GET /api/customers/business-units/:id/summary',
    allowed: owners,
    foreign: 404,
    request: (_own, target) => get(`/api/customers/business-units/${target.unitId}/summary`),
  },
  {
    route: 'PATCH /api/customers/business-units/:id',
    allowed: owners,
    foreign: 404,
    request: (_own, target) =>
      body('PATCH', `/api/customers/business-units/${target.unitId}`, { email: 'unit@example.farm' }),
  },
  {
    route: 'DELETE /api/customers/business-units/:id',
    allowed: owners,
    foreign: 404,
    fresh: true,
    request: (_own, target) => body('DELETE', `/api/customers/business-units/${target.unitId}`),
  },

  // System administrators
  {
    route: 'GET /api/customers/organisations',
    allowed: ['admin'],
    foreign: 'own',
    request: () => get('/api/customers/organisations'),
  },
  {
    route: 'GET /api/customers/organisations/module-requests',
    allowed: ['admin'],
    foreign: 'own',
    request: () => get('/api/customers/organisations/module-requests'),
  },
  {
    route: 'GET /api/customers/organisations/:id/impersonate',
    allowed: ['admin'],
    foreign: 'own',
    request: (_own, target) => get(`/api/customers/organisations/${target.organisationId}/impersonate`),
  },
  {
    route: 'DELETE /api/customers/impersonations/:id',
    allowed: ['admin'],
    // Only the administrator who started an impersonation can end it; to anyone else it does not exist.
    denied: 404,
    foreign: 'own',
    request: async (_own, target, { t, headers }) => {
      const started = await t.app.inject({
        ...get(`/api/customers/organisations/${target.organisationId}/impersonate`),
        headers: headers.admin,
      });
      return body('DELETE', `/api/customers/impersonations/${started.json().data.id}`);
    },
  },
];

/** Routes of the module: the /customers calls and the /auth/v1 ones. */
const inModule = (url: string) => url.startsWith('/api/customers') || url.startsWith('/api/auth/v1');

async function partyOf(t: TestApp, who: Who): Promise<Party> {
  const [me] = await rows<{ user_id: string; profile_id: string; organisation_id: string }>(
    t,
    sql`select u.id as user_id, p.id as profile_id, p.organisation_id
        from users u join profiles p on p.user_id = u.id and p.deleted_at is null
        where u.email = ${PEOPLE[who]} order by p.created_at limit 1`,
  );
  if (!me) throw new Error(`No profile for ${who}`);
  const { users, businessUnits } = t.app.platform.services;
  const db = t.app.platform.database.db;
  const colleague = await users.addMember(db, me.organisation_id, {
    email: `colleague-of-${who}-${Math.random().toString(36).slice(2, 8)}@example.farm`,
    givenName: 'Colleague',
    familyName: who,
    access: { 'account.account': 'read' },
  });
  const [unit] = await rows<{ id: string }>(
    t,
    sql`select id from business_units where organisation_id = ${me.organisation_id} order by created_at limit 1`,
  );
  const unitId = unit?.id ?? (await businessUnits.add(db, me.organisation_id, 'Matrix Store', 'store')).id;
  const [invite] = await rows<{ id: string }>(
    t,
    sql`select id from invites where organisation_id = ${me.organisation_id} and status in ('pending', 'sent', 're-sent') limit 1`,
  );
  return {
    userId: me.user_id,
    profileId: me.profile_id,
    organisationId: me.organisation_id,
    colleagueId: colleague.user.id,
    unitId,
    inviteId: invite?.id ?? '00000000-0000-4000-8000-000000000000',
  };
}

interface World {
  t: TestApp;
  party: Record<Who, Party>;
  headers: Record<Who, Headers>;
}

async function buildWorld(): Promise<World> {
  const t = await buildTestApp();
  await t.seedDemo();
  const party = {} as Record<Who, Party>;
  const headers = await signInDemo(t, ...EVERYONE);
  // Every owner has an open invitation to resend or cancel.
  for (const who of owners) {
    await invitePerson(t, headers[who], {
      email: `invited-by-${who}@example.farm`,
      givenName: 'Invited',
      familyName: who,
    });
  }
  for (const who of EVERYONE) party[who] = await partyOf(t, who);
  return { t, party, headers };
}

describe('authorisation matrix of the accounts module (platform §6)', () => {
  let shared: World;

  beforeAll(async () => {
    shared = await buildWorld();
  }, 120_000);

  afterAll(() => shared.t.close());

  it('has a row for every route of the module, and every row is a route', () => {
    expectEveryRouteListed(shared.t.routes, inModule, MATRIX);
  });

  for (const row of MATRIX) {
    it(row.route, async () => checkRow(row, row.fresh ? await buildWorld() : shared), 60_000);
  }
});

async function checkRow(row: Row, world: World): Promise<void> {
  const { t, party, headers } = world;
  try {
    const anonymous = await t.app.inject({ ...(await row.request(party.farmer, party.farmer, world)), headers: {} });
    if (row.allowed === 'public') {
      // Public calls answer their own rules (an unknown token is 404), but never ask who is calling.
      expect([401, 403], `${row.route} without a token`).not.toContain(anonymous.statusCode);
      expect(anonymous.statusCode).toBeLessThan(500);
      return;
    }
    expect(anonymous.statusCode, `${row.route} without a token`).toBe(401);
    for (const who of EVERYONE) {
      const reply = await t.app.inject({
        ...(await row.request(party[who], party[who], world)),
        headers: headers[who],
      });
      const context = `${row.route} as ${who}`;
      if (row.allowed.includes(who)) expectAllowed(reply.statusCode, context);
      else expect(reply.statusCode, `${context}: ${reply.body}`).toBe(row.denied ?? 403);
    }
    if (row.foreign === 404) {
      // The merchant's owner, who may make the call on their own business, asks about the farm's.
      const reply = await t.app.inject({
        ...(await row.request(party.buyer, party.farmer, world)),
        headers: headers.buyer,
      });
      expect(reply.statusCode, `${row.route} for another organisation: ${reply.body}`).toBe(404);
    }
  } finally {
    if (row.fresh) await t.close();
  }
}

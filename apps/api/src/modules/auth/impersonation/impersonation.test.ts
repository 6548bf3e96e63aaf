import {
  FULL_ACCESS,
  HEADERS,
  IMPERSONATION_ENDED_STATUS,
  IMPERSONATION_TTL_MS,
  impersonationSchema,
  messages,
  type Impersonation,
} from '@harvest/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, claimsOf, organisationIdOf, rows, signIn, userIdOf, type Tokens } from '../../../../test/auth-helpers';
import { buildTestApp, type TestApp } from '../../../../test/build-test-app';

describe('impersonation', () => {
  let t: TestApp;
  let admin: Tokens;
  let hillside: string;
  let anglia: string;

  const start = (headers: Record<string, string>, organisationId: string, userId?: string) =>
    t.app.inject({
      method: 'GET',
      url: `/api/customers/organisations/${organisationId}/impersonate${userId ? `?userId=${userId}` : ''}`,
      headers,
    });
  const startAsAdmin = async (organisationId: string, userId?: string): Promise<Impersonation> => {
    const reply = await start(bearer(admin), organisationId, userId);
    if (reply.statusCode !== 200) throw new Error(reply.body);
    return impersonationSchema.parse(reply.json().data);
  };
  const as = (impersonation: Impersonation, tokens: Tokens = admin) => ({
    ...bearer(tokens),
    [HEADERS.impersonationToken]: impersonation.token,
  });
  const me = (headers: Record<string, string>) =>
    t.app.inject({ method: 'GET', url: '/api/customers/users/me', headers });
  const end = (headers: Record<string, string>, id: string) =>
    t.app.inject({ method: 'DELETE', url: `/api/customers/impersonations/${id}`, headers });

  beforeAll(async () => {
    t = await buildTestApp();
    await t.seedDemo();
    admin = await signIn(t, 'admin@demo.farm');
    hillside = await organisationIdOf(t, 'Hillside Farm Partnership');
    anglia = await organisationIdOf(t, 'Anglia Grain Merchants Ltd');
  }, 60_000);

  afterAll(() => t.close());

  it('is for system administrators only', async () => {
    expect((await start({}, hillside)).statusCode).toBe(401);
    const farmer = await signIn(t, 'farmer@demo.farm');
    const refused = await start(bearer(farmer), hillside);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(messages.errors.noPermission);
  });

  it('answers 404 for an unknown organisation and 400 for a user who is not a member of it', async () => {
    expect((await start(bearer(admin), '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    const outsider = await start(bearer(admin), hillside, await userIdOf(t, 'buyer@demo.farm'));
    expect(outsider.statusCode).toBe(400);
    expect(outsider.json()).toMatchObject({
      message: messages.auth.notImpersonatable,
      validation: [{ field: 'userId', message: messages.auth.notImpersonatable }],
    });
    expect((await start(bearer(admin), 'not-an-id')).statusCode).toBe(400);
  });

  it('starts an organisation impersonation with a token that lasts an hour', async () => {
    const impersonation = await startAsAdmin(hillside);
    expect(impersonation).toMatchObject({
      name: 'Hillside Farm Partnership',
      countryISO: 'GB',
      organisationId: hillside,
      userId: null,
    });
    const lasts = Date.parse(impersonation.expiresAt) - t.clock.now().getTime();
    expect(lasts).toBeGreaterThan(IMPERSONATION_TTL_MS - 5000);
    expect(lasts).toBeLessThanOrEqual(IMPERSONATION_TTL_MS);
    expect(claimsOf(impersonation.token)).toMatchObject({
      typ: 'impersonation',
      iid: impersonation.id,
      sub: await userIdOf(t, 'admin@demo.farm'),
    });
  });

  it('acts as the organisation with full access and without sys-admin', async () => {
    const impersonation = await startAsAdmin(hillside);
    const reply = await me(as(impersonation));
    expect(reply.statusCode).toBe(200);
    expect(reply.json().data).toMatchObject({
      id: impersonation.id,
      email: 'admin@demo.farm',
      groups: ['owner'],
      roles: [],
      access: FULL_ACCESS,
      organisation: {
        id: hillside,
        name: 'Hillside Farm Partnership',
        modules: [{ id: 'inventory:core' }, { id: 'trading:core' }, { id: 'trading:insights:grain' }],
      },
    });
    const adminOnly = await t.app.inject({
      method: 'GET',
      url: '/api/customers/organisations',
      headers: as(impersonation),
    });
    expect(adminOnly.statusCode).toBe(403);
    // Its own data only: another organisation's card is not there.
    const other = await t.app.inject({
      method: 'GET',
      url: `/api/auth/v1/organisation/${anglia}`,
      headers: as(impersonation),
    });
    expect(other.statusCode).toBe(404);
  });

  it('acts as one user: their profile, groups, access and roles', async () => {
    const buyer2 = await userIdOf(t, 'buyer2@demo.farm');
    const impersonation = await startAsAdmin(anglia, buyer2);
    expect(impersonation).toMatchObject({ name: 'James Cole', organisationId: anglia, userId: buyer2 });
    const reply = await me(as(impersonation));
    expect(reply.statusCode).toBe(200);
    expect(reply.json().data).toMatchObject({
      userId: buyer2,
      email: 'buyer2@demo.farm',
      groups: ['bidding'],
      roles: [],
      access: { 'trading.bids': 'write', 'trading.listings': 'read', 'trading.market.read': 'read' },
      organisation: { id: anglia },
    });
  });

  it("refuses a token that is not the bearer's own, or not a token at all, with 403", async () => {
    const impersonation = await startAsAdmin(hillside);
    const farmer = await signIn(t, 'farmer@demo.farm');
    const stolen = await me(as(impersonation, farmer));
    expect(stolen.statusCode).toBe(403);
    expect(stolen.json().message).toBe(messages.errors.noPermission);
    const garbage = await me({ ...bearer(admin), [HEADERS.impersonationToken]: 'garbage' });
    expect(garbage.statusCode).toBe(403);
  });

  it('records every request made under it, with the path but not the query', async () => {
    const impersonation = await startAsAdmin(hillside);
    await me(as(impersonation));
    await t.app.inject({ method: 'GET', url: '/api/auth/v1/group?filter=own', headers: as(impersonation) });
    await t.app.inject({ method: 'GET', url: '/api/customers/organisations?limit=5', headers: as(impersonation) });
    const audit = await rows<{ method: string; path: string; status_code: number; admin_user_id: string }>(
      t,
      sql`select method, path, status_code, admin_user_id from impersonation_audit where impersonation_id = ${impersonation.id} order by path`,
    );
    const adminId = await userIdOf(t, 'admin@demo.farm');
    expect(audit).toEqual([
      { method: 'GET', path: '/api/auth/v1/group', status_code: 200, admin_user_id: adminId },
      { method: 'GET', path: '/api/customers/organisations', status_code: 403, admin_user_id: adminId },
      { method: 'GET', path: '/api/customers/users/me', status_code: 200, admin_user_id: adminId },
    ]);
  });

  it('ends on DELETE by the administrator who started it; the token then answers 440', async () => {
    const impersonation = await startAsAdmin(hillside);
    const farmer = await signIn(t, 'farmer@demo.farm');
    expect((await end(bearer(farmer), impersonation.id)).statusCode).toBe(404);

    const ended = await end(as(impersonation), impersonation.id);
    expect(ended.statusCode).toBe(200);
    expect(ended.json()).toMatchObject({ status: 200, data: null });

    const after = await me(as(impersonation));
    expect(after.statusCode).toBe(IMPERSONATION_ENDED_STATUS);
    expect(after.json()).toEqual({
      status: 440,
      message: messages.auth.impersonationEnded,
      data: null,
      errors: [{ message: messages.auth.impersonationEnded }],
      validation: [],
    });
    // Without the token the administrator is themselves again, and ending it twice is no error.
    expect((await me(bearer(admin))).json().data.roles).toContain('sys-admin');
    expect((await end(bearer(admin), impersonation.id)).statusCode).toBe(200);
    expect((await end(as(impersonation), impersonation.id)).statusCode).toBe(200);
    expect((await end(bearer(admin), '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });

  it('answers 440 once it has expired', async () => {
    const impersonation = await startAsAdmin(hillside);
    t.clock.advance(IMPERSONATION_TTL_MS + 1000);
    admin = await signIn(t, 'admin@demo.farm');
    const reply = await me(as(impersonation));
    expect(reply.statusCode).toBe(440);
    expect(reply.json().message).toBe(messages.auth.impersonationEnded);
  });

  it('ends with the session it was started in', async () => {
    const session = await signIn(t, 'admin@demo.farm');
    const reply = await start(bearer(session), hillside);
    const impersonation = impersonationSchema.parse(reply.json().data);
    expect((await me(as(impersonation, session))).statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/auth/logout', headers: as(impersonation, session) })).statusCode,
    ).toBe(200);
    const [row] = await rows<{ ended_at: string | null }>(
      t,
      sql`select ended_at from impersonations where id = ${impersonation.id}`,
    );
    expect(row!.ended_at).not.toBeNull();
    expect((await me(as(impersonation, admin))).statusCode).toBe(440);
  });

  it('lets the administrator sign out while still sending an ended impersonation or a foreign organisation', async () => {
    const session = await signIn(t, 'admin@demo.farm');
    const impersonation = impersonationSchema.parse((await start(bearer(session), hillside)).json().data);
    expect((await end(bearer(session), impersonation.id)).statusCode).toBe(200);
    const logout = await t.app.inject({
      method: 'GET',
      url: '/api/auth/logout',
      headers: { ...as(impersonation, session), [HEADERS.organisationId]: anglia },
    });
    expect(logout.statusCode).toBe(200);
    expect((await me(bearer(session))).statusCode).toBe(401);
  });
});

describe('the business accounts list', () => {
  let t: TestApp;
  let admin: Record<string, string>;

  const list = (query: string, headers = admin) =>
    t.app.inject({ method: 'GET', url: `/api/customers/organisations${query}`, headers });

  beforeAll(async () => {
    t = await buildTestApp();
    await t.seedDemo();
    admin = await t.authHeaders('admin@demo.farm');
  }, 60_000);

  afterAll(() => t.close());

  it('lists organisations by name with their members, a page at a time', async () => {
    const reply = await list('');
    expect(reply.statusCode).toBe(200);
    const body = reply.json();
    expect(body.data.map((o: { name: string }) => o.name)).toEqual([
      'Anglia Grain Merchants Ltd',
      'Fenland Haulage Ltd',
      'Harvest Platform',
      'Hillside Farm Partnership',
      'Marsh Lane Farm',
      'Ouse Valley Transport Ltd',
    ]);
    expect(body.pagination).toEqual({
      currentPage: 1,
      limit: 25,
      totalDocuments: 6,
      prev: null,
      next: null,
      currentDocumentIndex: 0,
    });
    expect(body.data[0]).toMatchObject({
      countryISO: 'GB',
      vetted: true,
      modules: [{ id: 'trading:buyers' }],
      members: [
        { name: 'Sarah Mitchell', email: 'buyer@demo.farm', groups: ['owner'] },
        { name: 'James Cole', email: 'buyer2@demo.farm', groups: ['bidding'] },
      ],
    });

    const page = (await list('?offset=2&limit=2')).json();
    expect(page.data.map((o: { name: string }) => o.name)).toEqual(['Harvest Platform', 'Hillside Farm Partnership']);
    expect(page.pagination).toMatchObject({ currentPage: 2, prev: 0, next: 4, totalDocuments: 6 });
  });

  it("matches query against the name or a member's email, in any case, taking % and _ literally", async () => {
    expect((await list('?query=ANGLIA')).json().data.map((o: { name: string }) => o.name)).toEqual([
      'Anglia Grain Merchants Ltd',
    ]);
    expect((await list('?query=driver%40')).json().data.map((o: { name: string }) => o.name)).toEqual([
      'Fenland Haulage Ltd',
    ]);
    expect((await list('?query=%25')).json().data).toEqual([]);
    expect((await list('?query=_')).json().data).toEqual([]);
  });

  it('is for system administrators only', async () => {
    expect((await list('', {})).statusCode).toBe(401);
    expect((await list('', await t.authHeaders('farmer@demo.farm'))).statusCode).toBe(403);
  });

  it('refuses a limit over 100', async () => {
    expect((await list('?limit=101')).statusCode).toBe(400);
  });
});

import { FULL_ACCESS, messages, profileSchema } from '@harvest/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInDemo, type Headers } from '../../../../test/api-calls';
import { createUser, NEW_PASSWORD, organisationIdOf, signIn, bearer } from '../../../../test/auth-helpers';
import { buildTestApp, type TestApp } from '../../../../test/build-test-app';
import { requireModule, requirePermission } from '../../../platform/auth/guard';

describe('accounts calls under /auth/v1 and /customers', () => {
  let t: TestApp;
  let farmer: Headers;
  let buyer: Headers;
  let buyer2: Headers;
  let admin: Headers;
  let driver: Headers;

  const get = (url: string, headers: Record<string, string>) => t.app.inject({ method: 'GET', url, headers });
  const profileIdOf = async (headers: Record<string, string>): Promise<string> =>
    (await get('/api/customers/users/me', headers)).json().data.id;

  beforeAll(async () => {
    t = await buildTestApp(
      {},
      {
        // Routes that exist only in this test, to try the permission and module guards.
        extraRoutes: async (app) => {
          await app.register(
            async (api) => {
              api.get('/needs-bids-write', { onRequest: requirePermission('trading.bids', 'write') }, async () => ({}));
              api.get('/needs-carrier', { onRequest: requirePermission('logistics.carrier') }, async () => ({}));
              api.get('/needs-trading-core', { onRequest: requireModule('trading:core') }, async () => ({}));
            },
            { prefix: '/api/test' },
          );
        },
      },
    );
    await t.seedDemo();
    ({ farmer, buyer, buyer2, admin, driver } = await signInDemo(t, 'farmer', 'buyer', 'buyer2', 'admin', 'driver'));
  }, 60_000);

  afterAll(() => t.close());

  describe('GET /api/customers/users/me', () => {
    it('answers the acting profile', async () => {
      const reply = await get('/api/customers/users/me', farmer);
      expect(reply.statusCode).toBe(200);
      const profile = profileSchema.parse(reply.json().data);
      expect(profile).toMatchObject({ email: 'farmer@demo.farm', access: FULL_ACCESS, groups: ['owner'] });
      expect((await get('/api/customers/users/me', admin)).json().data.roles).toEqual(['sys-admin']);
    });
  });

  describe('permission and module guards', () => {
    it('checks the access map of the acting profile, owners having everything', async () => {
      expect((await get('/api/test/needs-bids-write', buyer2)).statusCode).toBe(200);
      expect((await get('/api/test/needs-bids-write', farmer)).statusCode).toBe(200);
      const refused = await get('/api/test/needs-bids-write', driver);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe(messages.errors.noPermission);
      expect((await get('/api/test/needs-carrier', driver)).statusCode).toBe(200);
      expect((await get('/api/test/needs-carrier', buyer2)).statusCode).toBe(403);
      expect((await get('/api/test/needs-carrier', {})).statusCode).toBe(401);
    });

    it("checks the acting organisation's modules", async () => {
      expect((await get('/api/test/needs-trading-core', farmer)).statusCode).toBe(200);
      expect((await get('/api/test/needs-trading-core', buyer)).statusCode).toBe(403);
    });
  });

  describe('groups', () => {
    const create = (name: string, headers: Record<string, string>) =>
      t.app.inject({ method: 'POST', url: '/api/auth/v1/group', headers, payload: { name } });

    it('lists the built-in groups', async () => {
      const reply = await get('/api/auth/v1/group', buyer);
      expect(reply.statusCode).toBe(200);
      expect(reply.json().data).toEqual([
        { id: 'owner', name: 'Owner' },
        { id: 'bidding', name: 'Bidding' },
        { id: 'carrier', name: 'Carrier' },
        { id: 'driver', name: 'Driver' },
      ]);
    });

    it("creates one in the caller's organisation for an owner, with 201", async () => {
      const reply = await create('  Grain desk ', farmer);
      expect(reply.statusCode).toBe(201);
      expect(reply.json()).toMatchObject({ status: 201, data: { id: expect.any(String), name: 'Grain desk' } });
      const listed = (await get('/api/auth/v1/group', farmer)).json().data;
      expect(listed).toContainEqual(reply.json().data);
      // Another organisation does not see it.
      expect((await get('/api/auth/v1/group', buyer)).json().data).toHaveLength(4);
    });

    it('filters by part of the name, in any case', async () => {
      await create('Drying team', farmer);
      const reply = await get('/api/auth/v1/group?filter=DR', farmer);
      expect(reply.json().data.map((group: { name: string }) => group.name)).toEqual(['Driver', 'Drying team']);
      expect((await get('/api/auth/v1/group?filter=%25', farmer)).json().data).toEqual([]);
    });

    it('refuses a name already taken, by the organisation or a built-in group, with 409', async () => {
      expect((await create('GRAIN DESK', farmer)).statusCode).toBe(409);
      expect((await create('owner', farmer)).statusCode).toBe(409);
      expect((await create('Grain desk', buyer)).statusCode).toBe(201);
    });

    it('needs administrator or account.teams write permission', async () => {
      const refused = await create('Night shift', buyer2);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe(messages.errors.noPermission);
      expect((await create('Night shift', {})).statusCode).toBe(401);
    });

    it('refuses an empty name with 400', async () => {
      expect((await create('   ', farmer)).statusCode).toBe(400);
    });
  });

  describe('profile and organisation cards', () => {
    it("shows a card for a profile in the caller's organisation", async () => {
      const farmerProfile = await profileIdOf(farmer);
      const reply = await get(`/api/auth/v1/profile/${farmerProfile}`, farmer);
      expect(reply.statusCode).toBe(200);
      expect(reply.json().data).toEqual({
        id: farmerProfile,
        name: 'Tom Harrington',
        email: 'farmer@demo.farm',
        contactNumber: '+44 7700900123',
        avatar: null,
      });
      const colleague = await profileIdOf(buyer2);
      expect((await get(`/api/auth/v1/profile/${colleague}`, buyer)).json().data.name).toBe('James Cole');
    });

    it("answers 404 for another organisation's profile, except to a system administrator", async () => {
      const farmerProfile = await profileIdOf(farmer);
      const refused = await get(`/api/auth/v1/profile/${farmerProfile}`, buyer);
      expect(refused.statusCode).toBe(404);
      expect(refused.json().message).toBe(messages.errors.notFound);
      expect((await get(`/api/auth/v1/profile/${farmerProfile}`, admin)).statusCode).toBe(200);
      expect((await get('/api/auth/v1/profile/00000000-0000-4000-8000-000000000000', admin)).statusCode).toBe(404);
    });

    it('shows the organisation card with its owner as the contact', async () => {
      const hillside = await organisationIdOf(t, 'Hillside Farm Partnership');
      const reply = await get(`/api/auth/v1/organisation/${hillside}`, farmer);
      expect(reply.statusCode).toBe(200);
      expect(reply.json().data).toEqual({
        id: hillside,
        name: 'Hillside Farm Partnership',
        countryISO: 'GB',
        vetted: true,
        email: 'farmer@demo.farm',
        contactNumber: '+44 7700900123',
        avatar: null,
      });
      expect((await get(`/api/auth/v1/organisation/${hillside}`, buyer)).statusCode).toBe(404);
      expect((await get(`/api/auth/v1/organisation/${hillside}`, admin)).statusCode).toBe(200);
      expect((await get('/api/auth/v1/organisation/00000000-0000-4000-8000-000000000000', admin)).statusCode).toBe(404);
    });
  });

  describe('profile key-value metadata', () => {
    const kv = (
      method: 'GET' | 'POST' | 'PUT' | 'DELETE',
      profileId: string,
      headers: Record<string, string>,
      payload?: object,
    ) =>
      t.app.inject({ method, url: `/api/auth/v1/profile/${profileId}/kv`, headers, ...(payload ? { payload } : {}) });

    it('adds, overwrites, replaces and deletes keys, answering what is stored', async () => {
      const id = await profileIdOf(farmer);
      expect((await kv('GET', id, farmer)).json().data).toEqual({ kv: [] });

      const added = await kv('POST', id, farmer, {
        kv: [
          { key: 'has-dismissed-tutorial', value: 'true' },
          { key: 'has-created-job', value: 'false' },
        ],
      });
      expect(added.statusCode).toBe(200);
      expect(added.json().data).toEqual({
        kv: [
          { key: 'has-created-job', value: 'false' },
          { key: 'has-dismissed-tutorial', value: 'true' },
        ],
      });

      const overwritten = await kv('POST', id, farmer, {
        kv: [
          { key: 'has-created-job', value: 'maybe' },
          { key: 'has-created-job', value: 'true' },
        ],
      });
      expect(overwritten.json().data.kv).toContainEqual({ key: 'has-created-job', value: 'true' });
      expect(overwritten.json().data.kv).toHaveLength(2);

      const replaced = await kv('PUT', id, farmer, { kv: [{ key: 'has-created-vehicles', value: 'true' }] });
      expect(replaced.json().data).toEqual({ kv: [{ key: 'has-created-vehicles', value: 'true' }] });

      const deleted = await kv('DELETE', id, farmer, { keys: ['has-created-vehicles'] });
      expect(deleted.statusCode).toBe(200);
      expect(deleted.json().data).toEqual({ kv: [] });
      expect((await kv('GET', id, farmer)).json().data).toEqual({ kv: [] });
    });

    it("refuses unknown keys with 400 'That setting is not known'", async () => {
      const id = await profileIdOf(farmer);
      const reply = await kv('POST', id, farmer, { kv: [{ key: 'favourite-crop', value: 'barley' }] });
      expect(reply.statusCode).toBe(400);
      expect(reply.json().validation[0]).toEqual({ field: 'kv.0.key', message: messages.auth.unknownKvKey });
      expect((await kv('DELETE', id, farmer, { keys: ['favourite-crop'] })).statusCode).toBe(400);
      expect((await kv('DELETE', id, farmer, { keys: [] })).statusCode).toBe(400);
    });

    it("answers 404 to anyone but the profile's own user, a system administrator excepted", async () => {
      const id = await profileIdOf(farmer);
      await createUser(t, { email: 'colleague@demo.farm', password: NEW_PASSWORD });
      const colleague = bearer(await signIn(t, 'colleague@demo.farm', NEW_PASSWORD));
      for (const headers of [colleague, buyer]) {
        expect((await kv('GET', id, headers)).statusCode).toBe(404);
        expect((await kv('POST', id, headers, { kv: [{ key: 'has-created-job', value: 'x' }] })).statusCode).toBe(404);
        expect((await kv('PUT', id, headers, { kv: [] })).statusCode).toBe(404);
        expect((await kv('DELETE', id, headers, { keys: ['has-created-job'] })).statusCode).toBe(404);
      }
      expect((await kv('GET', id, admin)).statusCode).toBe(200);
      expect((await kv('GET', '00000000-0000-4000-8000-000000000000', farmer)).statusCode).toBe(404);
    });
  });
});

import {
  AUTH_PATHS,
  EMAIL_CHANGE_TTL_MS,
  FULL_ACCESS,
  HEADERS,
  messages,
  profileCardSchema,
  profileSchema,
  teamMemberSchema,
  userInfoSchema,
  userPreferencesSchema,
} from '@harvest/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addProfile,
  createUser,
  emailCount,
  lastEmail,
  login,
  MINUTE,
  NEW_PASSWORD,
  newMember,
  resetPassword,
  rows,
  userIdOf,
} from '../../../../test/auth-helpers';
import {
  apiCall,
  demoOrganisationIds,
  expectInvalid,
  expectNothingWritten,
  invitedUserId,
  signInDemo,
  validationFields,
  type Headers,
  type Method,
} from '../../../../test/api-calls';
import { buildTestApp, type TestApp } from '../../../../test/build-test-app';

/** Tables a users call writes to: a refused one must leave every count as it was. */
const USER_TABLES = [
  'users',
  'profiles',
  'profile_business_units',
  'invites',
  'outbox_messages',
  'auth_codes',
] as const;

describe('users and team (docs/accounts-api.md)', () => {
  let t: TestApp;
  let farmer: Headers;
  let buyer: Headers;
  let buyer2: Headers;
  let driver: Headers;
  let admin: Headers;
  /** A Hillside member with account.teams write who is not an owner. */
  let manager: Headers;
  let managerId: string;
  let hillside: string;
  let anglia: string;
  let farmerId: string;
  let units: { id: string; name: string }[];
  let anglianUnit: string;

  const call = (method: Method, path: string, headers: Headers, payload?: object) =>
    apiCall(t, method, path, headers, payload);

  const signInEveryone = async () => {
    ({ farmer, buyer, buyer2, driver, admin } = await signInDemo(t, 'farmer', 'buyer', 'buyer2', 'driver', 'admin'));
    manager = await t.authHeaders('manager@hillside.test');
  };

  /** A new active Hillside member with no permissions, with their session headers. */
  const member = () => newMember(t);

  const setPasswordCode = async (email: string) => {
    const text = await lastEmail(t, email, 'set-password');
    const code = /[?&]code=(\d{6})/.exec(text)?.[1];
    if (!code) throw new Error(`No code in ${text}`);
    return { text, code };
  };

  const verifyToken = async (email: string) => {
    const text = await lastEmail(t, email, 'email-change');
    const token = /[?&]verifyUpdate=([A-Za-z0-9_-]+)/.exec(text)?.[1];
    if (!token) throw new Error(`No token in ${text}`);
    return { text, token };
  };

  const profileOf = async (userId: string, organisationId = hillside) => {
    const [row] = await rows<{ id: string; deleted_at: string | null; groups: string[] }>(
      t,
      sql`select id, deleted_at, groups from profiles where user_id = ${userId} and organisation_id = ${organisationId}
          order by created_at desc limit 1`,
    );
    return row;
  };

  beforeAll(async () => {
    t = await buildTestApp();
    await t.seedDemo();
    managerId = (await createUser(t, { email: 'manager@hillside.test', access: { 'account.teams': 'write' } })).userId;
    await signInEveryone();
    ({ hillside, anglia } = await demoOrganisationIds(t));
    farmerId = await userIdOf(t, 'farmer@demo.farm');
    units = await rows<{ id: string; name: string }>(
      t,
      sql`select id, name from business_units where organisation_id = ${hillside} order by name`,
    );
    const [unit] = await rows<{ id: string }>(t, sql`select id from business_units where organisation_id = ${anglia}`);
    anglianUnit = unit!.id;
  }, 60_000);

  afterAll(() => t.close());

  describe('GET /customers/users/me and GET /customers/users', () => {
    it('answers the acting profile, and 401 without a token', async () => {
      const reply = await call('GET', '/customers/users/me', farmer);
      expect(reply.statusCode).toBe(200);
      expect(profileSchema.parse(reply.json().data).email).toBe('farmer@demo.farm');
      expect((await call('GET', '/customers/users/me', {})).statusCode).toBe(401);
    });

    it('gives each team row its business units, whether it is an owner, and its phone', async () => {
      const brookEnd = units.find((unit) => unit.name === 'Brook End Farm')!;
      const limited = await member();
      await rows(
        t,
        sql`insert into profile_business_units (profile_id, business_unit_id) values (${limited.profileId}, ${brookEnd.id})`,
      );
      const reply = await call('GET', '/customers/users?limit=100', farmer);
      expect(reply.statusCode).toBe(200);
      const members = (reply.json().data as unknown[]).map((row) => teamMemberSchema.parse(row));
      const tom = members.find((row) => row.email === 'farmer@demo.farm')!;
      expect(tom).toMatchObject({
        isOwner: true,
        access: FULL_ACCESS,
        businessUnitIds: [],
        phone: { callingCode: '+44', number: '7700900123' },
      });
      const row = members.find((entry) => entry.email === limited.email)!;
      expect(row).toMatchObject({ isOwner: false, businessUnitIds: [brookEnd.id], phone: null });
      expect((await call('GET', '/customers/users', buyer2)).statusCode).toBe(403);
    });
  });

  describe('POST /customers/users', () => {
    const person = (email: string, extra: object = {}) => ({ email, givenName: 'Rosa', familyName: 'Field', ...extra });

    it('adds a new person, unactivated with an active profile, and emails a set-password link that activates them', async () => {
      const brookEnd = units.find((unit) => unit.name === 'Brook End Farm')!;
      const reply = await call(
        'POST',
        '/customers/users',
        farmer,
        person('Rosa@Field.test', {
          phone: { callingCode: '+44', number: '7700900555' },
          groups: ['bidding'],
          access: { 'trading.bids': 'write', 'inventory.movements': 'read' },
          businessUnitIds: [brookEnd.id],
        }),
      );
      expect(reply.statusCode).toBe(201);
      expect(reply.json()).toMatchObject({ status: 201, message: messages.accounts.passwordLinkSent });
      const data = userInfoSchema.parse(reply.json().data);
      expect(data).toMatchObject({
        email: 'rosa@field.test',
        name: 'Rosa Field',
        status: 'unactivated',
        isOwner: false,
        groups: ['bidding'],
        access: { 'trading.bids': 'write', 'inventory.movements': 'read' },
        businessUnitIds: [brookEnd.id],
        phone: { callingCode: '+44', number: '7700900555' },
        pendingEmail: null,
      });

      const { text, code } = await setPasswordCode('rosa@field.test');
      expect(text).toContain(`${AUTH_PATHS.setPassword}?username=rosa%40field.test&code=${code}`);
      expect((await login(t, 'rosa@field.test', NEW_PASSWORD)).statusCode).toBe(401);
      expect((await resetPassword(t, 'rosa@field.test', code)).statusCode).toBe(200);
      const signedIn = await login(t, 'rosa@field.test', NEW_PASSWORD);
      expect(signedIn.statusCode).toBe(200);
      expect(signedIn.json().data.profiles[0].organisation.id).toBe(hillside);
    });

    it('reuses an existing user by email, and refuses someone already in the team (409)', async () => {
      const reply = await call('POST', '/customers/users', farmer, person('buyer2@demo.farm'));
      expect(reply.statusCode).toBe(201);
      expect(userInfoSchema.parse(reply.json().data)).toMatchObject({
        email: 'buyer2@demo.farm',
        givenName: 'James',
        status: 'active',
      });
      expect(await emailCount(t, 'buyer2@demo.farm', 'set-password')).toBe(1);
      const again = await call('POST', '/customers/users', farmer, person('buyer2@demo.farm'));
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe(messages.accounts.alreadyMember);
    });

    it('lets a non-owner with account.teams write add a plain member, but not give permissions (403 ownerOnly)', async () => {
      const plain = await call('POST', '/customers/users', manager, person('plain@field.test'));
      expect(plain.statusCode).toBe(201);
      await expectNothingWritten(t, USER_TABLES, async () => {
        for (const extra of [
          { groups: ['bidding'] },
          { access: { 'trading.bids': 'read' } },
          { businessUnitIds: [units[0]!.id] },
        ]) {
          const reply = await call('POST', '/customers/users', manager, person('perms@field.test', extra));
          expect(reply.statusCode).toBe(403);
          expect(reply.json().message).toBe(messages.accounts.ownerOnly);
        }
      });
    });

    it('refuses a member without account.teams write (403) and a caller without a token (401)', async () => {
      expect((await call('POST', '/customers/users', buyer2, person('x@field.test'))).statusCode).toBe(403);
      expect((await call('POST', '/customers/users', driver, person('x@field.test'))).statusCode).toBe(403);
      expect((await call('POST', '/customers/users', {}, person('x@field.test'))).statusCode).toBe(401);
    });

    it('answers 400 with the validation list for bad input, and writes nothing', async () => {
      const cases: [object, string][] = [
        [{ givenName: 'Rosa', familyName: 'Field' }, 'email'],
        [person('not-an-email'), 'email'],
        [person('bad@field.test', { givenName: '' }), 'givenName'],
        [person('bad@field.test', { access: { administrator: 'write' } }), 'access.administrator'],
        [person('bad@field.test', { access: { 'made.up': 'read' } }), 'access.made.up'],
        [person('bad@field.test', { access: { 'trading.position': 'write' } }), 'access.trading.position'],
        [person('bad@field.test', { groups: ['no-such-group'] }), 'groups'],
        [person('bad@field.test', { businessUnitIds: [anglianUnit] }), 'businessUnitIds'],
      ];
      await expectNothingWritten(t, USER_TABLES, async () => {
        for (const [payload, field] of cases) {
          expectInvalid(await call('POST', '/customers/users', farmer, payload), {
            field,
            what: JSON.stringify(payload),
          });
        }
        const owner = await call('POST', '/customers/users', farmer, person('bad@field.test', { groups: ['owner'] }));
        expect(owner.statusCode).toBe(409);
        expect(owner.json().message).toBe(messages.accounts.ownerByTransferOnly);
      });
    });

    it("limits a member to units only with a farm or store among them: 'Please choose a farm or store' (§5)", async () => {
      const region = await call('POST', '/customers/business-units', farmer, { name: 'The Fens', type: 'region' });
      expect(region.statusCode).toBe(201);
      await expectNothingWritten(t, USER_TABLES, async () => {
        const reply = await call(
          'POST',
          '/customers/users',
          farmer,
          person('fens@field.test', { businessUnitIds: [region.json().data.id] }),
        );
        expectInvalid(reply, { field: 'businessUnitIds' });
        expect(reply.json().validation[0].message).toBe(messages.validation.businessUnitRequired);
      });
    });
  });

  describe('PATCH /customers/users/permissions', () => {
    it('gives several members the same access and units in one go (owner)', async () => {
      const a = await member();
      const b = await member();
      const [hillsideFarm] = units;
      const reply = await call('PATCH', '/customers/users/permissions', farmer, {
        userIds: [a.userId, b.userId],
        groups: ['bidding'],
        access: { 'trading.bids': 'write' },
        businessUnitIds: [hillsideFarm!.id],
      });
      expect(reply.statusCode).toBe(200);
      expect(reply.json().message).toBe(messages.accounts.permissionsSaved);
      const data = (reply.json().data as unknown[]).map((row) => userInfoSchema.parse(row));
      expect(data.map((row) => row.userId)).toEqual([a.userId, b.userId]);
      for (const row of data) {
        expect(row).toMatchObject({
          groups: ['bidding'],
          access: { 'trading.bids': 'write' },
          businessUnitIds: [hillsideFarm!.id],
        });
      }
      // An empty list lifts the limit again: all of the organisation's units.
      const lifted = await call('PATCH', '/customers/users/permissions', farmer, {
        userIds: [a.userId],
        businessUnitIds: [],
      });
      expect(lifted.json().data[0].businessUnitIds).toEqual([]);
    });

    it('is for owners only (403 ownerOnly), needs account.teams write (403), and is 404 for another organisation', async () => {
      const a = await member();
      const byManager = await call('PATCH', '/customers/users/permissions', manager, {
        userIds: [a.userId],
        access: {},
      });
      expect(byManager.statusCode).toBe(403);
      expect(byManager.json().message).toBe(messages.accounts.ownerOnly);
      const byBuyer2 = await call('PATCH', '/customers/users/permissions', buyer2, { userIds: [a.userId], access: {} });
      expect(byBuyer2.statusCode).toBe(403);
      expect(byBuyer2.json().message).toBe(messages.errors.noPermission);
      const byBuyer = await call('PATCH', '/customers/users/permissions', buyer, { userIds: [a.userId], access: {} });
      expect(byBuyer.statusCode).toBe(404);
    });

    it("refuses bad input (400), and an owner's own groups or someone's owner group (409), writing nothing", async () => {
      const a = await member();
      await expectNothingWritten(t, USER_TABLES, async () => {
        for (const payload of [
          { userIds: [] },
          { userIds: ['not-a-uuid'] },
          { userIds: [a.userId], extra: true },
          { userIds: [a.userId], access: { 'account.teams': 'admin' } },
          { userIds: [a.userId], access: { administrator: 'read' } },
        ]) {
          const reply = await call('PATCH', '/customers/users/permissions', farmer, payload);
          expectInvalid(reply, { what: JSON.stringify(payload) });
        }
        const own = await call('PATCH', '/customers/users/permissions', farmer, {
          userIds: [a.userId, farmerId],
          groups: ['bidding'],
        });
        expect(own.statusCode).toBe(409);
        expect(own.json().message).toBe(messages.accounts.cannotChangeOwnGroups);
        const makeOwner = await call('PATCH', '/customers/users/permissions', farmer, {
          userIds: [a.userId],
          groups: ['owner'],
        });
        expect(makeOwner.statusCode).toBe(409);
        expect(makeOwner.json().message).toBe(messages.accounts.ownerByTransferOnly);
      });
      const [row] = await rows<{ groups: string[] }>(t, sql`select groups from profiles where id = ${a.profileId}`);
      expect(row?.groups).toEqual([]);
    });
  });

  describe('GET /customers/users/{userId} and /info', () => {
    it('answers oneself to anyone, and another member with account.teams read', async () => {
      const a = await member();
      const self = await call('GET', `/customers/users/${a.userId}`, a.headers);
      expect(self.statusCode).toBe(200);
      expect(userInfoSchema.parse(self.json().data)).toMatchObject({ userId: a.userId, status: 'active' });
      expect((await call('GET', `/customers/users/${farmerId}`, a.headers)).statusCode).toBe(403);
      expect((await call('GET', `/customers/users/${farmerId}`, manager)).statusCode).toBe(200);
      const byFarmer = await call('GET', `/customers/users/${a.userId}`, farmer);
      expect(byFarmer.statusCode).toBe(200);
      expect(byFarmer.json().data.profileId).toBe(a.profileId);
    });

    it('refuses without account.teams read (403), another organisation (404) and a bad id (400)', async () => {
      const buyerId = await userIdOf(t, 'buyer@demo.farm');
      expect((await call('GET', `/customers/users/${buyerId}`, buyer2)).statusCode).toBe(403);
      expect((await call('GET', `/customers/users/${farmerId}`, buyer)).statusCode).toBe(404);
      expectInvalid(await call('GET', '/customers/users/not-a-uuid', farmer), { field: 'userId' });
    });

    it('answers the profile card of any member of the same organisation, 404 for another', async () => {
      const a = await member();
      const card = await call('GET', `/customers/users/${farmerId}/info`, a.headers);
      expect(card.statusCode).toBe(200);
      expect(profileCardSchema.parse(card.json().data)).toMatchObject({
        name: 'Tom Harrington',
        email: 'farmer@demo.farm',
        contactNumber: '+44 7700900123',
      });
      expect((await call('GET', `/customers/users/${farmerId}/info`, buyer)).statusCode).toBe(404);
      expect((await call('GET', '/customers/users/nope/info', farmer)).statusCode).toBe(400);
      expect((await call('GET', `/customers/users/${farmerId}/info`, {})).statusCode).toBe(401);
    });
  });

  describe('PATCH /customers/users/{userId}', () => {
    it("changes one's own name, phone, push token and notification preferences", async () => {
      const a = await member();
      const reply = await call('PATCH', `/customers/users/${a.userId}`, a.headers, {
        givenName: 'Joan',
        phone: { callingCode: '+44', number: '7700900999' },
        pushToken: 'device-1',
        notificationPreferences: { offers: ['sms', 'sms'] },
      });
      expect(reply.statusCode).toBe(200);
      expect(reply.json().message).toBe(messages.accounts.settingsSaved);
      expect(userInfoSchema.parse(reply.json().data)).toMatchObject({
        givenName: 'Joan',
        name: 'Joan User',
        phone: { callingCode: '+44', number: '7700900999' },
      });
      const [row] = await rows<{ push_token: string; notification_preferences: object }>(
        t,
        sql`select push_token, notification_preferences from users where id = ${a.userId}`,
      );
      expect(row).toEqual({ push_token: 'device-1', notification_preferences: { offers: ['sms'] } });
    });

    it("lets account.teams write change another's name and phone, and only an owner their permissions", async () => {
      const a = await member();
      const named = await call('PATCH', `/customers/users/${a.userId}`, manager, {
        familyName: 'Fielding',
        phone: null,
      });
      expect(named.statusCode).toBe(200);
      expect(named.json().data.familyName).toBe('Fielding');
      const perms = await call('PATCH', `/customers/users/${a.userId}`, manager, {
        access: { 'trading.bids': 'read' },
      });
      expect(perms.statusCode).toBe(403);
      expect(perms.json().message).toBe(messages.accounts.ownerOnly);
      const byOwner = await call('PATCH', `/customers/users/${a.userId}`, farmer, {
        access: { 'trading.bids': 'read' },
        businessUnitIds: [units[1]!.id],
      });
      expect(byOwner.statusCode).toBe(200);
      expect(byOwner.json().message).toBe(messages.accounts.permissionsSaved);
      expect(byOwner.json().data).toMatchObject({
        access: { 'trading.bids': 'read' },
        businessUnitIds: [units[1]!.id],
      });
      // Another's email, push token and notification choices are theirs alone.
      for (const payload of [{ email: 'other@field.test' }, { pushToken: 'x' }, { notificationPreferences: {} }]) {
        expect((await call('PATCH', `/customers/users/${a.userId}`, farmer, payload)).statusCode).toBe(403);
      }
    });

    it("refuses another member to one without account.teams write (403), another organisation's (404), bad input (400)", async () => {
      const a = await member();
      const buyerId = await userIdOf(t, 'buyer@demo.farm');
      await expectNothingWritten(t, USER_TABLES, async () => {
        const edit = (userId: string, headers: Headers, payload: object) =>
          call('PATCH', `/customers/users/${userId}`, headers, payload);
        expect((await edit(farmerId, a.headers, { givenName: 'X' })).statusCode).toBe(403);
        expect((await edit(buyerId, buyer2, { givenName: 'X' })).statusCode).toBe(403);
        expect((await edit(a.userId, buyer, { givenName: 'X' })).statusCode).toBe(404);
        for (const payload of [{ givenName: '' }, { nickname: 'x' }, { email: 'not-an-email' }, { groups: 'owner' }]) {
          expectInvalid(await edit(a.userId, farmer, payload), { what: JSON.stringify(payload) });
        }
        expect((await edit(a.userId, farmer, { businessUnitIds: [anglianUnit] })).json().validation).toEqual([
          { field: 'businessUnitIds', message: messages.validation.invalid },
        ]);
      });
    });

    it('does not let an owner change their own groups (ownership moves by transfer)', async () => {
      const reply = await call('PATCH', `/customers/users/${farmerId}`, farmer, { groups: ['bidding'] });
      expect(reply.statusCode).toBe(409);
      expect(reply.json().message).toBe(messages.accounts.cannotChangeOwnGroups);
      const same = await call('PATCH', `/customers/users/${farmerId}`, farmer, { groups: ['owner'] });
      expect(same.statusCode).toBe(200);
      expect((await profileOf(farmerId))?.groups).toEqual(['owner']);
    });

    it('changes the email only once the link sent to the new address is used by the same user, once', async () => {
      const a = await member();
      const reply = await call('PATCH', `/customers/users/${a.userId}`, a.headers, { email: 'New.Address@Field.test' });
      expect(reply.statusCode).toBe(200);
      expect(reply.json().message).toBe(messages.accounts.emailChangeSent);
      expect(reply.json().data).toMatchObject({ email: a.email, pendingEmail: 'new.address@field.test' });
      const { text, token } = await verifyToken('new.address@field.test');
      expect(text).toContain(`${AUTH_PATHS.account}?verifyUpdate=${token}`);

      const other = await member();
      const stolen = await call('POST', '/customers/users/verify-update', other.headers, { token });
      expect(stolen.statusCode).toBe(400);
      expect(stolen.json().message).toBe(messages.accounts.emailChangeInvalid);

      const verified = await call('POST', '/customers/users/verify-update', a.headers, { token });
      expect(verified.statusCode).toBe(200);
      expect(verified.json().message).toBe(messages.accounts.emailChanged);
      expect(profileSchema.parse(verified.json().data).email).toBe('new.address@field.test');
      const again = await call('POST', '/customers/users/verify-update', a.headers, { token });
      expect(again.statusCode).toBe(400);
      expect(again.json().validation).toEqual([{ field: 'token', message: messages.accounts.emailChangeInvalid }]);
      const [row] = await rows<{ email: string; pending_email: string | null }>(
        t,
        sql`select email, pending_email from users where id = ${a.userId}`,
      );
      expect(row).toEqual({ email: 'new.address@field.test', pending_email: null });
    });

    it('refuses an address in use (409 emailTaken), at the change and when it was taken meanwhile', async () => {
      const a = await member();
      const taken = await call('PATCH', `/customers/users/${a.userId}`, a.headers, { email: 'buyer@demo.farm' });
      expect(taken.statusCode).toBe(409);
      expect(taken.json().message).toBe(messages.accounts.emailTaken);

      expect(
        (await call('PATCH', `/customers/users/${a.userId}`, a.headers, { email: 'race@field.test' })).statusCode,
      ).toBe(200);
      const { token } = await verifyToken('race@field.test');
      expect(
        (await call('POST', '/customers/users', farmer, { email: 'race@field.test', givenName: 'R', familyName: 'C' }))
          .statusCode,
      ).toBe(201);
      const late = await call('POST', '/customers/users/verify-update', a.headers, { token });
      expect(late.statusCode).toBe(409);
      expect(late.json().message).toBe(messages.accounts.emailTaken);
      expect((await rows<{ email: string }>(t, sql`select email from users where id = ${a.userId}`))[0]?.email).toBe(
        a.email,
      );
    });

    it('does not let an impersonating administrator change the email (403)', async () => {
      const started = await call('GET', `/customers/organisations/${hillside}/impersonate?userId=${farmerId}`, admin);
      expect(started.statusCode).toBe(200);
      const asFarmer = { ...admin, [HEADERS.impersonationToken]: started.json().data.token as string };
      await expectNothingWritten(t, USER_TABLES, async () => {
        const reply = await call('PATCH', `/customers/users/${farmerId}`, asFarmer, { email: 'taken-over@field.test' });
        expect(reply.statusCode).toBe(403);
        expect((await call('POST', '/customers/users/verify-update', asFarmer, { token: 'x' })).statusCode).toBe(403);
      });
      expect((await call('PATCH', `/customers/users/${farmerId}`, asFarmer, { givenName: 'Tom' })).statusCode).toBe(
        200,
      );
    });

    it('verify-update: bad input is 400, no token 401, and a link past 24 hours is invalid', async () => {
      const a = await member();
      expect((await call('POST', '/customers/users/verify-update', a.headers, {})).json().validation[0].field).toBe(
        'token',
      );
      expect((await call('POST', '/customers/users/verify-update', {}, { token: 'x' })).statusCode).toBe(401);
      await call('PATCH', `/customers/users/${a.userId}`, a.headers, { email: 'late@field.test' });
      const { token } = await verifyToken('late@field.test');
      t.clock.advance(EMAIL_CHANGE_TTL_MS + MINUTE);
      await signInEveryone();
      const reply = await call('POST', '/customers/users/verify-update', await t.authHeaders(a.email), { token });
      expect(reply.statusCode).toBe(400);
      expect(reply.json().message).toBe(messages.accounts.emailChangeInvalid);
    });
  });

  describe('DELETE /customers/users/{userId}', () => {
    it('removes the member at once: profile, units and open invites go, and a user left with no organisation is signed out', async () => {
      const a = await member();
      await rows(
        t,
        sql`insert into profile_business_units (profile_id, business_unit_id) values (${a.profileId}, ${units[0]!.id})`,
      );
      expect((await call('GET', '/customers/users/me', a.headers)).statusCode).toBe(200);
      const reply = await call('DELETE', `/customers/users/${a.userId}`, farmer);
      expect(reply.statusCode).toBe(200);
      expect(reply.json()).toMatchObject({ message: messages.accounts.memberRemoved, data: null });
      expect((await profileOf(a.userId))?.deleted_at).not.toBeNull();
      expect(await rows(t, sql`select 1 from profile_business_units where profile_id = ${a.profileId}`)).toEqual([]);
      expect((await call('GET', '/customers/users/me', a.headers)).statusCode).toBe(401);
      const [session] = await rows<{ open: number }>(
        t,
        sql`select count(*)::int as open from sessions where user_id = ${a.userId} and revoked_at is null`,
      );
      expect(session?.open).toBe(0);
      const team = (await call('GET', '/customers/users?limit=100', farmer)).json().data as { userId: string }[];
      expect(team.some((row) => row.userId === a.userId)).toBe(false);
    });

    it('cancels the open invite of an invited member it removes', async () => {
      const userId = await invitedUserId(t, farmer, {
        email: 'invited@field.test',
        givenName: 'Ivy',
        familyName: 'Field',
      });
      expect((await call('DELETE', `/customers/users/${userId}`, farmer)).statusCode).toBe(200);
      const [invite] = await rows<{ status: string }>(t, sql`select status from invites where user_id = ${userId}`);
      expect(invite?.status).toBe('cancelled');
    });

    it('leaves a member of another organisation signed in there, but not acting as this one (403)', async () => {
      const { userId } = await createUser(t, { email: 'both@field.test', organisation: 'Anglia Grain Merchants Ltd' });
      await addProfile(t, userId, hillside, []);
      const headers = await t.authHeaders('both@field.test');
      const asHillside = { ...headers, [HEADERS.organisationId]: hillside };
      expect((await call('GET', '/customers/users/me', asHillside)).statusCode).toBe(200);
      expect((await call('DELETE', `/customers/users/${userId}`, farmer)).statusCode).toBe(200);
      expect((await call('GET', '/customers/users/me', asHillside)).statusCode).toBe(403);
      const own = await call('GET', '/customers/users/me', headers);
      expect(own.statusCode).toBe(200);
      expect(own.json().data.organisation.id).toBe(anglia);
    });

    it('refuses oneself and an owner (409), a member without account.teams write (403), another organisation (404)', async () => {
      const self = await call('DELETE', `/customers/users/${managerId}`, manager);
      expect(self.statusCode).toBe(409);
      expect(self.json().message).toBe(messages.accounts.cannotRemoveSelf);
      const owner = await call('DELETE', `/customers/users/${farmerId}`, manager);
      expect(owner.statusCode).toBe(409);
      expect(owner.json().message).toBe(messages.accounts.cannotRemoveOwner);
      const a = await member();
      const buyerId = await userIdOf(t, 'buyer2@demo.farm');
      expect((await call('DELETE', `/customers/users/${buyerId}`, buyer2)).statusCode).toBe(403);
      expect((await call('DELETE', `/customers/users/${a.userId}`, a.headers)).statusCode).toBe(403);
      expect((await call('DELETE', `/customers/users/${a.userId}`, buyer)).statusCode).toBe(404);
      expect((await call('DELETE', '/customers/users/not-a-uuid', farmer)).statusCode).toBe(400);
      expect((await profileOf(a.userId))?.deleted_at).toBeNull();
    });
  });

  describe('GET /customers/users/{userId}/resend-password', () => {
    it('emails a fresh set-password link; the older code stops working', async () => {
      const created = await call('POST', '/customers/users', farmer, {
        email: 'resend@field.test',
        givenName: 'Reese',
        familyName: 'End',
      });
      const userId = created.json().data.userId as string;
      const { code: first } = await setPasswordCode('resend@field.test');
      const reply = await call('GET', `/customers/users/${userId}/resend-password`, manager);
      expect(reply.statusCode).toBe(200);
      expect(reply.json().message).toBe(messages.accounts.passwordLinkSent);
      expect(await emailCount(t, 'resend@field.test', 'set-password')).toBe(2);
      const { code: second } = await setPasswordCode('resend@field.test');
      const reset = (code: string) => resetPassword(t, 'resend@field.test', code);
      if (first !== second) expect((await reset(first)).statusCode).toBe(400);
      expect((await reset(second)).statusCode).toBe(200);
    });

    it('refuses without account.teams write (403), another organisation (404), a bad id (400)', async () => {
      const buyerId = await userIdOf(t, 'buyer@demo.farm');
      await expectNothingWritten(t, USER_TABLES, async () => {
        expect((await call('GET', `/customers/users/${buyerId}/resend-password`, buyer2)).statusCode).toBe(403);
        expect((await call('GET', `/customers/users/${farmerId}/resend-password`, buyer)).statusCode).toBe(404);
        expect((await call('GET', '/customers/users/x/resend-password', farmer)).statusCode).toBe(400);
      });
    });
  });

  describe('POST /customers/users/lookup/telephone', () => {
    it('finds the member of the own organisation by number, however it is spaced', async () => {
      const reply = await call('POST', '/customers/users/lookup/telephone', farmer, {
        phone: { callingCode: '44', number: '07700 900123' },
      });
      expect(reply.statusCode).toBe(200);
      expect(teamMemberSchema.parse(reply.json().data)).toMatchObject({ userId: farmerId, isOwner: true });
    });

    it('lets a carrier look up their drivers, but only in their own organisation (404 telephoneNotFound)', async () => {
      const driverId = await userIdOf(t, 'driver@demo.farm');
      await rows(
        t,
        sql`update users set phone_calling_code = '+44', phone_number = '7700900321' where id = ${driverId}`,
      );
      const own = await call('POST', '/customers/users/lookup/telephone', driver, {
        phone: { callingCode: '+44', number: '7700900321' },
      });
      expect(own.statusCode).toBe(200);
      expect(own.json().data.userId).toBe(driverId);
      const other = await call('POST', '/customers/users/lookup/telephone', driver, {
        phone: { callingCode: '+44', number: '7700900123' },
      });
      expect(other.statusCode).toBe(404);
      expect(other.json().message).toBe(messages.accounts.telephoneNotFound);
    });

    it('refuses without account.teams or logistics.carrier read (403), bad input (400)', async () => {
      const phone = { callingCode: '+44', number: '7700900123' };
      expect((await call('POST', '/customers/users/lookup/telephone', buyer2, { phone })).statusCode).toBe(403);
      const bad = await call('POST', '/customers/users/lookup/telephone', farmer, { phone: { number: '1' } });
      expect(bad.statusCode).toBe(400);
      expect(validationFields(bad)[0]).toContain('phone');
    });
  });

  describe('GET /customers/security/roles', () => {
    it("answers the caller's id and roles", async () => {
      const reply = await call('GET', '/customers/security/roles', admin);
      expect(reply.statusCode).toBe(200);
      expect(reply.json().data).toEqual({ id: await userIdOf(t, 'admin@demo.farm'), roles: ['sys-admin'] });
      expect((await call('GET', '/customers/security/roles', farmer)).json().data.roles).toEqual([]);
      expect((await call('GET', '/customers/security/roles', {})).statusCode).toBe(401);
    });
  });

  describe('preferences and terms', () => {
    it('answers and changes only the parts sent of one’s preferences', async () => {
      const a = await member();
      const initial = await call('GET', '/customers/users/me/preferences', a.headers);
      expect(initial.statusCode).toBe(200);
      expect(userPreferencesSchema.parse(initial.json().data)).toEqual({
        termsAccepted: false,
        marketing: {},
        signup: null,
        notifications: {},
        units: {},
      });
      const first = await call('PATCH', '/customers/users/me/preferences', a.headers, {
        marketing: { email: true },
        signup: { interests: ['sell-grain'] },
        notifications: { offers: ['sms'] },
      });
      expect(first.statusCode).toBe(200);
      expect(first.json().message).toBe(messages.accounts.settingsSaved);
      const second = await call('PATCH', '/customers/users/me/preferences', a.headers, {
        marketing: { sms: false },
        notifications: { team: ['email'] },
      });
      expect(second.json().data).toEqual({
        termsAccepted: false,
        marketing: { email: true, sms: false },
        signup: { interests: ['sell-grain'] },
        notifications: { offers: ['sms'], team: ['email'] },
        units: {},
      });
    });

    it('sets and reads back unit choices kind by kind (platform §9 units per user)', async () => {
      const a = await member();
      const first = await call('PATCH', '/customers/users/me/preferences', a.headers, {
        units: { weight: 'imperial', yield: 'imperial' },
      });
      expect(first.statusCode).toBe(200);
      expect(first.json().data.units).toEqual({ weight: 'imperial', yield: 'imperial' });
      const second = await call('PATCH', '/customers/users/me/preferences', a.headers, {
        units: { weight: 'metric', distance: 'metric' },
      });
      expect(second.json().data.units).toEqual({ weight: 'metric', yield: 'imperial', distance: 'metric' });
      const read = await call('GET', '/customers/users/me/preferences', a.headers);
      expect(userPreferencesSchema.parse(read.json().data).units).toEqual({
        weight: 'metric',
        yield: 'imperial',
        distance: 'metric',
      });
      const [row] = await rows<{ unit_preferences: object }>(
        t,
        sql`select unit_preferences from users where id = ${a.userId}`,
      );
      expect(row!.unit_preferences).toEqual({ weight: 'metric', yield: 'imperial', distance: 'metric' });
    });

    it('refuses an unknown unit kind or system (400) writing nothing', async () => {
      const a = await member();
      await call('PATCH', '/customers/users/me/preferences', a.headers, { units: { weight: 'imperial' } });
      for (const payload of [
        { units: { weight: 'cubits' } },
        { units: { colour: 'metric' } },
        { units: 'imperial' },
        { units: { weight: 'metric' }, marketing: { pigeon: true } },
      ]) {
        const reply = await call('PATCH', '/customers/users/me/preferences', a.headers, payload);
        expectInvalid(reply, { what: JSON.stringify(payload) });
      }
      const read = await call('GET', '/customers/users/me/preferences', a.headers);
      expect(read.json().data.units).toEqual({ weight: 'imperial' });
    });

    it('refuses bad preferences (400) writing nothing, and a caller without a token (401)', async () => {
      const a = await member();
      for (const payload of [{ colour: 'red' }, { signup: { interests: [] } }, { marketing: { pigeon: true } }]) {
        const reply = await call('PATCH', '/customers/users/me/preferences', a.headers, payload);
        expectInvalid(reply, { what: JSON.stringify(payload) });
      }
      expect((await call('GET', '/customers/users/me/preferences', a.headers)).json().data.marketing).toEqual({});
      expect((await call('GET', '/customers/users/me/preferences', {})).statusCode).toBe(401);
      expect((await call('PATCH', '/customers/users/me/preferences', {}, {})).statusCode).toBe(401);
    });

    it("accepts the terms at the clock's now", async () => {
      const a = await member();
      t.clock.advance(MINUTE);
      const now = t.clock.now();
      expect((await call('POST', '/customers/users/me/accept-terms', a.headers, { accepted: false })).statusCode).toBe(
        400,
      );
      expect((await call('GET', '/customers/users/me', a.headers)).json().data.settings.terms).toBe(false);
      const reply = await call('POST', '/customers/users/me/accept-terms', a.headers, { accepted: true });
      expect(reply.statusCode).toBe(200);
      expect(profileSchema.parse(reply.json().data).settings.terms).toBe(true);
      const [row] = await rows<{ at: string }>(
        t,
        sql`select terms_accepted_at as at from users where id = ${a.userId}`,
      );
      expect(Math.abs(new Date(row!.at).getTime() - now.getTime())).toBeLessThan(5_000);
      expect((await call('POST', '/customers/users/me/accept-terms', {}, { accepted: true })).statusCode).toBe(401);
    });
  });
});

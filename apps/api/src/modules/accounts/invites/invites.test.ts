import {
  HEADERS,
  INVITE_TTL_MS,
  inviteLookupSchema,
  inviteSchema,
  loginResponseSchema,
  messages,
  type InviteRequest,
} from '@harvest/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, expectNothingWritten, signInDemo, type Headers } from '../../../../test/api-calls';
import {
  bearer,
  countRows,
  createUser,
  emailCount,
  lastEmail,
  lastLinkToken,
  login,
  NEW_PASSWORD,
  organisationIdOf,
  rows,
  signIn,
  userIdOf,
} from '../../../../test/auth-helpers';
import { buildTestApp, type TestApp } from '../../../../test/build-test-app';
import { sha256 } from '../../../platform/auth/tokens';

/** Tables an invite writes to: a refused one must leave every count as it was. */
const INVITE_TABLES = ['users', 'profiles', 'profile_business_units', 'invites', 'outbox_messages'] as const;

const person = (email: string, overrides: Partial<InviteRequest> = {}): InviteRequest => ({
  email,
  givenName: 'Rosa',
  familyName: 'Field',
  groups: [],
  access: {},
  businessUnitIds: [],
  ...overrides,
});

describe('business invites', () => {
  let t: TestApp;
  let farmer: Headers;
  let buyer: Headers;
  let buyer2: Headers;
  let driver: Headers;
  let hillside: string;
  let units: { id: string; name: string }[];

  const invite = (headers: Headers, payload: object) => apiCall(t, 'POST', '/customers/invite', headers, payload);
  const list = (headers: Headers) => apiCall(t, 'GET', '/customers/invites', headers);
  const resend = (headers: Headers, id: string) => apiCall(t, 'POST', `/customers/invites/${id}/resend`, headers);
  const cancel = (headers: Headers, id: string) => apiCall(t, 'DELETE', `/customers/invites/${id}`, headers);
  const lookup = (token: string) => apiCall(t, 'POST', '/customers/invites/lookup', {}, { token });
  const accept = (payload: object) => apiCall(t, 'POST', '/customers/invites/accept', {}, payload);
  const me = (headers: Headers) => apiCall(t, 'GET', '/customers/users/me', headers);
  const inviteToken = (email: string) => lastLinkToken(t, email, 'business-invite');
  const withPassword = (token: string) => ({ token, password: NEW_PASSWORD, passwordConfirm: NEW_PASSWORD });

  /** Invites the address to Hillside as the farmer (its owner) and answers the invite and its token. */
  const invited = async (email: string, overrides: Partial<InviteRequest> = {}) => {
    const reply = await invite(farmer, person(email, overrides));
    if (reply.statusCode !== 201) throw new Error(reply.body);
    return { invite: inviteSchema.parse(reply.json().data), token: await inviteToken(email) };
  };

  /** Access tokens live 15 minutes: after moving the clock, everyone signs in again. */
  const signInEveryone = async () => {
    ({ farmer, buyer, buyer2, driver } = await signInDemo(t, 'farmer', 'buyer', 'buyer2', 'driver'));
  };
  const advance = async (ms: number) => {
    t.clock.advance(ms);
    await signInEveryone();
  };

  beforeAll(async () => {
    t = await buildTestApp();
    await t.seedDemo();
    await signInEveryone();
    hillside = await organisationIdOf(t, 'Hillside Farm Partnership');
    units = await rows<{ id: string; name: string }>(
      t,
      sql`select id, name from business_units where organisation_id = ${hillside} order by name`,
    );
  }, 60_000);

  afterAll(() => t.close());

  describe('POST /api/customers/invite', () => {
    it("invites a new person: 201 'Invitation sent', an unactivated user without a password, an invited profile", async () => {
      const brookEnd = units.find((unit) => unit.name === 'Brook End Farm')!;
      const reply = await invite(
        farmer,
        person('Rosa@Field.test', {
          groups: ['bidding'],
          access: { 'trading.bids': 'write', 'inventory.movements': 'read' },
          businessUnitIds: [brookEnd.id],
        }),
      );
      expect(reply.statusCode).toBe(201);
      expect(reply.json()).toMatchObject({ status: 201, message: messages.accounts.inviteSent });
      const data = inviteSchema.parse(reply.json().data);
      expect(data).toEqual({
        id: expect.any(String),
        email: 'rosa@field.test',
        name: 'Rosa Field',
        status: 'sent',
        groups: ['bidding'],
        invitedBy: 'Tom Harrington',
        sentAt: expect.any(String),
        expiresAt: new Date(new Date(data.sentAt).getTime() + INVITE_TTL_MS).toISOString(),
      });
      expect(Math.abs(new Date(data.sentAt).getTime() - t.clock.now().getTime())).toBeLessThan(5000);

      const [user] = await rows<{ id: string; status: string; given_name: string }>(
        t,
        sql`select id, status, given_name from users where email = 'rosa@field.test'`,
      );
      expect(user).toMatchObject({ status: 'unactivated', given_name: 'Rosa' });
      expect(await t.app.platform.services.passwords.hasPassword(user!.id)).toBe(false);
      const [profile] = await rows<{ id: string; status: string; groups: string[]; access: object }>(
        t,
        sql`select id, status, groups, access from profiles where user_id = ${user!.id}`,
      );
      expect(profile).toMatchObject({
        status: 'invited',
        groups: ['bidding'],
        access: { 'trading.bids': 'write', 'inventory.movements': 'read' },
      });
      const assigned = await rows<{ business_unit_id: string }>(
        t,
        sql`select business_unit_id from profile_business_units where profile_id = ${profile!.id}`,
      );
      expect(assigned).toEqual([{ business_unit_id: brookEnd.id }]);
    });

    it('emails the invitation with the inviter, the organisation and a link whose token is stored only as its sha256', async () => {
      const token = await inviteToken('rosa@field.test');
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const text = await lastEmail(t, 'rosa@field.test', 'business-invite');
      expect(text).toContain('Tom Harrington has invited you to join the team of Hillside Farm Partnership');
      expect(text).toContain(`${t.app.platform.config.publicUrl}/inventory/auth/business-invite?token=${token}`);
      expect(text).toContain('7 days');
      const stored = await rows<{ token_hash: string }>(
        t,
        sql`select token_hash from invites where email = 'rosa@field.test'`,
      );
      expect(stored).toEqual([{ token_hash: sha256(token) }]);
    });

    it('keeps the invited profile unusable until the invite is accepted', async () => {
      const userId = await userIdOf(t, 'rosa@field.test');
      expect((await t.app.platform.services.accounts.profilesOfUser(userId)).length).toBe(0);
      const admin = await t.authHeaders('admin@demo.farm');
      const accounts = await t.app.inject({
        method: 'GET',
        url: '/api/customers/organisations?query=Hillside',
        headers: admin,
      });
      const emails = accounts.json().data[0].members.map((member: { email: string }) => member.email);
      expect(emails).not.toContain('rosa@field.test');
    });

    it("refuses a member already active with 409 'already a member', and an open invite with 409 'already been invited'", async () => {
      await expectNothingWritten(t, INVITE_TABLES, async () => {
        const member = await invite(farmer, person('farmer@demo.farm'));
        expect(member.statusCode).toBe(409);
        expect(member.json()).toMatchObject({
          message: messages.accounts.alreadyMember,
          validation: [{ field: 'email', message: messages.accounts.alreadyMember }],
        });
        const pending = await invite(farmer, person('rosa@field.test'));
        expect(pending.statusCode).toBe(409);
        expect(pending.json()).toMatchObject({
          message: messages.accounts.invitePending,
          validation: [{ field: 'email', message: messages.accounts.invitePending }],
        });
      });
    });

    it('refuses unknown permission keys or levels, unknown groups and units of another organisation with 400, writing nothing', async () => {
      const [wisbech] = await rows<{ id: string }>(t, sql`select id from business_units where name = 'Wisbech Depot'`);
      await expectNothingWritten(t, INVITE_TABLES, async () => {
        const badAccess = await invite(
          farmer,
          person('x1@field.test', {
            access: { 'trading.everything': 'write', menu: 'read', 'trading.position': 'write' },
          }),
        );
        expect(badAccess.statusCode).toBe(400);
        expect(badAccess.json().validation).toEqual([
          { field: 'access.trading.everything', message: messages.validation.invalid },
          { field: 'access.menu', message: messages.validation.invalid },
          { field: 'access.trading.position', message: messages.validation.invalid },
        ]);

        const badGroup = await invite(farmer, person('x2@field.test', { groups: ['night-shift'] }));
        expect(badGroup.statusCode).toBe(400);
        expect(badGroup.json().validation).toEqual([{ field: 'groups', message: messages.validation.invalid }]);

        const badUnit = await invite(farmer, person('x3@field.test', { businessUnitIds: [units[0]!.id, wisbech!.id] }));
        expect(badUnit.statusCode).toBe(400);
        expect(badUnit.json().validation).toEqual([{ field: 'businessUnitIds', message: messages.validation.invalid }]);

        const badLevel = await invite(farmer, { ...person('x4@field.test'), access: { 'trading.bids': 'admin' } });
        expect(badLevel.statusCode).toBe(400);
      });
    });

    it("accepts the organisation's own groups", async () => {
      const group = await t.app.inject({
        method: 'POST',
        url: '/api/auth/v1/group',
        headers: farmer,
        payload: { name: 'Harvest crew' },
      });
      const { invite: created } = await invited('crew@field.test', { groups: [group.json().data.id, 'driver'] });
      expect(created.groups).toEqual([group.json().data.id, 'driver']);
    });

    it('needs account.teams write (403), and a sign-in (401)', async () => {
      for (const headers of [buyer2, driver]) {
        const refused = await invite(headers, person('x5@field.test'));
        expect(refused.statusCode).toBe(403);
        expect(refused.json().message).toBe(messages.errors.noPermission);
      }
      expect((await invite({}, person('x5@field.test'))).statusCode).toBe(401);
    });

    it('lets a team manager grant no more than they hold, and never make an owner (403)', async () => {
      await createUser(t, {
        email: 'manager@demo.farm',
        password: NEW_PASSWORD,
        access: { 'account.teams': 'write', 'trading.bids': 'read' },
      });
      const manager = bearer(await signIn(t, 'manager@demo.farm', NEW_PASSWORD));
      await expectNothingWritten(t, INVITE_TABLES, async () => {
        const moreAccess = await invite(manager, person('x6@field.test', { access: { 'trading.bids': 'write' } }));
        expect(moreAccess.statusCode).toBe(403);
        expect((await invite(manager, person('x6@field.test', { groups: ['owner'] }))).statusCode).toBe(403);
      });
      const allowed = await invite(manager, person('x6@field.test', { access: { 'trading.bids': 'read' } }));
      expect(allowed.statusCode).toBe(201);
      expect(allowed.json().data.invitedBy).toBe('Test User');
    });
  });

  describe('GET /api/customers/invites', () => {
    it("lists the organisation's open invites, newest first, to those with account.teams read", async () => {
      const reply = await list(farmer);
      expect(reply.statusCode).toBe(200);
      const invites = reply.json().data.map((item: unknown) => inviteSchema.parse(item));
      expect(invites.map((item: { email: string }) => item.email)).toEqual(
        expect.arrayContaining(['rosa@field.test', 'crew@field.test', 'x6@field.test']),
      );
      expect(invites.every((item: { status: string }) => item.status === 'sent')).toBe(true);
      expect((await list(buyer)).json().data).toEqual([]);
      expect((await list(driver)).statusCode).toBe(403);
      expect((await list({})).statusCode).toBe(401);
    });
  });

  describe('POST /api/customers/invites/lookup', () => {
    it('says what the invite is for, and that a new person must choose a password', async () => {
      const reply = await lookup(await inviteToken('rosa@field.test'));
      expect(reply.statusCode).toBe(200);
      expect(inviteLookupSchema.parse(reply.json().data)).toEqual({
        organisationName: 'Hillside Farm Partnership',
        email: 'rosa@field.test',
        givenName: 'Rosa',
        familyName: 'Field',
        invitedBy: 'Tom Harrington',
        needsPassword: true,
      });
    });

    it("answers 404 'no longer valid' for an unknown token, and 400 for an empty one", async () => {
      const reply = await lookup('x'.repeat(43));
      expect(reply.statusCode).toBe(404);
      expect(reply.json().message).toBe(messages.accounts.inviteInvalid);
      expect((await lookup('')).statusCode).toBe(400);
    });
  });

  describe('POST /api/customers/invites/accept', () => {
    it('needs a password from a new person (400 on password) and changes nothing without one', async () => {
      const token = await inviteToken('rosa@field.test');
      const before = await rows(t, sql`select status from users where email = 'rosa@field.test'`);
      const reply = await accept({ token });
      expect(reply.statusCode).toBe(400);
      expect(reply.json().validation).toEqual([{ field: 'password', message: messages.validation.required }]);
      expect(await rows(t, sql`select status from users where email = 'rosa@field.test'`)).toEqual(before);
      expect((await lookup(token)).statusCode).toBe(200);

      const mismatch = await accept({ token, password: NEW_PASSWORD, passwordConfirm: 'Other2026!' });
      expect(mismatch.statusCode).toBe(400);
      expect(mismatch.json().validation).toEqual([
        { field: 'passwordConfirm', message: messages.validation.passwordsDoNotMatch },
      ]);
    });

    it('signs a new person in as login does, with the invited groups, access and units, once', async () => {
      const token = await inviteToken('rosa@field.test');
      const reply = await accept(withPassword(token));
      expect(reply.statusCode).toBe(200);
      const data = loginResponseSchema.parse(reply.json().data);
      expect(data.profiles).toHaveLength(1);
      expect(data.profiles[0]).toMatchObject({
        email: 'rosa@field.test',
        name: 'Rosa Field',
        groups: ['bidding'],
        access: { 'trading.bids': 'write', 'inventory.movements': 'read' },
        organisation: { name: 'Hillside Farm Partnership' },
        businessUnits: [{ name: 'Brook End Farm', type: 'farm' }],
        settings: { terms: false },
      });
      const own = await me(bearer(data.tokens));
      expect(own.json().data.businessUnits).toEqual([expect.objectContaining({ name: 'Brook End Farm' })]);

      const [user] = await rows<{ status: string }>(t, sql`select status from users where email = 'rosa@field.test'`);
      expect(user!.status).toBe('active');
      const [stored] = await rows<{ status: string; accepted_at: Date | null }>(
        t,
        sql`select status, accepted_at from invites where email = 'rosa@field.test'`,
      );
      expect(stored!.status).toBe('accepted');
      expect(stored!.accepted_at).not.toBeNull();
      expect((await login(t, 'rosa@field.test', NEW_PASSWORD)).statusCode).toBe(200);

      const again = await accept(withPassword(token));
      expect(again.statusCode).toBe(404);
      expect(again.json().message).toBe(messages.accounts.inviteInvalid);
      expect((await lookup(token)).statusCode).toBe(404);
      expect((await list(farmer)).json().data.map((item: { email: string }) => item.email)).not.toContain(
        'rosa@field.test',
      );
    });

    it('joins an existing user of another organisation with the token alone: they then have two profiles', async () => {
      const before = (await login(t, 'buyer2@demo.farm')).json().data.profiles;
      expect(before).toHaveLength(1);
      const { token } = await invited('buyer2@demo.farm', {
        givenName: 'Ignored',
        access: { 'inventory.movements': 'write' },
      });
      const asHillside = { ...buyer2, [HEADERS.organisationId]: hillside };
      expect((await me(asHillside)).statusCode).toBe(403);

      const details = (await lookup(token)).json().data;
      expect(details).toMatchObject({ givenName: 'James', familyName: 'Cole', needsPassword: false });

      const reply = await accept({ token });
      expect(reply.statusCode).toBe(200);
      const data = loginResponseSchema.parse(reply.json().data);
      expect(data.profiles.map((profile) => profile.organisation.name)).toEqual([
        'Anglia Grain Merchants Ltd',
        'Hillside Farm Partnership',
      ]);
      expect(data.profiles[1]).toMatchObject({ access: { 'inventory.movements': 'write' }, settings: { terms: true } });
      // No units assigned: all of the organisation's.
      expect(data.profiles[1]!.businessUnits.map((unit) => unit.name)).toEqual(units.map((unit) => unit.name));
      const own = await me(asHillside);
      expect(own.statusCode).toBe(200);
      expect(own.json().data.organisation.name).toBe('Hillside Farm Partnership');
      // The password is unchanged.
      expect((await login(t, 'buyer2@demo.farm')).statusCode).toBe(200);
    });

    it('asks an unactivated user with a password for a new one: an unconfirmed password may not be theirs', async () => {
      await createUser(t, {
        email: 'dormant@field.test',
        password: 'Someone1234',
        status: 'unactivated',
        organisation: 'Fenland Haulage Ltd',
      });
      const { token } = await invited('dormant@field.test');
      expect((await lookup(token)).json().data.needsPassword).toBe(true);
      expect((await accept({ token })).statusCode).toBe(400);
      expect((await accept(withPassword(token))).statusCode).toBe(200);
      expect((await login(t, 'dormant@field.test', 'Someone1234')).statusCode).toBe(401);
      expect((await login(t, 'dormant@field.test', NEW_PASSWORD)).statusCode).toBe(200);
    });

    it('refuses a disabled user with 404', async () => {
      const { userId } = await createUser(t, {
        email: 'barred@field.test',
        password: NEW_PASSWORD,
        organisation: 'Fenland Haulage Ltd',
      });
      const { token } = await invited('barred@field.test');
      await t.app.platform.database.db.execute(sql`update users set status = 'disabled' where id = ${userId}`);
      expect((await lookup(token)).statusCode).toBe(404);
      const reply = await accept({ token });
      expect(reply.statusCode).toBe(404);
      expect(reply.json().message).toBe(messages.accounts.inviteInvalid);
    });

    it('lets only one of two simultaneous accepts through; the other hears 404', async () => {
      const { token } = await invited('twice@field.test');
      const replies = await Promise.all([accept(withPassword(token)), accept(withPassword(token))]);
      expect(replies.map((reply) => reply.statusCode).sort()).toEqual([200, 404]);
      expect(replies.find((reply) => reply.statusCode === 404)!.json().message).toBe(messages.accounts.inviteInvalid);
      const sessions = await rows<{ n: number }>(
        t,
        sql`select count(*)::int as n from sessions s join users u on u.id = s.user_id where u.email = 'twice@field.test'`,
      );
      expect(sessions[0]!.n).toBe(1);
    });
  });

  describe('POST /api/customers/invites/{id}/resend', () => {
    it("sends a new link with a new expiry, 're-sent', 'Invitation sent again'; the old link stops working", async () => {
      const { invite: created, token: first } = await invited('again@field.test');
      await advance(60 * 60 * 1000);
      const reply = await resend(farmer, created.id);
      expect(reply.statusCode).toBe(200);
      expect(reply.json().message).toBe(messages.accounts.inviteResent);
      const data = inviteSchema.parse(reply.json().data);
      expect(data.status).toBe('re-sent');
      expect(new Date(data.sentAt).getTime() - new Date(created.sentAt).getTime()).toBeGreaterThanOrEqual(
        60 * 60 * 1000,
      );
      expect(new Date(data.expiresAt).getTime()).toBe(new Date(data.sentAt).getTime() + INVITE_TTL_MS);
      expect(await emailCount(t, 'again@field.test', 'business-invite')).toBe(2);
      const second = await inviteToken('again@field.test');
      expect(second).not.toBe(first);
      expect((await lookup(first)).statusCode).toBe(404);
      expect((await lookup(second)).statusCode).toBe(200);
    });

    it("answers 404 for another organisation's invite, 403 without account.teams write, 401 without a sign-in", async () => {
      const [open] = (await list(farmer)).json().data as { id: string }[];
      const other = await resend(buyer, open!.id);
      expect(other.statusCode).toBe(404);
      expect(other.json().message).toBe(messages.errors.notFound);
      expect((await resend(driver, open!.id)).statusCode).toBe(403);
      expect((await resend({}, open!.id)).statusCode).toBe(401);
      expect((await resend(farmer, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    });
  });

  describe('DELETE /api/customers/invites/{id}', () => {
    it('cancels an open invite and removes the invited profile; the address can be invited again', async () => {
      const { invite: created, token } = await invited('gone@field.test');
      const before = await countRows(t, ['outbox_messages']);
      expect((await cancel(buyer, created.id)).statusCode).toBe(404);
      expect((await cancel(driver, created.id)).statusCode).toBe(403);
      expect((await cancel({}, created.id)).statusCode).toBe(401);

      const reply = await cancel(farmer, created.id);
      expect(reply.statusCode).toBe(200);
      expect(inviteSchema.parse(reply.json().data).status).toBe('cancelled');
      const [profile] = await rows<{ deleted_at: Date | null }>(
        t,
        sql`select p.deleted_at from profiles p join invites i on i.profile_id = p.id where i.id = ${created.id}`,
      );
      expect(profile!.deleted_at).not.toBeNull();
      expect((await lookup(token)).statusCode).toBe(404);
      expect((await accept(withPassword(token))).statusCode).toBe(404);
      expect((await list(farmer)).json().data.map((item: { id: string }) => item.id)).not.toContain(created.id);
      expect((await cancel(farmer, created.id)).statusCode).toBe(404);
      expect((await resend(farmer, created.id)).statusCode).toBe(404);
      expect(await countRows(t, ['outbox_messages'])).toEqual(before);

      expect((await invite(farmer, person('gone@field.test'))).statusCode).toBe(201);
    });
  });

  describe('expiry', () => {
    it('stops the link after 7 days; the invite stays listed and a resend renews it', async () => {
      const { invite: created, token } = await invited('late@field.test');
      await advance(INVITE_TTL_MS + 1000);
      const looked = await lookup(token);
      expect(looked.statusCode).toBe(404);
      expect(looked.json().message).toBe(messages.accounts.inviteInvalid);
      expect((await accept(withPassword(token))).statusCode).toBe(404);
      expect((await list(farmer)).json().data.map((item: { id: string }) => item.id)).toContain(created.id);
      // Still open, so the address cannot be invited twice.
      expect((await invite(farmer, person('late@field.test'))).statusCode).toBe(409);

      expect((await resend(farmer, created.id)).statusCode).toBe(200);
      expect((await accept(withPassword(await inviteToken('late@field.test')))).statusCode).toBe(200);
    });
  });

  it('documents the calls in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(doc.paths['/api/customers/invite'].post.requestBody).toBeDefined();
    expect(doc.paths['/api/customers/invites'].get).toBeDefined();
    expect(doc.paths['/api/customers/invites/{id}/resend'].post).toBeDefined();
    expect(doc.paths['/api/customers/invites/{id}'].delete).toBeDefined();
    expect(doc.paths['/api/customers/invites/lookup'].post.requestBody).toBeDefined();
    expect(doc.paths['/api/customers/invites/accept'].post.requestBody).toBeDefined();
  });
});

import {
  BUSINESS_CONNECTION_CHECKS_PER_ADDRESS,
  effectiveAccess,
  loginResponseSchema,
  messages,
  ONBOARDING_RATE_WINDOW_MS,
  SIGNUP_CONFIRMATION_TTL_MS,
  SIGNUP_RESENDS_PER_ADDRESS,
  signupResponseSchema,
  SIGNUPS_PER_ADDRESS,
  type SignupRequest,
} from '@harvest/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  countRows,
  emailCount,
  lastEmail,
  lastLinkToken,
  login,
  organisationIdOf,
  rows,
} from '../../../../test/auth-helpers';
import { buildTestApp, type TestApp } from '../../../../test/build-test-app';
import { verifyPassword } from '../../../platform/auth/password-hash';

const PASSWORD = 'Wheat2026!';

/** Tables a signup writes to: a refused one must leave every count as it was. */
const SIGNUP_TABLES = ['organisations', 'users', 'profiles', 'credentials', 'auth_codes', 'outbox_messages'] as const;

const form = (overrides: Partial<SignupRequest> = {}): SignupRequest => ({
  organisationName: 'Manor Farm',
  countryISO: 'GB',
  businessType: 'seller',
  givenName: 'Ann',
  familyName: 'Hart',
  email: 'ann@manor.farm',
  phone: { callingCode: '+44', number: '7700900456' },
  password: PASSWORD,
  passwordConfirm: PASSWORD,
  acceptTerms: true,
  marketingOptIn: true,
  ...overrides,
});

describe('account creation', () => {
  let t: TestApp;
  let addresses = 0;

  /** Each call from its own address unless told, so the per-address budgets stay out of the way. */
  const nextAddress = () => `10.0.${Math.floor(++addresses / 250)}.${addresses % 250}`;
  const signup = (payload: object, address = nextAddress()) =>
    t.app.inject({ method: 'POST', url: '/api/customers/signup', payload, remoteAddress: address });
  const resend = (id: string, email: string, address = nextAddress()) =>
    t.app.inject({ method: 'POST', url: `/api/customers/signup/${id}`, payload: { email }, remoteAddress: address });
  const exists = (query: Record<string, string>, address = nextAddress()) =>
    t.app.inject({
      method: 'GET',
      url: `/api/customers/business-connections/exists?${new URLSearchParams(query).toString()}`,
      remoteAddress: address,
    });
  const tokenLogin = (token: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/user/token-login', payload: { token } });

  beforeAll(async () => {
    t = await buildTestApp();
    await t.seedDemo();
  }, 60_000);

  afterAll(() => t.close());

  describe('POST /api/customers/signup', () => {
    it("creates the business and its unactivated owner, answering 201 'We have sent you an email...'", async () => {
      const reply = await signup(form());
      expect(reply.statusCode).toBe(201);
      const body = reply.json();
      expect(body).toMatchObject({ status: 201, message: messages.accounts.signupConfirmationSent });
      const data = signupResponseSchema.parse(body.data);
      expect(data).toEqual({
        status: 'pending-confirmation',
        organisation: { id: expect.any(String), name: 'Manor Farm' },
      });

      const [organisation] = await rows<{ vetted: boolean; country_iso: string; modules: string[] }>(
        t,
        sql`select vetted, country_iso, modules from organisations where id = ${data.organisation.id}`,
      );
      expect(organisation).toEqual({ vetted: false, country_iso: 'GB', modules: ['inventory:core', 'trading:core'] });

      const [user] = await rows<{
        id: string;
        status: string;
        given_name: string;
        phone_calling_code: string;
        phone_number: string;
        terms_accepted_at: Date | null;
        marketing_opt_in: boolean;
      }>(t, sql`select * from users where email = 'ann@manor.farm'`);
      expect(user).toMatchObject({
        status: 'unactivated',
        given_name: 'Ann',
        phone_calling_code: '+44',
        phone_number: '7700900456',
        marketing_opt_in: true,
      });
      expect(new Date(user!.terms_accepted_at!).getTime()).toBeLessThanOrEqual(t.clock.now().getTime());

      const profiles = await rows<{ groups: string[]; user_types: string[]; status: string; organisation_id: string }>(
        t,
        sql`select groups, user_types, status, organisation_id from profiles where user_id = ${user!.id}`,
      );
      expect(profiles).toEqual([
        { groups: ['owner'], user_types: ['seller'], status: 'active', organisation_id: data.organisation.id },
      ]);

      const [credential] = await rows<{ password_hash: string }>(
        t,
        sql`select password_hash from credentials where user_id = ${user!.id}`,
      );
      expect(credential!.password_hash.startsWith('$argon2id$')).toBe(true);
      expect(await verifyPassword(credential!.password_hash, PASSWORD)).toBe(true);
    });

    it('emails a confirmation link (HTML and text) that signs the owner in once and activates them', async () => {
      expect(await emailCount(t, 'ann@manor.farm', 'signup-confirmation')).toBe(1);
      const token = await lastLinkToken(t, 'ann@manor.farm', 'signup-confirmation');
      const text = await lastEmail(t, 'ann@manor.farm', 'signup-confirmation');
      expect(text).toContain(`${t.app.platform.config.publicUrl}/inventory/auth/login?token=${token}`);
      expect(text).toContain('Manor Farm');
      expect(text).toContain('24 hours');
      const { items } = await t.app.platform.services.mailbox.mailbox({
        offset: 0,
        limit: 10,
        to: 'ann@manor.farm',
      });
      const html = (await t.app.platform.services.mailbox.mailboxMessage(items[0]!.id)).html;
      expect(html).toContain(`/inventory/auth/login?token=${token}`);

      // Before the address is confirmed, the password does not sign in.
      const early = await login(t, 'ann@manor.farm', PASSWORD);
      expect(early.statusCode).toBe(403);
      expect(early.json().message).toBe(messages.auth.accountNotActivated);

      const reply = await tokenLogin(token);
      expect(reply.statusCode).toBe(200);
      const data = loginResponseSchema.parse(reply.json().data);
      expect(data.profiles).toHaveLength(1);
      expect(data.profiles[0]).toMatchObject({
        email: 'ann@manor.farm',
        groups: ['owner'],
        // Not vetted yet: an owner, but without trading until the business is vetted (§6).
        access: effectiveAccess({ groups: ['owner'], stored: {}, roles: [], vetted: false }),
        userTypes: ['seller'],
        phone: { callingCode: '+44', number: '7700900456' },
        settings: { terms: true },
        organisation: { name: 'Manor Farm', vetted: false, countryISO: 'GB' },
        businessUnits: [],
      });
      const [user] = await rows<{ status: string }>(t, sql`select status from users where email = 'ann@manor.farm'`);
      expect(user!.status).toBe('active');

      expect((await login(t, 'ann@manor.farm', PASSWORD)).statusCode).toBe(200);
      const again = await tokenLogin(token);
      expect(again.statusCode).toBe(401);
      expect(again.json().message).toBe(messages.auth.linkAlreadyUsed);
    });

    it('gives a buyer the buyers module and a haulier no module and no trader type', async () => {
      const buyer = await signup(
        form({ organisationName: 'Fen Grain', businessType: 'buyer', email: 'cat@fen.grain', phone: null }),
      );
      expect(buyer.statusCode).toBe(201);
      const carrier = await signup(
        form({ organisationName: 'Marsh Haulage', businessType: 'carrier', email: 'dan@marsh.haulage' }),
      );
      expect(carrier.statusCode).toBe(201);
      const created = await rows<{
        name: string;
        modules: string[];
        user_types: string[];
        phone_number: string | null;
      }>(
        t,
        sql`select o.name, o.modules, p.user_types, u.phone_number from organisations o
            join profiles p on p.organisation_id = o.id join users u on u.id = p.user_id
            where o.name in ('Fen Grain', 'Marsh Haulage') order by o.name`,
      );
      expect(created).toEqual([
        { name: 'Fen Grain', modules: ['trading:buyers'], user_types: ['buyer'], phone_number: null },
        { name: 'Marsh Haulage', modules: [], user_types: [], phone_number: '7700900456' },
      ]);
    });

    it("refuses an email already registered with 409 'An account already exists...' on email, writing nothing", async () => {
      const before = await countRows(t, SIGNUP_TABLES);
      const reply = await signup(form({ organisationName: 'New Name Farm', email: 'Farmer@Demo.Farm' }));
      expect(reply.statusCode).toBe(409);
      expect(reply.json()).toMatchObject({
        status: 409,
        message: messages.accounts.emailTaken,
        data: null,
        validation: [{ field: 'email', message: messages.accounts.emailTaken }],
      });
      expect(await countRows(t, SIGNUP_TABLES)).toEqual(before);
    });

    it('refuses a business name already registered in the country, in any case, on organisationName', async () => {
      const before = await countRows(t, SIGNUP_TABLES);
      const reply = await signup(form({ organisationName: 'HILLSIDE farm partnership', email: 'new@hill.side' }));
      expect(reply.statusCode).toBe(409);
      expect(reply.json()).toMatchObject({
        message: messages.accounts.organisationTaken,
        validation: [{ field: 'organisationName', message: messages.accounts.organisationTaken }],
      });
      expect(await countRows(t, SIGNUP_TABLES)).toEqual(before);

      const elsewhere = await signup(
        form({ organisationName: 'Hillside Farm Partnership', countryISO: 'IE', email: 'new@hill.side' }),
      );
      expect(elsewhere.statusCode).toBe(201);
    });

    it('names both fields when both are taken', async () => {
      const reply = await signup(form({ organisationName: 'Manor Farm', email: 'ann@manor.farm' }));
      expect(reply.statusCode).toBe(409);
      expect(reply.json().validation).toEqual([
        { field: 'email', message: messages.accounts.emailTaken },
        { field: 'organisationName', message: messages.accounts.organisationTaken },
      ]);
    });

    it('answers 400 for an invalid form (terms not accepted, weak password) and writes nothing', async () => {
      const before = await countRows(t, SIGNUP_TABLES);
      const reply = await signup(
        form({ email: 'weak@farm.test', organisationName: 'Weak Farm', acceptTerms: false, password: 'weak' }),
      );
      expect(reply.statusCode).toBe(400);
      expect(reply.json().validation).toEqual(
        expect.arrayContaining([
          { field: 'acceptTerms', message: messages.accounts.termsRequired },
          { field: 'password', message: messages.validation.passwordRules },
          { field: 'passwordConfirm', message: messages.validation.passwordsDoNotMatch },
        ]),
      );
      expect(await countRows(t, SIGNUP_TABLES)).toEqual(before);
    });

    it('lets only one of two simultaneous signups with the same email through', async () => {
      const replies = await Promise.all([
        signup(form({ organisationName: 'Race Farm One', email: 'race@farm.test' })),
        signup(form({ organisationName: 'Race Farm Two', email: 'race@farm.test' })),
      ]);
      expect(replies.map((reply) => reply.statusCode).sort()).toEqual([201, 409]);
      const created = await rows<{ n: number }>(
        t,
        sql`select count(*)::int as n from organisations where name like 'Race Farm%'`,
      );
      expect(created[0]!.n).toBe(1);
    });

    it('stops honouring the confirmation link after 24 hours', async () => {
      expect((await signup(form({ organisationName: 'Slow Farm', email: 'slow@farm.test' }))).statusCode).toBe(201);
      const token = await lastLinkToken(t, 'slow@farm.test', 'signup-confirmation');
      t.clock.advance(SIGNUP_CONFIRMATION_TTL_MS + 1000);
      const reply = await tokenLogin(token);
      expect(reply.statusCode).toBe(401);
      expect(reply.json().message).toBe(messages.auth.linkError);
      const [user] = await rows<{ status: string }>(t, sql`select status from users where email = 'slow@farm.test'`);
      expect(user!.status).toBe('unactivated');
    });

    it(`allows ${SIGNUPS_PER_ADDRESS} signups from one address per 15 minutes, then answers 429`, async () => {
      const address = '192.0.2.10';
      for (let i = 0; i < SIGNUPS_PER_ADDRESS; i++) {
        const reply = await signup(form({ organisationName: `Busy Farm ${i}`, email: `busy${i}@farm.test` }), address);
        expect(reply.statusCode).toBe(201);
      }
      const refused = await signup(form({ organisationName: 'Busy Farm X', email: 'busyx@farm.test' }), address);
      expect(refused.statusCode).toBe(429);
      expect(refused.json().message).toBe(messages.errors.tooManyAttempts);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(await emailCount(t, 'busyx@farm.test', 'signup-confirmation')).toBe(0);
      expect((await signup(form({ organisationName: 'Busy Farm X', email: 'busyx@farm.test' }))).statusCode).toBe(201);
      t.clock.advance(ONBOARDING_RATE_WINDOW_MS);
      const later = await signup(form({ organisationName: 'Busy Farm Y', email: 'busyy@farm.test' }), address);
      expect(later.statusCode).toBe(201);
    });
  });

  describe('POST /api/customers/signup/{id}', () => {
    let organisationId: string;

    beforeAll(async () => {
      const reply = await signup(form({ organisationName: 'Quiet Farm', email: 'quiet@farm.test' }));
      organisationId = reply.json().data.organisation.id;
    });

    it('sends the confirmation again to the unconfirmed owner; the new link works', async () => {
      const first = await lastLinkToken(t, 'quiet@farm.test', 'signup-confirmation');
      const reply = await resend(organisationId, 'Quiet@Farm.test');
      expect(reply.statusCode).toBe(200);
      expect(reply.json()).toEqual({ status: 200, message: messages.accounts.signupConfirmationSent, data: null });
      expect(await emailCount(t, 'quiet@farm.test', 'signup-confirmation')).toBe(2);
      const second = await lastLinkToken(t, 'quiet@farm.test', 'signup-confirmation');
      expect(second).not.toBe(first);
      expect((await tokenLogin(second)).statusCode).toBe(200);
    });

    it('answers the same and sends nothing otherwise: confirmed, unknown, not the owner, another organisation', async () => {
      const hillside = await organisationIdOf(t, 'Hillside Farm Partnership');
      const cases: [string, string][] = [
        [organisationId, 'quiet@farm.test'], // confirmed just now
        [organisationId, 'nobody@farm.test'],
        ['00000000-0000-4000-8000-000000000000', 'quiet@farm.test'],
        [hillside, 'farmer@demo.farm'],
        [hillside, 'ann@manor.farm'],
      ];
      const before = await countRows(t, ['outbox_messages', 'auth_codes']);
      for (const [id, email] of cases) {
        const reply = await resend(id, email);
        expect(reply.json()).toEqual({ status: 200, message: messages.accounts.signupConfirmationSent, data: null });
      }
      expect(await countRows(t, ['outbox_messages', 'auth_codes'])).toEqual(before);
    });

    it('answers 400 for an id that is not one, or an email that is not one', async () => {
      expect((await resend('not-an-id', 'quiet@farm.test')).statusCode).toBe(400);
      const reply = await resend(organisationId, 'not-an-email');
      expect(reply.statusCode).toBe(400);
      expect(reply.json().validation[0].field).toBe('email');
    });

    it(`allows ${SIGNUP_RESENDS_PER_ADDRESS} per address per 15 minutes, then 429`, async () => {
      const address = '192.0.2.20';
      for (let i = 0; i < SIGNUP_RESENDS_PER_ADDRESS; i++) {
        expect((await resend(organisationId, 'quiet@farm.test', address)).statusCode).toBe(200);
      }
      expect((await resend(organisationId, 'quiet@farm.test', address)).statusCode).toBe(429);
    });
  });

  describe('GET /api/customers/business-connections/exists', () => {
    it('says whether a user has the email', async () => {
      expect((await exists({ email: 'FARMER@demo.farm' })).json()).toEqual({
        status: 200,
        message: 'OK',
        data: { email: true, organisation: false },
      });
      expect((await exists({ email: 'nobody@demo.farm' })).json().data).toEqual({ email: false, organisation: false });
    });

    it('says whether a business has the name, in any case, in the country (any country without one)', async () => {
      expect((await exists({ name: 'anglia grain merchants ltd', countryISO: 'GB' })).json().data).toEqual({
        email: false,
        organisation: true,
      });
      expect((await exists({ name: 'Anglia Grain Merchants Ltd', countryISO: 'ie' })).json().data.organisation).toBe(
        false,
      );
      expect((await exists({ name: 'Anglia Grain Merchants Ltd' })).json().data.organisation).toBe(true);
      expect((await exists({ name: 'Anglia%' })).json().data.organisation).toBe(false);
      expect(
        (await exists({ email: 'buyer@demo.farm', name: 'Anglia Grain Merchants Ltd', countryISO: 'GB' })).json().data,
      ).toEqual({ email: true, organisation: true });
      expect((await exists({})).json().data).toEqual({ email: false, organisation: false });
    });

    it('answers 400 for an email that is not one', async () => {
      const reply = await exists({ email: 'nope' });
      expect(reply.statusCode).toBe(400);
      expect(reply.json().validation[0].field).toBe('email');
    });

    it(`allows ${BUSINESS_CONNECTION_CHECKS_PER_ADDRESS} checks per address per 15 minutes, then 429`, async () => {
      const address = '192.0.2.30';
      for (let i = 0; i < BUSINESS_CONNECTION_CHECKS_PER_ADDRESS; i++) {
        expect((await exists({ email: `probe${i}@demo.farm` }, address)).statusCode).toBe(200);
      }
      const refused = await exists({ email: 'probe@demo.farm' }, address);
      expect(refused.statusCode).toBe(429);
      expect(refused.headers['retry-after']).toBeDefined();
      expect((await exists({ email: 'probe@demo.farm' })).statusCode).toBe(200);
    });
  });

  it('documents the calls in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(doc.paths['/api/customers/signup'].post.requestBody).toBeDefined();
    expect(doc.paths['/api/customers/signup/{id}'].post.requestBody).toBeDefined();
    expect(doc.paths['/api/customers/business-connections/exists'].get.parameters).toEqual(
      expect.arrayContaining([expect.objectContaining({ name: 'email', in: 'query' })]),
    );
  });
});

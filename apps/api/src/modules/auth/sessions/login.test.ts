import {
  FULL_ACCESS,
  LOGIN_ATTEMPT_LIMIT_PER_ADDRESS,
  LOGIN_ATTEMPT_LIMIT_PER_USERNAME,
  LOGIN_ATTEMPT_WINDOW_MS,
  loginResponseSchema,
  messages,
} from '@harvest/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addProfile,
  claimsOf,
  createUser,
  DEMO_PASSWORD,
  login,
  MINUTE,
  NEW_PASSWORD,
  organisationIdOf,
  rows,
  userIdOf,
} from '../../../../test/auth-helpers';
import { buildTestApp, type TestApp } from '../../../../test/build-test-app';

describe('POST /api/auth/login', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp();
    await t.seedDemo();
  }, 60_000);

  afterAll(() => t.close());

  it('answers access, id and refresh tokens and every profile of the user', async () => {
    const reply = await login(t, 'farmer@demo.farm');
    expect(reply.statusCode).toBe(200);
    const body = reply.json();
    expect(body).toMatchObject({ status: 200, message: 'OK' });
    const data = loginResponseSchema.parse(body.data);
    const userId = await userIdOf(t, 'farmer@demo.farm');

    expect(claimsOf(data.tokens.access)).toMatchObject({ typ: 'access', sub: userId, sid: expect.any(String) });
    expect(claimsOf(data.tokens.access)).not.toHaveProperty('pid');
    expect(claimsOf(data.tokens.id)).toMatchObject({
      typ: 'id',
      sub: userId,
      email: 'farmer@demo.farm',
      given_name: 'Tom',
      family_name: 'Harrington',
    });
    const access = claimsOf(data.tokens.access);
    expect(Number(access.exp) - Number(access.iat)).toBe(15 * 60);
    expect(data.tokens.refresh).toMatch(/^[A-Za-z0-9_-]{43,}$/);

    expect(data.profiles).toHaveLength(1);
    const [profile] = data.profiles;
    expect(profile).toMatchObject({
      userId,
      email: 'farmer@demo.farm',
      name: 'Tom Harrington',
      givenName: 'Tom',
      familyName: 'Harrington',
      phone: { callingCode: '+44', number: '7700900123' },
      groups: ['owner'],
      roles: [],
      access: FULL_ACCESS,
      organisation: {
        name: 'Hillside Farm Partnership',
        vetted: true,
        countryISO: 'GB',
        modules: [{ id: 'inventory:core' }, { id: 'trading:core' }, { id: 'trading:insights:grain' }],
      },
      countryISO: 'GB',
      pushToken: null,
      userTypes: ['seller'],
      settings: { terms: true },
    });
    expect(profile!.businessUnits.map((unit) => unit.name).sort()).toEqual([
      'Brook End Farm',
      'Hillside Farm',
      'Hillside Grain Store',
    ]);
  });

  it('gives a member who is not an owner their stored access map', async () => {
    const reply = await login(t, 'buyer2@demo.farm');
    expect(reply.json().data.profiles[0].access).toEqual({
      'trading.bids': 'write',
      'trading.listings': 'read',
      'trading.market.read': 'read',
    });
    const driver = await login(t, 'driver@demo.farm');
    expect(driver.json().data.profiles[0].access).toEqual({ 'logistics.carrier': 'read' });
  });

  it('answers every live profile of a member of several organisations, oldest first', async () => {
    const { userId } = await createUser(t, { email: 'two-farms@demo.farm', password: NEW_PASSWORD });
    const haulier = await organisationIdOf(t, 'Fenland Haulage Ltd');
    await addProfile(t, userId, haulier, ['driver']);
    const db = t.app.platform.database.db;
    const reply = await login(t, 'two-farms@demo.farm', NEW_PASSWORD);
    expect(reply.json().data.profiles.map((p: { organisation: { name: string } }) => p.organisation.name)).toEqual([
      'Hillside Farm Partnership',
      'Fenland Haulage Ltd',
    ]);
    await db.execute(
      sql`update profiles set deleted_at = now() where user_id = ${userId} and organisation_id = ${haulier}`,
    );
    expect((await login(t, 'two-farms@demo.farm', NEW_PASSWORD)).json().data.profiles).toHaveLength(1);
  });

  it('takes the username in any case and with spaces around it', async () => {
    expect((await login(t, '  Farmer@Demo.FARM ')).statusCode).toBe(200);
  });

  it('answers a wrong password, an unknown user and a disabled account alike', async () => {
    await createUser(t, { email: 'disabled@demo.farm', password: DEMO_PASSWORD, status: 'disabled' });
    const wrong = await login(t, 'buyer@demo.farm', 'Wrong-password-1');
    const unknown = await login(t, 'nobody@demo.farm', 'Wrong-password-1');
    const disabled = await login(t, 'disabled@demo.farm', DEMO_PASSWORD);
    for (const reply of [wrong, unknown, disabled]) {
      expect(reply.statusCode).toBe(401);
      expect(reply.json()).toEqual({
        status: 401,
        message: messages.auth.invalidCredentials,
        data: null,
        errors: [{ message: messages.auth.invalidCredentials }],
        validation: [],
      });
    }
  });

  it('checks an unknown user against a hash, so the answer takes about as long', async () => {
    const time = async (username: string) => {
      const started = performance.now();
      await login(t, username, 'Wrong-password-1', { address: '10.9.9.9' });
      return performance.now() - started;
    };
    const median = (values: number[]) => values.sort((a, b) => a - b)[1]!;
    const known = median([await time('buyer@demo.farm'), await time('buyer@demo.farm'), await time('buyer@demo.farm')]);
    const unknown = median([
      await time('ghost@demo.farm'),
      await time('ghost@demo.farm'),
      await time('ghost@demo.farm'),
    ]);
    expect(unknown).toBeGreaterThan(known * 0.3);
  });

  it('tells a user who must reset their password to use forgotten password, but only with the right password', async () => {
    await createUser(t, { email: 'must-reset@demo.farm', password: DEMO_PASSWORD, mustReset: true });
    const right = await login(t, 'must-reset@demo.farm');
    expect(right.statusCode).toBe(401);
    expect(right.json().message).toBe(messages.auth.mustResetPassword);
    const wrong = await login(t, 'must-reset@demo.farm', 'Wrong-password-1');
    expect(wrong.json().message).toBe(messages.auth.invalidCredentials);
  });

  it('answers 403 for an account not activated yet', async () => {
    await createUser(t, { email: 'invited@demo.farm', password: DEMO_PASSWORD, status: 'unactivated' });
    const reply = await login(t, 'invited@demo.farm');
    expect(reply.statusCode).toBe(403);
    expect(reply.json().message).toBe(messages.auth.accountNotActivated);
  });

  it('asks for a new password when the password is temporary, then signs in with it', async () => {
    await createUser(t, { email: 'temporary@demo.farm', password: DEMO_PASSWORD, temporary: true });
    const first = await login(t, 'temporary@demo.farm');
    expect(first.statusCode).toBe(409);
    expect(first.json()).toMatchObject({
      status: 409,
      message: messages.auth.newPasswordRequired,
      validation: [{ field: 'newPassword', message: messages.auth.newPasswordRequired }],
    });

    const weak = await login(t, 'temporary@demo.farm', DEMO_PASSWORD, { newPassword: 'weak' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().validation).toEqual([{ field: 'newPassword', message: messages.validation.passwordRules }]);

    const second = await login(t, 'temporary@demo.farm', DEMO_PASSWORD, { newPassword: NEW_PASSWORD });
    expect(second.statusCode).toBe(200);
    expect(second.json().data.tokens.access).toBeTruthy();
    expect((await login(t, 'temporary@demo.farm', DEMO_PASSWORD)).statusCode).toBe(401);
    expect((await login(t, 'temporary@demo.farm', NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses a body without a username or password with 400', async () => {
    const reply = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'farmer@demo.farm' },
    });
    expect(reply.statusCode).toBe(400);
    expect(reply.json().validation).toEqual([{ field: 'password', message: messages.validation.required }]);
  });
});

describe('the sign-in attempt limit', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp();
    await t.seedDemo();
  }, 60_000);

  afterAll(() => t.close());

  it(`after ${LOGIN_ATTEMPT_LIMIT_PER_USERNAME} failures for a username, answers 429 even to the right password until the window slides`, async () => {
    for (let i = 0; i < LOGIN_ATTEMPT_LIMIT_PER_USERNAME; i += 1) {
      const reply = await login(t, 'farmer@demo.farm', 'Wrong-password-1');
      expect(reply.statusCode).toBe(401);
      t.clock.advance(MINUTE);
    }
    // First failure at 0, last at 4 min; now 5 min.
    const blocked = await login(t, 'farmer@demo.farm');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ status: 429, message: messages.errors.tooManyAttempts, data: null });
    const retryAfter = Number(blocked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(9 * 60);
    expect(retryAfter).toBeLessThanOrEqual(10 * 60);

    // Other usernames are not held back.
    expect((await login(t, 'buyer@demo.farm')).statusCode).toBe(200);

    // The 429s are not failures: once the first failure leaves the window, one more try is allowed.
    for (let i = 0; i < 3; i += 1) expect((await login(t, 'farmer@demo.farm')).statusCode).toBe(429);
    t.clock.advance(LOGIN_ATTEMPT_WINDOW_MS - 5 * MINUTE + 1000);
    expect((await login(t, 'farmer@demo.farm')).statusCode).toBe(200);

    // A success does not wipe the slate: four failures remain in the window, one more makes five.
    expect((await login(t, 'farmer@demo.farm', 'Wrong-password-1')).statusCode).toBe(401);
    expect((await login(t, 'farmer@demo.farm')).statusCode).toBe(429);

    t.clock.advance(LOGIN_ATTEMPT_WINDOW_MS);
    expect((await login(t, 'farmer@demo.farm')).statusCode).toBe(200);
  });

  it('counts failures for usernames that do not exist too', async () => {
    for (let i = 0; i < LOGIN_ATTEMPT_LIMIT_PER_USERNAME; i += 1) {
      expect((await login(t, 'ghost@demo.farm', 'Wrong-password-1')).statusCode).toBe(401);
    }
    expect((await login(t, 'ghost@demo.farm', 'Wrong-password-1')).statusCode).toBe(429);
  });

  it(`after ${LOGIN_ATTEMPT_LIMIT_PER_ADDRESS} failures from one address, answers 429 to any username from it`, async () => {
    t.clock.advance(LOGIN_ATTEMPT_WINDOW_MS);
    const address = '203.0.113.7';
    for (let i = 0; i < LOGIN_ATTEMPT_LIMIT_PER_ADDRESS; i += 1) {
      const reply = await login(t, `guess-${i % 5}@demo.farm`, 'Wrong-password-1', { address });
      expect(reply.statusCode).toBe(401);
    }
    const blocked = await login(t, 'buyer2@demo.farm', DEMO_PASSWORD, { address });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toBe(messages.errors.tooManyAttempts);
    expect((await login(t, 'buyer2@demo.farm', DEMO_PASSWORD, { address: '203.0.113.8' })).statusCode).toBe(200);

    t.clock.advance(LOGIN_ATTEMPT_WINDOW_MS + 1000);
    expect((await login(t, 'buyer2@demo.farm', DEMO_PASSWORD, { address })).statusCode).toBe(200);
  });

  it('keeps the attempts in the database, successes included', async () => {
    const counted = await rows<{ succeeded: boolean; n: number }>(
      t,
      sql`select succeeded, count(*)::int as n from login_attempts group by succeeded order by succeeded`,
    );
    expect(counted.find((row) => !row.succeeded)?.n).toBeGreaterThanOrEqual(30);
    expect(counted.find((row) => row.succeeded)?.n).toBeGreaterThanOrEqual(4);
  });

  it('forgets attempts past their window in the nightly purge', async () => {
    t.clock.advance(LOGIN_ATTEMPT_WINDOW_MS);
    expect((await login(t, 'carrier@demo.farm', 'Wrong-password-1')).statusCode).toBe(401);
    t.clock.advance(24 * 60 * MINUTE);
    await t.app.platform.services.auth.purge();
    const [left] = await rows<{ n: number }>(t, sql`select count(*)::int as n from login_attempts`);
    expect(left!.n).toBe(0);
  });
});

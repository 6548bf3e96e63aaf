import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_CLOCK_BACKWARDS } from '../src/modules/admin/service';
import { loadConfig } from '../src/platform/config';
import { buildTestApp, type TestApp } from './build-test-app';

describe('the test clock', () => {
  let t: TestApp;
  let admin: Record<string, string>;
  let farmer: Record<string, string>;

  beforeAll(async () => {
    // Development only; the suite switches it on where it is tested.
    t = await buildTestApp({ testClockEnabled: true });
    await t.seedDemo();
    admin = await t.authHeaders('admin@demo.farm');
    farmer = await t.authHeaders('farmer@demo.farm');
  }, 60_000);

  afterAll(() => t.close());

  it('answers 401 without a token', async () => {
    const reply = await t.app.inject({ method: 'GET', url: '/api/admin/test-clock' });
    expect(reply.statusCode).toBe(401);
    const post = await t.app.inject({ method: 'POST', url: '/api/admin/test-clock', payload: { advanceMs: 1000 } });
    expect(post.statusCode).toBe(401);
  });

  it('answers 401 for a forged token', async () => {
    const reply = await t.app.inject({
      method: 'GET',
      url: '/api/admin/test-clock',
      headers: { authorization: 'Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.bad' },
    });
    expect(reply.statusCode).toBe(401);
  });

  it('answers 403 for a user who is not a system administrator', async () => {
    const reply = await t.app.inject({
      method: 'POST',
      url: '/api/admin/test-clock',
      headers: farmer,
      payload: { advanceMs: 1000 },
    });
    expect(reply.statusCode).toBe(403);
    expect(t.clock.offsetMs).toBe(0);
  });

  it('lets a system administrator read and advance it', async () => {
    const before = await t.app.inject({ method: 'GET', url: '/api/admin/test-clock', headers: admin });
    expect(before.statusCode).toBe(200);
    const startedAt = Date.parse(before.json().data.now);

    const reply = await t.app.inject({
      method: 'POST',
      url: '/api/admin/test-clock',
      headers: admin,
      payload: { advanceMs: 2 * 60 * 60 * 1000 },
    });
    expect(reply.statusCode).toBe(200);
    expect(reply.json().data.offsetMs).toBe(2 * 60 * 60 * 1000);
    expect(Date.parse(reply.json().data.now) - startedAt).toBeGreaterThanOrEqual(2 * 60 * 60 * 1000);
    expect(t.clock.now().getTime() - Date.now()).toBeGreaterThanOrEqual(2 * 60 * 60 * 1000 - 1000);
  });

  it('sets a later time, and refuses an earlier one with 409', async () => {
    // The earlier advance outlived the 15-minute access token, as it would for a real user.
    admin = await t.authHeaders('admin@demo.farm');
    const target = new Date(t.clock.now().getTime() + 24 * 60 * 60 * 1000);
    const reply = await t.app.inject({
      method: 'POST',
      url: '/api/admin/test-clock',
      headers: admin,
      payload: { set: target.toISOString() },
    });
    expect(reply.statusCode).toBe(200);
    expect(Math.abs(Date.parse(reply.json().data.now) - target.getTime())).toBeLessThan(1000);

    admin = await t.authHeaders('admin@demo.farm');
    const back = await t.app.inject({
      method: 'POST',
      url: '/api/admin/test-clock',
      headers: admin,
      payload: { set: '2020-01-01T00:00:00Z' },
    });
    expect(back.statusCode).toBe(409);
    expect(back.json().message).toBe(TEST_CLOCK_BACKWARDS);
  });

  it('refuses a body that is neither advanceMs nor set', async () => {
    admin = await t.authHeaders('admin@demo.farm');
    for (const payload of [{}, { advanceMs: -5 }, { advanceMs: 10, set: '2030-01-01T00:00:00Z' }, { set: 'soon' }]) {
      const reply = await t.app.inject({ method: 'POST', url: '/api/admin/test-clock', headers: admin, payload });
      expect(reply.statusCode).toBe(400);
      expect(reply.json().validation.length).toBeGreaterThan(0);
    }
  });

  it('moves the expiry of access tokens with it', async () => {
    const headers = await t.authHeaders('farmer@demo.farm');
    const principal = await t.app.tokens.verifyAccess(headers.authorization!.slice(7));
    expect(principal).not.toBeNull();
    t.clock.advance(16 * 60 * 1000);
    expect(await t.app.tokens.verifyAccess(headers.authorization!.slice(7))).toBeNull();
  });
});

describe('the test clock in production', () => {
  it('does not exist, nor does the development mailbox', async () => {
    const { env, testClockEnabled, devMailboxEnabled } = loadConfig({ NODE_ENV: 'production' });
    const t = await buildTestApp({ env, testClockEnabled, devMailboxEnabled });
    try {
      await t.seedDemo();
      const admin = await t.authHeaders('admin@demo.farm');
      const reply = await t.app.inject({ method: 'GET', url: '/api/admin/test-clock', headers: admin });
      expect(reply.statusCode).toBe(404);
      const mailbox = await t.app.inject({ method: 'GET', url: '/api/dev/mailbox' });
      expect(mailbox.statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });
});

/**
 * Instances on one database share one test clock (DESIGN §5): a move through any of them reaches every other
 * before it is answered, and an instance started later starts at the moved time.
 */
describe('the test clock on several instances of one database', () => {
  const HOUR = 60 * 60 * 1000;
  let a: TestApp;
  let b: TestApp;

  beforeAll(async () => {
    a = await buildTestApp({ testClockEnabled: true });
    await a.seedDemo();
    b = await buildTestApp({ testClockEnabled: true }, { database: a.app.platform.database });
  }, 60_000);

  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  const move = async (through: TestApp, payload: object) => {
    const admin = await through.authHeaders('admin@demo.farm');
    const reply = await through.app.inject({ method: 'POST', url: '/api/admin/test-clock', headers: admin, payload });
    expect(reply.statusCode, reply.body).toBe(200);
    return reply.json().data as { now: string; offsetMs: number };
  };

  it('moves every instance before the move is answered, whichever instance is asked', async () => {
    const moved = await move(a, { advanceMs: 3 * HOUR });
    expect(moved.offsetMs).toBe(3 * HOUR);
    expect(b.clock.offsetMs).toBe(3 * HOUR);

    const target = new Date(Date.now() + 27 * HOUR);
    await move(b, { set: target.toISOString() });
    expect(Math.abs(a.clock.now().getTime() - target.getTime())).toBeLessThan(1000);
    expect(a.clock.offsetMs).toBe(b.clock.offsetMs);
    // Each move heard from every instance rather than giving up waiting (on PostgreSQL).
    expect([...a.logs, ...b.logs].join('')).not.toContain('before every instance said');
  });

  it('moves on from what the asked instance shows when a test moved its clock in process', async () => {
    b.clock.advance(HOUR);
    const before = b.clock.offsetMs;
    const moved = await move(b, { advanceMs: HOUR });
    expect(moved.offsetMs).toBe(before + HOUR);
    expect(a.clock.offsetMs).toBe(before + HOUR);
  });

  it('starts a new instance at the moved time, and leaves one in production on the real time', async () => {
    const c = await buildTestApp({ testClockEnabled: true }, { database: a.app.platform.database });
    const production = await buildTestApp(
      { env: 'production', testClockEnabled: false },
      { database: a.app.platform.database },
    );
    try {
      expect(c.clock.offsetMs).toBe(a.clock.offsetMs);
      expect(production.clock.offsetMs).toBe(0);
    } finally {
      await c.close();
      await production.close();
    }
  });
});

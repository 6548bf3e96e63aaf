import {
  ANALYTICS_RETENTION_DAYS_DEFAULT,
  ANALYTICS_SUMMARY_DAYS,
  ANALYTICS_UPLOADS_PER_MINUTE,
  analyticsRole,
  clientConfigSchema,
  MAP_TILES_DEFAULT,
} from '@harvest/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { apiCall, demoOrganisationIds, signInDemo, type Headers } from '../../../test/api-calls';
import { rows, userIdOf } from '../../../test/auth-helpers';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import type { Config } from '../../platform/config';
import { loadConfig } from '../../platform/config';
import { ANALYTICS_RETENTION_JOB } from './jobs';

const DAY = 24 * 60 * 60 * 1000;

const event = (name: string, extra: object = {}) => ({ name, occurredAt: '2026-11-23T10:00:00.000Z', ...extra });

interface StoredRow {
  user_id: string | null;
  organisation_id: string | null;
  role: string | null;
  environment: string;
  name: string;
  path: string | null;
  properties: unknown;
}

const stored = (t: TestApp) =>
  rows<StoredRow>(
    t,
    sql`select user_id, organisation_id, role, environment, name, path, properties from analytics_events order by name`,
  );

describe('analytics configuration (platform §9)', () => {
  it(`is dev and first-party by default, keeping events ${ANALYTICS_RETENTION_DAYS_DEFAULT} days`, () => {
    const config = loadConfig({});
    expect(config.appEnv).toBe('dev');
    expect(config.analyticsProvider).toBe('first-party');
    expect(config.analyticsRetentionDays).toBe(ANALYTICS_RETENTION_DAYS_DEFAULT);
    const set = loadConfig({ APP_ENV: 'prod', ANALYTICS_PROVIDER: 'none', ANALYTICS_RETENTION_DAYS: '30' });
    expect([set.appEnv, set.analyticsProvider, set.analyticsRetentionDays]).toEqual(['prod', 'none', 30]);
    expect(() => loadConfig({ APP_ENV: 'staging' })).toThrow(/APP_ENV/);
  });

  for (const [overrides, enabled] of [
    [{ appEnv: 'dev' }, false],
    [{ appEnv: 'sandbox' }, false],
    [{ appEnv: 'uat' }, true],
    [{ appEnv: 'prod' }, true],
    [{ appEnv: 'prod', analyticsProvider: 'none' }, false],
  ] as [Partial<Config>, boolean][]) {
    it(`GET /sys/v1/config in ${overrides.appEnv} with ${overrides.analyticsProvider ?? 'first-party'}: analytics ${enabled ? 'on' : 'off'}`, async () => {
      const t = await buildTestApp(overrides);
      try {
        const reply = await apiCall(t, 'GET', '/sys/v1/config', {});
        expect(reply.statusCode).toBe(200);
        expect(clientConfigSchema.parse(reply.json().data)).toEqual({
          environment: overrides.appEnv,
          analytics: { enabled, provider: overrides.analyticsProvider ?? 'first-party' },
          mapTiles: MAP_TILES_DEFAULT,
        });
      } finally {
        await t.close();
      }
    });
  }
});

describe('analytics events (platform §9; issue 5)', () => {
  let t: TestApp;
  let farmer: Headers;
  let buyer: Headers;
  let admin: Headers;

  beforeAll(async () => {
    t = await buildTestApp({ appEnv: 'uat' });
    await t.seedDemo();
    ({ farmer, buyer, admin } = await signInDemo(t, 'farmer', 'buyer', 'admin'));
  }, 60_000);

  afterAll(() => t.close());

  beforeEach(async () => {
    await t.app.platform.database.db.execute(sql`delete from analytics_events`);
    await t.app.platform.database.db.execute(sql`update organisations set feature_flags = '{}'::jsonb`);
  });

  const post = (headers: Headers, events: object[]) => apiCall(t, 'POST', '/analytics/v1/events', headers, events);

  it('stores a batch with the user, organisation, analytics role and environment (202)', async () => {
    const reply = await post(farmer, [
      event('page_view', { path: '/inventory', properties: { tab: 'stock' } }),
      event('click'),
    ]);
    expect(reply.statusCode, reply.body).toBe(202);
    expect(reply.json().data).toEqual({ accepted: 2 });
    const { hillside } = await demoOrganisationIds(t);
    const [organisation] = await rows<{ modules: string[] }>(
      t,
      sql`select modules from organisations where id = ${hillside}`,
    );
    expect(await stored(t)).toEqual([
      {
        user_id: await userIdOf(t, 'farmer@demo.farm'),
        organisation_id: hillside,
        role: analyticsRole(organisation!.modules),
        environment: 'uat',
        name: 'click',
        path: null,
        properties: null,
      },
      expect.objectContaining({ name: 'page_view', path: '/inventory', properties: { tab: 'stock' } }),
    ]);
  });

  it('stores nothing (accepted 0) when the organisation’s analytics flag is off', async () => {
    const { hillside } = await demoOrganisationIds(t);
    const off = await apiCall(t, 'PATCH', `/admin/organisations/${hillside}/feature-flags`, admin, {
      analytics: false,
    });
    expect(off.statusCode, off.body).toBe(200);
    expect((await post(farmer, [event('page_view')])).json().data).toEqual({ accepted: 0 });
    // Another organisation keeps its own flag.
    expect((await post(buyer, [event('page_view')])).json().data).toEqual({ accepted: 1 });
    expect((await stored(t)).map((row) => row.user_id)).toEqual([await userIdOf(t, 'buyer@demo.farm')]);
  });

  it('does not store what a system administrator does', async () => {
    const reply = await post(admin, [event('page_view')]);
    expect(reply.statusCode).toBe(202);
    expect(reply.json().data).toEqual({ accepted: 0 });
    expect(await stored(t)).toEqual([]);
  });

  it('refuses a malformed batch (400) and stores nothing', async () => {
    expect((await post(farmer, [])).statusCode).toBe(400);
    expect((await post(farmer, [event('Bad Name')])).statusCode).toBe(400);
    expect(await stored(t)).toEqual([]);
  });

  it(`answers 429 past ${ANALYTICS_UPLOADS_PER_MINUTE} batches a minute from one user, and takes them again after`, async () => {
    const { carrier } = await signInDemo(t, 'carrier');
    for (let i = 0; i < ANALYTICS_UPLOADS_PER_MINUTE; i += 1) {
      expect((await post(carrier, [event('flood')])).statusCode).toBe(202);
    }
    const refused = await post(carrier, [event('flood')]);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    expect((await post(farmer, [event('farmer')])).statusCode).toBe(202);
    t.clock.advance(61_000);
    ({ farmer, buyer, admin } = await signInDemo(t, 'farmer', 'buyer', 'admin'));
    const { carrier: later } = await signInDemo(t, 'carrier');
    expect((await post(later, [event('again')])).statusCode).toBe(202);
  });

  const insertAt = async (name: string, receivedAt: Date) => {
    await t.app.platform.database.db.execute(
      sql`insert into analytics_events (environment, name, occurred_at, received_at)
          values ('uat', ${name}, ${receivedAt.toISOString()}, ${receivedAt.toISOString()})`,
    );
  };

  it(`summarises the events of the last ${ANALYTICS_SUMMARY_DAYS} days by name, most first (system administrators)`, async () => {
    const now = t.clock.now().getTime();
    await insertAt('page_view', new Date(now - DAY));
    await insertAt('page_view', new Date(now - (ANALYTICS_SUMMARY_DAYS * DAY - 60_000)));
    await insertAt('click', new Date(now - 2 * DAY));
    await insertAt('click', new Date(now - (ANALYTICS_SUMMARY_DAYS * DAY + 60_000)));
    const reply = await apiCall(t, 'GET', '/analytics/v1/summary', admin);
    expect(reply.statusCode, reply.body).toBe(200);
    const { from, to } = reply.json().data as { from: string; to: string };
    expect(Date.parse(to)).toBeGreaterThanOrEqual(now);
    expect(Date.parse(to) - Date.parse(from)).toBe(ANALYTICS_SUMMARY_DAYS * DAY);
    expect(reply.json().data).toEqual({
      from,
      to,
      events: [
        { name: 'page_view', count: 2 },
        { name: 'click', count: 1 },
      ],
    });
  });

  it(`deletes events stored more than ${ANALYTICS_RETENTION_DAYS_DEFAULT} days ago, nightly`, async () => {
    const now = t.clock.now().getTime();
    await insertAt('young', new Date(now - (ANALYTICS_RETENTION_DAYS_DEFAULT * DAY - 60_000)));
    await insertAt('old', new Date(now - (ANALYTICS_RETENTION_DAYS_DEFAULT * DAY + 60_000)));
    for (let run = 0; run < 2; run++) {
      await t.app.platform.jobs.send(ANALYTICS_RETENTION_JOB, {});
      expect(await t.app.platform.jobs.drain(ANALYTICS_RETENTION_JOB)).toEqual({ completed: 1, failed: 0 });
      expect((await stored(t)).map((row) => row.name)).toEqual(['young']);
    }
  });
});

describe('analytics outside uat and prod', () => {
  it('accepts a batch in dev and stores nothing', async () => {
    const t = await buildTestApp({ appEnv: 'dev' });
    try {
      await t.seedDemo();
      const { farmer } = await signInDemo(t, 'farmer');
      const reply = await apiCall(t, 'POST', '/analytics/v1/events', farmer, [event('page_view')]);
      expect(reply.statusCode).toBe(202);
      expect(reply.json().data).toEqual({ accepted: 0 });
      expect(await rows(t, sql`select id from analytics_events`)).toEqual([]);
    } finally {
      await t.close();
    }
  }, 60_000);
});

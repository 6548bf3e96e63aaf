import {
  LOG_BATCH_MAX,
  LOG_RETENTION_DAYS_DEFAULT,
  LOG_UPLOADS_PER_MINUTE,
  storedClientLogSchema,
} from '@harvest/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  apiCall,
  demoOrganisationIds,
  expectInvalid,
  expectNothingWritten,
  signInDemo,
  type Headers,
} from '../../../test/api-calls';
import { rows, userIdOf } from '../../../test/auth-helpers';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { loadConfig } from '../../platform/config';
import { LOGS_RETENTION_JOB } from './jobs';

const DAY = 24 * 60 * 60 * 1000;

const entry = (message: string, extra: object = {}) => ({
  timestamp: '2026-11-23T10:00:00.000Z',
  level: 'error',
  message,
  service: 'web',
  meta: { platform: 'web' },
  ...extra,
});

interface StoredRow {
  user_id: string | null;
  organisation_id: string | null;
  message: string;
  data: unknown;
  app_version: string | null;
  region: string | null;
  tags: string[];
}

async function storedLogs(t: TestApp): Promise<StoredRow[]> {
  return rows<StoredRow>(
    t,
    sql`select user_id, organisation_id, message, data, app_version, region, tags from client_logs order by message`,
  );
}

describe('client logs (platform §3, §7; issue 5)', () => {
  let t: TestApp;
  let farmer: Headers;
  let admin: Headers;

  beforeAll(async () => {
    t = await buildTestApp();
    await t.seedDemo();
    ({ farmer, admin } = await signInDemo(t, 'farmer', 'admin'));
  }, 60_000);

  afterAll(() => t.close());

  beforeEach(async () => {
    await t.app.platform.database.db.execute(sql`delete from client_logs`);
  });

  describe('POST /log/v1/logs', () => {
    it('stores a batch as the signed-in user and organisation, whatever the body says', async () => {
      const reply = await apiCall(t, 'POST', '/log/v1/logs', farmer, [
        entry('first', { userId: '00000000-0000-4000-8000-000000000000', region: 'GB', app: { version: '0.1.0' } }),
        entry('second', { level: 'warn', data: { status: 502 }, tags: ['api', 'api'] }),
      ]);
      expect(reply.statusCode, reply.body).toBe(202);
      expect(reply.json().data).toEqual({ accepted: 2 });

      const farmerId = await userIdOf(t, 'farmer@demo.farm');
      const { hillside } = await demoOrganisationIds(t);
      const stored = await storedLogs(t);
      expect(stored).toHaveLength(2);
      expect(stored.every((row) => row.user_id === farmerId && row.organisation_id === hillside)).toBe(true);
      expect(stored[0]).toMatchObject({ message: 'first', region: 'GB', app_version: '0.1.0', tags: [] });
      expect(stored[1]).toMatchObject({ message: 'second', data: { status: 502 }, tags: ['api'] });
    });

    it('cuts strings over 500 characters at 501 (platform §5), in the message and the data', async () => {
      const long = 'w'.repeat(2_000);
      const reply = await apiCall(t, 'POST', '/log/v1/logs', farmer, [entry(long, { data: { detail: long } })]);
      expect(reply.statusCode, reply.body).toBe(202);
      const [row] = await storedLogs(t);
      expect(row?.message).toBe('w'.repeat(501));
      expect(row?.data).toEqual({ detail: 'w'.repeat(501) });
    });

    it('answers 401 without a token and writes nothing', async () => {
      await expectNothingWritten(t, ['client_logs'], async () => {
        const reply = await apiCall(t, 'POST', '/log/v1/logs', {}, [entry('anonymous')]);
        expect(reply.statusCode).toBe(401);
      });
    });

    it('answers 400 for bad input and writes nothing', async () => {
      await expectNothingWritten(t, ['client_logs'], async () => {
        expectInvalid(await apiCall(t, 'POST', '/log/v1/logs', farmer, [entry('x', { level: 'info' })]), {
          what: 'an unknown level',
        });
        expectInvalid(await apiCall(t, 'POST', '/log/v1/logs', farmer, [entry('x', { timestamp: 'yesterday' })]), {
          what: 'a timestamp that is not one',
        });
        expectInvalid(await apiCall(t, 'POST', '/log/v1/logs', farmer, [entry('ok'), entry('')]), {
          what: 'one bad entry of two: none is kept',
        });
        expectInvalid(await apiCall(t, 'POST', '/log/v1/logs', farmer, { message: 'not an array' }), {
          what: 'not an array',
        });
        expectInvalid(await apiCall(t, 'POST', '/log/v1/logs', farmer, []), { what: 'no entries' });
        expectInvalid(
          await apiCall(
            t,
            'POST',
            '/log/v1/logs',
            farmer,
            Array.from({ length: LOG_BATCH_MAX + 1 }, (_, i) => entry(`e${i}`)),
          ),
          { what: `over ${LOG_BATCH_MAX} entries` },
        );
      });
    });

    it(`answers 429 past ${LOG_UPLOADS_PER_MINUTE} uploads a minute from one user, and takes them again after`, async () => {
      const { buyer } = await signInDemo(t, 'buyer');
      for (let i = 0; i < LOG_UPLOADS_PER_MINUTE; i += 1) {
        const reply = await apiCall(t, 'POST', '/log/v1/logs', buyer, [entry(`flood ${i}`)]);
        expect(reply.statusCode, reply.body).toBe(202);
      }
      const refused = await apiCall(t, 'POST', '/log/v1/logs', buyer, [entry('one too many')]);
      expect(refused.statusCode).toBe(429);
      expect(refused.headers['retry-after']).toBeDefined();
      // Another user's budget is their own.
      expect((await apiCall(t, 'POST', '/log/v1/logs', farmer, [entry('farmer')])).statusCode).toBe(202);

      t.clock.advance(61_000);
      expect((await apiCall(t, 'POST', '/log/v1/logs', buyer, [entry('a minute later')])).statusCode).toBe(202);
    });
  });

  describe('GET /log/v1/tags', () => {
    it('answers the tags, levels, services and platforms to a signed-in user', async () => {
      const reply = await apiCall(t, 'GET', '/log/v1/tags', farmer);
      expect(reply.statusCode).toBe(200);
      expect(reply.json().data).toMatchObject({
        levels: ['debug', 'warn', 'error'],
        services: expect.arrayContaining(['web']),
        platforms: expect.arrayContaining(['web']),
        tags: expect.arrayContaining(['api', 'route-error']),
      });
    });

    it('answers 401 without a token', async () => {
      expect((await apiCall(t, 'GET', '/log/v1/tags', {})).statusCode).toBe(401);
    });
  });

  describe('GET /log/v1/logs (system administrators)', () => {
    beforeEach(async () => {
      const batch = [
        entry('Request failed with 502', { data: { path: '/api/x' } }),
        entry('Slow page', { level: 'warn' }),
        entry('Route crashed'),
      ];
      expect((await apiCall(t, 'POST', '/log/v1/logs', farmer, batch)).statusCode).toBe(202);
    });

    it('finds entries by text, level and user, with the pagination envelope', async () => {
      const all = await apiCall(t, 'GET', '/log/v1/logs', admin);
      expect(all.statusCode, all.body).toBe(200);
      expect(all.json().data).toHaveLength(3);
      for (const item of all.json().data as unknown[]) storedClientLogSchema.parse(item);
      expect(all.json().pagination).toMatchObject({ currentPage: 1, limit: 25, totalDocuments: 3, next: null });

      const byText = await apiCall(t, 'GET', '/log/v1/logs?q=crash', admin);
      expect(byText.json().data.map((item: { message: string }) => item.message)).toEqual(['Route crashed']);

      const byLevel = await apiCall(t, 'GET', '/log/v1/logs?level=warn', admin);
      expect(byLevel.json().data.map((item: { message: string }) => item.message)).toEqual(['Slow page']);

      const farmerId = await userIdOf(t, 'farmer@demo.farm');
      const { anglia, hillside } = await demoOrganisationIds(t);
      expect((await apiCall(t, 'GET', `/log/v1/logs?userId=${farmerId}`, admin)).json().data).toHaveLength(3);
      expect((await apiCall(t, 'GET', `/log/v1/logs?organisationId=${hillside}`, admin)).json().data).toHaveLength(3);
      expect((await apiCall(t, 'GET', `/log/v1/logs?organisationId=${anglia}`, admin)).json().data).toHaveLength(0);

      const page = await apiCall(t, 'GET', '/log/v1/logs?limit=2&offset=0', admin);
      expect(page.json().data).toHaveLength(2);
      expect(page.json().pagination).toMatchObject({ limit: 2, totalDocuments: 3, next: 2, prev: null });
    });

    it("names each entry's person and organisation (joined by the API), and null where there is neither", async () => {
      const { buyer } = await signInDemo(t, 'buyer');
      expect((await apiCall(t, 'POST', '/log/v1/logs', buyer, [entry('Buyer saw a blank page')])).statusCode).toBe(202);
      // What the retention job and old clients leave: an entry with no user or organisation.
      await rows(
        t,
        sql`insert into client_logs (level, message, service, platform, tags, logged_at, created_at)
            values ('warn', 'Anonymous entry', 'web', 'web', '{}', now(), now())`,
      );
      const reply = await apiCall(t, 'GET', '/log/v1/logs?limit=100', admin);
      expect(reply.statusCode, reply.body).toBe(200);
      const byMessage = new Map(
        (reply.json().data as unknown[])
          .map((item) => storedClientLogSchema.parse(item))
          .map((item) => [item.message, item]),
      );
      expect(byMessage.get('Route crashed')).toMatchObject({
        userName: 'Tom Harrington',
        organisationName: 'Hillside Farm Partnership',
      });
      expect(byMessage.get('Buyer saw a blank page')).toMatchObject({
        userName: 'Sarah Mitchell',
        organisationName: 'Anglia Grain Merchants Ltd',
      });
      expect(byMessage.get('Anonymous entry')).toMatchObject({
        userId: null,
        userName: null,
        organisationId: null,
        organisationName: null,
      });
    });

    it('finds entries by when they were stored', async () => {
      const now = t.clock.now();
      const before = new Date(now.getTime() - 60_000).toISOString();
      const after = new Date(now.getTime() + 60_000).toISOString();
      expect((await apiCall(t, 'GET', `/log/v1/logs?from=${before}&to=${after}`, admin)).json().data).toHaveLength(3);
      expect((await apiCall(t, 'GET', `/log/v1/logs?from=${after}`, admin)).json().data).toHaveLength(0);
    });

    it('answers 400 for a bad search', async () => {
      expectInvalid(await apiCall(t, 'GET', '/log/v1/logs?level=info', admin), { field: 'level' });
      expectInvalid(await apiCall(t, 'GET', '/log/v1/logs?userId=someone', admin), { field: 'userId' });
      expectInvalid(await apiCall(t, 'GET', '/log/v1/logs?limit=101', admin), { field: 'limit' });
    });

    it('answers 403 to anyone else and 401 without a token', async () => {
      expect((await apiCall(t, 'GET', '/log/v1/logs', farmer)).statusCode).toBe(403);
      expect((await apiCall(t, 'GET', '/log/v1/logs', {})).statusCode).toBe(401);
    });
  });

  describe('retention', () => {
    it(`keeps ${LOG_RETENTION_DAYS_DEFAULT} days by default, and LOG_RETENTION_DAYS changes it`, () => {
      expect(loadConfig({}).logRetentionDays).toBe(30);
      expect(loadConfig({ LOG_RETENTION_DAYS: '7' }).logRetentionDays).toBe(7);
    });

    it('deletes entries stored more than 30 days ago and keeps younger ones', async () => {
      expect((await apiCall(t, 'POST', '/log/v1/logs', farmer, [entry('old')])).statusCode).toBe(202);
      t.clock.advance(10 * DAY);
      const { farmer: later } = await signInDemo(t, 'farmer');
      expect((await apiCall(t, 'POST', '/log/v1/logs', later, [entry('young')])).statusCode).toBe(202);

      // 'old' is a minute short of 30 days old: still kept.
      t.clock.advance(20 * DAY - 60_000);
      await t.app.platform.jobs.send(LOGS_RETENTION_JOB, {});
      expect(await t.app.platform.jobs.drain(LOGS_RETENTION_JOB)).toEqual({ completed: 1, failed: 0 });
      expect((await storedLogs(t)).map((row) => row.message)).toEqual(['old', 'young']);

      t.clock.advance(2 * 60_000);
      await t.app.platform.jobs.send(LOGS_RETENTION_JOB, {});
      expect(await t.app.platform.jobs.drain(LOGS_RETENTION_JOB)).toEqual({ completed: 1, failed: 0 });
      expect((await storedLogs(t)).map((row) => row.message)).toEqual(['young']);

      // Safe to run twice.
      await t.app.platform.jobs.send(LOGS_RETENTION_JOB, {});
      expect(await t.app.platform.jobs.drain(LOGS_RETENTION_JOB)).toEqual({ completed: 1, failed: 0 });
      expect((await storedLogs(t)).map((row) => row.message)).toEqual(['young']);
    });
  });
});

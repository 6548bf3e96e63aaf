import { Writable } from 'node:stream';
import type { FastifyInstance, FastifySchema } from 'fastify';
import { inject } from 'vitest';
import { buildApp } from '../src/app';
import { AdjustableClock } from '../src/platform/clock';
import { loadConfig, type Config } from '../src/platform/config';
import type { Database } from '../src/platform/db/database';
import { seedDemoWorld } from '../src/seed/demo-world';
import { cloneTestDatabase } from './test-database';

export interface TestApp {
  app: FastifyInstance;
  clock: AdjustableClock;
  /** Every log line the app wrote, for tests that check what reaches the logs. */
  logs: string[];
  /** Bearer and id-token headers of a new session for a user (seedDemo first for the demo ones). */
  authHeaders(email: string): Promise<Record<string, string>>;
  /** Every route the app registered, as Fastify was told of it (its schema for tests that read the replies'). */
  routes: { method: string; url: string; schema?: FastifySchema }[];
  seedDemo(): Promise<void>;
  close(): Promise<void>;
}

export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'info', WEB_DIST: '', DATA_DIR: '.tmp/test-data' }),
    jwtSecret: 'test-secret-that-is-at-least-32-characters-long',
    runWorkers: false,
    ...overrides,
  };
}

/** The real app on its own copy of a migrated database; workers off, jobs driven by hand. */
export interface TestAppOptions {
  /** Routes that exist only in this test, added before the app is ready. */
  extraRoutes?: (app: FastifyInstance) => Promise<void>;
  /** Another app's database: a second instance on one database (closing it leaves the database open). */
  database?: Database;
}

export async function buildTestApp(overrides: Partial<Config> = {}, options: TestAppOptions = {}): Promise<TestApp> {
  const database = options.database ?? (await cloneTestDatabase(inject('template')));
  const clock = new AdjustableClock();
  const logs: string[] = [];
  const logStream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logs.push(chunk.toString());
      done();
    },
  });
  const routes: TestApp['routes'] = [];
  const app = await buildApp(testConfig(overrides), {
    database,
    clock,
    logStream,
    onRoute: (route) => {
      for (const method of [route.method].flat()) routes.push({ method, url: route.url, schema: route.schema });
    },
  });
  if (options.extraRoutes) await options.extraRoutes(app);
  await app.ready();
  return {
    app,
    clock,
    logs,
    routes,
    async seedDemo() {
      await seedDemoWorld(app.platform, app.log);
    },
    async authHeaders(email: string) {
      const { accounts, auth } = app.platform.services;
      const user = await accounts.findUserByEmail(email);
      if (!user) throw new Error(`No user ${email}; seed the demo world first`);
      const { tokens } = await auth.openSession(user.id);
      return { authorization: `Bearer ${tokens.access}`, 'x-id-token': tokens.id };
    },
    async close() {
      await app.close();
      if (!options.database) await database.close();
    },
  };
}

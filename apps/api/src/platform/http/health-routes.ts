import { envelopeSchema, healthSchema, type Health } from '@harvest/domain';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { appliedMigrationCount, expectedMigrationCount } from '../db/migrate';
import { ok } from './envelope';
import type { RoutesPlugin } from './route-types';
import { routeDocs } from './route-kit';

const doc = routeDocs('platform');

interface HealthOptions {
  database: Database;
  version: string;
  minimumClientVersion: string;
  devTools: boolean;
}

async function check(options: HealthOptions): Promise<Health> {
  const expected = expectedMigrationCount();
  try {
    await options.database.db.execute(sql`select 1`);
    const applied = await appliedMigrationCount(options.database.db);
    return {
      database: 'ok',
      databaseKind: options.database.kind,
      migrations: { applied, expected, current: applied === expected },
      version: options.version,
      minimumClientVersion: options.minimumClientVersion,
      devTools: options.devTools,
    };
  } catch {
    return {
      database: 'unreachable',
      databaseKind: options.database.kind,
      migrations: { applied: 0, expected, current: false },
      version: options.version,
      minimumClientVersion: options.minimumClientVersion,
      devTools: options.devTools,
    };
  }
}

/** For load balancers and people: 200 only when the database answers and is fully migrated. */
export const healthRoutes: RoutesPlugin<HealthOptions> = async (app, options) => {
  app.get(
    '/health',
    {
      schema: doc.open('Database reachable, migrations current, version', {
        200: envelopeSchema(healthSchema),
        503: envelopeSchema(healthSchema),
      }),
    },
    async (_request, reply) => {
      const health = await check(options);
      const healthy = health.database === 'ok' && health.migrations.current;
      const status = healthy ? 200 : 503;
      return reply.code(status).send(ok(health, { status, message: healthy ? 'OK' : 'Unhealthy' }));
    },
  );
};

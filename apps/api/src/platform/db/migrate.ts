import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type pg from 'pg';
import { queryRows, type Database, type Db } from './database';

export const MIGRATIONS_FOLDER = resolve(import.meta.dirname, '../../../drizzle');

/** Any fixed number shared by all instances; two starting at once must not both migrate. */
const MIGRATION_LOCK_KEY = 724_310_911;

export async function migrateDatabase(database: Database): Promise<void> {
  if (database.pglite) {
    await migratePglite(drizzlePglite(database.pglite as PGlite), { migrationsFolder: MIGRATIONS_FOLDER });
    return;
  }
  if (!database.pool) throw new Error('No database to migrate');
  // The lock is per session, so the migration runs on one dedicated connection.
  const client: pg.PoolClient = await database.pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migratePg(drizzlePg(client), { migrationsFolder: MIGRATIONS_FOLDER });
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
    client.release();
  }
}

export function expectedMigrationCount(): number {
  const journal = JSON.parse(readFileSync(join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')) as {
    entries: unknown[];
  };
  return journal.entries.length;
}

export async function appliedMigrationCount(db: Db): Promise<number> {
  const rows = await queryRows<{ count: number }>(
    db,
    sql`select count(*)::int as count from drizzle.__drizzle_migrations`,
  );
  return Number(rows[0]?.count ?? 0);
}

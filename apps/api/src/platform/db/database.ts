import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import type { SQL } from 'drizzle-orm';
import pg from 'pg';

/** What queries run against: the database or a transaction inside it. */
export type Db = PgDatabase<PgQueryResultHKT>;
export type Tx = PgTransaction<
  PgQueryResultHKT,
  Record<string, never>,
  ExtractTablesWithRelations<Record<string, never>>
>;
export type Executor = Db | Tx;

export type DatabaseKind = 'pglite' | 'postgres';

export interface Database {
  kind: DatabaseKind;
  db: Db;
  /** Set for PGlite: the job queue and the test fixtures talk to it directly. */
  pglite: PGlite | null;
  /** Set for PostgreSQL. */
  pool: pg.Pool | null;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  databaseUrl: string | undefined;
  dataDir: string;
  /** An already open PGlite (tests clone a migrated one). */
  pglite?: PGlite;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // A dropped idle connection must not take the process down; the next query reconnects.
    pool.on('error', () => undefined);
    const db: Db = drizzlePg(pool);
    return { kind: 'postgres', db, pglite: null, pool, close: () => pool.end() };
  }
  let pglite = options.pglite;
  if (!pglite) {
    const dir = join(options.dataDir, 'pglite');
    mkdirSync(dir, { recursive: true });
    pglite = await PGlite.create(dir);
  }
  const client = pglite;
  const db: Db = drizzlePglite(client);
  return {
    kind: 'pglite',
    db,
    pglite: client,
    pool: null,
    close: async () => {
      if (!client.closed) await client.close();
    },
  };
}

/** Raw SQL for the few reads the query builder cannot express; both drivers return rows. */
export async function queryRows<T>(exec: Executor, query: SQL): Promise<T[]> {
  const result = (await exec.execute(query)) as { rows: T[] };
  return result.rows;
}

/** The row an INSERT ... RETURNING of one row gave back. */
export function returnedRow<T>(rows: T[]): T {
  const [row] = rows;
  if (row === undefined) throw new Error('The statement returned no row');
  return row;
}

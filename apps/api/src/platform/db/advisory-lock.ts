import type { Database } from './database';

/**
 * Runs `work` while this process holds a PostgreSQL advisory lock, so that instances starting together on one
 * database take turns at what must happen once (installing the job queue, seeding). The lock is held by a
 * connection of its own; the work uses the pool as usual. PGlite serves one process: it simply runs.
 */
export async function withAdvisoryLock<T>(database: Database, key: number, work: () => Promise<T>): Promise<T> {
  if (!database.pool) return work();
  const client = await database.pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [key]);
    return await work();
  } finally {
    await client.query('select pg_advisory_unlock($1)', [key]).catch(() => undefined);
    client.release();
  }
}

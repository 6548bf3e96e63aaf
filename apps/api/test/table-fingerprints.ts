import { sql } from 'drizzle-orm';
import { rows } from './auth-helpers';
import type { TestApp } from './build-test-app';

/**
 * Bookkeeping that a refused call may rightly write: sessions and tokens, attempts counted against a limit,
 * stored replies of idempotent calls, and what clients log. Everything else is what the business keeps.
 */
const BOOKKEEPING = new Set([
  'sessions',
  'refresh_tokens',
  'rate_limit_hits',
  'login_attempts',
  'idempotency_keys',
  'client_logs',
  'analytics_events',
]);

const tablesOf = new WeakMap<TestApp, string[]>();

/**
 * A hash of every row of every table of the app's schema (bookkeeping aside), by table: equal before and after
 * a call when the call stored nothing. The same statement runs on PGlite and PostgreSQL.
 */
export async function tableFingerprints(t: TestApp): Promise<Record<string, string>> {
  let tables = tablesOf.get(t);
  if (!tables) {
    const found = await rows<{ name: string }>(
      t,
      sql`select table_name as name from information_schema.tables
          where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name`,
    );
    tables = found.map((row) => row.name).filter((name) => /^[a-z_]+$/.test(name) && !BOOKKEEPING.has(name));
    tablesOf.set(t, tables);
  }
  const hashes = tables.map(
    (name) =>
      sql`select ${name} as name, md5(coalesce(string_agg(md5(x::text), '' order by md5(x::text)), '')) as hash
          from ${sql.raw(name)} x`,
  );
  const found = await rows<{ name: string; hash: string }>(t, sql.join(hashes, sql` union all `));
  return Object.fromEntries(found.map((row) => [row.name, row.hash]));
}

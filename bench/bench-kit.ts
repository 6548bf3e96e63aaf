// What the benchmarks share: a database of their own on the PostgreSQL server, rows copied in bulk, the real app in
// a child process with a `SELECT 1` baseline route, signed-in callers, and keep-alive HTTP load with percentiles.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { createInterface } from 'node:readline';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../apps/api/src/app';
import { loadConfig, type Config } from '../apps/api/src/platform/config';
import { queryRows, type Db } from '../apps/api/src/platform/db/database';
import { migrateDatabase } from '../apps/api/src/platform/db/migrate';
import { DEMO_PASSWORD, seedDemoWorld } from '../apps/api/src/seed/demo-world';

export const arg = (name: string) => process.argv.find((each) => each.startsWith(`--${name}`));
export const round = (value: number, digits = 1) => Number(value.toFixed(digits));
export const thousands = (value: number) => value.toLocaleString('en-GB');

export async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * Makes the database named by `url` on its server, unless `reuse` and `filled` (a query answering whether an earlier
 * run's rows are there) say it can stay; answers whether it stayed.
 */
export async function ensureDatabase(url: string, reuse: boolean, filled: string): Promise<boolean> {
  const name = new URL(url).pathname.slice(1);
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`Unsafe database name ${name}`);
  const adminUrl = Object.assign(new URL(url), { pathname: '/postgres' }).toString();
  return withClient(adminUrl, async (admin) => {
    const exists = (await admin.query('select 1 from pg_database where datname = $1', [name])).rowCount === 1;
    if (exists && reuse) {
      const kept = await withClient(url, (probe) =>
        probe
          .query<{ ok: boolean }>(filled)
          .then((result) => result.rows[0]?.ok === true)
          .catch(() => false),
      );
      if (kept) return true;
    }
    if (exists) await admin.query(`drop database ${name} with (force)`);
    await admin.query(`create database ${name}`);
    return false;
  });
}

export const run = (db: Db, query: string) => db.execute(sql.raw(query));

export async function columnsOf(db: Db, table: string): Promise<string[]> {
  const rows = await queryRows<{ column_name: string }>(
    db,
    sql`select column_name from information_schema.columns
        where table_schema = 'public' and table_name = ${table} order by ordinal_position`,
  );
  return rows.map((row) => row.column_name);
}

/** INSERT ... SELECT of every column of `table` from `src` (named in `from`), some replaced by expressions. */
export async function copyRows(db: Db, table: string, replace: Record<string, string>, from: string) {
  const columns = await columnsOf(db, table);
  const values = columns.map((column) => replace[column] ?? `src.${column}`);
  await db.execute(sql.raw(`insert into ${table} (${columns.join(', ')}) select ${values.join(', ')} from ${from}`));
}

export async function step<T>(label: string, work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  const result = await work();
  process.stderr.write(`  ${label}: ${((performance.now() - started) / 1000).toFixed(1)} s\n`);
  return result;
}

/**
 * Makes a benchmark's database: migrations, the demo world, then the benchmark's own rows (`generate`, timed under
 * `label`), with the app built and closed around them.
 */
export async function seedBenchDatabase(config: Config, label: string, generate: (db: Db) => Promise<unknown>) {
  const app = await buildApp({ ...config, runWorkers: false });
  try {
    await step('migrations', () => migrateDatabase(app.platform.database));
    await app.ready();
    await step('demo world', () => seedDemoWorld(app.platform, app.log));
    await step(label, () => generate(app.platform.database.db));
  } finally {
    await app.close();
  }
}

/** Writes a benchmark's report; the hand-written reading of the figures, under "## Notes", survives a new run. */
export function writeReport(path: string, text: string) {
  if (!existsSync(dirname(path))) mkdirSync(dirname(path), { recursive: true });
  const old = existsSync(path) ? readFileSync(path, 'utf8') : '';
  const notes = old.includes('\n## Notes') ? old.slice(old.indexOf('\n## Notes')) : '';
  writeFileSync(path, `${text}${notes}`);
  process.stdout.write(text);
}

/**
 * A benchmark script's whole run: with `--serve` it is the server child the load talks to; else it prepares its
 * database (`--reuse` keeps what is there), measures, and writes its report.
 */
export async function runBench<Figures>(bench: {
  config: () => Config;
  prepare: (reuse: boolean) => Promise<unknown>;
  measure: () => Promise<Figures>;
  report: (figures: Figures) => string;
  path: string;
}): Promise<void> {
  if (arg('serve')) return serveBenchApp(bench.config());
  await bench.prepare(Boolean(arg('reuse')));
  writeReport(bench.path, bench.report(await bench.measure()));
}

/** The app as a benchmark runs it: production, quiet logs, no seed, on the bench's own database and data folder. */
export const benchConfig = (databaseUrl: string, dataDir: string): Config =>
  loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    DATA_DIR: join(tmpdir(), dataDir),
    WEB_DIST: '',
    SEED: 'none',
    JWT_SECRET: 'bench-secret-that-is-at-least-32-characters-long',
    DATABASE_URL: databaseUrl,
  });

/** The server side (`--serve`): the real app on a free loopback port with the baseline route, its port printed. */
export async function serveBenchApp(config: Config) {
  const app = await buildApp({ ...config, runWorkers: false });
  const database = app.platform.database;
  // The baseline: the cheapest route the same server can answer with one query.
  app.get('/bench/select-1', async () => {
    await queryRows(database.db, sql`select 1`);
    return { ok: true };
  });
  await migrateDatabase(database);
  await app.ready();
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  process.stdout.write(`${JSON.stringify({ port })}\n`);
  process.on('SIGTERM', () => {
    void app.close().then(() => process.exit(0));
  });
}

/** Starts `script --serve` (which calls serveBenchApp) and answers once it listens. */
export function startBenchServer(script: string): Promise<{ child: ChildProcess; port: number }> {
  // BENCH_CPU_PROF=<dir> writes the server's CPU profile there, to see where a request's time goes.
  const profile = process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [];
  const child = spawn(process.execPath, [...profile, ...process.execArgv, script, '--serve'], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: process.env,
  });
  const output = child.stdout;
  if (!output) throw new Error('The server has no output to read');
  return new Promise((resolveReady, reject) => {
    const lines = createInterface({ input: output });
    lines.on('line', (line) => {
      if (!line.startsWith('{"port"')) return;
      resolveReady({ child, port: (JSON.parse(line) as { port: number }).port });
    });
    child.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
}

/** A demo person's session headers, signed in through the API with the demo password. */
export async function signIn(port: number, email: string): Promise<Record<string, string>> {
  const response = await fetch(`http://127.0.0.1:${port}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: email, password: DEMO_PASSWORD }),
  });
  const body = (await response.json()) as { data?: { tokens: { access: string; id: string } } };
  if (response.status !== 200 || !body.data) throw new Error(`login ${email}: ${response.status}`);
  return { authorization: `Bearer ${body.data.tokens.access}`, 'x-id-token': body.data.tokens.id };
}

export interface Call {
  method: 'GET' | 'POST' | 'PATCH';
  path: string;
  headers: Record<string, string>;
  body?: string;
}

export interface Run {
  latencies: number[];
  errors: number;
  statuses: Record<string, number>;
  sampleErrors: string[];
  elapsedMs: number;
}

/**
 * Each user sends its next call when the last is answered (or, paced, no sooner than `paceMs` after the last was
 * sent, the users starting spread over one interval), until it has none left or the time is up.
 */
export async function load(port: number, users: (() => Call | null)[], maxMs: number, paceMs = 0): Promise<Run> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: users.length });
  const latencies: number[] = [];
  const statuses: Record<string, number> = {};
  const sampleErrors: string[] = [];
  let errors = 0;
  const started = performance.now();
  const deadline = started + maxMs;
  const once = (call: Call) =>
    new Promise<{ status: number; body: string }>((done) => {
      const headers: Record<string, string | number> = { ...call.headers };
      if (call.body !== undefined) {
        headers['content-type'] = 'application/json';
        headers['content-length'] = Buffer.byteLength(call.body);
      }
      const request = http.request(
        { host: '127.0.0.1', port, method: call.method, path: call.path, headers, agent },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => done({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString() }));
        },
      );
      request.on('error', (error) => done({ status: 0, body: String(error) }));
      request.end(call.body);
    });
  await Promise.all(
    users.map(async (next, index) => {
      // Paced users start spread over one interval, so their calls do not arrive together.
      if (paceMs > 0) await new Promise((done) => setTimeout(done, (index * paceMs) / users.length));
      for (let call = next(); call && performance.now() < deadline; call = next()) {
        const sent = performance.now();
        const { status, body } = await once(call);
        latencies.push(performance.now() - sent);
        const wait = sent + paceMs - performance.now();
        if (wait > 0) await new Promise((done) => setTimeout(done, wait));
        statuses[status] = (statuses[status] ?? 0) + 1;
        if (status !== 200) {
          errors += 1;
          if (sampleErrors.length < 5) sampleErrors.push(`${status} ${call.path} ${body.slice(0, 300)}`);
        }
      }
    }),
  );
  agent.destroy();
  return { latencies, errors, statuses, sampleErrors, elapsedMs: performance.now() - started };
}

export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

export const rate = (done: Run) => (done.latencies.length / done.elapsedMs) * 1000;

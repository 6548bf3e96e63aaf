/**
 * Inventory search benchmark (the search issue's figures): `records` with three active filters and every facet
 * count, on a real PostgreSQL with 1,000,000 stock records and 2,000,000 movements over 500 organisations, and
 * on PGlite with 100,000 records and 200,000 movements over 50. For each: p95 latency of one user at a time,
 * and requests per second at 16 concurrent users next to a bare `SELECT 1` route on the same server.
 *
 *   npx tsx bench/inventory-search.ts [--only=postgres|pglite] [--reuse]
 *
 * BENCH_DATABASE_URL names the PostgreSQL database (default postgres://postgres@127.0.0.1:55432/bench); it is
 * dropped and made again unless --reuse finds it already filled. The server runs in a child process (this
 * script with --serve), so the load and the server do not share an event loop; only 127.0.0.1 is called.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { createInterface } from 'node:readline';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../apps/api/src/app';
import { loadConfig } from '../apps/api/src/platform/config';
import { queryRows, type Db } from '../apps/api/src/platform/db/database';
import { migrateDatabase } from '../apps/api/src/platform/db/migrate';
import { seedDemoWorld } from '../apps/api/src/seed/demo-world';
import { measuringCpu, type CpuPerRequest } from './cpu-usage';

const HERE = dirname(new URL(import.meta.url).pathname);
const REPORT = join(HERE, 'reports', 'inventory-search.md');
const DEFAULT_URL = 'postgres://postgres@127.0.0.1:55432/bench';

type Backend = 'postgres' | 'pglite';
const SIZES: Record<Backend, { organisations: number; records: number; movements: number }> = {
  postgres: { organisations: 500, records: 1_000_000, movements: 2_000_000 },
  pglite: { organisations: 50, records: 100_000, movements: 200_000 },
};

/** The targets of the issue. */
const TARGET_P95_MS = 50;
const TARGET_RATIO = 0.4;
/** The everyday-use issue's target for an ordinary signed-in read (the storages list) against SELECT 1. */
const READS_TARGET_RATIO = 0.5;
const CONCURRENCY = 16;
const SEQUENTIAL_REQUESTS = 400;
const SEQUENTIAL_MAX_MS = 60_000;
const CONCURRENT_MS = 15_000;
const WARM_UP_REQUESTS = 100;

const arg = (name: string) => process.argv.find((each) => each.startsWith(`--${name}`));
const argValue = (name: string) => arg(name)?.split('=')[1];

// ---------------------------------------------------------------------------------------------------------------
// Server side (child process)

async function ensureDatabase(url: string, reuse: boolean): Promise<boolean> {
  const target = new URL(url);
  const name = target.pathname.slice(1);
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`Unsafe database name ${name}`);
  const admin = new pg.Client({ connectionString: Object.assign(new URL(url), { pathname: '/postgres' }).toString() });
  await admin.connect();
  try {
    const exists = (await admin.query('select 1 from pg_database where datname = $1', [name])).rowCount === 1;
    if (exists && reuse) {
      const probe = new pg.Client({ connectionString: url });
      await probe.connect();
      const filled = await probe
        .query<{ n: string }>('select count(*) as n from inventory_records')
        .then((result) => Number(result.rows[0]?.n ?? 0) > 0)
        .catch(() => false);
      await probe.end();
      if (filled) return true;
    }
    if (exists) await admin.query(`drop database ${name} with (force)`);
    await admin.query(`create database ${name}`);
    return false;
  } finally {
    await admin.end();
  }
}

/** The columns of a table, for copying the demo organisation's rows with new ids. */
async function columnsOf(db: Db, table: string): Promise<string[]> {
  const rows = await queryRows<{ column_name: string }>(
    db,
    sql`select column_name from information_schema.columns
        where table_schema = 'public' and table_name = ${table} order by ordinal_position`,
  );
  return rows.map((row) => row.column_name);
}

async function step(label: string, work: () => Promise<unknown>) {
  const started = performance.now();
  await work();
  process.stderr.write(`  ${label}: ${((performance.now() - started) / 1000).toFixed(1)} s\n`);
}

/**
 * The demo world, then Hillside Farm Partnership copied into `organisations - 1` more organisations with its two
 * units; 10 storage locations each (4 stores and a field per unit); records and movements spread evenly with
 * generate_series, so every organisation holds records / organisations of them.
 */
async function generate(db: Db, size: (typeof SIZES)[Backend]) {
  const { organisations, records, movements } = size;
  const run = (query: string) => db.execute(sql.raw(query));
  const orgColumns = await columnsOf(db, 'organisations');
  const orgValues = orgColumns.map((column) =>
    column === 'id' ? 'gen_random_uuid()' : column === 'name' ? `o.name || ' ' || i` : `o.${column}`,
  );
  await step('organisations', async () => {
    await run(`insert into organisations (${orgColumns.join(', ')})
      select ${orgValues.join(', ')} from organisations o, generate_series(1, ${organisations - 1}) i
      where o.name = 'Hillside Farm Partnership'`);
    await run(`drop table if exists bench_orgs`);
    await run(`create table bench_orgs as select id, (row_number() over (order by created_at, name, id) - 1)::int as n
      from organisations where name like 'Hillside Farm Partnership%'`);
  });
  const unitColumns = await columnsOf(db, 'business_units');
  const unitValues = unitColumns.map((column) =>
    column === 'id' ? 'gen_random_uuid()' : column === 'organisation_id' ? 'o.id' : `u.${column}`,
  );
  await step('business units', () =>
    run(`insert into business_units (${unitColumns.join(', ')})
      select ${unitValues.join(', ')} from business_units u
      join organisations hillside on hillside.id = u.organisation_id and hillside.name = 'Hillside Farm Partnership'
      join bench_orgs o on o.id <> hillside.id
      where u.deleted_at is null`),
  );
  await step('storage locations', async () => {
    await run(`insert into inventory_storages
        (organisation_id, business_unit_id, type, name, capacity_kg, area_ha, field_type, created_at)
      select u.organisation_id, u.id, case when k = 5 then 'field' else 'store' end,
        case when k = 5 then 'Field ' else 'Store ' end || u.name || ' ' || k,
        case when k = 5 then null else 50000000 end, case when k = 5 then 20 else null end,
        case when k = 5 then 'arable' else null end, now()
      from business_units u join bench_orgs o on o.id = u.organisation_id, generate_series(1, 5) k
      where u.deleted_at is null and u.type in ('farm', 'store')`);
    await run(`drop table if exists bench_storages`);
    await run(`create table bench_storages as
      select s.id, s.organisation_id, s.business_unit_id, o.n as org_n,
        (row_number() over (partition by s.organisation_id order by s.id) - 1)::int as k
      from inventory_storages s join bench_orgs o on o.id = s.organisation_id`);
    await run(`create index on bench_storages (org_n, k)`);
  });
  // i counts an organisation's own rows (g % organisations is the organisation), so every organisation gets the
  // same even mix of crops, years, owners and storage locations.
  const i = `(g / ${organisations})`;
  const crop = `(array['wheat','barley','oats','oilseed-rape','beans'])[1 + ${i} % 5]`;
  await step(`${records.toLocaleString('en-GB')} stock records`, () =>
    run(`insert into inventory_records (organisation_id, storage_id, business_unit_id, inventory_type, commodity_id,
        commodity_item_id, variety, harvest_year, owner_status, third_party_owner, storage_contract_ref, quantity_kg,
        sale_status, created_at, updated_at)
      select st.organisation_id, st.id, st.business_unit_id, 'grain', ${crop},
        case ${i} % 5 when 0 then (array['wheat-feed','wheat-milling-nabim-group-1'])[1 + (${i} / 11) % 2]
                      when 1 then (array['barley-feed','barley-malting-spring'])[1 + (${i} / 11) % 2] end,
        (array['Skyfall','Crusoe','KWS Zyatt','Laureate', null])[1 + (${i} / 3) % 5],
        2020 + (${i} / 5) % 7,
        case when (${i} / 35) % 10 = 0 then 'STORED' else 'OWNED' end,
        case when (${i} / 35) % 10 = 0 then 'Neighbour' end, case when (${i} / 35) % 10 = 0 then 'SC-' || g end,
        1000 + (g * 37) % 50000,
        (array['unsold','part-sold','sold'])[1 + (${i} / 13) % 3],
        now() - make_interval(secs => g), now() - make_interval(secs => g)
      from generate_series(0, ${records - 1}) g
      join bench_storages st on st.org_n = g % ${organisations} and st.k = (${i} * 7) % 10`),
  );
  await step(`${movements.toLocaleString('en-GB')} movements`, () =>
    run(`insert into inventory_movements (organisation_id, type, status, commodity_id, quantity_kg, sources,
        source_storage_id, destination_storage_id, business_unit_ids, start_date, end_date, created_at)
      select s1.organisation_id, (array['intake','internal','outbound'])[1 + ${i} % 3],
        case when (${i} / 3) % 4 = 0 then 'planned' else 'complete' end, ${crop}, 1000 + (g * 31) % 20000,
        '[]'::jsonb, case when ${i} % 3 = 0 then null else s1.id end, case when ${i} % 3 = 2 then null else s2.id end,
        array[s1.business_unit_id, s2.business_unit_id]::uuid[],
        current_date - ((${i} / 5) % 700), null, now() - make_interval(secs => g)
      from generate_series(0, ${movements - 1}) g
      join bench_storages s1 on s1.org_n = g % ${organisations} and s1.k = (${i} * 7) % 10
      join bench_storages s2 on s2.org_n = g % ${organisations} and s2.k = (${i} * 7 + 1) % 10`),
  );
  await step('analyze', async () => {
    await run(`drop table bench_storages`);
    await run(`drop table bench_orgs`);
    await run(`analyze`);
  });
}

/**
 * Counts the statements this process sends to PostgreSQL, by their text, from now until each `take()`: how many
 * round trips a request makes, and which.
 */
function countStatements() {
  let byText = new Map<string, number>();
  const query = pg.Client.prototype.query as (...args: unknown[]) => unknown;
  pg.Client.prototype.query = function counted(this: pg.Client, ...args: unknown[]) {
    const [first] = args;
    const text = typeof first === 'string' ? first : ((first as { text?: string } | undefined)?.text ?? '?');
    const key = text.slice(0, 200).replace(/\s+/g, ' ').slice(0, 160);
    byText.set(key, (byText.get(key) ?? 0) + 1);
    return query.apply(this, args);
  } as typeof pg.Client.prototype.query;
  return {
    take(): Record<string, number> {
      const taken = Object.fromEntries(byText);
      byText = new Map();
      return taken;
    },
  };
}

async function serve(backend: Backend, reuse: boolean) {
  const url = process.env.BENCH_DATABASE_URL ?? DEFAULT_URL;
  const dataDir = backend === 'pglite' ? mkdtempSync(join(tmpdir(), 'bench-pglite-')) : join(tmpdir(), 'bench-data');
  mkdirSync(dataDir, { recursive: true });
  const filled = backend === 'postgres' ? await ensureDatabase(url, reuse) : false;
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    DATA_DIR: dataDir,
    WEB_DIST: '',
    SEED: 'none',
    JWT_SECRET: 'bench-secret-that-is-at-least-32-characters-long',
    ...(backend === 'postgres' ? { DATABASE_URL: url } : {}),
  });
  const statements = countStatements();
  const app = await buildApp({ ...config, runWorkers: false });
  const database = app.platform.database;
  // What the load side reads to count round trips per request (PostgreSQL only: PGlite runs in this process).
  app.get('/bench/statements', async () => statements.take());
  // The baseline: the cheapest route the same server can answer with one query.
  app.get('/bench/select-1', async () => {
    await queryRows(database.db, sql`select 1`);
    return { ok: true };
  });
  await migrateDatabase(database);
  await app.ready();
  if (!filled) {
    await seedDemoWorld(app.platform, app.log);
    await generate(database.db, SIZES[backend]);
  }
  const [counts] = await queryRows<{ organisations: string; records: string; movements: string }>(
    database.db,
    sql`select (select count(*) from organisations) as organisations,
               (select count(*) from inventory_records) as records,
               (select count(*) from inventory_movements) as movements`,
  );
  const [{ version } = { version: 'unknown' }] = await queryRows<{ version: string }>(
    database.db,
    sql`select version() as version`,
  );
  const farmer = await app.platform.services.accounts.findUserByEmail('farmer@demo.farm');
  if (!farmer) throw new Error('No demo farmer');
  const { tokens } = await app.platform.services.auth.openSession(farmer.id);
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  process.stdout.write(`${JSON.stringify({ port, token: tokens.access, idToken: tokens.id, counts, version })}\n`);
  process.on('SIGTERM', () => {
    void app.close().then(() => process.exit(0));
  });
}

// ---------------------------------------------------------------------------------------------------------------
// Load side (parent process)

interface Ready {
  port: number;
  token: string;
  idToken: string;
  counts: { organisations: string; records: string; movements: string };
  version: string;
}

function startServer(backend: Backend, reuse: boolean): Promise<{ child: ChildProcess; ready: Ready }> {
  const script = resolve(new URL(import.meta.url).pathname);
  // BENCH_CPU_PROF=<dir> writes the server's CPU profile there (read it in Chrome's DevTools or speedscope).
  const profile = process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [];
  const child = spawn(
    process.execPath,
    [...profile, ...process.execArgv, script, `--serve=${backend}`, ...(reuse ? ['--reuse'] : [])],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
      env: process.env,
    },
  );
  const output = child.stdout;
  if (!output) throw new Error('The server has no output to read');
  return new Promise((resolveReady, reject) => {
    const lines = createInterface({ input: output });
    lines.on('line', (line) => {
      if (!line.startsWith('{"port"')) return;
      resolveReady({ child, ready: JSON.parse(line) as Ready });
    });
    child.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
}

interface Run {
  latencies: number[];
  errors: number;
  elapsedMs: number;
}

/** `concurrency` users, each sending its next request when the last is answered, until the count or time is up. */
async function load(
  port: number,
  paths: () => string,
  headers: Record<string, string>,
  concurrency: number,
  maxRequests: number,
  maxMs: number,
): Promise<Run> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
  const latencies: number[] = [];
  let errors = 0;
  let issued = 0;
  const started = performance.now();
  const deadline = started + maxMs;
  const once = (path: string) =>
    new Promise<number>((done) => {
      const request = http.get({ host: '127.0.0.1', port, path, headers, agent }, (response) => {
        response.resume();
        response.on('end', () => done(response.statusCode ?? 0));
      });
      request.on('error', () => done(0));
    });
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (issued < maxRequests && performance.now() < deadline) {
        issued += 1;
        const sent = performance.now();
        const status = await once(paths());
        latencies.push(performance.now() - sent);
        if (status !== 200) errors += 1;
      }
    }),
  );
  agent.destroy();
  return { latencies, errors, elapsedMs: performance.now() - started };
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

const CROPS = ['wheat', 'barley', 'oats', 'oilseed-rape', 'beans'];
const YEARS = [2021, 2022, 2023, 2024, 2025, 2026];
/** Three active filters, rotated so no two requests in a row ask the same. */
function searchPaths(): () => string {
  let next = 0;
  return () => {
    next += 1;
    const crop = CROPS[next % CROPS.length];
    const year = YEARS[Math.floor(next / CROPS.length) % YEARS.length];
    return `/api/search/inventory/records?f=commodity:${crop}&f=harvestYear:${year}&f=ownerStatus:OWNED`;
  };
}

/**
 * The same searches, each asked with a page size and offset that make it a question not asked in the last
 * thousands (more than an instance keeps), so every request reads the database: the cost of a new question.
 */
function newSearchPaths(): () => string {
  const base = searchPaths();
  let next = 0;
  return () => {
    next += 1;
    return `${base()}&limit=${1 + (next % 25)}&offset=${next % 7}`;
  };
}

interface Figures {
  backend: Backend;
  ready: Ready;
  sample: { totalDocs: number; facets: number; terms: number };
  sequential: { count: number; p50: number; p95: number; p99: number; mean: number; errors: number };
  concurrent: {
    search: number;
    /** Every request a new question, so nothing kept answers it. */
    newSearch: number;
    newSearchP95: number;
    select1: number;
    ratio: number;
    searchP95: number;
    /** An ordinary signed-in inventory read (GET /api/inventory/storages), for what authentication alone costs. */
    storages: number;
    errors: number;
  };
  /** The machine's load average (1 min) before and after: the machine is shared. */
  load: [number, number];
  reads: ReadFigures;
}

/** One signed-in read under 16 users: its rate, CPU and the statements each request sent. */
interface ReadFigure {
  rate: number;
  p95: number;
  cpu: CpuPerRequest;
  /** Statements sent to PostgreSQL per request, and which (null on PGlite, which runs inside the server). */
  statementsPerRequest: number | null;
  statements: Record<string, number>;
}

/** The signed-in reads next to SELECT 1 under 16 users. */
interface ReadFigures {
  select1: number;
  select1Cpu: CpuPerRequest;
  /** GET /api/inventory/storages: the list every farm page reads, kept until the inventory changes. */
  storages: ReadFigure;
  /** storages / select1, by rate. */
  ratio: number;
  /** SELECT 1's CPU per request (server and database) over the storages read's: the ratio a quiet machine would show. */
  cpuRatio: number;
  /** GET /api/inventory/storages/:id: one storage location, read afresh every time (nothing keeps it). */
  one: ReadFigure;
  errors: number;
}

/**
 * `GET /api/inventory/storages` (the demo farm owner's 15 storage locations) against `SELECT 1` under 16 users: what
 * an ordinary signed-in read costs beside the cheapest route, in requests a second, CPU and statements per request;
 * and one storage location by its id, a read that nothing keeps.
 */
async function measureReads(backend: Backend, ready: Ready, serverPid: number, headers: Record<string, string>) {
  const databaseUrl = backend === 'postgres' ? (process.env.BENCH_DATABASE_URL ?? DEFAULT_URL) : null;
  const listPath = '/api/inventory/storages';
  const probe = await fetch(`http://127.0.0.1:${ready.port}${listPath}`, { headers });
  if (probe.status !== 200) throw new Error(`storages answered ${probe.status}: ${await probe.text()}`);
  const listed = ((await probe.json()) as { data: { id: string; subStoreIds: string[] }[] }).data;
  const store = listed.find((each) => each.subStoreIds.length > 0) ?? listed[0];
  if (!store) throw new Error('The demo farmer has no storage location');
  const onePath = `${listPath}/${store.id}`;
  await load(ready.port, () => listPath, headers, 4, WARM_UP_REQUESTS, 30_000);
  await load(ready.port, () => onePath, headers, 4, WARM_UP_REQUESTS, 30_000);
  const count = (run: Run) => run.latencies.length;
  const statementsOf = async () =>
    (await (await fetch(`http://127.0.0.1:${ready.port}/bench/statements`)).json()) as Record<string, number>;
  const under16 = (path: string, withHeaders: Record<string, string>) =>
    measuringCpu(
      serverPid,
      databaseUrl,
      () => load(ready.port, () => path, withHeaders, CONCURRENCY, Number.MAX_SAFE_INTEGER, CONCURRENT_MS),
      count,
    );
  const read = async (path: string): Promise<{ figure: ReadFigure; run: Run }> => {
    process.stderr.write(`${backend}: ${CONCURRENCY} users, GET ${path}\n`);
    await statementsOf();
    const { done, cpu } = await under16(path, headers);
    const sent = await statementsOf();
    const per = (n: number) => round(n / Math.max(1, count(done)), 2);
    return {
      run: done,
      figure: {
        rate: round(rate(done)),
        p95: round(percentile(done.latencies, 95)),
        cpu,
        statementsPerRequest: databaseUrl ? per(Object.values(sent).reduce((sum, each) => sum + each, 0)) : null,
        statements: Object.fromEntries(Object.entries(sent).map(([text, n]) => [text, per(n)])),
      },
    };
  };
  process.stderr.write(`${backend}: ${CONCURRENCY} users, SELECT 1\n`);
  const select1 = await under16('/bench/select-1', {});
  const storages = await read(listPath);
  const one = await read(onePath);
  const cpuOf = (cpu: CpuPerRequest) => cpu.server + cpu.database;
  const figures: ReadFigures = {
    select1: round(rate(select1.done)),
    select1Cpu: select1.cpu,
    storages: storages.figure,
    ratio: round(rate(storages.run) / rate(select1.done), 3),
    cpuRatio: round(cpuOf(select1.cpu) / Math.max(0.001, cpuOf(storages.figure.cpu)), 3),
    one: one.figure,
    errors: select1.done.errors + storages.run.errors + one.run.errors,
  };
  return { figures, select1Run: select1.done, storagesRun: storages.run };
}

const rate = (run: Run) => (run.latencies.length / run.elapsedMs) * 1000;
const round = (value: number, digits = 1) => Number(value.toFixed(digits));

async function measure(backend: Backend, reuse: boolean): Promise<Figures> {
  process.stderr.write(`${backend}: preparing (the first run generates the data)\n`);
  const { child, ready } = await startServer(backend, reuse);
  const loadBefore = loadavg()[0] ?? 0;
  try {
    const headers = { authorization: `Bearer ${ready.token}`, 'x-id-token': ready.idToken };
    const paths = searchPaths();
    const probe = await fetch(`http://127.0.0.1:${ready.port}${paths()}`, { headers });
    const body = (await probe.json()) as { data: { totalDocs: number; facets: Record<string, unknown[]> } };
    if (probe.status !== 200) throw new Error(`search answered ${probe.status}: ${JSON.stringify(body)}`);
    const sample = {
      totalDocs: body.data.totalDocs,
      facets: Object.keys(body.data.facets).length,
      terms: Object.values(body.data.facets).reduce((sum, terms) => sum + terms.length, 0),
    };
    process.stderr.write(`${backend}: warming up\n`);
    await load(ready.port, paths, headers, 4, WARM_UP_REQUESTS, 30_000);
    await load(ready.port, () => '/bench/select-1', {}, 4, WARM_UP_REQUESTS, 30_000);

    process.stderr.write(`${backend}: one user at a time\n`);
    // One user asks new questions only: the p95 is what the database work costs, not what memory answers.
    const one = await load(ready.port, newSearchPaths(), headers, 1, SEQUENTIAL_REQUESTS, SEQUENTIAL_MAX_MS);
    process.stderr.write(`${backend}: ${CONCURRENCY} users, search\n`);
    const many = await load(ready.port, paths, headers, CONCURRENCY, Number.MAX_SAFE_INTEGER, CONCURRENT_MS);
    process.stderr.write(`${backend}: ${CONCURRENCY} users, new searches\n`);
    const fresh = await load(
      ready.port,
      newSearchPaths(),
      headers,
      CONCURRENCY,
      Number.MAX_SAFE_INTEGER,
      CONCURRENT_MS,
    );
    const reads = await measureReads(backend, ready, child.pid ?? 0, headers);
    const baseline = reads.select1Run;
    const storages = reads.storagesRun;
    return {
      backend,
      ready,
      sample,
      load: [round(loadBefore, 2), round(loadavg()[0] ?? 0, 2)],
      sequential: {
        count: one.latencies.length,
        p50: round(percentile(one.latencies, 50)),
        p95: round(percentile(one.latencies, 95)),
        p99: round(percentile(one.latencies, 99)),
        mean: round(one.latencies.reduce((sum, each) => sum + each, 0) / Math.max(1, one.latencies.length)),
        errors: one.errors,
      },
      concurrent: {
        search: round(rate(many)),
        newSearch: round(rate(fresh)),
        newSearchP95: round(percentile(fresh.latencies, 95)),
        select1: round(rate(baseline)),
        ratio: round(rate(many) / rate(baseline), 3),
        searchP95: round(percentile(many.latencies, 95)),
        storages: round(rate(storages)),
        errors: many.errors + fresh.errors + baseline.errors + storages.errors,
      },
      reads: reads.figures,
    };
  } finally {
    child.kill('SIGTERM');
  }
}

function report(results: Figures[]): string {
  const cpu = cpus()[0]?.model ?? 'unknown';
  const lines = [
    '# Inventory search benchmark',
    '',
    `Written by \`npx tsx bench/inventory-search.ts\` on ${new Date().toISOString()}: ${cpus().length} cores (${cpu}),`,
    `${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}. The server runs in a child process; the load`,
    'comes from this script over keep-alive HTTP on 127.0.0.1, on the same cores.',
    '',
    'The search: `GET /api/search/inventory/records` as the demo farm owner with three active filters',
    '(`f=commodity:<crop>&f=harvestYear:<year>&f=ownerStatus:OWNED`, rotated over crops and years), which answers',
    'a page of 25 docs, the totals and every facet with its counts. The baseline: `GET /bench/select-1`, a route',
    'added to the same server that runs `SELECT 1`.',
    '',
    'An instance keeps answered searches until the organisation\'s inventory changes (docs/decisions.md, "Kept',
    'answers"). The rotated searches repeat every 30 requests, so under load they are answered from memory; the',
    '"new searches" rows add a page size and offset that make every request a question not asked before, so each',
    'one reads the database. The one-user latencies are measured with new searches only.',
    '',
    `Targets: p95 under ${TARGET_P95_MS} ms for one user at a time; at ${CONCURRENCY} concurrent users at least`,
    `${TARGET_RATIO * 100}% of the SELECT 1 rate.`,
    '',
  ];
  for (const result of results) {
    const { counts } = result.ready;
    const p95ok = result.sequential.p95 < TARGET_P95_MS;
    const ratioOk = result.concurrent.ratio >= TARGET_RATIO;
    lines.push(
      `## ${result.backend === 'postgres' ? 'PostgreSQL' : 'PGlite'}`,
      '',
      `${result.ready.version.split(',')[0]}; ${Number(counts.organisations).toLocaleString('en-GB')} organisations, ` +
        `${Number(counts.records).toLocaleString('en-GB')} stock records, ` +
        `${Number(counts.movements).toLocaleString('en-GB')} movements. A sample search matched ` +
        `${result.sample.totalDocs.toLocaleString('en-GB')} records and answered ${result.sample.facets} facets ` +
        `with ${result.sample.terms} terms.`,
      '',
      '| figure | value | target |',
      '| --- | --- | --- |',
      `| one user: requests | ${result.sequential.count} (errors ${result.sequential.errors}) | |`,
      `| one user (new searches): p50 / p95 / p99 / mean | ${result.sequential.p50} / **${result.sequential.p95}** / ` +
        `${result.sequential.p99} / ${result.sequential.mean} ms | p95 < ${TARGET_P95_MS} ms: ${p95ok ? 'met' : 'NOT met'} |`,
      `| ${CONCURRENCY} users: search (repeated questions) | ${result.concurrent.search} req/s ` +
        `(p95 ${result.concurrent.searchP95} ms) | |`,
      `| ${CONCURRENCY} users: SELECT 1 route | ${result.concurrent.select1} req/s | |`,
      `| search (repeated questions) / SELECT 1 | **${(result.concurrent.ratio * 100).toFixed(1)}%** | ` +
        `>= ${TARGET_RATIO * 100}%: ${ratioOk ? 'met' : 'NOT met'} |`,
      `| ${CONCURRENCY} users: new searches | ${result.concurrent.newSearch} req/s ` +
        `(p95 ${result.concurrent.newSearchP95} ms; ` +
        `${((result.concurrent.newSearch / result.concurrent.select1) * 100).toFixed(1)}% of SELECT 1) | |`,
      ...readRows(result.reads),
      `| errors under load | ${result.concurrent.errors} | 0 |`,
      `| machine load average (1 min) before / after | ${result.load[0]} / ${result.load[1]} | |`,
      '',
    );
  }
  return lines.join('\n');
}

const cpuText = (cpu: CpuPerRequest, database: boolean) =>
  database ? `${cpu.server} + ${cpu.database} ms` : `${cpu.server} ms`;
const percent = (ratio: number) => `${(ratio * 100).toFixed(1)}%`;

/** The signed-in reads' rows of a report's table. */
function readRows(reads: ReadFigures): string[] {
  const database = reads.storages.statementsPerRequest !== null;
  const met = (ratio: number) => `>= ${READS_TARGET_RATIO * 100}%: ${ratio >= READS_TARGET_RATIO ? 'met' : 'NOT met'}`;
  const statements = (figure: ReadFigure) => (database ? `; ${figure.statementsPerRequest} statements` : '');
  return [
    `| ${CONCURRENCY} users: GET /api/inventory/storages (signed in, 15 rows) | ${reads.storages.rate} req/s ` +
      `(p95 ${reads.storages.p95} ms${statements(reads.storages)}) | |`,
    `| storages / SELECT 1 | **${percent(reads.ratio)}** | ${met(reads.ratio)} |`,
    `| CPU per request (server${database ? ' + PostgreSQL' : ', PGlite inside'}): storages / SELECT 1 | ` +
      `${cpuText(reads.storages.cpu, database)} / ${cpuText(reads.select1Cpu, database)} ` +
      `(SELECT 1's is ${percent(reads.cpuRatio)} of the read's) | ${met(reads.cpuRatio)} |`,
    `| ${CONCURRENCY} users: GET /api/inventory/storages/:id (one store, read afresh) | ${reads.one.rate} req/s ` +
      `(${percent(reads.one.rate / reads.select1)} of SELECT 1; p95 ${reads.one.p95} ms; ` +
      `CPU ${cpuText(reads.one.cpu, database)}${statements(reads.one)}) | |`,
  ];
}

/** The --reads run's own section: the signed-in reads alone, with the statements they send. */
function readsSection(backend: Backend, reads: ReadFigures): string {
  const listOf = (figure: ReadFigure) =>
    Object.entries(figure.statements)
      .sort(([, a], [, b]) => b - a)
      .map(([text, n]) => `- ${n} × \`${text.replaceAll('`', "'")}\``);
  const statements = [
    ...(reads.storages.statementsPerRequest !== null
      ? ['Statements per list request:', '', ...listOf(reads.storages), '']
      : []),
    ...(reads.one.statementsPerRequest !== null
      ? ['Statements per one-store request:', '', ...listOf(reads.one), '']
      : []),
  ];
  return [
    `## Signed-in read (${backend === 'postgres' ? 'PostgreSQL' : 'PGlite'}, \`--reads\`)`,
    '',
    `Written by \`npx tsx bench/inventory-search.ts --only=${backend}${backend === 'postgres' ? ' --reuse' : ''} --reads\` on ${new Date().toISOString()}: ` +
      `only the rows below, with ${CONCURRENCY} users for ${CONCURRENT_MS / 1000} s each; machine load average ` +
      `(1 min) ${round(loadavg()[0] ?? 0, 2)} at the end. CPU is per request, in ms.`,
    '',
    '| figure | value | target |',
    '| --- | --- | --- |',
    `| ${CONCURRENCY} users: SELECT 1 route | ${reads.select1} req/s | |`,
    ...readRows(reads),
    `| errors under load | ${reads.errors} | 0 |`,
    '',
    ...statements,
  ].join('\n');
}

/** One "## " section of a report, up to the next one. */
function sectionOf(text: string, heading: string): string {
  const start = text.indexOf(heading);
  const next = text.indexOf('\n## ', start + heading.length);
  return `${text.slice(start, next === -1 ? undefined : next).trimEnd()}\n\n`;
}

function insertBefore(text: string, heading: string, section: string): string {
  const at = text.indexOf(heading);
  return `${text.slice(0, at)}${section}${text.slice(at)}`;
}

/** The --reads sections of a report, kept by every run (each replaces only its own). */
const READS_HEADING = '## Signed-in read (';

function readsSectionsOf(text: string, except?: string): string {
  const sections: string[] = [];
  for (let at = text.indexOf(READS_HEADING); at !== -1; at = text.indexOf(READS_HEADING, at + 1)) {
    const section = sectionOf(text.slice(at), READS_HEADING);
    if (!except || !section.startsWith(except)) sections.push(section);
  }
  return sections.join('');
}

/** Only the signed-in read against SELECT 1, on a database already made: its own section of the report. */
async function measureReadsOnly(backend: Backend, reuse: boolean): Promise<string> {
  process.stderr.write(`${backend}: preparing (the first run generates the data)\n`);
  const { child, ready } = await startServer(backend, reuse);
  try {
    const headers = { authorization: `Bearer ${ready.token}`, 'x-id-token': ready.idToken };
    await load(ready.port, () => '/bench/select-1', {}, 4, WARM_UP_REQUESTS, 30_000);
    const { figures } = await measureReads(backend, ready, child.pid ?? 0, headers);
    process.stderr.write(`${JSON.stringify(figures)}\n`);
    return readsSection(backend, figures);
  } finally {
    child.kill('SIGTERM');
  }
}

async function main() {
  const serveAs = argValue('serve') as Backend | undefined;
  const reuse = Boolean(arg('reuse'));
  if (serveAs) return serve(serveAs, reuse);
  const only = argValue('only') as Backend | undefined;
  const backends: Backend[] = only ? [only] : ['postgres', 'pglite'];
  // The hand-written reading of the figures, under "## Notes", survives a new run.
  const previous = existsSync(REPORT) ? readFileSync(REPORT, 'utf8') : '';
  const notes = previous.includes('\n## Notes') ? previous.slice(previous.indexOf('\n## Notes')) : '';
  const beforeNotes = notes ? previous.slice(0, previous.indexOf('\n## Notes') + 1) : previous;
  if (arg('reads')) {
    const sections: string[] = [];
    for (const backend of backends) sections.push(await measureReadsOnly(backend, reuse));
    const heading = (section: string) => section.slice(0, section.indexOf(','));
    const others = readsSectionsOf(
      beforeNotes,
      sections.length === 1 && sections[0] ? heading(sections[0]) : READS_HEADING,
    );
    const main = beforeNotes.includes(READS_HEADING)
      ? beforeNotes.slice(0, beforeNotes.indexOf(READS_HEADING))
      : beforeNotes;
    const text = `${main.trimEnd()}\n\n${others}${sections.join('\n')}`;
    writeFileSync(REPORT, `${text.trimEnd()}\n${notes ? notes : '\n'}`);
    process.stdout.write(`${sections.join('\n')}\n\nWritten to ${REPORT}\n`);
    return;
  }
  const results: Figures[] = [];
  for (const backend of backends) {
    const figures = await measure(backend, reuse);
    process.stderr.write(`${JSON.stringify({ ...figures, ready: { ...figures.ready, token: undefined } })}\n`);
    results.push(figures);
  }
  // With --only, the other backend's section of the previous report is kept as it was.
  const other = only === 'postgres' ? '## PGlite' : only === 'pglite' ? '## PostgreSQL' : null;
  const kept = other && previous.includes(other) ? sectionOf(previous, other) : '';
  const text = only === 'pglite' && kept ? insertBefore(report(results), '## PGlite', kept) : report(results) + kept;
  mkdirSync(dirname(REPORT), { recursive: true });
  writeFileSync(REPORT, `${text}${readsSectionsOf(beforeNotes)}${notes ? notes : '\n'}`);
  process.stdout.write(`${text}\n\nWritten to ${REPORT}\n`);
}

await main();

/**
 * Driver positions benchmark (issue 23): 1,000 drivers, each on a started job, send one position every 10 s for
 * 2 minutes (staggered over the first 10 s), against the real HTTP API on PostgreSQL. Every position must be stored,
 * the position call's p95 must stay under 50 ms, and a watcher (the organiser's open job page: an event stream on
 * GET /api/sys/v1/events) must get each update within 2 s; a paced `GET /bench/select-1` runs beside it in the same
 * run as the baseline.
 *
 *   npx tsx bench/driver-positions.ts [--reuse]
 *
 * BENCH_DATABASE_URL names the PostgreSQL database (default postgres://postgres@127.0.0.1:55432/bench_tracking); it is
 * dropped and made again (migrations, the demo world, then 1,000 drivers of Fenland Haulage with a vehicle each and a
 * Hillside job each, two stops, one load allocated to that driver, started) unless --reuse finds the jobs there.
 * Every run starts the jobs again now and removes earlier runs' positions and ETAs.
 */
import { cpus, loadavg, totalmem } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import type pg from 'pg';
import { buildApp } from '../apps/api/src/app';
import type { Db } from '../apps/api/src/platform/db/database';
import {
  benchConfig,
  ensureDatabase,
  load,
  percentile,
  round,
  run,
  seedBenchDatabase,
  startBenchServer,
  thousands,
  withClient,
  runBench,
  type Call,
  type Run,
} from './bench-kit';
import { measuringCpu, type CpuPerRequest } from './cpu-usage';

const HERE = dirname(new URL(import.meta.url).pathname);
const REPORT = join(HERE, 'reports', 'driver-positions.md');
const DATABASE_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:55432/bench_tracking';

const DRIVERS = 1_000;
const INTERVAL_MS = 10_000;
/** BENCH_SECONDS shortens the run by hand (a profile, a trial); the report is the 2 minutes'. */
const DURATION_MS = Number(process.env.BENCH_SECONDS ?? 120) * 1000;
const POSITIONS_PER_DRIVER = DURATION_MS / INTERVAL_MS;
/** The baseline beside the load: a `SELECT 1` call every 100 ms. */
const SELECT1_INTERVAL_MS = 100;
const TARGET_P95_MS = 50;
const TARGET_WATCH_MS = 2_000;
/** After the last call, how long the watcher may still take before an update counts as missing. */
const DRAIN_MS = 5_000;

/** Where the jobs start: Hillside's store near Diss, driving south-west to the mill at Bury. */
const STORE = { lat: 52.3766, lon: 1.1064 };
const MILL = { lat: 52.2463, lon: 0.7113 };

const configFor = () => benchConfig(DATABASE_URL, 'bench-tracking-data');

const FENLAND = `(select id from organisations where name = 'Fenland Haulage Ltd')`;
const HILLSIDE = `(select id from organisations where name = 'Hillside Farm Partnership')`;
const n6 = (expression: string) => `lpad(${expression}::text, 6, '0')`;

async function generate(db: Db) {
  // Drivers are people of the haulier: a user, a profile in its driver group (logistics.carrier at read), a driver.
  await run(
    db,
    `insert into users (email, given_name, family_name, created_at)
     select 'bench-track-' || n || '@bench.test', 'Driver', 'Number ' || n, now()
     from generate_series(1, ${DRIVERS}) n`,
  );
  await run(
    db,
    `insert into profiles (user_id, organisation_id, groups, access, created_at)
     select u.id, ${FENLAND}, array['driver'], '{"logistics.carrier": "read"}'::jsonb, now()
     from users u where u.email like 'bench-track-%@bench.test'`,
  );
  await run(
    db,
    `insert into logistics_drivers (organisation_id, profile_id, driver_number, created_at, updated_at)
     select ${FENLAND}, p.id, 'TRACK' || ${n6("split_part(split_part(u.email, '@', 1), '-', 3)")} || 'AB9CD', now(), now()
     from profiles p join users u on u.id = p.user_id where u.email like 'bench-track-%@bench.test'`,
  );
  await run(
    db,
    `insert into logistics_vehicles (organisation_id, registration, type, payload_kg, created_at, updated_at)
     select ${FENLAND}, 'TK' || lpad(n::text, 4, '0') || 'TRK', 'artic-cab', 29000, now(), now()
     from generate_series(1, ${DRIVERS}) n`,
  );
  await run(
    db,
    `insert into logistics_jobs (reference, organiser_organisation_id, carrier_organisation_id, type, status, pickup_at,
       started_at, created_at, updated_at)
     select 'J-T' || ${n6('n')}, ${HILLSIDE}, ${FENLAND}, 'grain', 'started', now(), now(), now(), now()
     from generate_series(1, ${DRIVERS}) n`,
  );
  await run(
    db,
    `insert into logistics_job_stops (job_id, position, type, waypoint_type, name, latitude, longitude)
     select j.id, s.position, s.type, s.waypoint, s.name, s.lat, s.lon
     from logistics_jobs j cross join (values
       (0, 'load', 'farm', 'Hillside Farm grain store', ${STORE.lat}, ${STORE.lon}),
       (1, 'unload', 'mill', 'Bury St Edmunds mill', ${MILL.lat}, ${MILL.lon})
     ) as s(position, type, waypoint, name, lat, lon)
     where j.reference like 'J-T%'`,
  );
  await run(
    db,
    `insert into logistics_loads (organisation_id, job_id, reference, commodity_id, planned_date, weight_kg,
       allocated_kg, created_at, updated_at)
     select j.organiser_organisation_id, j.id, 'LD-T' || substr(j.reference, 4), 'wheat', current_date, 29000, 29000,
       now(), now()
     from logistics_jobs j where j.reference like 'J-T%'`,
  );
  await run(
    db,
    `insert into logistics_load_allocations (load_id, carrier_organisation_id, vehicle_id, driver_id, day, weight_kg,
       created_at)
     select l.id, ${FENLAND}, v.id, d.id, current_date, 29000, now()
     from logistics_loads l
     join logistics_vehicles v on v.registration = 'TK' || lpad(substr(l.reference, 5)::int::text, 4, '0') || 'TRK'
     join logistics_drivers d on d.driver_number = 'TRACK' || substr(l.reference, 5) || 'AB9CD'
     where l.reference like 'LD-T%'`,
  );
  await run(db, 'analyze');
}

async function prepare(reuse: boolean) {
  const kept = await ensureDatabase(
    DATABASE_URL,
    reuse,
    `select count(*) = ${DRIVERS} as ok from logistics_load_allocations a
       join logistics_loads l on l.id = a.load_id where l.reference like 'LD-T%'`,
  );
  if (!kept) await seedBenchDatabase(configFor(), `${thousands(DRIVERS)} drivers on started jobs`, generate);
  // Each run starts from jobs just started, with nothing tracked yet.
  await withClient(DATABASE_URL, async (client) => {
    await client.query(`delete from logistics_positions`);
    await client.query(`delete from logistics_job_etas`);
    await client.query(`update logistics_jobs set status = 'started', started_at = now() - interval '1 minute'
      where reference like 'J-T%'`);
  });
}

interface Driver {
  jobId: string;
  headers: Record<string, string>;
}

/** Sessions made straight through the auth service on the same database and signing key, as the tests make them. */
async function sessions(): Promise<{ drivers: Driver[]; organiser: Record<string, string> }> {
  const app = await buildApp({ ...configFor(), runWorkers: false });
  try {
    const { auth } = app.platform.services;
    const headersOf = async (userId: string) => {
      const { tokens } = await auth.openSession(userId);
      return { authorization: `Bearer ${tokens.access}`, 'x-id-token': tokens.id };
    };
    const rows = await withClient(
      DATABASE_URL,
      async (client) =>
        (
          await client.query<{ user_id: string; job_id: string; farmer: string }>(
            `select p.user_id, j.id as job_id, (select id from users where email = 'farmer@demo.farm') as farmer
           from logistics_load_allocations a join logistics_loads l on l.id = a.load_id
           join logistics_jobs j on j.id = l.job_id join logistics_drivers d on d.id = a.driver_id
           join profiles p on p.id = d.profile_id where j.reference like 'J-T%' order by j.reference`,
          )
        ).rows,
    );
    const [first] = rows;
    if (!first) throw new Error('The bench database has no drivers on jobs');
    const drivers: Driver[] = [];
    for (const row of rows) drivers.push({ jobId: row.job_id, headers: await headersOf(row.user_id) });
    return { drivers, organiser: await headersOf(first.farmer) };
  } finally {
    await app.close();
  }
}

/** The organiser's open job page: an event stream whose job-tracking events are timed as they arrive. */
async function watch(port: number, headers: Record<string, string>, onTracking: (key: string) => void) {
  const abort = new AbortController();
  const reply = await fetch(`http://127.0.0.1:${port}/api/sys/v1/events`, { headers, signal: abort.signal });
  if (reply.status !== 200 || !reply.body) throw new Error(`the event stream answered ${reply.status}`);
  const reader = reply.body.pipeThrough(new TextDecoderStream()).getReader();
  let events = 0;
  void (async () => {
    let buffer = '';
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        buffer += value;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          if (!block.startsWith('event: job-tracking')) continue;
          const data = JSON.parse(block.slice(block.indexOf('data: ') + 6)) as {
            jobId: string;
            last: { at: string } | null;
          };
          events += 1;
          if (data.last) onTracking(`${data.jobId}|${data.last.at}`);
        }
      }
    } catch {
      // Closed at the end of the run.
    }
  })();
  return { close: () => abort.abort(), events: () => events };
}

interface Figures {
  positions: Run;
  select1: Run;
  positionsCpu: CpuPerRequest;
  sent: number;
  stored: number;
  watched: number[];
  missing: number;
  events: number;
  load: [number, number];
  elapsedMs: number;
}

async function measure(): Promise<Figures> {
  const { drivers, organiser } = await sessions();
  const { child, port } = await startBenchServer(resolve(new URL(import.meta.url).pathname));
  try {
    const sentAt = new Map<string, number>();
    const watched: number[] = [];
    const seen = new Set<string>();
    const watcher = await watch(port, organiser, (key) => {
      const sent = sentAt.get(key);
      if (sent === undefined || seen.has(key)) return;
      seen.add(key);
      watched.push(performance.now() - sent);
    });
    // Each driver heads from 30 km north-east of the store towards it, a little nearer with each reading.
    const users = drivers.map((driver, index) => {
      let k = 0;
      return (): Call | null => {
        if (k >= POSITIONS_PER_DRIVER) return null;
        k += 1;
        const at = new Date().toISOString();
        const lat = Number((STORE.lat + 0.27 - k * 0.003 + (index % 50) * 0.0001).toFixed(6));
        sentAt.set(`${driver.jobId}|${at}`, performance.now());
        return {
          method: 'POST',
          path: `/api/logistics/driver/jobs/${driver.jobId}/positions`,
          headers: driver.headers,
          body: JSON.stringify({ positions: [{ lat, lon: STORE.lon, speedMps: 22, at }] }),
        };
      };
    });
    const select1 = (): Call => ({ method: 'GET', path: '/bench/select-1', headers: {} });
    const before = loadavg()[0] ?? 0;
    const started = performance.now();
    const [positions, baseline] = await Promise.all([
      measuringCpu(
        child.pid ?? 0,
        DATABASE_URL,
        () => load(port, users, DURATION_MS + INTERVAL_MS, INTERVAL_MS),
        (done) => done.latencies.length,
      ),
      load(port, [select1], DURATION_MS, SELECT1_INTERVAL_MS),
    ]);
    const elapsedMs = performance.now() - started;
    // The stream may still be delivering the last updates: wait for them, up to DRAIN_MS.
    const drainUntil = performance.now() + DRAIN_MS;
    while (seen.size < sentAt.size && performance.now() < drainUntil)
      await new Promise((done) => setTimeout(done, 100));
    watcher.close();
    const stored = await withClient(DATABASE_URL, async (client: pg.Client) =>
      Number(
        (
          await client.query<{ n: string }>(
            `select count(*) as n from logistics_positions p join logistics_jobs j on j.id = p.job_id
             where j.reference like 'J-T%'`,
          )
        ).rows[0]?.n ?? 0,
      ),
    );
    return {
      positions: positions.done,
      select1: baseline,
      positionsCpu: positions.cpu,
      sent: sentAt.size,
      stored,
      watched,
      missing: sentAt.size - seen.size,
      events: watcher.events(),
      load: [round(before, 2), round(loadavg()[0] ?? 0, 2)],
      elapsedMs,
    };
  } finally {
    child.kill('SIGTERM');
  }
}

function report(figures: Figures): string {
  const p = (values: number[], q: number) => round(percentile(values, q), 1);
  const positionsP95 = p(figures.positions.latencies, 95);
  const select1P95 = p(figures.select1.latencies, 95);
  const watchP95 = p(figures.watched, 95);
  const late = figures.watched.filter((ms) => ms > TARGET_WATCH_MS).length;
  const allStored = figures.stored === figures.sent && figures.positions.errors === 0;
  const rateOf = (done: Run) => round((done.latencies.length / done.elapsedMs) * 1000, 1);
  const lines = [
    '# Driver positions benchmark',
    '',
    `Run ${new Date().toISOString()} on ${cpus().length} cores, ${round(totalmem() / 2 ** 30, 0)} GiB, PostgreSQL ` +
      `(${thousands(DRIVERS)} drivers of Fenland Haulage, each on a started Hillside job). Load average ` +
      `${figures.load[0]} before, ${figures.load[1]} after (a machine shared with other work).`,
    '',
    `Each driver sent one position every ${INTERVAL_MS / 1000} s for ${DURATION_MS / 60_000} minutes, the drivers ` +
      `starting spread over the first ${INTERVAL_MS / 1000} s (keep-alive HTTP on 127.0.0.1), while a ` +
      `\`GET /bench/select-1\` went every ${SELECT1_INTERVAL_MS} ms beside them and the organiser's event stream ` +
      `(\`GET /api/sys/v1/events\`, as the job page holds it) was read throughout. ${round(figures.elapsedMs / 1000, 1)} s ` +
      'in all.',
    '',
    '| call | calls | per second | p50 ms | p95 ms | p99 ms | max ms | errors |',
    '| --- | --- | --- | --- | --- | --- | --- | --- |',
    `| POST /api/logistics/driver/jobs/:id/positions | ${thousands(figures.positions.latencies.length)} | ` +
      `${rateOf(figures.positions)} | ${p(figures.positions.latencies, 50)} | ${positionsP95} | ` +
      `${p(figures.positions.latencies, 99)} | ${p(figures.positions.latencies, 100)} | ${figures.positions.errors} |`,
    `| GET /bench/select-1 (beside) | ${thousands(figures.select1.latencies.length)} | ${rateOf(figures.select1)} | ` +
      `${p(figures.select1.latencies, 50)} | ${select1P95} | ${p(figures.select1.latencies, 99)} | ` +
      `${p(figures.select1.latencies, 100)} | ${figures.select1.errors} |`,
    '',
    `CPU per position call: ${figures.positionsCpu.server} ms in the API, ${figures.positionsCpu.database} ms in ` +
      `PostgreSQL, ${figures.positionsCpu.load} ms in this load process (which also read the stream).`,
    '',
    `Stored: ${thousands(figures.stored)} positions of ${thousands(figures.sent)} sent.`,
    '',
    `The watcher: ${thousands(figures.events)} job-tracking events; ${thousands(figures.watched.length)} of the ` +
      `${thousands(figures.sent)} positions seen (from the call being sent to the event arriving): p50 ` +
      `${p(figures.watched, 50)} ms, p95 ${watchP95} ms, max ${p(figures.watched, 100)} ms; ${late} later than ` +
      `${TARGET_WATCH_MS / 1000} s, ${figures.missing} not seen within ${DRAIN_MS / 1000} s of the end.`,
    '',
    'Targets:',
    '',
    `- every position stored: ${allStored ? 'met' : 'NOT met'}`,
    `- p95 of the position call under ${TARGET_P95_MS} ms: ${positionsP95 < TARGET_P95_MS ? 'met' : 'NOT met'} ` +
      `(${positionsP95} ms; SELECT 1 beside it ${select1P95} ms)`,
    `- each update on the watcher's page within ${TARGET_WATCH_MS / 1000} s: ` +
      `${late === 0 && figures.missing === 0 ? 'met' : 'NOT met'}`,
    ...(figures.positions.sampleErrors.length > 0 ? ['', 'Errors:', '', ...figures.positions.sampleErrors] : []),
    '',
  ];
  return lines.join('\n');
}

await runBench({ config: configFor, prepare, measure, report, path: REPORT });

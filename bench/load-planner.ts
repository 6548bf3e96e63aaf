/**
 * Load planner benchmark (issue 22): the planner's day view, `GET /api/logistics/planner?day=`, for a haulier with
 * 200 vehicles and 5,000 loads, must answer one user with a p95 under 50 ms, measured beside the same server's
 * `GET /bench/select-1` in the same run.
 *
 *   npx tsx bench/load-planner.ts [--reuse]
 *
 * BENCH_DATABASE_URL names the PostgreSQL database (default postgres://postgres@127.0.0.1:55432/bench_planner); it is
 * dropped and made again (migrations, the demo world, the fleet, jobs, loads and allocations) unless --reuse finds
 * the loads there. Fenland Haulage (the demo haulier) gets 200 vehicles, 40 drivers (people of its own), 10
 * trailers and 1,000 jobs from Hillside of 5 loads each (5,000 loads, 29 t or less), a job a day spread over 100
 * days around the measured days (about 50 loads a day); the loads of days before each measured day are wholly
 * allocated but for one in a hundred (left overdue), and the measured days are part allocated, so the view carries vehicles
 * with allocations, over-capacity ones, due loads and loads of the day. The carrier's owner reads the view, rotating
 * over ten days in the middle, one request at a time.
 */
import { cpus, loadavg, totalmem } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import type { Db } from '../apps/api/src/platform/db/database';
import {
  benchConfig,
  ensureDatabase,
  load,
  percentile,
  round,
  run,
  seedBenchDatabase,
  signIn,
  startBenchServer,
  thousands,
  runBench,
  type Call,
  type Run,
} from './bench-kit';
import { measuringCpu, type CpuPerRequest } from './cpu-usage';

const HERE = dirname(new URL(import.meta.url).pathname);
const REPORT = join(HERE, 'reports', 'load-planner.md');
const DATABASE_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:55432/bench_planner';

const VEHICLES = 200;
const DRIVERS = 40;
const JOBS = 1_000;
const LOADS_PER_JOB = 5;
const LOADS = JOBS * LOADS_PER_JOB;
const DAYS = 100;
/** The first day of the loads; the measured days are the ten from day 45. */
const FIRST_DAY = '2027-03-01';
const MEASURED_FROM = 45;
const MEASURED_DAYS = 10;
const REQUESTS = 400;
const WARM_UP = 50;
const MAX_MS = 60_000;
const TARGET_P95_MS = 50;

const configFor = () => benchConfig(DATABASE_URL, 'bench-planner-data');

const FENLAND = `(select id from organisations where name = 'Fenland Haulage Ltd')`;
const HILLSIDE = `(select id from organisations where name = 'Hillside Farm Partnership')`;

async function generate(db: Db) {
  await run(
    db,
    `insert into logistics_vehicles (organisation_id, registration, type, payload_kg, created_at, updated_at)
     select ${FENLAND}, 'BN' || lpad(n::text, 3, '0') || ' PLN',
       (array['artic-cab', 'rigid-8-wheel', 'rigid-6-wheel'])[1 + n % 3], (array[29000, 20000, 16000])[1 + n % 3],
       now(), now()
     from generate_series(1, ${VEHICLES}) n`,
  );
  await run(
    db,
    `insert into logistics_trailers (organisation_id, reference, type, created_at, updated_at)
     select ${FENLAND}, 'TR-' || n, 'straight-frame', now(), now() from generate_series(1, 10) n`,
  );
  // Drivers are people of the haulier: a user and a profile each.
  await run(
    db,
    `insert into users (email, given_name, family_name, created_at)
     select 'bench-driver-' || n || '@bench.test', 'Driver', 'Number ' || n, now() from generate_series(1, ${DRIVERS}) n`,
  );
  await run(
    db,
    `insert into profiles (user_id, organisation_id, groups, created_at)
     select u.id, ${FENLAND}, array['driver'], now() from users u where u.email like 'bench-driver-%@bench.test'`,
  );
  await run(
    db,
    `insert into logistics_drivers (organisation_id, profile_id, driver_number, created_at, updated_at)
     select ${FENLAND}, p.id, 'BENCH' || lpad(row_number() over (order by u.email)::text, 6, '0') || 'AB9CD', now(), now()
     from profiles p join users u on u.id = p.user_id where u.email like 'bench-driver-%@bench.test'`,
  );
  await run(
    db,
    `insert into logistics_jobs (reference, organiser_organisation_id, carrier_organisation_id, type, status, pickup_at,
       created_at, updated_at)
     select 'J-B' || lpad(n::text, 6, '0'), ${HILLSIDE}, ${FENLAND}, 'grain',
       (array['assigned', 'booked', 'booked', 'completed'])[1 + n % 4],
       ('${FIRST_DAY}'::date + (n % ${DAYS}))::timestamp + interval '7 hours', now(), now()
     from generate_series(1, ${JOBS}) n`,
  );
  await run(
    db,
    `insert into logistics_loads (organisation_id, job_id, reference, commodity_id, planned_date, weight_kg, created_at,
       updated_at)
     select j.organiser_organisation_id, j.id, 'LD-B' || substr(j.reference, 4) || '-' || k, 'wheat',
       (j.pickup_at at time zone 'UTC')::date, 20000 + (k * 1777) % 9000, now(), now()
     from logistics_jobs j cross join generate_series(1, ${LOADS_PER_JOB}) k
     where j.reference like 'J-B%'`,
  );
  // Allocations: every load of a day before the measured ones wholly (but one in a hundred, left overdue), half of
  // each measured day's.
  await run(
    db,
    `insert into logistics_load_allocations (load_id, carrier_organisation_id, vehicle_id, driver_id, day, weight_kg,
       created_at)
     select l.id, ${FENLAND}, v.id, d.id, l.planned_date, l.weight_kg, now()
     from (select l.*, row_number() over (order by l.reference) as n from logistics_loads l
           where l.reference like 'LD-B%') l
     join (select id, row_number() over (order by registration) - 1 as n from logistics_vehicles
           where organisation_id = ${FENLAND}) v on v.n = l.n % ${VEHICLES}
     join (select id, row_number() over (order by driver_number) - 1 as n from logistics_drivers
           where organisation_id = ${FENLAND}) d on d.n = l.n % ${DRIVERS}
     where (l.planned_date < '${FIRST_DAY}'::date + ${MEASURED_FROM} and l.n % 100 <> 0)
        or (l.planned_date >= '${FIRST_DAY}'::date + ${MEASURED_FROM} and l.n % 2 = 0)`,
  );
  await run(
    db,
    `update logistics_loads l set allocated_kg = a.sum
     from (select load_id, sum(weight_kg) as sum from logistics_load_allocations group by load_id) a
     where a.load_id = l.id`,
  );
  await run(db, 'analyze');
}

async function prepare(reuse: boolean) {
  const kept = await ensureDatabase(
    DATABASE_URL,
    reuse,
    `select count(*) = ${LOADS} as ok from logistics_loads where reference like 'LD-B%'`,
  );
  if (kept) return;
  await seedBenchDatabase(configFor(), `${VEHICLES} vehicles, ${thousands(LOADS)} loads`, generate);
}

interface Figures {
  planner: Run;
  select1: Run;
  /** CPU per request of the server and the database: steadier than latency on a shared machine. */
  plannerCpu: CpuPerRequest;
  select1Cpu: CpuPerRequest;
  shape: { vehicles: number; loads: number; allocations: number; overCapacity: number };
  load: [number, number];
}

const dayOf = (offset: number) => {
  const day = new Date(`${FIRST_DAY}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + offset);
  return day.toISOString().slice(0, 10);
};

async function measure(): Promise<Figures> {
  const { child, port } = await startBenchServer(resolve(new URL(import.meta.url).pathname));
  try {
    const headers = await signIn(port, 'carrier@demo.farm');
    const sample = await fetch(`http://127.0.0.1:${port}/api/logistics/planner?day=${dayOf(MEASURED_FROM)}`, {
      headers,
    });
    const view = (await sample.json()) as {
      data: { vehicles: { overCapacity: boolean; allocations: unknown[] }[]; loads: unknown[] };
    };
    const shape = {
      vehicles: view.data.vehicles.length,
      loads: view.data.loads.length,
      allocations: view.data.vehicles.reduce((sum, vehicle) => sum + vehicle.allocations.length, 0),
      overCapacity: view.data.vehicles.filter((vehicle) => vehicle.overCapacity).length,
    };
    let n = 0;
    const days = (): Call => {
      n += 1;
      return {
        method: 'GET',
        path: `/api/logistics/planner?day=${dayOf(MEASURED_FROM + (n % MEASURED_DAYS))}`,
        headers,
      };
    };
    const select1 = (): Call => ({ method: 'GET', path: '/bench/select-1', headers: {} });
    const only = (calls: number, next: () => Call) => () => (calls-- > 0 ? next() : null);
    await load(port, [only(WARM_UP, days)], MAX_MS);
    await load(port, [only(WARM_UP, select1)], MAX_MS);
    const before = loadavg()[0] ?? 0;
    const pid = child.pid ?? 0;
    const count = (done: Run) => done.latencies.length;
    const planner = await measuringCpu(pid, DATABASE_URL, () => load(port, [only(REQUESTS, days)], MAX_MS), count);
    const baseline = await measuringCpu(pid, DATABASE_URL, () => load(port, [only(REQUESTS, select1)], MAX_MS), count);
    return {
      planner: planner.done,
      select1: baseline.done,
      plannerCpu: planner.cpu,
      select1Cpu: baseline.cpu,
      shape,
      load: [round(before, 2), round(loadavg()[0] ?? 0, 2)],
    };
  } finally {
    child.kill('SIGTERM');
  }
}

const cpuText = (cpu: CpuPerRequest) => `${cpu.server} + ${cpu.database} ms`;

function report(figures: Figures): string {
  const p = (done: Run, q: number) => round(percentile(done.latencies, q), 1);
  const plannerP95 = p(figures.planner, 95);
  const { shape } = figures;
  const lines = [
    '# Load planner benchmark',
    '',
    `Run ${new Date().toISOString()} on ${cpus().length} cores, ${round(totalmem() / 2 ** 30, 0)} GiB, PostgreSQL ` +
      `(Fenland Haulage: ${VEHICLES} vehicles, ${DRIVERS} drivers, ${thousands(JOBS)} jobs, ${thousands(LOADS)} ` +
      `loads over ${DAYS} days). A measured day's view: ${shape.vehicles} vehicles (${shape.overCapacity} over ` +
      `capacity) with ${shape.allocations} allocations, ${shape.loads} loads. Load average ${figures.load[0]} ` +
      `before, ${figures.load[1]} after.`,
    '',
    `One user, ${REQUESTS} requests each after ${WARM_UP} to warm up, keep-alive HTTP on 127.0.0.1:`,
    '',
    '| call | p50 ms | p95 ms | p99 ms | errors | p95 / SELECT 1 p95 | CPU per request (server + database) |',
    '| --- | --- | --- | --- | --- | --- | --- |',
    `| GET /api/logistics/planner?day= | ${p(figures.planner, 50)} | ${plannerP95} | ${p(figures.planner, 99)} | ` +
      `${figures.planner.errors} | ${round(plannerP95 / Math.max(p(figures.select1, 95), 0.001), 1)} | ` +
      `${cpuText(figures.plannerCpu)} |`,
    `| GET /bench/select-1 | ${p(figures.select1, 50)} | ${p(figures.select1, 95)} | ${p(figures.select1, 99)} | ` +
      `${figures.select1.errors} | 1 | ${cpuText(figures.select1Cpu)} |`,
    '',
    `Target: p95 under ${TARGET_P95_MS} ms: ${plannerP95 < TARGET_P95_MS ? 'met' : 'NOT met'}.`,
    ...(figures.planner.sampleErrors.length > 0 ? ['', 'Errors:', ...figures.planner.sampleErrors] : []),
    '',
  ];
  return lines.join('\n');
}

await runBench({ config: configFor, prepare, measure, report, path: REPORT });

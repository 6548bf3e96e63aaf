/**
 * Settlements benchmark (issue 21): 20 settlements at once on one organisation must answer with a p95 under 200 ms,
 * and its invoice numbers must stay gap-free; measured beside the same server's `GET /bench/select-1` under the same
 * 20 users at once, in the same run.
 *
 *   npx tsx bench/settlements.ts
 *
 * BENCH_DATABASE_URL names the PostgreSQL database (default postgres://postgres@127.0.0.1:55432/bench_settlements);
 * it is dropped and made again on every run (migrations, the demo world, then the contracts and their delivered
 * deliveries), since settling uses the deliveries up. Hillside Farm Partnership (the demo farmer's business) sells
 * to Anglia Grain Merchants on one contract per round, each with 20 delivered deliveries of 29 t sampled at 15.3 %
 * moisture (so each invoice has its drying deduction line). Each round the farmer settles its 20 deliveries at once
 * (`POST .../settlement`, 20 connections); every invoice comes from Hillside's one counter row, which is what the
 * 20 queue on. After the rounds, Hillside's invoice numbers must run 1..n with no gap.
 */
import { cpus, loadavg, totalmem } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { defaultAdjustmentScale } from '@harvest/domain';
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
  withClient,
  runBench,
  type Call,
  type Run,
} from './bench-kit';

const HERE = dirname(new URL(import.meta.url).pathname);
const REPORT = join(HERE, 'reports', 'settlements.md');
const DATABASE_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:55432/bench_settlements';

const AT_ONCE = 20;
const ROUNDS = 40;
const WARM_UP_ROUNDS = 2;
const MAX_MS = 60_000;
const TARGET_P95_MS = 200;

const configFor = () => benchConfig(DATABASE_URL, 'bench-settlements-data');

/** One contract per round between Hillside and Anglia, each with its 20 delivered, sampled deliveries. */
async function generate(db: Db) {
  const scale = JSON.stringify(defaultAdjustmentScale({ commodityId: 'wheat', commodityType: 'feed' }));
  await run(
    db,
    `create temporary table bench_parties as
       select (select id from organisations where name = 'Hillside Farm Partnership') as seller,
         (select id from business_units where name = 'Hillside Farm' and deleted_at is null limit 1) as unit,
         (select id from organisations where name = 'Anglia Grain Merchants Ltd') as buyer`,
  );
  await run(
    db,
    `insert into files (organisation_id, bucket, type, name, content_type, size_bytes, storage_key, created_at)
     select buyer, 'files', 'weighbridge', 'ticket.txt', 'text/plain', 6, 'bench/ticket.txt', now() from bench_parties`,
  );
  const contracts = WARM_UP_ROUNDS + ROUNDS;
  await run(
    db,
    `insert into trading_contracts (type, status, origin, seller_organisation_id, seller_business_unit_id,
       buyer_organisation_id, contract_number, commodity_id, harvest_year, month, start_date, end_date, payment_days,
       price_per_unit, price_type, currency, total_weight_kg, fixed, created_at, updated_at)
     select 'sales', 'open', 'trade', p.seller, p.unit, p.buyer, 'BENCH-' || n, 'wheat', 2026, '2026-11',
       '2026-11-01', '2026-11-30', 10, 19000, 'fixed', 'GBP', ${AT_ONCE} * 29000, true, now(), now()
     from bench_parties p, generate_series(1, ${contracts}) n`,
  );
  await run(
    db,
    `insert into trading_contract_deliveries (contract_id, status, planned_date, planned_weight_kg, lots, movement_id,
       dispatched_date, dispatched_weight_kg, dispatched_at, sample_results, sample_scale, sampled_at, gross_kg, tare_kg,
       net_kg, tipped_quantity_kg, weighbridge_file_id, delivered_at, created_at, updated_at)
     select c.id, 'delivered', '2026-11-05', 29000, '[]'::jsonb, gen_random_uuid(), '2026-11-05', 29000,
       now() - interval '2 days', '{"moisture": 15.3}'::jsonb, '${scale}'::jsonb, now() - interval '1 day',
       44000, 15000, 29000, 29000, (select id from files where storage_key = 'bench/ticket.txt'),
       now() - interval '1 day', now(), now()
     from trading_contracts c, generate_series(1, ${AT_ONCE})
     where c.contract_number like 'BENCH-%'`,
  );
  await run(db, 'analyze');
}

async function prepare() {
  await ensureDatabase(DATABASE_URL, false, 'select false as ok');
  await seedBenchDatabase(configFor(), `${WARM_UP_ROUNDS + ROUNDS} contracts of ${AT_ONCE} deliveries`, generate);
}

interface Figures {
  settle: Run;
  select1: Run;
  numbers: { issued: number; gapFree: boolean; highest: number };
  load: [number, number];
}

/** Each of 20 users makes one call of the round at once; the rounds one after another. */
async function rounds(port: number, calls: (round: number) => Call[], count: number): Promise<Run> {
  const all: Run = { latencies: [], errors: 0, statuses: {}, sampleErrors: [], elapsedMs: 0 };
  for (let index = 0; index < count; index += 1) {
    const done = await load(
      port,
      calls(index).map((call) => {
        let left = 1;
        return () => (left-- > 0 ? call : null);
      }),
      MAX_MS,
    );
    all.latencies.push(...done.latencies);
    all.elapsedMs += done.elapsedMs;
    for (const [status, n] of Object.entries(done.statuses)) all.statuses[status] = (all.statuses[status] ?? 0) + n;
    all.sampleErrors.push(...done.sampleErrors.filter((each) => !each.startsWith('201 ')).slice(0, 5));
  }
  // A settlement answers 201 (made), SELECT 1 200: anything else is an error.
  all.errors = Object.entries(all.statuses)
    .filter(([status]) => status !== '200' && status !== '201')
    .reduce((sum, [, n]) => sum + n, 0);
  all.sampleErrors = all.sampleErrors.slice(0, 5);
  return all;
}

/** Runs as one: their latencies, statuses and errors together. */
function merged(runs: Run[]): Run {
  const all: Run = { latencies: [], errors: 0, statuses: {}, sampleErrors: [], elapsedMs: 0 };
  for (const done of runs) {
    all.latencies.push(...done.latencies);
    all.errors += done.errors;
    all.elapsedMs += done.elapsedMs;
    for (const [status, n] of Object.entries(done.statuses)) all.statuses[status] = (all.statuses[status] ?? 0) + n;
    all.sampleErrors.push(...done.sampleErrors);
  }
  all.sampleErrors = all.sampleErrors.slice(0, 5);
  return all;
}

async function measure(): Promise<Figures> {
  const { child, port } = await startBenchServer(resolve(new URL(import.meta.url).pathname));
  try {
    const headers = await signIn(port, 'farmer@demo.farm');
    const work = await withClient(DATABASE_URL, async (client) => {
      const found = await client.query<{ contract: string; delivery: string; number: string }>(
        `select c.id as contract, d.id as delivery, c.contract_number as number
         from trading_contracts c join trading_contract_deliveries d on d.contract_id = c.id
         where c.contract_number like 'BENCH-%' order by substring(c.contract_number from 7)::int, d.id`,
      );
      return found.rows;
    });
    const settleRound = (offset: number) => (index: number) =>
      work.slice((offset + index) * AT_ONCE, (offset + index + 1) * AT_ONCE).map((row): Call => ({
        method: 'POST',
        path: `/api/trading/contracts/${row.contract}/deliveries/${row.delivery}/settlement`,
        headers,
        body: '{}',
      }));
    const select1Round = () =>
      Array.from({ length: AT_ONCE }, (): Call => ({ method: 'GET', path: '/bench/select-1', headers: {} }));
    await rounds(port, settleRound(0), WARM_UP_ROUNDS);
    await rounds(port, select1Round, WARM_UP_ROUNDS);
    const before = loadavg()[0] ?? 0;
    // Rounds of the two take turns, so on a shared machine both meet the same load.
    const settles: Run[] = [];
    const baselines: Run[] = [];
    for (let index = 0; index < ROUNDS; index += 1) {
      settles.push(await rounds(port, () => settleRound(WARM_UP_ROUNDS + index)(0), 1));
      baselines.push(await rounds(port, select1Round, 1));
    }
    const settle = merged(settles);
    const select1 = merged(baselines);
    const after = loadavg()[0] ?? 0;
    const numbers = await withClient(DATABASE_URL, async (client) => {
      const found = await client.query<{ number: number }>(
        `select number from trading_invoices
         where organisation_id = (select id from organisations where name = 'Hillside Farm Partnership')
         order by number`,
      );
      const list = found.rows.map((row) => Number(row.number));
      return {
        issued: list.length,
        gapFree: list.every((number, index) => number === index + 1),
        highest: list.at(-1) ?? 0,
      };
    });
    return { settle, select1, numbers, load: [round(before, 2), round(after, 2)] };
  } finally {
    child.kill('SIGTERM');
  }
}

function report(figures: Figures): string {
  const p = (done: Run, q: number) => round(percentile(done.latencies, q), 1);
  const settleP95 = p(figures.settle, 95);
  const expected = (WARM_UP_ROUNDS + ROUNDS) * AT_ONCE;
  const lines = [
    '# Settlements benchmark',
    '',
    `Run ${new Date().toISOString()} on ${cpus().length} cores, ${round(totalmem() / 2 ** 30, 0)} GiB, PostgreSQL. ` +
      `Load average ${figures.load[0]} before, ${figures.load[1]} after.`,
    '',
    `${AT_ONCE} users at once on one organisation (the demo farmer settling Hillside's deliveries, every invoice ` +
      `numbered from Hillside's one counter row), ${ROUNDS} rounds after ${WARM_UP_ROUNDS} to warm up, so ` +
      `${ROUNDS * AT_ONCE} settlements measured; \`SELECT 1\` under the same ${AT_ONCE} users, a round of it after ` +
      'each round of settlements. ' +
      'Keep-alive HTTP on 127.0.0.1:',
    '',
    '| call | p50 ms | p95 ms | p99 ms | errors | p95 / SELECT 1 p95 |',
    '| --- | --- | --- | --- | --- | --- |',
    `| POST .../settlement, ${AT_ONCE} at once | ${p(figures.settle, 50)} | ${settleP95} | ${p(figures.settle, 99)} | ` +
      `${figures.settle.errors} | ${round(settleP95 / Math.max(p(figures.select1, 95), 0.001), 1)} |`,
    `| GET /bench/select-1, ${AT_ONCE} at once | ${p(figures.select1, 50)} | ${p(figures.select1, 95)} | ` +
      `${p(figures.select1, 99)} | ${figures.select1.errors} | 1 |`,
    '',
    `Invoice numbers: ${figures.numbers.issued} issued of ${expected} settlements, highest ${figures.numbers.highest}, ` +
      `${figures.numbers.gapFree && figures.numbers.issued === expected ? 'gap-free (1..n)' : 'NOT gap-free'}.`,
    '',
    `Target: p95 under ${TARGET_P95_MS} ms: ${settleP95 < TARGET_P95_MS ? 'met' : 'NOT met'}.`,
    ...(figures.settle.sampleErrors.length > 0 ? ['', 'Errors:', ...figures.settle.sampleErrors] : []),
    '',
  ];
  return lines.join('\n');
}

await runBench({ config: configFor, prepare, measure, report, path: REPORT });

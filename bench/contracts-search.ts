/**
 * Contracts search benchmark (issue 21): `GET /api/search/trading/contracts` with three filters and every facet, at
 * 100,000 contracts across 1,000 organisations, must answer one user with a p95 under 50 ms, measured beside the
 * same server's `GET /bench/select-1` in the same run.
 *
 *   npx tsx bench/contracts-search.ts [--reuse]
 *
 * BENCH_DATABASE_URL names the PostgreSQL database (default postgres://postgres@127.0.0.1:55432/bench_contracts); it
 * is dropped and made again (migrations, the demo world, 500 seller and 500 buyer businesses, the contracts between
 * them) unless --reuse finds the contracts there. The demo farmer's business is one of the sellers, party to about
 * 200 contracts like every other, and is the one searching: rotating the crop's harvest year and the contract type
 * with `fixed:fixed`, one request at a time.
 */
import { cpus, loadavg, totalmem } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import type { Db } from '../apps/api/src/platform/db/database';
import {
  benchConfig,
  copyRows,
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

const HERE = dirname(new URL(import.meta.url).pathname);
const REPORT = join(HERE, 'reports', 'contracts-search.md');
const DATABASE_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:55432/bench_contracts';

const SIDE = 500;
const CONTRACTS = 100_000;
const REQUESTS = 400;
const WARM_UP = 50;
const MAX_MS = 60_000;
const TARGET_P95_MS = 50;

const configFor = () => benchConfig(DATABASE_URL, 'bench-contracts-data');

/**
 * 499 copies each of Hillside Farm Partnership (with its farm) and Anglia Grain Merchants, beside the two themselves,
 * then 100,000 contracts between sellers and buyers chosen at random, in every type, status and price type, five
 * crops and five harvest years.
 */
async function generate(db: Db) {
  for (const [table, name] of [
    ['bench_sellers', 'Hillside Farm Partnership'],
    ['bench_buyers', 'Anglia Grain Merchants Ltd'],
  ] as const) {
    await run(
      db,
      `create table ${table} as
         select 0 as n, id as organisation_id from organisations where name = '${name}'
         union all select n, gen_random_uuid() from generate_series(1, ${SIDE - 1}) n`,
    );
    await copyRows(
      db,
      'organisations',
      { id: 's.organisation_id', name: `'${name} ' || s.n`, email: `'office-' || s.n || '@bench.test'` },
      `organisations src, ${table} s where src.name = '${name}' and s.n > 0`,
    );
  }
  await run(db, `alter table bench_sellers add column unit_id uuid`);
  await run(
    db,
    `update bench_sellers s set unit_id = coalesce(
       (select id from business_units u where u.organisation_id = s.organisation_id and u.name = 'Hillside Farm'),
       gen_random_uuid())`,
  );
  await copyRows(
    db,
    'business_units',
    { id: 's.unit_id', organisation_id: 's.organisation_id', name: `'Bench Farm ' || s.n` },
    `business_units src, bench_sellers s where src.name = 'Hillside Farm' and src.deleted_at is null and s.n > 0`,
  );
  await run(
    db,
    `insert into trading_contracts (type, status, seller_organisation_id, seller_business_unit_id,
       buyer_organisation_id, commodity_id, harvest_year, month, start_date, end_date, price_per_unit, premium_price,
       price_type, currency, total_weight_kg, fixed, created_at, updated_at)
     select type, case when type = 'storage' then (array['active', 'completed'])[1 + i % 2]
         else (array['open', 'complete', 'cancelled'])[1 + i % 3] end,
       s.organisation_id, s.unit_id, b.organisation_id,
       (array['wheat', 'barley', 'oilseed-rape', 'beans', 'oats'])[1 + i % 5], year,
       month, month || '-01', month || '-28', 15000 + i % 9000, case when type = 'premium' then 500 end,
       case when i % 4 = 0 then 'unfixed' else 'fixed' end, 'GBP', 29000 + (i % 20) * 1000, i % 4 <> 0,
       now() - (i || ' minutes')::interval, now()
     from (
       -- Parties by a hash of the row number, so each business's contracts vary as the whole set does.
       select i, (array['sales', 'sales', 'premium', 'storage'])[1 + (i / 7) % 4] as type,
         2022 + i % 5 as year, (2022 + i % 5) || '-' || lpad((1 + i % 12)::text, 2, '0') as month,
         1 + (hashint4(i) & 2147483647) % ${SIDE} as seller, 1 + (hashint4(-i) & 2147483647) % ${SIDE} as buyer
       from generate_series(1, ${CONTRACTS}) i
     ) c
     join bench_sellers s on s.n = c.seller - 1
     join bench_buyers b on b.n = c.buyer - 1`,
  );
  await run(db, 'analyze');
}

async function prepare(reuse: boolean) {
  const kept = await ensureDatabase(DATABASE_URL, reuse, `select count(*) = ${CONTRACTS} as ok from trading_contracts`);
  if (kept) return;
  await seedBenchDatabase(configFor(), `${thousands(CONTRACTS)} contracts`, generate);
}

interface Figures {
  search: Run;
  select1: Run;
  farmerContracts: number;
  load: [number, number];
}

async function measure(): Promise<Figures> {
  const { child, port } = await startBenchServer(resolve(new URL(import.meta.url).pathname));
  try {
    const headers = await signIn(port, 'farmer@demo.farm');
    const counts = await fetch(`http://127.0.0.1:${port}/api/trading/contracts?limit=1`, { headers });
    const farmerContracts = ((await counts.json()) as { pagination: { totalDocuments: number } }).pagination
      .totalDocuments;
    let n = 0;
    const searches = (): Call => {
      n += 1;
      const type = ['sales', 'premium', 'storage'][n % 3];
      const year = 2022 + (n % 5);
      return {
        method: 'GET',
        path: `/api/search/trading/contracts?f=type:${type}&f=harvestYear:${year}&f=fixed:fixed`,
        headers,
      };
    };
    const select1 = (): Call => ({ method: 'GET', path: '/bench/select-1', headers: {} });
    const only = (calls: number, next: () => Call) => () => (calls-- > 0 ? next() : null);
    await load(port, [only(WARM_UP, searches)], MAX_MS);
    await load(port, [only(WARM_UP, select1)], MAX_MS);
    const before = loadavg()[0] ?? 0;
    const search = await load(port, [only(REQUESTS, searches)], MAX_MS);
    const baseline = await load(port, [only(REQUESTS, select1)], MAX_MS);
    return { search, select1: baseline, farmerContracts, load: [round(before, 2), round(loadavg()[0] ?? 0, 2)] };
  } finally {
    child.kill('SIGTERM');
  }
}

function report(figures: Figures): string {
  const p = (done: Run, q: number) => round(percentile(done.latencies, q), 1);
  const searchP95 = p(figures.search, 95);
  const lines = [
    '# Contracts search benchmark',
    '',
    `Run ${new Date().toISOString()} on ${cpus().length} cores, ${round(totalmem() / 2 ** 30, 0)} GiB, PostgreSQL ` +
      `(${thousands(CONTRACTS)} contracts between ${SIDE} seller and ${SIDE} buyer businesses; the demo farmer's ` +
      `business is party to ${thousands(figures.farmerContracts)}). Load average ${figures.load[0]} before, ` +
      `${figures.load[1]} after.`,
    '',
    `One user, ${REQUESTS} requests each after ${WARM_UP} to warm up, keep-alive HTTP on 127.0.0.1:`,
    '',
    '| call | p50 ms | p95 ms | p99 ms | errors | p95 / SELECT 1 p95 |',
    '| --- | --- | --- | --- | --- | --- |',
    `| search, 3 filters, every facet | ${p(figures.search, 50)} | ${searchP95} | ${p(figures.search, 99)} | ` +
      `${figures.search.errors} | ${round(searchP95 / Math.max(p(figures.select1, 95), 0.001), 1)} |`,
    `| GET /bench/select-1 | ${p(figures.select1, 50)} | ${p(figures.select1, 95)} | ${p(figures.select1, 99)} | ` +
      `${figures.select1.errors} | 1 |`,
    '',
    `Target: p95 under ${TARGET_P95_MS} ms: ${searchP95 < TARGET_P95_MS ? 'met' : 'NOT met'}.`,
    ...(figures.search.sampleErrors.length > 0 ? ['', 'Errors:', ...figures.search.sampleErrors] : []),
    '',
  ];
  return lines.join('\n');
}

await runBench({ config: configFor, prepare, measure, report, path: REPORT });

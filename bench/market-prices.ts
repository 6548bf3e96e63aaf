/**
 * Market prices benchmark (issue 24): 10 years of daily prices for 20 commodities x 12 regions x 4 kinds (3.5 million
 * rows); `GET /api/trading/insights/prices` for one commodity's 52-week series in every region (spot, each day's
 * typical price) must answer one user with a p95 under 30 ms, measured beside the same server's `GET /bench/select-1`
 * in the same run.
 *
 *   npx tsx bench/market-prices.ts [--reuse]
 *
 * BENCH_DATABASE_URL names the PostgreSQL database (default postgres://postgres@127.0.0.1:55432/bench_market); it is
 * dropped and made again (migrations, the demo world, the prices) unless --reuse finds the prices there. The demo
 * farmer (whose business has the insights upgrade) asks, rotating the commodity. The answers are kept in memory until
 * prices or trades change (market/prices/service.ts), so the report also gives the first read of each commodity.
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
  runBench,
  seedBenchDatabase,
  signIn,
  startBenchServer,
  thousands,
  type Call,
  type Run,
} from './bench-kit';

const HERE = dirname(new URL(import.meta.url).pathname);
const REPORT = join(HERE, 'reports', 'market-prices.md');
const DATABASE_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:55432/bench_market';

const YEARS = 10;
const COMMODITIES = 20;
const REGIONS = 12;
const KINDS = ['spot', 'ex-farm', 'delivered', 'futures'];
const DAYS = YEARS * 365;
const ROWS = DAYS * COMMODITIES * REGIONS * KINDS.length;
const REQUESTS = 400;
const WARM_UP = 50;
const MAX_MS = 120_000;
const TARGET_P95_MS = 30;

const configFor = () => benchConfig(DATABASE_URL, 'bench-market-data');
const commodity = (n: number) => `bench-crop-${String(n).padStart(2, '0')}`;

/**
 * One price a day (at the close, 16:00 UTC) for ten years ending today, for each commodity, region and kind; futures
 * take the twelve regions' place with twelve contract months, so every kind has as many rows.
 */
async function generate(db: Db) {
  const regions = [
    'north-east',
    'north-west',
    'yorkshire-humber',
    'east-midlands',
    'west-midlands',
    'east',
    'london',
    'south-east',
    'south-west',
    'wales',
    'scotland',
    'northern-ireland',
  ];
  await run(
    db,
    `insert into market_prices (commodity_id, region, kind, contract_month, source, priced_on, priced_at, price_minor,
       currency, received_at)
     select 'bench-crop-' || lpad(c::text, 2, '0'),
       case when k.kind = 'futures' then '' else (array['${regions.join("','")}'])[r] end,
       k.kind,
       case when k.kind = 'futures' then to_char(current_date + (r || ' months')::interval, 'YYYY-MM') else '' end,
       'bench', d::date, d::date + time '16:00', 15000 + c * 700 + r * 50 + (hashint4(c * 100000 + r * 1000 + d::date - date '2000-01-01') % 1500),
       'GBP', now()
     from generate_series(1, ${COMMODITIES}) c,
       generate_series(1, ${REGIONS}) r,
       unnest(array['${KINDS.join("','")}']) as k(kind),
       generate_series(current_date - ${DAYS - 1}, current_date, interval '1 day') d`,
  );
  await run(db, 'analyze market_prices');
}

async function prepare(reuse: boolean) {
  const kept = await ensureDatabase(DATABASE_URL, reuse, `select count(*) = ${ROWS} as ok from market_prices`);
  if (kept) return;
  await seedBenchDatabase(configFor(), `${thousands(ROWS)} prices`, generate);
}

interface Figures {
  /** The first read of each commodity's series, before any answer is kept. */
  cold: Run;
  series: Run;
  select1: Run;
  days: number;
  bytes: number;
  load: [number, number];
}

async function measure(): Promise<Figures> {
  const { child, port } = await startBenchServer(resolve(new URL(import.meta.url).pathname));
  try {
    const headers = { ...(await signIn(port, 'farmer@demo.farm')), 'accept-encoding': 'gzip' };
    const sample = await fetch(
      `http://127.0.0.1:${port}/api/trading/insights/prices?commodityId=${commodity(1)}&kind=spot`,
      { headers },
    );
    const text = await sample.text();
    const body = JSON.parse(text) as { data: { series: { days: unknown[] }[] } };
    const days = body.data.series.reduce((sum, series) => sum + series.days.length, 0);
    let n = 0;
    const series = (): Call => {
      n += 1;
      return {
        method: 'GET',
        path: `/api/trading/insights/prices?commodityId=${commodity(1 + (n % COMMODITIES))}&kind=spot`,
        headers,
      };
    };
    const select1 = (): Call => ({ method: 'GET', path: '/bench/select-1', headers: {} });
    const only = (calls: number, next: () => Call) => () => (calls-- > 0 ? next() : null);
    const cold = await load(port, [only(COMMODITIES, series)], MAX_MS);
    await load(port, [only(WARM_UP, series)], MAX_MS);
    await load(port, [only(WARM_UP, select1)], MAX_MS);
    const before = loadavg()[0] ?? 0;
    const measured = await load(port, [only(REQUESTS, series)], MAX_MS);
    const baseline = await load(port, [only(REQUESTS, select1)], MAX_MS);
    return {
      cold,
      series: measured,
      select1: baseline,
      days,
      bytes: text.length,
      load: [round(before, 2), round(loadavg()[0] ?? 0, 2)],
    };
  } finally {
    child.kill('SIGTERM');
  }
}

function report(figures: Figures): string {
  const p = (done: Run, q: number) => round(percentile(done.latencies, q), 1);
  const seriesP95 = p(figures.series, 95);
  const lines = [
    '# Market prices benchmark',
    '',
    `Run ${new Date().toISOString()} on ${cpus().length} cores, ${round(totalmem() / 2 ** 30, 0)} GiB, PostgreSQL ` +
      `(${thousands(ROWS)} prices: ${YEARS} years of daily prices for ${COMMODITIES} commodities x ${REGIONS} regions ` +
      `x ${KINDS.length} kinds). One answer holds ${thousands(figures.days)} days (${REGIONS} regions x 52 weeks), ` +
      `${thousands(figures.bytes)} bytes of JSON before compression. Load average ${figures.load[0]} before, ` +
      `${figures.load[1]} after.`,
    '',
    `One user, ${REQUESTS} requests each after ${WARM_UP} to warm up, keep-alive HTTP on 127.0.0.1, gzip accepted:`,
    '',
    '| call | p50 ms | p95 ms | p99 ms | errors | p95 / SELECT 1 p95 |',
    '| --- | --- | --- | --- | --- | --- |',
    `| 52-week spot series, every region | ${p(figures.series, 50)} | ${seriesP95} | ${p(figures.series, 99)} | ` +
      `${figures.series.errors} | ${round(seriesP95 / Math.max(p(figures.select1, 95), 0.001), 1)} |`,
    `| the same, first read of each commodity (nothing kept yet; ${COMMODITIES} requests) | ${p(figures.cold, 50)} | ` +
      `${p(figures.cold, 95)} | ${p(figures.cold, 99)} | ${figures.cold.errors} | ` +
      `${round(p(figures.cold, 95) / Math.max(p(figures.select1, 95), 0.001), 1)} |`,
    `| GET /bench/select-1 | ${p(figures.select1, 50)} | ${p(figures.select1, 95)} | ${p(figures.select1, 99)} | ` +
      `${figures.select1.errors} | 1 |`,
    '',
    `Target: p95 under ${TARGET_P95_MS} ms: ${seriesP95 < TARGET_P95_MS ? 'met' : 'NOT met'}.`,
    ...(figures.series.sampleErrors.length > 0 ? ['', 'Errors:', ...figures.series.sampleErrors] : []),
    '',
  ];
  return lines.join('\n');
}

await runBench({ config: configFor, prepare, measure, report, path: REPORT });

/**
 * Durability benchmark (issue 18): the longer run of the suite in apps/api/test/durability.test.ts. The real server,
 * started as `npm start` does, takes a farmer's stock writes (records and stock-take adjustments, four writers at
 * once, each with an Idempotency-Key) and is killed with SIGKILL at a random moment mid-stream, then started again on
 * the same data, cycle after cycle: every acknowledged write must be there once, the demo world must not be made
 * twice, and a write must go through after each restart. Then, as a phone would, each write that was in flight at
 * the kill is sent again under its key, with the server's test clock moved past the time after which a claim with
 * no answer is taken for abandoned: the report counts those replayed and those that ran (once, or a second time).
 *
 *   npx tsx bench/durability.ts [--cycles=20] [--only=pglite|postgres] [--seed=n]
 *
 * BENCH_DATABASE_URL names the PostgreSQL server to make a throwaway database on (default
 * postgres://postgres@127.0.0.1:55432/postgres); it is dropped afterwards. PGlite runs in a temporary DATA_DIR.
 * Writes reports/durability.md (keeping its hand-written "## Notes") and exits 1 if anything acknowledged was lost.
 */
import { randomInt } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import { dirname, join } from 'node:path';
import pg from 'pg';
import { runKillCycles, type KillCyclesReport } from '../apps/api/test/kill-cycles';

const HERE = dirname(new URL(import.meta.url).pathname);
const REPORT = join(HERE, 'reports', 'durability.md');
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:55432/postgres';

function argument(name: string): string | undefined {
  const prefix = `--${name}=`;
  return process.argv.find((arg) => arg.startsWith(prefix))?.slice(prefix.length);
}

const cycles = Number(argument('cycles') ?? 20);
const only = argument('only');
const seed = Number(argument('seed') ?? randomInt(2 ** 31));

interface StoreRun {
  report: KillCyclesReport;
  load: [number, number];
  wallMs: number;
}

const round = (value: number, digits = 1) => Number(value.toFixed(digits));
const seconds = (ms: number) => `${round(ms / 1000)} s`;
const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
};
const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

async function postgresVersion(): Promise<string> {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    const { rows } = await client.query<{ version: string; fsync: string }>(
      "select version(), current_setting('fsync') as fsync",
    );
    return `${rows[0]?.version.split(',')[0] ?? 'unknown'} (fsync ${rows[0]?.fsync ?? '?'})`;
  } finally {
    await client.end();
  }
}

async function runStore(adminUrl: string | undefined): Promise<StoreRun> {
  const loadBefore = loadavg()[0] ?? 0;
  const started = performance.now();
  const report = await runKillCycles({ cycles, seed, adminUrl, retryInFlight: true });
  const wallMs = performance.now() - started;
  const lost = report.cycles.flatMap((cycle) => cycle.problems);
  console.log(
    `${report.store}: ${cycles} kills, ${report.acknowledged} writes acknowledged, ${lost.length} problems, ` +
      `retries ${JSON.stringify(report.retries)}, ${seconds(wallMs)}`,
  );
  return { report, load: [round(loadBefore, 2), round(loadavg()[0] ?? 0, 2)], wallMs };
}

function section(run: StoreRun): string {
  const { report } = run;
  const restarts = report.cycles.map((cycle) => cycle.restartMs);
  const problems = report.cycles.flatMap((cycle) =>
    cycle.problems.map((problem) => `cycle ${cycle.cycle}: ${problem}`),
  );
  const inFlight = sum(report.cycles.map((cycle) => cycle.inFlight));
  const happened = sum(report.cycles.map((cycle) => cycle.inFlightHappened));
  const { replayed, inProgress, alreadySaved, ranOnce, ranTwice } = report.retries;
  const title = report.store === 'pglite' ? 'Embedded store (PGlite under DATA_DIR)' : 'PostgreSQL';
  return [
    `## ${title}`,
    '',
    '| figure | value |',
    '| --- | --- |',
    `| kills (SIGKILL to the process group mid-stream) | ${report.cycles.length} |`,
    `| writes acknowledged (2xx received), checked after every restart | ${report.acknowledged} |`,
    `| acknowledged writes missing, doubled or changed | **${problems.length}** |`,
    `| answers other than 2xx while the server was up | ${report.unexpected.length} |`,
    `| writes in flight at a kill / of them committed all the same | ${inFlight} / ${happened} |`,
    `| retries of those under their keys: replayed / 409 in progress / 409 already saved / ran once / **ran a second time** | ${replayed} / ${inProgress} / ${alreadySaved} / ${ranOnce} / **${ranTwice}** |`,
    `| first start (initdb or an empty database, migrations, demo world) | ${seconds(report.firstStartMs)} |`,
    `| restart to health 200: median / p95 / max | ${seconds(percentile(restarts, 50))} / ${seconds(percentile(restarts, 95))} / ${seconds(Math.max(...restarts))} |`,
    `| whole run | ${seconds(run.wallMs)}; load average (1 min) before / after ${run.load[0]} / ${run.load[1]} |`,
    '',
    ...(problems.length + report.unexpected.length > 0
      ? ['What went wrong:', '', ...[...problems, ...report.unexpected].map((line) => `- ${line}`), '']
      : []),
    '| cycle | acknowledged | in flight at the kill | of them committed | restart | problems |',
    '| --- | --- | --- | --- | --- | --- |',
    ...report.cycles.map(
      (cycle) =>
        `| ${cycle.cycle} | ${cycle.acknowledged} | ${cycle.inFlight} | ${cycle.inFlightHappened} | ${seconds(cycle.restartMs)} | ${cycle.problems.length} |`,
    ),
    '',
  ].join('\n');
}

const runs: StoreRun[] = [];
if (only !== 'postgres') runs.push(await runStore(undefined));
const postgres = only !== 'pglite' ? await postgresVersion() : null;
if (postgres) runs.push(await runStore(ADMIN_URL));

const header = [
  '# Durability benchmark',
  '',
  `Written by \`npx tsx bench/durability.ts --cycles=${cycles}${only ? ` --only=${only}` : ''} --seed=${seed}\` on ` +
    `${new Date().toISOString()}: ${cpus().length} cores (${cpus()[0]?.model ?? 'unknown'}), ` +
    `${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}` +
    (postgres ? `; ${postgres} on the same machine.` : '.'),
  '',
  'Each cycle: the real server (`tsx apps/api/src/main.ts`, a fresh `DATA_DIR`, `SEED=demo`, `HOST=127.0.0.1`) takes',
  "the demo farmer's stock writes from four writers at once (a new stock record two times in five, else a stock-take",
  'adjustment of one, each with an `Idempotency-Key` that also tags the row), and is killed with SIGKILL after a',
  'random number (3 to 60) of acknowledged writes plus up to 10 ms. It is started again on the same data; every',
  "acknowledged write must be there once (the record, its opening line, each adjustment's ledger line), each",
  "record's quantity the sum of its ledger and the shed's the sum of its records, the business accounts as many as",
  'before (no second demo world), and a new record and adjustment must go through (nothing left locked). Then each',
  'write that was in flight at the kill is sent again under its key with the test clock moved past the two minutes',
  'after which a claim with no answer is taken for abandoned.',
  '',
].join('\n');

const previous = existsSync(REPORT) ? readFileSync(REPORT, 'utf8') : '';
// The hand-written reading of the figures, under "## Notes", survives a new run.
const notes = previous.includes('\n## Notes') ? previous.slice(previous.indexOf('\n## Notes')) : '';
writeFileSync(REPORT, `${header}\n${runs.map(section).join('\n')}${notes ? notes : ''}`);
console.log(`Report: ${REPORT}`);

const lost = runs.some((run) => run.report.unexpected.length > 0 || run.report.cycles.some((c) => c.problems.length));
process.exit(lost ? 1 : 0);

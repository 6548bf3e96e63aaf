import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { freePort, ServerProcess } from './server-process';
import { seededRandom, StockWriteStream, type RetryTally } from './stock-write-stream';
import { withDatabase } from './test-database';

export interface KillCyclesOptions {
  cycles: number;
  /** A PostgreSQL server to make a throwaway database on (dropped afterwards); unset: PGlite under DATA_DIR. */
  adminUrl?: string;
  /** Seeds the kill moments and the writes; print it to replay a failure. */
  seed: number;
  /** The kill comes after this many acknowledged writes in a cycle, drawn between the two, plus up to 10 ms. */
  acknowledgedBeforeKill?: [number, number];
  /** After each check, send the writes that were in flight again under their keys (StockWriteStream.retryInFlight). */
  retryInFlight?: boolean;
}

export interface CycleReport {
  cycle: number;
  acknowledged: number;
  inFlight: number;
  /** Of those in flight, how many had happened all the same (committed, the answer lost with the connection). */
  inFlightHappened: number;
  /** From the restart to the health check answering 200. */
  restartMs: number;
  problems: string[];
}

export interface KillCyclesReport {
  store: 'pglite' | 'postgres';
  firstStartMs: number;
  cycles: CycleReport[];
  /** Acknowledged writes over the whole run, those in flight at a kill that turned out to have happened included. */
  acknowledged: number;
  /** Answers neither 2xx nor a dropped connection while the server was up. */
  unexpected: string[];
  /** With `retryInFlight`: what the retries of the writes in flight did. */
  retries: RetryTally;
}

/**
 * Starts the real server on a fresh data directory (and a fresh database, on PostgreSQL), then, cycle after cycle,
 * streams acknowledged writes into it, kills the process group with SIGKILL at a random moment mid-stream, starts
 * it again on the same data and checks everything acknowledged is there (StockWriteStream.check). The data and the
 * database are removed at the end, whatever happens.
 */
export async function runKillCycles(options: KillCyclesOptions): Promise<KillCyclesReport> {
  const random = seededRandom(options.seed);
  const [fewest, most] = options.acknowledgedBeforeKill ?? [3, 60];
  const runId = randomBytes(4).toString('hex');
  const dataDir = await mkdtemp(join(tmpdir(), 'harvest-durability-'));
  const database = options.adminUrl ? await createDatabase(options.adminUrl, `harvest_durability_${runId}`) : null;
  const port = await freePort();
  const start = () => ServerProcess.start({ dataDir, port, databaseUrl: database?.url, seed: 'demo' });
  let server: ServerProcess | null = null;
  try {
    const started = performance.now();
    server = await start();
    const report: KillCyclesReport = {
      store: database ? 'postgres' : 'pglite',
      firstStartMs: Math.round(performance.now() - started),
      cycles: [],
      acknowledged: 0,
      unexpected: [],
      retries: { replayed: 0, inProgress: 0, alreadySaved: 0, ranOnce: 0, ranTwice: 0 },
    };
    const stream = new StockWriteStream(options.seed, runId);
    await stream.prepare(server.url);

    for (let cycle = 1; cycle <= options.cycles; cycle += 1) {
      const killAfter = fewest + Math.floor(random() * (most - fewest + 1));
      const jitterMs = Math.floor(random() * 11);
      const running: ServerProcess = server;
      let killing: Promise<void> | null = null;
      const result = await stream.run(running.url, (count) => {
        if (count < killAfter || killing) return;
        killing = new Promise<void>((done) => setTimeout(done, jitterMs)).then(() => running.kill9());
      });
      // A stream that ended without its kill (the server died by itself, or refused every write) is a failure too.
      const endedUnkilled = killing === null;
      await (killing ?? running.kill9());

      const restarted = performance.now();
      server = await start();
      const restartMs = Math.round(performance.now() - restarted);
      const problems = await stream.check(server.url);
      if (endedUnkilled) problems.unshift(`the stream ended after ${result.acknowledged} writes, before the kill`);
      report.cycles.push({
        cycle,
        acknowledged: result.acknowledged,
        inFlight: result.inFlight,
        inFlightHappened: stream.lastKillHappened,
        restartMs,
        problems,
      });
      if (options.retryInFlight) await stream.retryInFlight(server.url, report.retries);
    }
    report.acknowledged = stream.acknowledgedCount;
    report.unexpected = stream.unexpected;
    return report;
  } catch (error) {
    if (server) (error as Error).message += `\nServer output:\n${server.output}`;
    throw error;
  } finally {
    await server?.stop();
    await rm(dataDir, { recursive: true, force: true });
    await database?.drop();
  }
}

async function createDatabase(adminUrl: string, name: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  return {
    url: withDatabase(adminUrl, name),
    drop: async () => {
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      try {
        await cleanup.query(`drop database if exists ${name} with (force)`);
      } finally {
        await cleanup.end();
      }
    },
  };
}

import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import pg from 'pg';
import { withDatabase } from './test-database';

const REPOSITORY = resolve(import.meta.dirname, '../../..');
const MAIN = resolve(import.meta.dirname, '../src/main.ts');
/** Lines of each instance's output kept for the failure message and for tests that read the logs. */
const OUTPUT_LINES_KEPT = 20_000;
/** How long an instance has to finish its requests and close after SIGTERM before it is killed. */
const STOP_GRACE_MS = 10_000;

/** One API process, started as `npx tsx apps/api/src/main.ts` is. */
export interface ApiInstance {
  name: string;
  /** `http://127.0.0.1:<port>`; the port is the one the process chose (PORT=0). */
  url: string;
  process: ChildProcess;
  /** Its log lines (JSON), newest last. */
  output: string[];
}

export interface ApiInstances {
  instances: ApiInstance[];
  /** The database the instances share (made for this run, dropped by close). */
  databaseUrl: string;
  /** The DATA_DIR they share: local files and the generated signing key. */
  dataDir: string;
  /** The instances in turn, for requests spread across them. */
  next(): ApiInstance;
  close(): Promise<void>;
}

/**
 * Starts API processes together on a new, empty database of the PostgreSQL server at `adminUrl`, sharing one
 * DATA_DIR and no JWT_SECRET, as several instances behind a load balancer would: each migrates, seeds the demo
 * world, runs the job workers, and listens on its own loopback port.
 */
export async function startApiInstances(adminUrl: string, count: number): Promise<ApiInstances> {
  const name = `harvest_i_${randomBytes(6).toString('hex')}`;
  await adminQuery(adminUrl, `create database ${name}`);
  const databaseUrl = withDatabase(adminUrl, name);
  const dataDir = await mkdtemp(join(tmpdir(), 'harvest-instances-'));
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    PORT: '0',
    HOST: '127.0.0.1',
    WEB_DIST: '',
    NODE_ENV: 'development',
    LOG_LEVEL: 'info',
    SEED: 'demo',
  };
  const names = Array.from({ length: count }, (_, index) => `api-${String.fromCharCode(97 + index)}`);
  const started = await Promise.allSettled(names.map((each) => startInstance(each, env)));
  const instances = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  const cleanUp = async () => {
    await Promise.all(instances.map(stopInstance));
    await adminQuery(adminUrl, `drop database if exists ${name} with (force)`);
    await rm(dataDir, { recursive: true, force: true });
  };
  const failed = started.flatMap((result) => (result.status === 'rejected' ? [String(result.reason)] : []));
  if (failed.length > 0) {
    await cleanUp();
    throw new Error(`${failed.length} of ${count} instances did not start:\n${failed.join('\n\n')}`);
  }
  let turn = 0;
  return {
    instances,
    databaseUrl,
    dataDir,
    next: () => instances[turn++ % instances.length]!,
    close: cleanUp,
  };
}

async function adminQuery(adminUrl: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/** Resolves once the process says it listens, with the address it chose; rejects with its output if it exits. */
function startInstance(name: string, env: NodeJS.ProcessEnv): Promise<ApiInstance> {
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    cwd: REPOSITORY,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  return new Promise((resolvePromise, reject) => {
    const onLine = (line: string) => {
      output.push(line);
      if (output.length > OUTPUT_LINES_KEPT) output.shift();
      const listening = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(line);
      if (listening) resolvePromise({ name, url: listening[1]!, process: child, output });
    };
    createInterface({ input: child.stdout! }).on('line', onLine);
    createInterface({ input: child.stderr! }).on('line', onLine);
    child.once('exit', (code, signal) =>
      reject(new Error(`${name} exited (${code ?? signal}) before listening:\n${output.slice(-15).join('\n')}`)),
    );
  });
}

/** SIGTERM, as a process manager stops it (the app closes its streams, jobs and pool); SIGKILL if it hangs. */
async function stopInstance(instance: ApiInstance): Promise<void> {
  const child = instance.process;
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolvePromise) => child.once('exit', () => resolvePromise()));
  child.kill('SIGTERM');
  const killer = setTimeout(() => child.kill('SIGKILL'), STOP_GRACE_MS);
  await exited;
  clearTimeout(killer);
}

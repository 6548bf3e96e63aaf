import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '../../..');
const TSX = join(ROOT, 'node_modules', '.bin', 'tsx');
const OUTPUT_KEPT_CHARS = 20_000;
const POLL_MS = 50;

/** Process groups started here and not yet gone: killed if this process exits first (a test timing out, say). */
const liveGroups = new Set<number>();
process.once('exit', () => {
  for (const pgid of liveGroups) {
    try {
      process.kill(-pgid, 'SIGKILL');
    } catch {
      // Gone already.
    }
  }
});

export interface ServerOptions {
  dataDir: string;
  port: number;
  /** Unset: the embedded PGlite under dataDir. */
  databaseUrl?: string;
  seed?: 'demo' | 'none';
  /** How long the server may take to answer its health check (a first PGlite start runs initdb and the seed). */
  startTimeoutMs?: number;
}

/** A free port on loopback, as the kernel hands one out. */
export async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  server.close();
  if (!address || typeof address === 'string') throw new Error('No port');
  return address.port;
}

/**
 * The real API as `npm start` runs it (`tsx apps/api/src/main.ts`: migrations, seed, listen) in a process group of
 * its own, so `kill9` takes down the server and the tsx launcher with it, as a machine losing power would.
 */
export class ServerProcess {
  private constructor(
    private readonly child: ChildProcess,
    readonly url: string,
    private readonly logs: { text: string },
  ) {}

  static async start(options: ServerOptions): Promise<ServerProcess> {
    // What the test runner sets (NODE_ENV=test, VITEST...) is not the server's business: npm start sees none of it.
    const inherited = Object.fromEntries(
      Object.entries(process.env).filter(([name]) => !/^(NODE_ENV|VITEST.*|JWT_SECRET)$/.test(name)),
    );
    const env: NodeJS.ProcessEnv = {
      ...inherited,
      DATA_DIR: options.dataDir,
      PORT: String(options.port),
      HOST: '127.0.0.1',
      WEB_DIST: '',
      LOG_LEVEL: 'warn',
      SEED: options.seed ?? 'demo',
      DATABASE_URL: options.databaseUrl ?? '',
    };
    const child = spawn(TSX, ['apps/api/src/main.ts'], {
      cwd: ROOT,
      env,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    if (child.pid !== undefined) liveGroups.add(child.pid);
    const logs = { text: '' };
    const keep = (chunk: Buffer) => {
      logs.text = (logs.text + chunk.toString('utf8')).slice(-OUTPUT_KEPT_CHARS);
    };
    child.stdout?.on('data', keep);
    child.stderr?.on('data', keep);
    const server = new ServerProcess(child, `http://127.0.0.1:${options.port}`, logs);
    await server.waitHealthy(options.startTimeoutMs ?? 120_000);
    return server;
  }

  /** What the server printed (its last 20,000 characters), for a failure's message. */
  get output(): string {
    return this.logs.text;
  }

  private get exited(): boolean {
    return this.child.exitCode !== null || this.child.signalCode !== null;
  }

  private async waitHealthy(timeoutMs: number): Promise<void> {
    const deadline = performance.now() + timeoutMs;
    while (performance.now() < deadline) {
      if (this.exited) throw new Error(`The server exited while starting:\n${this.output}`);
      try {
        const reply = await fetch(`${this.url}/api/health`, { signal: AbortSignal.timeout(2_000) });
        if (reply.status === 200) return;
      } catch {
        // Not listening yet.
      }
      await new Promise((done) => setTimeout(done, POLL_MS));
    }
    await this.kill9();
    throw new Error(`The server did not answer its health check within ${timeoutMs} ms:\n${this.output}`);
  }

  /** SIGKILL to the whole process group; answers once no process of it is left, so the data can be opened again. */
  async kill9(): Promise<void> {
    const pid = this.child.pid;
    if (pid === undefined) return;
    try {
      process.kill(-pid, 'SIGKILL');
    } catch {
      // Gone already.
    }
    if (!this.exited) await once(this.child, 'exit');
    await this.groupGone(pid);
  }

  /** SIGTERM, as an orderly stop; the group is killed if it has not gone in 10 s. */
  async stop(): Promise<void> {
    const pid = this.child.pid;
    if (pid === undefined || this.exited) return;
    const exit = once(this.child, 'exit');
    this.child.kill('SIGTERM');
    const timer = setTimeout(() => void this.kill9(), 10_000);
    await exit;
    clearTimeout(timer);
    await this.groupGone(pid);
  }

  /** Waits until no live process is left in the group (a zombie holds no port and writes no data). */
  private async groupGone(pgid: number): Promise<void> {
    const deadline = performance.now() + 10_000;
    while (liveMembers(pgid) > 0) {
      if (performance.now() > deadline) throw new Error(`Process group ${pgid} is still alive after SIGKILL`);
      await new Promise((done) => setTimeout(done, 10));
    }
    liveGroups.delete(pgid);
  }
}

/** How many processes of the group are alive and not zombies (Linux's /proc; elsewhere, whether any signal lands). */
function liveMembers(pgid: number): number {
  if (!existsSync('/proc/self/stat')) {
    try {
      process.kill(-pgid, 0);
      return 1;
    } catch {
      return 0;
    }
  }
  let live = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let stat: string;
    try {
      stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
    } catch {
      continue;
    }
    // "pid (command) state ppid pgrp ...": the command may hold spaces and brackets, so read after its last ')'.
    const [state, , group] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    if (Number(group) === pgid && state !== 'Z') live += 1;
  }
  return live;
}

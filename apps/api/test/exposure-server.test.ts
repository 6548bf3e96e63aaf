import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { networkInterfaces, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { messages } from '@harvest/domain';
import { afterAll, describe, expect, it } from 'vitest';
import { isLoopbackAddress } from '../src/platform/http/loopback';
import { DEMO_PASSWORD } from '../src/seed/demo-world';

/**
 * The Exposure suite (issue 18): the server started as `npm start` starts it (src/main.ts under tsx, a clean
 * environment, PGlite in a fresh directory, the API alone) and looked at from outside, over real sockets.
 */

const API_DIR = resolve(import.meta.dirname, '..');
const LISTENING = 'Server listening at ';

interface Started {
  child: ChildProcess;
  port: number;
  /** The addresses the server said it listens at (Fastify's "Server listening at" lines). */
  listeningAt: string[];
  exited: Promise<number | null>;
}

const running = new Set<ChildProcess>();

/** Runs src/main.ts with only these variables set (PORT=0: the system picks a free port). */
function launch(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: API_DIR,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      PORT: '0',
      DATABASE_URL: '',
      WEB_DIST: '',
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  let stderr = '';
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  const exited = new Promise<number | null>((done) =>
    child.once('exit', (code) => {
      running.delete(child);
      done(code);
    }),
  );
  const listeningAt: string[] = [];
  const listening = new Promise<void>((done) => {
    createInterface({ input: child.stdout }).on('line', (line) => {
      const msg = messageOf(line);
      if (!msg.startsWith(LISTENING)) return;
      listeningAt.push(msg.slice(LISTENING.length));
      done();
    });
  });
  return { child, exited, listening, listeningAt, stderr: () => stderr };
}

/** The msg of a JSON log line; anything else on stdout is no message. */
function messageOf(line: string): string {
  try {
    const parsed: unknown = JSON.parse(line);
    return typeof parsed === 'object' && parsed !== null && 'msg' in parsed ? String(parsed.msg) : '';
  } catch {
    return '';
  }
}

/** Starts the server and waits for it to listen; fails with its output if it exits first. */
async function start(env: Record<string, string>): Promise<Started> {
  const { child, exited, listening, listeningAt, stderr } = launch(env);
  const first = await Promise.race([listening.then(() => 'listening' as const), exited]);
  if (first !== 'listening') throw new Error(`the server exited with ${first} before listening:\n${stderr()}`);
  const port = Number(new URL(listeningAt[0]!).port);
  // Fastify logs every address it listens at together; once the API answers, all of them are in.
  expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(200);
  return { child, port, listeningAt, exited };
}

async function stop(server: Started): Promise<void> {
  server.child.kill('SIGTERM');
  expect(await server.exited).toBe(0);
}

/** Runs the server expecting it to refuse to start: its exit code and what it wrote to stderr. */
async function refusal(env: Record<string, string>): Promise<{ code: number | string | null; stderr: string }> {
  const { child, exited, listening, stderr } = launch(env);
  const first = await Promise.race([listening.then(() => 'listening' as const), exited]);
  if (first === 'listening') {
    child.kill('SIGTERM');
    await exited;
  }
  return { code: first, stderr: stderr() };
}

/** This machine's addresses that are not loopback (IPv6 link-local ones need a scope: left out). */
function networkAddresses(): { address: string; family: string }[] {
  return Object.values(networkInterfaces())
    .flat()
    .filter((each) => each !== undefined && !each.internal && !each.address.startsWith('fe80:'))
    .map((each) => ({ address: each!.address, family: each!.family }));
}

const urlHost = (address: string) => (address.includes(':') ? `[${address}]` : address);

/** Connects a TCP socket: 'connected', or the error code (ECONNREFUSED when nothing listens there). */
function tryConnect(host: string, port: number): Promise<string> {
  return new Promise((done) => {
    const socket = connect({ host, port, timeout: 5000 });
    socket.once('connect', () => {
      socket.destroy();
      done('connected');
    });
    socket.once('timeout', () => {
      socket.destroy();
      done('timeout');
    });
    socket.once('error', (error: NodeJS.ErrnoException) => done(error.code ?? error.message));
  });
}

function signIn(base: string) {
  return fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'farmer@demo.farm', password: DEMO_PASSWORD }),
  });
}

describe('exposure: the server as `npm start` runs it', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'harvest-exposure-'));
  const elsewhere = networkAddresses();

  afterAll(() => {
    for (const child of running) child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('listens on 127.0.0.1 only, answers this machine, and marks the sign-in reply no-store, without HSTS over http', async () => {
    const server = await start({ DATA_DIR: dataDir });
    try {
      expect(server.listeningAt.length).toBeGreaterThan(0);
      const hostOf = (at: string) => new URL(at).hostname.replace(/^\[(.*)\]$/, '$1');
      expect(server.listeningAt.filter((at) => !isLoopbackAddress(hostOf(at)))).toEqual([]);

      if (elsewhere.length === 0) {
        console.warn(
          'exposure: this machine has no non-loopback address; the bound address was checked from the log only',
        );
      }
      for (const { address } of elsewhere) {
        expect({ address, result: await tryConnect(address, server.port) }).toEqual({
          address,
          result: 'ECONNREFUSED',
        });
      }

      const base = `http://127.0.0.1:${server.port}`;
      expect((await fetch(`${base}/api/dev/mailbox?to=farmer@demo.farm`)).status).toBe(200);
      const signedIn = await signIn(base);
      expect(signedIn.status).toBe(200);
      expect(signedIn.headers.get('cache-control')).toBe('no-store');
      expect(signedIn.headers.has('strict-transport-security')).toBe(false);
    } finally {
      await stop(server);
    }
  }, 120_000);

  it('refuses to start with the demo world on a non-loopback HOST, saying why and what to set', async () => {
    const { code, stderr } = await refusal({ DATA_DIR: join(dataDir, 'unused'), HOST: '0.0.0.0' });
    expect(code).toBe(1);
    expect(stderr).toMatch(/demo world.*HOST=0\.0\.0\.0.*ALLOW_DEMO_ON_NETWORK=true/s);
    // Starting tsx and the app takes a few seconds alone, longer while the journeys run beside the Vitest stage.
  }, 60_000);

  it('on the network when told so, still refuses the mailbox to a stranger and sends no HSTS over http', async () => {
    const server = await start({ DATA_DIR: dataDir, HOST: '0.0.0.0', ALLOW_DEMO_ON_NETWORK: 'true' });
    try {
      expect((await fetch(`http://127.0.0.1:${server.port}/api/dev/mailbox`)).status).toBe(200);
      const ipv4 = elsewhere.filter((each) => each.family === 'IPv4');
      if (ipv4.length === 0) {
        console.warn('exposure: no non-loopback IPv4 address to come from; the stranger is tried through inject only');
      }
      for (const { address } of ipv4) {
        const base = `http://${urlHost(address)}:${server.port}`;
        const mailbox = await fetch(`${base}/api/dev/mailbox`);
        expect({ address, status: mailbox.status }).toEqual({ address, status: 404 });
        expect(await mailbox.json()).toMatchObject({ status: 404, message: messages.errors.routeNotFound, data: null });
        const spoofed = await fetch(`${base}/api/dev/mailbox`, { headers: { 'x-forwarded-for': '127.0.0.1' } });
        expect(spoofed.status).toBe(404);

        const signedIn = await signIn(base);
        expect(signedIn.status).toBe(200);
        expect(signedIn.headers.get('cache-control')).toBe('no-store');
        expect(signedIn.headers.has('strict-transport-security')).toBe(false);
      }
    } finally {
      await stop(server);
    }
  }, 90_000);
});

import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import type { Database } from '../db/database';
import { JobQueue } from './job-queue';
import { cloneTestDatabase } from '../../../test/test-database';

const logger = pino({ level: 'silent' });

/** A job's start and end, each a promise the test awaits or settles. */
function newGate() {
  let started: () => void = () => undefined;
  let release: () => void = () => undefined;
  const start = new Promise<void>((resolve) => (started = resolve));
  const released = new Promise<void>((resolve) => (release = resolve));
  return { start, started, released, release };
}

describe('the job queue', () => {
  let database: Database;
  const handled: string[] = [];
  let failuresLeft = 0;
  /** The one-at-a-time job says it has started, then waits until the test lets it finish. */
  let gate = newGate();
  let first: JobQueue;
  let second: JobQueue;

  function queue() {
    const jobs = new JobQueue(database, { runWorkers: false, logger });
    jobs.register<{ key: string }>({
      name: 'test.record',
      async handle({ key }) {
        handled.push(key);
      },
    });
    jobs.register<{ key: string }>({
      name: 'test.flaky',
      retryLimit: 3,
      retryDelaySeconds: 30,
      async handle({ key }) {
        if (failuresLeft > 0) {
          failuresLeft -= 1;
          throw new Error(`flaky ${key}`);
        }
        handled.push(key);
      },
    });
    jobs.register<{ key: string }>({
      name: 'test.one-at-a-time',
      oneAtATime: true,
      async handle({ key }) {
        gate.started();
        await gate.released;
        handled.push(key);
      },
    });
    return jobs;
  }

  beforeAll(async () => {
    database = await cloneTestDatabase(inject('template'));
    first = queue();
    second = queue();
    await first.start();
    await second.start();
  }, 60_000);

  afterAll(async () => {
    await first.stop();
    await second.stop();
    await database.close();
  });

  it('runs each job once across two instances draining the same queue', async () => {
    handled.length = 0;
    for (let i = 0; i < 20; i += 1) await first.send('test.record', { key: `job-${i}` });
    const results = await Promise.all([first.drain('test.record', 7), second.drain('test.record', 7)]);
    const rest = await Promise.all([first.drain('test.record'), second.drain('test.record')]);
    const completed = [...results, ...rest].reduce((sum, r) => sum + r.completed, 0);
    expect(completed).toBe(20);
    expect(new Set(handled).size).toBe(20);
    expect(handled).toHaveLength(20);
  });

  it('retries a failed job later, with backoff, and then completes it', async () => {
    handled.length = 0;
    failuresLeft = 1;
    const id = await first.send('test.flaky', { key: 'retry-me' });
    expect(await first.drain('test.flaky')).toEqual({ completed: 0, failed: 1 });
    const state = await first.inspect('test.flaky', id!);
    expect(state?.state).toBe('retry');
    expect(state?.retryCount).toBe(0);
    // Not due yet: the retry waits out its delay instead of hammering a failing dependency.
    expect(state!.startAfter.getTime()).toBeGreaterThan(Date.now() + 10_000);
    expect(await first.drain('test.flaky')).toEqual({ completed: 0, failed: 0 });
    expect(handled).toEqual([]);
  });

  it('enqueues inside a transaction only when the transaction commits', async () => {
    handled.length = 0;
    await database.db
      .transaction(async (tx) => {
        await first.send('test.record', { key: 'rolled-back' }, { tx });
        throw new Error('abort');
      })
      .catch(() => undefined);
    await database.db.transaction(async (tx) => {
      await first.send('test.record', { key: 'committed' }, { tx });
    });
    await first.drain('test.record');
    expect(handled).toEqual(['committed']);
  });

  it('keeps one job of a one-at-a-time queue waiting, and starts it only when the running one has finished', async () => {
    handled.length = 0;
    const asked = await Promise.all(['a', 'b', 'c'].map((key) => first.send('test.one-at-a-time', { key })));
    expect(asked.filter((id) => id !== null)).toHaveLength(1);

    const running = first.drain('test.one-at-a-time');
    await gate.start;
    // Once the first is running, one more may wait; the other instance cannot start it meanwhile.
    expect(await second.send('test.one-at-a-time', { key: 'd' })).not.toBeNull();
    expect(await second.send('test.one-at-a-time', { key: 'e' })).toBeNull();
    expect(await second.drain('test.one-at-a-time')).toEqual({ completed: 0, failed: 0 });
    const firstGate = gate;
    gate = newGate();
    firstGate.release();
    expect(await running).toEqual({ completed: 1, failed: 0 });
    const next = second.drain('test.one-at-a-time');
    await gate.start;
    gate.release();
    expect(await next).toEqual({ completed: 1, failed: 0 });
    // Whichever of the three asked first (on PostgreSQL they race), then the one that waited.
    expect(handled).toHaveLength(2);
    expect(['a', 'b', 'c']).toContain(handled[0]);
    expect(handled[1]).toBe('d');
  });

  it('makes a queue again when its job becomes one at a time (a database from before the change)', async () => {
    const before = new JobQueue(database, { runWorkers: false, logger });
    before.register({ name: 'test.became-one-at-a-time', handle: async () => undefined });
    await before.start();
    await before.send('test.became-one-at-a-time', {});
    await before.send('test.became-one-at-a-time', {});
    await before.stop();

    const after = new JobQueue(database, { runWorkers: false, logger });
    after.register({ name: 'test.became-one-at-a-time', oneAtATime: true, handle: async () => undefined });
    await after.start();
    try {
      expect(await after.send('test.became-one-at-a-time', {})).not.toBeNull();
      expect(await after.send('test.became-one-at-a-time', {})).toBeNull();
    } finally {
      await after.stop();
    }
  });

  it('refuses unknown jobs and late registrations', async () => {
    await expect(first.send('test.unknown', {})).rejects.toThrow('Unknown job test.unknown');
    expect(() => first.register({ name: 'test.late', handle: async () => undefined })).toThrow(
      /after the queue started/,
    );
  });
});

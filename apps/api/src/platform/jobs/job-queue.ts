import { sql, type SQL } from 'drizzle-orm';
import { fromDrizzle, fromPglite, PgBoss, type ConstructorOptions, type Job } from 'pg-boss';
import type { FastifyBaseLogger } from 'fastify';
import { withAdvisoryLock } from '../db/advisory-lock';
import type { Database, Tx } from '../db/database';

export interface JobContext {
  jobId: string;
  retryCount: number;
}

export interface JobDefinition<T extends object> {
  name: string;
  handle(data: T, context: JobContext): Promise<void>;
  /** Attempts after the first; default 5. */
  retryLimit?: number;
  /** First retry delay; doubled on each retry (with jitter) up to retryDelayMaxSeconds. */
  retryDelaySeconds?: number;
  retryDelayMaxSeconds?: number;
  /** Recurring work, as a cron expression (minute resolution). */
  cron?: string;
  /**
   * At most one job waits and one runs, across every instance (pg-boss's `stately` policy): for work that is asked
   * for often and covers everything due when it runs, like a sweep. Asking while one waits answers null.
   */
  oneAtATime?: boolean;
}

export interface SendOptions {
  /** Enqueue inside this transaction: the job exists only if the transaction commits. */
  tx?: Tx;
  startAfter?: Date;
  /**
   * On a one-at-a-time queue, one waiting and one running job per key. pg-boss ignores it on an ordinary queue:
   * there a job with the same key is queued again.
   */
  singletonKey?: string;
}

const SCHEMA = 'pgboss';
/**
 * Instances starting together on an empty database would all install pg-boss's schema, and its own guard misses
 * PostgreSQL's error for two `CREATE SCHEMA IF NOT EXISTS` at once: they take turns (any fixed number).
 */
const INSTALL_LOCK_KEY = 724_310_912;

function inTransaction(tx: Tx) {
  return fromDrizzle({ execute: async (query) => (await tx.execute(query as SQL)) as { rows: unknown[] } }, sql);
}

/**
 * The modules' job queue, on pg-boss: jobs live in PostgreSQL (PGlite or a server), are
 * claimed with FOR UPDATE SKIP LOCKED so each runs once across any number of instances,
 * and are retried with exponential backoff. Handlers must be safe to run twice.
 */
export class JobQueue {
  readonly #boss: PgBoss;
  readonly #definitions = new Map<string, JobDefinition<object>>();
  #started = false;

  constructor(
    private readonly database: Database,
    private readonly options: { runWorkers: boolean; logger: FastifyBaseLogger; pollingIntervalSeconds?: number },
  ) {
    const common: ConstructorOptions = {
      schema: SCHEMA,
      supervise: options.runWorkers,
      schedule: options.runWorkers,
    };
    if (database.pglite) {
      this.#boss = new PgBoss({ ...common, db: fromPglite(database.pglite), backend: 'pglite' });
    } else if (database.pool) {
      const pool = database.pool;
      this.#boss = new PgBoss({
        ...common,
        db: { executeSql: (text: string, values?: unknown[]) => pool.query(text, values) },
      });
    } else {
      throw new Error('The job queue needs a database');
    }
    this.#boss.on('error', (error: Error) => options.logger.error({ err: error }, 'job queue error'));
  }

  register<T extends object>(definition: JobDefinition<T>): void {
    if (this.#started) throw new Error(`Job ${definition.name} registered after the queue started`);
    if (this.#definitions.has(definition.name)) throw new Error(`Job ${definition.name} registered twice`);
    this.#definitions.set(definition.name, definition as JobDefinition<object>);
  }

  /** Recurring work on a cron schedule (minute resolution), with no data; what it answers (a count) is not kept. */
  schedule(name: string, cron: string, work: () => Promise<unknown>): void {
    this.register<object>({
      name,
      cron,
      handle: async () => {
        await work();
      },
    });
  }

  async start(): Promise<void> {
    if (this.#started) return;
    await withAdvisoryLock(this.database, INSTALL_LOCK_KEY, async () => {
      await this.#boss.start();
      for (const definition of this.#definitions.values()) await this.#createQueue(definition);
    });
    if (this.options.runWorkers) {
      for (const definition of this.#definitions.values()) {
        await this.#boss.work<object>(
          definition.name,
          { pollingIntervalSeconds: this.options.pollingIntervalSeconds ?? 2, batchSize: 10 },
          async (jobs) => {
            for (const job of jobs) await this.#run(definition, job);
          },
        );
        if (definition.cron) await this.#boss.schedule(definition.name, definition.cron, {});
      }
    }
    this.#started = true;
  }

  async #createQueue(definition: JobDefinition<object>): Promise<void> {
    const policy = definition.oneAtATime ? 'stately' : 'standard';
    const existing = await this.#boss.getQueue(definition.name);
    if (existing && existing.policy !== policy) {
      // A queue's policy is fixed when it is made: one made before its definition changed is made again, and the
      // jobs waiting in it are dropped (a one-at-a-time queue holds requests that the next one covers).
      this.options.logger.warn({ job: definition.name, from: existing.policy, to: policy }, 'job queue remade');
      await this.#boss.deleteQueue(definition.name);
    }
    await this.#boss.createQueue(definition.name, {
      policy,
      retryLimit: definition.retryLimit ?? 5,
      retryDelay: definition.retryDelaySeconds ?? 5,
      retryBackoff: true,
      retryDelayMax: definition.retryDelayMaxSeconds ?? 3600,
    });
    // A read-only call that loads the queue into pg-boss's cache now. Otherwise the first
    // send inside a transaction looks it up on a second connection, and PGlite has only
    // one: the lookup would wait for the transaction that waits for it.
    await this.#boss.previewRedrive(definition.name);
  }

  async stop(): Promise<void> {
    if (!this.#started) return;
    this.#started = false;
    await this.#boss.stop({ graceful: true, close: false, timeout: 10_000 });
  }

  async send<T extends object>(name: string, data: T, options: SendOptions = {}): Promise<string | null> {
    if (!this.#definitions.has(name)) throw new Error(`Unknown job ${name}`);
    return this.#boss.send(name, data, {
      ...(options.tx ? { db: inTransaction(options.tx) } : {}),
      ...(options.startAfter ? { startAfter: options.startAfter } : {}),
      ...(options.singletonKey ? { singletonKey: options.singletonKey } : {}),
    });
  }

  /** Many jobs of one queue in one statement (inside the transaction when given): for work fanned out in bulk. */
  async sendMany<T extends object>(name: string, data: readonly T[], options: { tx?: Tx } = {}): Promise<void> {
    if (!this.#definitions.has(name)) throw new Error(`Unknown job ${name}`);
    if (data.length === 0) return;
    await this.#boss.insert(
      name,
      data.map((each) => ({ data: each })),
      options.tx ? { db: inTransaction(options.tx) } : {},
    );
  }

  /**
   * Claims and runs up to `max` due jobs of one queue now, in this process. Tests and
   * scripts use it to drive the queue without waiting for a poll. Returns how many ran
   * successfully and how many failed (failed ones are retried later by the queue).
   */
  async drain(name: string, max = 100): Promise<{ completed: number; failed: number }> {
    const definition = this.#definitions.get(name);
    if (!definition) throw new Error(`Unknown job ${name}`);
    const jobs = await this.#boss.fetch<object>(name, { batchSize: max });
    let completed = 0;
    let failed = 0;
    for (const job of jobs) {
      try {
        await definition.handle(job.data, { jobId: job.id, retryCount: job.retryCount });
        await this.#boss.complete(name, job.id);
        completed += 1;
      } catch (error) {
        await this.#boss.fail(name, job.id, { message: error instanceof Error ? error.message : String(error) });
        failed += 1;
      }
    }
    return { completed, failed };
  }

  /** A job's state and retry count, for tests and the admin view. */
  async inspect(name: string, id: string) {
    const [job] = await this.#boss.findJobs<object>(name, { id });
    return job ? { state: job.state, retryCount: job.retryCount, startAfter: job.startAfter } : null;
  }

  async #run(definition: JobDefinition<object>, job: Job<object>): Promise<void> {
    try {
      await definition.handle(job.data, { jobId: job.id, retryCount: job.retryCount });
    } catch (error) {
      this.options.logger.warn({ err: error, job: definition.name, jobId: job.id }, 'job failed, will retry');
      throw error;
    }
  }
}

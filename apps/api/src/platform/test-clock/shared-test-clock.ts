import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { AdjustableClock } from '../clock';
import { queryRows, type Database } from '../db/database';
import { listenFor, type NotificationListener } from '../db/notification-listener';
import { testClock } from './tables';

/** Moves of the test clock, and each instance's word that it has taken one, travel on this channel. */
export const TEST_CLOCK_CHANNEL = 'test_clock';
/** How an instance's clock listener names itself in pg_stat_activity, before the instance's id. */
const LISTENER_NAME = 'harvest-clock:';
/** The longest a move waits for every other instance to take it; one that is stuck must not hold the move up. */
export const TEST_CLOCK_SYNC_WAIT_MS = 5_000;

const messageSchema = z.union([
  z.object({ ack: z.string(), offsetMs: z.number().int() }).strict(),
  z.object({ offsetMs: z.number().int() }).strict(),
]);

export type TestClockMove = { advanceMs: number } | { set: Date };

interface Wait {
  offsetMs: number;
  instances: string[];
  done(): void;
}

/**
 * One test clock for every API instance on a database (DESIGN §3, §5). The offset lives in `test_clock`; an
 * instance reads it when it starts and again whenever its listener reconnects, and hears every move through
 * NOTIFY. A move is answered once every instance listening on the database has said it took it (on PostgreSQL;
 * PGlite has one process, whose listeners run before the commit returns), or after TEST_CLOCK_SYNC_WAIT_MS.
 * Like the clock itself, it only moves forward, and it exists only outside production.
 */
export class SharedTestClock {
  readonly instanceId = randomUUID();
  #listener: NotificationListener | null = null;
  /** The furthest offset each instance has said it took. */
  readonly #taken = new Map<string, number>();
  readonly #waits = new Set<Wait>();

  constructor(
    private readonly database: Database,
    readonly clock: AdjustableClock,
    private readonly log: FastifyBaseLogger,
    private readonly waitMs = TEST_CLOCK_SYNC_WAIT_MS,
  ) {}

  async start(): Promise<void> {
    if (this.#listener) return;
    let listening = false;
    this.#listener = await listenFor(this.database, TEST_CLOCK_CHANNEL, this.#onPayload, this.log, {
      applicationName: `${LISTENER_NAME}${this.instanceId}`,
      // A move made while the listener was down was missed: read the clock again on every reconnect.
      onConnect: () => {
        if (listening) this.#catchUp().catch((error: unknown) => this.log.warn({ err: error }, 'test clock not read'));
      },
    });
    listening = true;
    // Read after LISTEN: a move is then either in the row read or in a notification still to come.
    await this.#catchUp();
  }

  async stop(): Promise<void> {
    for (const wait of [...this.#waits]) wait.done();
    const listener = this.#listener;
    this.#listener = null;
    await listener?.stop();
  }

  /**
   * Moves every instance's clock forward from what this one shows: by advanceMs, or to a later time. Stored and
   * announced in one transaction, so a move is never heard of without being stored.
   */
  async move(change: TestClockMove): Promise<void> {
    const local = this.clock.offsetMs;
    const realNow = this.clock.now().getTime() - local;
    const floor = 'set' in change ? Math.max(local, change.set.getTime() - realNow) : local;
    const advance = 'advanceMs' in change ? change.advanceMs : 0;
    const offsetMs = await this.database.db.transaction(async (tx) => {
      const [row] = await queryRows<{ offset_ms: string | number }>(
        tx,
        sql`insert into ${testClock} (id, offset_ms, moved_at) values (1, ${floor + advance}, ${new Date()})
            on conflict (id) do update
            set offset_ms = greatest(${testClock.offsetMs}, ${floor}) + ${advance}, moved_at = excluded.moved_at
            returning offset_ms`,
      );
      const stored = Number(row?.offset_ms);
      await tx.execute(sql`select pg_notify(${TEST_CLOCK_CHANNEL}, ${JSON.stringify({ offsetMs: stored })})`);
      return stored;
    });
    this.clock.follow(offsetMs);
    if (this.database.kind === 'postgres') await this.#takenEverywhere(offsetMs);
  }

  async #catchUp(): Promise<void> {
    const [row] = await this.database.db.select({ offsetMs: testClock.offsetMs }).from(testClock);
    if (row) this.clock.follow(row.offsetMs);
    await this.#acknowledge();
  }

  /** Tells the instance that moved the clock (on PostgreSQL) that this one now shows at least its time. */
  async #acknowledge(): Promise<void> {
    if (this.database.kind !== 'postgres') return;
    const message = JSON.stringify({ ack: this.instanceId, offsetMs: this.clock.offsetMs });
    await this.database.db.execute(sql`select pg_notify(${TEST_CLOCK_CHANNEL}, ${message})`);
  }

  readonly #onPayload = (payload: string) => {
    let message: z.infer<typeof messageSchema>;
    try {
      message = messageSchema.parse(JSON.parse(payload));
    } catch (error) {
      this.log.warn({ err: error }, 'ignored a test clock message that could not be read');
      return;
    }
    if ('ack' in message) {
      this.#taken.set(message.ack, Math.max(message.offsetMs, this.#taken.get(message.ack) ?? message.offsetMs));
      this.#settle();
      return;
    }
    this.clock.follow(message.offsetMs);
    this.#acknowledge().catch((error: unknown) => this.log.warn({ err: error }, 'test clock move not acknowledged'));
  };

  /** Waits until every instance listening on this database (this one too) has taken the offset. */
  async #takenEverywhere(offsetMs: number): Promise<void> {
    const listeners = await queryRows<{ name: string }>(
      this.database.db,
      sql`select application_name as name from pg_stat_activity
          where datname = current_database() and application_name like ${`${LISTENER_NAME}%`}`,
    );
    const instances = listeners.map((row) => row.name.slice(LISTENER_NAME.length));
    for (const id of this.#taken.keys()) if (!instances.includes(id)) this.#taken.delete(id);
    await new Promise<void>((resolve) => {
      const timer = setTimeout(() => {
        const missing = wait.instances.filter((id) => (this.#taken.get(id) ?? -Infinity) < offsetMs);
        this.log.warn({ missing, offsetMs }, 'the test clock moved before every instance said it took the move');
        wait.done();
      }, this.waitMs);
      timer.unref();
      const wait: Wait = {
        offsetMs,
        instances,
        done: () => {
          clearTimeout(timer);
          this.#waits.delete(wait);
          resolve();
        },
      };
      this.#waits.add(wait);
      this.#settle();
    });
  }

  #settle(): void {
    for (const wait of [...this.#waits]) {
      if (wait.instances.every((id) => (this.#taken.get(id) ?? -Infinity) >= wait.offsetMs)) wait.done();
    }
  }
}

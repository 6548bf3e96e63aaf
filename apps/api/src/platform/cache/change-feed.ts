import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/database';
import { listenFor, type NotificationListener } from '../db/notification-listener';

/** The channel database triggers announce changed data on; the payload is a key such as `inventory:<org id>`. */
export const DATA_CHANGES_CHANNEL = 'data_changes';

/** Beyond this many changed keys remembered, everything kept is dropped instead of remembering more. */
const MAX_REMEMBERED_KEYS = 10_000;

/**
 * Which data changed since a moment, for what an instance keeps in memory. Database triggers announce every
 * committed change to every instance (NOTIFY); the instance that made a change also marks it itself before it
 * answers, so its own next request never sees the old data. While the listener is down nothing may be kept:
 * changes could be missed, and every reconnect drops all that was kept.
 */
export class ChangeFeed {
  #sequence = 0;
  #resetAt = 0;
  readonly #changedAt = new Map<string, number>();
  #listener: NotificationListener | null = null;

  constructor(
    private readonly database: Database,
    private readonly log: FastifyBaseLogger,
  ) {}

  async start(): Promise<void> {
    if (this.#listener) return;
    this.#listener = await listenFor(this.database, DATA_CHANGES_CHANNEL, (key) => this.touch(key), this.log, {
      onConnect: () => this.reset(),
    });
  }

  async stop(): Promise<void> {
    const listener = this.#listener;
    this.#listener = null;
    await listener?.stop();
  }

  /** Whether kept data can be trusted now: only while changes reach this instance. */
  get live(): boolean {
    return this.#listener?.connected ?? false;
  }

  /** Notes that the data under the key changed. */
  touch(key: string): void {
    if (this.#changedAt.size >= MAX_REMEMBERED_KEYS) this.reset();
    this.#sequence += 1;
    this.#changedAt.set(key, this.#sequence);
  }

  /** The moment to compare with later: take it before reading what will be kept. */
  mark(): number {
    return this.#sequence;
  }

  /** True when none of the keys changed after the mark (and nothing was dropped since). */
  unchangedSince(mark: number, keys: readonly string[]): boolean {
    if (!this.live || mark < this.#resetAt) return false;
    return keys.every((key) => (this.#changedAt.get(key) ?? 0) <= mark);
  }

  private reset(): void {
    this.#sequence += 1;
    this.#resetAt = this.#sequence;
    this.#changedAt.clear();
  }
}

import { LIVE_EVENTS_RETRY_MAX_MS, LIVE_EVENTS_RETRY_MS } from '@harvest/domain';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { Database } from './database';

export interface NotificationListener {
  /** Whether notifications reach this process now (false while a dropped connection waits to reconnect). */
  readonly connected: boolean;
  stop(): Promise<void>;
}

export interface ListenOptions {
  /** Called each time the listener (re)connects: anything sent while it was down was lost. */
  onConnect?: () => void;
  /** How the listening session names itself in pg_stat_activity (PostgreSQL only): others can find it there. */
  applicationName?: string;
}

/** LISTENs on one channel: PGlite's own notifications, or a dedicated PostgreSQL connection. */
export async function listenFor(
  database: Database,
  channel: string,
  onPayload: (payload: string) => void,
  log: FastifyBaseLogger,
  options: ListenOptions = {},
): Promise<NotificationListener | null> {
  const { pglite, pool } = database;
  if (pglite) {
    const unlisten = await pglite.listen(channel, onPayload);
    options.onConnect?.();
    return {
      connected: true,
      stop: async () => {
        if (!pglite.closed) await unlisten();
      },
    };
  }
  if (!pool) return null;
  const config: pg.ClientConfig = options.applicationName
    ? { ...pool.options, application_name: options.applicationName }
    : pool.options;
  const listener = new PostgresListener(config, channel, onPayload, log, options.onConnect);
  await listener.start();
  return listener;
}

/**
 * LISTEN on a connection of its own (a pooled one would be handed to other queries). A
 * dropped connection is replaced after a pause that doubles up to the cap; notifications sent
 * while it was down are lost, which onConnect lets the owner make up for.
 */
class PostgresListener implements NotificationListener {
  private client: pg.Client | null = null;
  private timer: NodeJS.Timeout | null = null;
  private delay = LIVE_EVENTS_RETRY_MS;
  private stopped = false;

  constructor(
    private readonly config: pg.ClientConfig,
    private readonly channel: string,
    private readonly onPayload: (payload: string) => void,
    private readonly log: FastifyBaseLogger,
    private readonly onConnect: (() => void) | undefined,
  ) {}

  async start(): Promise<void> {
    await this.connect();
  }

  get connected(): boolean {
    return this.client !== null;
  }

  private async connect(): Promise<void> {
    if (this.stopped) return;
    const client = new pg.Client(this.config);
    let dropped = false;
    const drop = (error?: unknown) => {
      if (dropped) return;
      dropped = true;
      if (error) this.log.warn({ err: error }, `the listener on ${this.channel} lost its connection`);
      if (this.client === client) this.client = null;
      client.end().catch(() => undefined);
      this.reconnectLater();
    };
    client.on('notification', (message) => {
      if (message.channel === this.channel && message.payload) this.onPayload(message.payload);
    });
    client.on('error', drop);
    client.on('end', () => drop());
    try {
      await client.connect();
      await client.query(`listen ${this.channel}`);
      if (this.stopped) {
        dropped = true;
        await client.end();
        return;
      }
      this.client = client;
      this.delay = LIVE_EVENTS_RETRY_MS;
      this.onConnect?.();
    } catch (error) {
      drop(error);
    }
  }

  private reconnectLater(): void {
    if (this.stopped || this.timer) return;
    const delay = this.delay;
    this.delay = Math.min(this.delay * 2, LIVE_EVENTS_RETRY_MAX_MS);
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.connect();
    }, delay);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => undefined);
  }
}

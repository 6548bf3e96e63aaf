import {
  hasPermission,
  LIVE_EVENT_NAMES,
  LIVE_EVENTS_HEARTBEAT_MS,
  LIVE_EVENTS_RETRY_MS,
  PERMISSIONS,
  type AccessMap,
  type LiveEventName,
} from '@harvest/domain';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Database, Executor } from '../db/database';
import { listenFor, type NotificationListener } from '../db/notification-listener';

/** The one PostgreSQL channel every API instance listens on (DESIGN §5). */
export const LIVE_EVENTS_CHANNEL = 'live_events';

/**
 * What travels through NOTIFY: ids only (PostgreSQL caps a payload at 8000 bytes), for one
 * person's open pages or every open page of one organisation (of its members holding any of
 * `holding`, when given: a job's tracking goes to those who may read the job). Each instance loads
 * what the event carries itself, and only when it holds a stream that wants it.
 */
const liveSignalSchema = z.object({
  event: z.enum(LIVE_EVENT_NAMES),
  id: z.string().min(1),
  audience: z.union([
    z.object({ userId: z.string() }),
    z.object({
      organisationId: z.string(),
      holding: z.array(z.tuple([z.enum(PERMISSIONS), z.enum(['read', 'write'])])).optional(),
    }),
  ]),
});
export type LiveSignal = z.infer<typeof liveSignalSchema>;

/** Loads what an event carries from its id; null sends nothing (a notification that is not listed). */
export type LiveEventLoader = (id: string) => Promise<unknown>;

/** One open event stream: the person it belongs to and how to write to it. */
export interface LiveStreamSink {
  userId: string;
  organisationId: string | null;
  /** The access the stream was opened with: what an audience `holding` permissions is checked against. */
  access?: AccessMap;
  write(chunk: string): void;
  end(): void;
}

interface OpenStream extends LiveStreamSink {
  heartbeat: NodeJS.Timeout;
}

/** One event of the text/event-stream format; JSON has no raw line breaks, so one data line holds it. */
export function formatLiveEvent(event: LiveEventName, data: unknown): string {
  return `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}

export const LIVE_EVENTS_PREAMBLE = `retry: ${LIVE_EVENTS_RETRY_MS}\n\n`;
export const LIVE_EVENTS_HEARTBEAT = ': heartbeat\n\n';

/**
 * Live updates for open pages (GET /sys/v1/events), fanned out across API instances with
 * PostgreSQL LISTEN/NOTIFY: a writer calls publish() inside its transaction, PostgreSQL
 * delivers the signal to every instance's listener when (and only if) it commits, and each
 * instance writes to the streams it holds. Modules plug in a loader per event name.
 */
export class LiveEvents {
  private readonly streams = new Set<OpenStream>();
  private readonly loaders = new Map<LiveEventName, LiveEventLoader>();
  private listener: NotificationListener | null = null;

  constructor(
    private readonly database: Database,
    private readonly log: FastifyBaseLogger,
  ) {}

  provide(event: LiveEventName, loader: LiveEventLoader): void {
    if (this.loaders.has(event)) throw new Error(`Live event ${event} already has a loader`);
    this.loaders.set(event, loader);
  }

  /** Sends the signal when the executor's transaction commits (at once outside one). */
  async publish(exec: Executor, signal: LiveSignal): Promise<void> {
    await exec.execute(sql`select pg_notify(${LIVE_EVENTS_CHANNEL}, ${JSON.stringify(signal)})`);
  }

  /** Many signals in one round trip. */
  async publishMany(exec: Executor, signals: readonly LiveSignal[]): Promise<void> {
    if (signals.length === 0) return;
    const payloads = JSON.stringify(signals.map((signal) => JSON.stringify(signal)));
    await exec.execute(
      sql`select pg_notify(${LIVE_EVENTS_CHANNEL}, payload) from json_array_elements_text(${payloads}::json) as payload`,
    );
  }

  /** Holds a stream until the answer it returns is called; a comment line keeps proxies from closing it. */
  open(sink: LiveStreamSink): () => void {
    const stream: OpenStream = {
      ...sink,
      heartbeat: setInterval(() => sink.write(LIVE_EVENTS_HEARTBEAT), LIVE_EVENTS_HEARTBEAT_MS),
    };
    stream.heartbeat.unref();
    this.streams.add(stream);
    sink.write(LIVE_EVENTS_PREAMBLE);
    return () => this.release(stream);
  }

  get openStreams(): number {
    return this.streams.size;
  }

  get listening(): boolean {
    return this.listener?.connected ?? false;
  }

  private release(stream: OpenStream): void {
    clearInterval(stream.heartbeat);
    this.streams.delete(stream);
  }

  /** Reads one NOTIFY payload and writes the event to the streams here that want it. */
  async deliver(payload: string): Promise<void> {
    let signal: LiveSignal;
    try {
      signal = liveSignalSchema.parse(JSON.parse(payload));
    } catch (error) {
      this.log.warn({ err: error }, 'ignored a live event that could not be read');
      return;
    }
    const { audience } = signal;
    const targets = [...this.streams].filter((stream) =>
      'userId' in audience
        ? stream.userId === audience.userId
        : stream.organisationId === audience.organisationId &&
          (!audience.holding ||
            audience.holding.some(([permission, level]) => hasPermission(stream.access ?? {}, permission, level))),
    );
    const loader = this.loaders.get(signal.event);
    if (targets.length === 0 || !loader) return;
    const data = await loader(signal.id);
    if (data === null || data === undefined) return;
    const chunk = formatLiveEvent(signal.event, data);
    for (const stream of targets) if (this.streams.has(stream)) stream.write(chunk);
  }

  private readonly onPayload = (payload: string) => {
    this.deliver(payload).catch((error: unknown) => this.log.error({ err: error }, 'could not deliver a live event'));
  };

  /** One listener per process: PGlite's own, or a dedicated PostgreSQL connection. */
  async start(): Promise<void> {
    if (this.listener) return;
    this.listener = await listenFor(this.database, LIVE_EVENTS_CHANNEL, this.onPayload, this.log);
  }

  /** Ends every open stream (the app is closing); the clients connect again elsewhere. */
  endStreams(): void {
    for (const stream of [...this.streams]) {
      this.release(stream);
      stream.end();
    }
  }

  async stop(): Promise<void> {
    this.endStreams();
    const listener = this.listener;
    this.listener = null;
    await listener?.stop();
  }
}

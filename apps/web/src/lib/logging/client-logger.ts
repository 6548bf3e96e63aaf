import { LOG_BATCH_MAX, LOG_FLUSH_INTERVAL_MS, type ClientLogEntry, type LogLevel, type LogTag } from '@harvest/domain';
import { createUploadQueue } from '../upload-queue';

/** Who the entries are about, read when an entry is made and again when they are sent. */
export interface LogSubjectNow {
  /** shouldSendLogs of the acting profile (platform §6). */
  allowed: boolean;
  userId: string | null;
  /** The organisation's country. */
  region: string | null;
}

export interface ClientLoggerDeps {
  /** Posts one batch to /log/v1/logs; rejects when it was not stored. */
  send(entries: ClientLogEntry[], options: { keepalive: boolean }): Promise<void>;
  subject(): LogSubjectNow;
  appVersion: string;
  now(): Date;
  /** Where the upload failure is told (platform §8: a console message). */
  warn(message: string, error: unknown): void;
}

/** Entries kept while uploads fail (offline on a farm): the oldest go first past this. */
export const LOG_QUEUE_MAX = 500;

/** A keepalive request may carry 64 KB in all; leave room for the headers. */
export const KEEPALIVE_BODY_MAX = 60_000;

/** Platform §8 'Log upload failure: console message and the entries are re-queued'. */
export const LOG_UPLOAD_FAILED = 'Client logs could not be sent; they will be sent again';

export interface ClientLogger {
  debug(message: string, data?: Record<string, unknown>, tags?: LogTag[]): void;
  warn(message: string, data?: Record<string, unknown>, tags?: LogTag[]): void;
  error(message: string, data?: Record<string, unknown>, tags?: LogTag[]): void;
  /** Sends what is queued (at most one batch at a time). */
  flush(options?: { keepalive?: boolean }): Promise<void>;
  /** Flushes every 5 s and when the page is hidden or left; answers the clean-up. */
  start(target?: Window): () => void;
  /** What is waiting to be sent, oldest first. */
  queued(): readonly ClientLogEntry[];
}

/** Takes the oldest entries that fit one batch (and, for keepalive, one keepalive body). */
function takeBatch(queue: readonly ClientLogEntry[], keepalive: boolean): ClientLogEntry[] {
  const batch = queue.slice(0, LOG_BATCH_MAX);
  if (keepalive) {
    while (batch.length > 1 && JSON.stringify(batch).length > KEEPALIVE_BODY_MAX) batch.pop();
  }
  return batch;
}

/**
 * The client logger (platform §3, §7, §8, §9): entries with the spec's fields are queued and
 * sent to POST /log/v1/logs every 5 s and as the page is hidden or left, only for signed-in
 * non-admin inventory users; a failed upload is told on the console and the entries go back
 * to the front of the queue for the next flush.
 */
export function createClientLogger(deps: ClientLoggerDeps): ClientLogger {
  const uploads = createUploadQueue<ClientLogEntry>({
    send: (entries, options) => deps.send(entries, options),
    warn: (message, error) => deps.warn(message, error),
    failed: LOG_UPLOAD_FAILED,
    max: LOG_QUEUE_MAX,
    take: takeBatch,
    // Signed out, or someone else signed in: what was queued is not theirs to send.
    maySend: () => deps.subject().allowed,
  });

  function add(level: LogLevel, message: string, data?: Record<string, unknown>, tags?: LogTag[]): void {
    const subject = deps.subject();
    if (!subject.allowed) return;
    uploads.push({
      timestamp: deps.now().toISOString(),
      level,
      message,
      data: data ?? null,
      app: { version: deps.appVersion },
      userId: subject.userId,
      region: subject.region,
      service: 'web',
      meta: { platform: 'web' },
      ...(tags?.length ? { tags } : {}),
    });
  }

  return {
    debug: (message, data, tags) => add('debug', message, data, tags),
    warn: (message, data, tags) => add('warn', message, data, tags),
    error: (message, data, tags) => add('error', message, data, tags),
    flush: uploads.flush,
    start: (target) => uploads.start(LOG_FLUSH_INTERVAL_MS, target),
    queued: uploads.queued,
  };
}

import { scheduleFlushes } from './flush-schedule';

export interface UploadQueueOptions<T> {
  /** Posts one batch; rejects when it was not stored. */
  send(batch: T[], options: { keepalive: boolean }): Promise<void>;
  /** Where a failed upload is told (a console message). */
  warn(message: string, error: unknown): void;
  /** What `warn` says when a batch fails; the batch then goes back to the front of the queue. */
  failed: string;
  /** Kept while uploads fail (offline on a farm): the oldest go first past this. */
  max: number;
  /** The oldest items that make one batch. */
  take(queue: readonly T[], keepalive: boolean): T[];
  /** Asked before each upload: false drops what is queued (signed out, or someone else signed in). */
  maySend?(): boolean;
}

/**
 * What a batching client (the client logs, the usage events) gathers and uploads, one batch at a time: every
 * interval, and with keepalive as the page is hidden or left. A failed batch is told and goes back to the front.
 */
export function createUploadQueue<T>({ send, warn, failed, max, take, maySend }: UploadQueueOptions<T>) {
  let queue: T[] = [];
  let sending = false;

  async function flush({ keepalive = false }: { keepalive?: boolean } = {}): Promise<void> {
    if (sending || queue.length === 0) return;
    if (maySend && !maySend()) {
      queue = [];
      return;
    }
    const batch = take(queue, keepalive);
    queue = queue.slice(batch.length);
    sending = true;
    try {
      await send(batch, { keepalive });
    } catch (error) {
      warn(failed, error);
      queue = [...batch, ...queue].slice(-max);
    } finally {
      sending = false;
    }
  }

  return {
    push(item: T): void {
      queue.push(item);
      if (queue.length > max) queue = queue.slice(queue.length - max);
    },
    flush,
    start: (intervalMs: number, target: Window = window) => scheduleFlushes(flush, intervalMs, target),
    queued: (): readonly T[] => queue,
  };
}

import { ANALYTICS_BATCH_MAX, ANALYTICS_FLUSH_INTERVAL_MS, type AnalyticsEvent } from '@harvest/domain';
import { scheduleFlushes } from '../flush-schedule';
import type { AnalyticsProvider } from './analytics-provider';

export interface FirstPartyProviderDeps {
  /** Posts one batch to /analytics/v1/events; rejects when it was not stored. */
  send(events: AnalyticsEvent[], options: { keepalive: boolean }): Promise<void>;
  warn(message: string, error: unknown): void;
}

/** Events kept while uploads fail (a farm's signal): the oldest go first past this. */
export const ANALYTICS_QUEUE_MAX = 500;

export const ANALYTICS_UPLOAD_FAILED = 'Usage events could not be sent; they will be sent again';

/**
 * The default provider: events are stored by this platform's own API (POST
 * /analytics/v1/events), batched every ANALYTICS_FLUSH_INTERVAL_MS and sent with keepalive as
 * the page is hidden or left, like the client logs. A failed batch goes back to the front of
 * the queue.
 */
export function createFirstPartyProvider(deps: FirstPartyProviderDeps): AnalyticsProvider & {
  queued(): readonly AnalyticsEvent[];
} {
  let queue: AnalyticsEvent[] = [];
  let sending = false;

  async function flush({ keepalive = false }: { keepalive?: boolean } = {}): Promise<void> {
    if (sending || queue.length === 0) return;
    const batch = queue.slice(0, ANALYTICS_BATCH_MAX);
    queue = queue.slice(batch.length);
    sending = true;
    try {
      await deps.send(batch, { keepalive });
    } catch (error) {
      deps.warn(ANALYTICS_UPLOAD_FAILED, error);
      queue = [...batch, ...queue].slice(-ANALYTICS_QUEUE_MAX);
    } finally {
      sending = false;
    }
  }

  return {
    track(event) {
      queue.push(event);
      if (queue.length > ANALYTICS_QUEUE_MAX) queue = queue.slice(queue.length - ANALYTICS_QUEUE_MAX);
    },
    flush,
    start: (target: Window = window) => scheduleFlushes(flush, ANALYTICS_FLUSH_INTERVAL_MS, target),
    queued: () => queue,
  };
}

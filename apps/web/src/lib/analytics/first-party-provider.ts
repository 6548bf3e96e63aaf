import { ANALYTICS_BATCH_MAX, ANALYTICS_FLUSH_INTERVAL_MS, type AnalyticsEvent } from '@harvest/domain';
import { createUploadQueue } from '../upload-queue';
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
  const uploads = createUploadQueue<AnalyticsEvent>({
    send: (events, options) => deps.send(events, options),
    warn: (message, error) => deps.warn(message, error),
    failed: ANALYTICS_UPLOAD_FAILED,
    max: ANALYTICS_QUEUE_MAX,
    take: (queue) => queue.slice(0, ANALYTICS_BATCH_MAX),
  });
  return {
    track: uploads.push,
    flush: uploads.flush,
    start: (target?: Window) => uploads.start(ANALYTICS_FLUSH_INTERVAL_MS, target),
    queued: uploads.queued,
  };
}

import type { AnalyticsEvent } from '@harvest/domain';

/**
 * Where usage events go (spec platform §9). One interface, so a third-party provider can be
 * added by configuration without touching what the app tracks.
 */
export interface AnalyticsProvider {
  /** Queues one event. */
  track(event: AnalyticsEvent): void;
  /** Sends what is queued; `keepalive` as the page is left. */
  flush(options?: { keepalive?: boolean }): Promise<void>;
  /** Starts sending on its own schedule; answers the clean-up. */
  start(target?: Window): () => void;
}

/** Analytics off: nothing is kept and nothing is sent. */
export const noopAnalyticsProvider: AnalyticsProvider = {
  track: () => undefined,
  flush: async () => undefined,
  start: () => () => undefined,
};

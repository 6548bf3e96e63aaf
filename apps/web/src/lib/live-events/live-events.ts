import { LIVE_EVENTS_RETRY_MAX_MS, LIVE_EVENTS_RETRY_MS, type LiveEventName } from '@harvest/domain';
import { API_BASE } from '../api/send-once';
import { isTokenExpired } from '../api/jwt';
import { requestHeaders } from '../api/request-headers';
import { refreshTokens } from '../api/token-refresh';
import { sessionStore } from '../storage/session-store';
import { createSseParser, type ServerSentEvent } from './sse-parser';

export const LIVE_EVENTS_PATH = '/sys/v1/events';

export interface LiveEventsOptions {
  onEvent: (event: ServerSentEvent) => void;
  /** The connection's own fetch; the browser's by default. */
  fetch?: typeof fetch;
}

/** The wait before the next attempt after `previous`: doubling from the first, capped. */
export function nextRetryDelay(previous: number | null, base = LIVE_EVENTS_RETRY_MS): number {
  return previous === null ? base : Math.min(previous * 2, LIVE_EVENTS_RETRY_MAX_MS);
}

/**
 * One connection to GET /api/sys/v1/events (text/event-stream). It uses fetch, not
 * EventSource, because the API knows the caller only from the bearer token and the
 * organisation and impersonation headers, which EventSource cannot send. Each attempt
 * reads the session's current headers, so a refreshed token is used; an expired token is
 * refreshed first, and a 401 refreshes before the next attempt. A dropped stream is
 * retried after LIVE_EVENTS_RETRY_MS (or the server's `retry:`), doubling to
 * LIVE_EVENTS_RETRY_MAX_MS, back to the start once a stream opens. Answers stop().
 */
export function connectLiveEvents({ onEvent, fetch: fetchImpl = (...args) => fetch(...args) }: LiveEventsOptions) {
  let stopped = false;
  let controller: AbortController | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let base = LIVE_EVENTS_RETRY_MS;
  let delay: number | null = null;
  let lastEventId: string | null = null;
  let opened = false;

  const schedule = () => {
    if (stopped) return;
    delay = nextRetryDelay(delay, base);
    timer = setTimeout(() => void attempt(), delay);
  };

  const attempt = async () => {
    timer = null;
    if (stopped) return;
    controller = new AbortController();
    try {
      const access = sessionStore.getAccessToken();
      if (access && isTokenExpired(access, Date.now())) await refreshTokens();
      if (stopped) return;
      const headers = requestHeaders();
      headers.set('accept', 'text/event-stream');
      if (lastEventId !== null) headers.set('last-event-id', lastEventId);
      const response = await fetchImpl(`${API_BASE}${LIVE_EVENTS_PATH}`, {
        headers,
        signal: controller.signal,
        cache: 'no-store',
      });
      if (response.status === 401) {
        await refreshTokens();
      } else if (response.ok && response.body) {
        // Open: the next drop waits the first delay again.
        delay = null;
        // Whatever was sent while the stream was down was missed: its listeners load afresh.
        if (opened) for (const listener of reconnectListeners) listener();
        opened = true;
        const parser = createSseParser({
          onEvent: (event) => {
            lastEventId = event.id;
            onEvent(event);
          },
          onRetry: (ms) => {
            base = ms;
          },
        });
        const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
        for (;;) {
          const { done, value } = await reader.read();
          if (done) break;
          parser.push(value);
        }
      }
    } catch (error) {
      // A drop, a refused refresh (which signs out and so stops this) or stop() itself.
      if (!stopped) console.warn('Live events connection failed', error);
    }
    schedule();
  };

  void attempt();

  return function stop(): void {
    stopped = true;
    if (timer !== null) clearTimeout(timer);
    controller?.abort();
  };
}

const reconnectListeners = new Set<() => void>();

/** Listens for a stream opening again after a drop, when events may have been missed. Answers the unsubscribe. */
export function onLiveEventsReconnect(listener: () => void): () => void {
  reconnectListeners.add(listener);
  return () => reconnectListeners.delete(listener);
}

type LiveEventListener = (data: unknown) => void;
const listeners = new Map<LiveEventName, Set<LiveEventListener>>();

/** Listens for one kind of live event (its data parsed from JSON). Answers the unsubscribe. */
export function onLiveEvent(name: LiveEventName, listener: LiveEventListener): () => void {
  const set = listeners.get(name) ?? new Set();
  set.add(listener);
  listeners.set(name, set);
  return () => set.delete(listener);
}

/** Hands a received event to its listeners; data that is not JSON is dropped. */
export function publishLiveEvent(event: ServerSentEvent): void {
  const set = listeners.get(event.event as LiveEventName);
  if (!set || set.size === 0) return;
  let data: unknown;
  try {
    data = JSON.parse(event.data);
  } catch {
    console.warn('Live event with unreadable data', event.event);
    return;
  }
  for (const listener of set) listener(data);
}

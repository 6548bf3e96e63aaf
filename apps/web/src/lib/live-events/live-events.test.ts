import { LIVE_EVENTS_RETRY_MAX_MS, LIVE_EVENTS_RETRY_MS } from '@harvest/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeProfile, signInAs } from '../../test/session-fixtures';
import { refreshTokens } from '../api/token-refresh';
import { sessionStore } from '../storage/session-store';
import { connectLiveEvents, nextRetryDelay, onLiveEvent, onLiveEventsReconnect, publishLiveEvent } from './live-events';
import type { ServerSentEvent } from './sse-parser';

vi.mock('../api/token-refresh', () => ({ refreshTokens: vi.fn(() => Promise.resolve()), forgetTokenRefresh: vi.fn() }));

/** A stream the test writes to and closes. */
function controlledStream() {
  let controller: ReadableStreamDefaultController<Uint8Array> | null = null;
  const body = new ReadableStream<Uint8Array>({
    start(given) {
      controller = given;
    },
  });
  const encoder = new TextEncoder();
  return {
    response: new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } }),
    write: (text: string) => controller?.enqueue(encoder.encode(text)),
    end: () => controller?.close(),
  };
}

let stop: (() => void) | null = null;

beforeEach(() => {
  vi.useFakeTimers();
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  stop?.();
  stop = null;
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.mocked(refreshTokens).mockClear();
});

describe('live events connection', () => {
  it(`retries after ${LIVE_EVENTS_RETRY_MS} ms, doubling up to ${LIVE_EVENTS_RETRY_MAX_MS} ms`, async () => {
    expect(nextRetryDelay(null)).toBe(1_000);
    expect(nextRetryDelay(16_000)).toBe(30_000);
    expect(nextRetryDelay(30_000)).toBe(30_000);

    const fetchImpl = vi.fn(() => Promise.reject(new TypeError('offline')));
    stop = connectLiveEvents({ onEvent: vi.fn(), fetch: fetchImpl });
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    const waits = [1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000];
    for (const [index, wait] of waits.entries()) {
      await vi.advanceTimersByTimeAsync(wait - 1);
      expect(fetchImpl).toHaveBeenCalledTimes(index + 1);
      await vi.advanceTimersByTimeAsync(1);
      expect(fetchImpl).toHaveBeenCalledTimes(index + 2);
    }
  });

  it('sends the session headers, hands on events, and after a drop starts again from the first delay', async () => {
    signInAs(makeProfile());
    const streams = [controlledStream(), controlledStream()];
    const fetchImpl = vi.fn((_url: string | URL | Request, _init?: RequestInit) =>
      Promise.resolve((streams.shift() ?? controlledStream()).response),
    );
    const first = streams[0];
    const events: ServerSentEvent[] = [];
    stop = connectLiveEvents({ onEvent: (event) => events.push(event), fetch: fetchImpl });
    await vi.advanceTimersByTimeAsync(0);

    const [url, init] = fetchImpl.mock.calls[0] ?? [];
    expect(url).toBe('/api/sys/v1/events');
    const headers = new Headers(init?.headers);
    expect(headers.get('authorization')).toBe(`Bearer ${sessionStore.getAccessToken() ?? ''}`);
    expect(headers.get('accept')).toBe('text/event-stream');

    first?.write(`retry: ${LIVE_EVENTS_RETRY_MS}\n\n: heartbeat\n\nid: 1\nevent: notification\ndata: {"id":"n1"}\n\n`);
    await vi.advanceTimersByTimeAsync(0);
    expect(events).toEqual([{ event: 'notification', data: '{"id":"n1"}', id: '1' }]);

    first?.end();
    await vi.advanceTimersByTimeAsync(LIVE_EVENTS_RETRY_MS - 1);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchImpl).toHaveBeenCalledTimes(2);
    expect(new Headers(fetchImpl.mock.calls[1]?.[1]?.headers).get('last-event-id')).toBe('1');
  });

  it('tells its listeners when a stream opens again after a drop, not when it first opens', async () => {
    signInAs(makeProfile());
    const streams = [controlledStream(), controlledStream()];
    const fetchImpl = vi.fn(() => Promise.resolve((streams.shift() ?? controlledStream()).response));
    const first = streams[0];
    const reconnected = vi.fn();
    const unsubscribe = onLiveEventsReconnect(reconnected);
    stop = connectLiveEvents({ onEvent: vi.fn(), fetch: fetchImpl });
    await vi.advanceTimersByTimeAsync(0);
    expect(reconnected).not.toHaveBeenCalled();

    first?.end();
    await vi.advanceTimersByTimeAsync(LIVE_EVENTS_RETRY_MS);
    expect(fetchImpl).toHaveBeenCalledTimes(2);
    expect(reconnected).toHaveBeenCalledTimes(1);
    unsubscribe();
  });

  it('a 401 refreshes the tokens, and the next attempt carries the new one', async () => {
    signInAs(makeProfile());
    const fetchImpl = vi.fn((_url: string | URL | Request, _init?: RequestInit) =>
      Promise.resolve(new Response(null, { status: 401 })),
    );
    vi.mocked(refreshTokens).mockImplementation(() => {
      const tokens = sessionStore.getSnapshot().tokens;
      if (tokens) sessionStore.setTokens({ ...tokens, access: 'fresh-access' });
      return Promise.resolve();
    });
    stop = connectLiveEvents({ onEvent: vi.fn(), fetch: fetchImpl });
    await vi.advanceTimersByTimeAsync(0);
    expect(refreshTokens).toHaveBeenCalledOnce();
    await vi.advanceTimersByTimeAsync(LIVE_EVENTS_RETRY_MS);
    expect(new Headers(fetchImpl.mock.calls[1]?.[1]?.headers).get('authorization')).toBe('Bearer fresh-access');
  });

  it('stop() ends the stream and every retry', async () => {
    const stream = controlledStream();
    const fetchImpl = vi.fn(() => Promise.resolve(stream.response));
    const halt = connectLiveEvents({ onEvent: vi.fn(), fetch: fetchImpl });
    await vi.advanceTimersByTimeAsync(0);
    halt();
    await vi.advanceTimersByTimeAsync(LIVE_EVENTS_RETRY_MAX_MS * 4);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });

  it('listeners get the event data as JSON', () => {
    const listener = vi.fn();
    const unsubscribe = onLiveEvent('feature-flags', listener);
    publishLiveEvent({ event: 'feature-flags', data: '{"analytics":false}', id: null });
    publishLiveEvent({ event: 'feature-flags', data: 'not json', id: null });
    unsubscribe();
    publishLiveEvent({ event: 'feature-flags', data: '{}', id: null });
    expect(listener.mock.calls).toEqual([[{ analytics: false }]]);
  });
});

import {
  ANALYTICS_BATCH_MAX,
  ANALYTICS_FLUSH_INTERVAL_MS,
  analyticsBatchSchema,
  type AnalyticsEvent,
} from '@harvest/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ANALYTICS_QUEUE_MAX, ANALYTICS_UPLOAD_FAILED, createFirstPartyProvider } from './first-party-provider';

const event = (n: number): AnalyticsEvent => ({
  name: 'page_view',
  occurredAt: new Date(Date.UTC(2026, 10, 23, 10, 0, n % 60)).toISOString(),
  path: `/inventory/${n}`,
});

describe('the first-party analytics provider (platform §9)', () => {
  let send: ReturnType<typeof vi.fn<(events: AnalyticsEvent[], options: { keepalive: boolean }) => Promise<void>>>;
  let warn: ReturnType<typeof vi.fn<(message: string, error: unknown) => void>>;

  beforeEach(() => {
    vi.useFakeTimers();
    send = vi.fn(async () => undefined);
    warn = vi.fn();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('sends what it gathered every ANALYTICS_FLUSH_INTERVAL_MS (5 s), in batches the API accepts', async () => {
    const provider = createFirstPartyProvider({ send, warn });
    const stop = provider.start(window);
    for (let n = 0; n < ANALYTICS_BATCH_MAX + 3; n += 1) provider.track(event(n));

    await vi.advanceTimersByTimeAsync(ANALYTICS_FLUSH_INTERVAL_MS - 1);
    expect(send).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(send).toHaveBeenCalledTimes(1);
    const [first, options] = send.mock.calls[0]!;
    expect(first).toHaveLength(ANALYTICS_BATCH_MAX);
    expect(analyticsBatchSchema.safeParse(first).success).toBe(true);
    expect(options).toEqual({ keepalive: false });

    await vi.advanceTimersByTimeAsync(ANALYTICS_FLUSH_INTERVAL_MS);
    expect(send.mock.calls[1]![0]).toHaveLength(3);
    stop();
  });

  it('sends with keepalive as the page is left', async () => {
    const provider = createFirstPartyProvider({ send, warn });
    const stop = provider.start(window);
    provider.track(event(1));
    window.dispatchEvent(new Event('pagehide'));
    await vi.advanceTimersByTimeAsync(0);
    expect(send).toHaveBeenCalledWith([event(1)], { keepalive: true });
    stop();
  });

  it('puts a failed batch back at the front of the queue and says so on the console', async () => {
    send.mockRejectedValueOnce(new Error('offline'));
    const provider = createFirstPartyProvider({ send, warn });
    provider.track(event(1));
    await provider.flush();
    provider.track(event(2));
    expect(warn).toHaveBeenCalledWith(ANALYTICS_UPLOAD_FAILED, expect.any(Error));
    expect(provider.queued()).toEqual([event(1), event(2)]);
    await provider.flush();
    expect(send).toHaveBeenLastCalledWith([event(1), event(2)], { keepalive: false });
    expect(provider.queued()).toEqual([]);
  });

  it('keeps at most ANALYTICS_QUEUE_MAX events, dropping the oldest', () => {
    const provider = createFirstPartyProvider({ send, warn });
    for (let n = 0; n < ANALYTICS_QUEUE_MAX + 10; n += 1) provider.track(event(n));
    expect(provider.queued()).toHaveLength(ANALYTICS_QUEUE_MAX);
    expect(provider.queued()[0]).toEqual(event(10));
  });

  it('stops sending once stopped', async () => {
    const provider = createFirstPartyProvider({ send, warn });
    provider.start(window)();
    provider.track(event(1));
    await vi.advanceTimersByTimeAsync(ANALYTICS_FLUSH_INTERVAL_MS * 3);
    window.dispatchEvent(new Event('pagehide'));
    expect(send).not.toHaveBeenCalled();
  });
});

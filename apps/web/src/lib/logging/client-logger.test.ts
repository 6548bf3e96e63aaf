import { LOG_BATCH_MAX, LOG_FLUSH_INTERVAL_MS, type ClientLogEntry } from '@harvest/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createClientLogger,
  KEEPALIVE_BODY_MAX,
  LOG_QUEUE_MAX,
  LOG_UPLOAD_FAILED,
  type ClientLoggerDeps,
  type LogSubjectNow,
} from './client-logger';

const USER = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';

function setup(subject: LogSubjectNow = { allowed: true, userId: USER, region: 'GB' }) {
  const sent: { entries: ClientLogEntry[]; keepalive: boolean }[] = [];
  const send = vi.fn<ClientLoggerDeps['send']>(async (entries, { keepalive }) => {
    sent.push({ entries, keepalive });
  });
  const warn = vi.fn<ClientLoggerDeps['warn']>();
  const current = { subject };
  const logger = createClientLogger({
    send,
    subject: () => current.subject,
    appVersion: '1.2.3',
    now: () => new Date(),
    warn,
  });
  return { logger, send, sent, warn, current };
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-11-23T10:00:00.000Z'));
});

afterEach(() => {
  vi.useRealTimers();
});

describe('client logger (platform §3, §7, §8, §9)', () => {
  it('queues entries with the spec fields: timestamp, level, message, data, app version, user, region, service, meta.platform', () => {
    const { logger } = setup();
    logger.error('Route crashed', { status: 500 }, ['route-error']);
    logger.warn('Slow');
    logger.debug('Detail');
    expect(logger.queued()).toEqual([
      {
        timestamp: '2026-11-23T10:00:00.000Z',
        level: 'error',
        message: 'Route crashed',
        data: { status: 500 },
        app: { version: '1.2.3' },
        userId: USER,
        region: 'GB',
        service: 'web',
        meta: { platform: 'web' },
        tags: ['route-error'],
      },
      expect.objectContaining({ level: 'warn', message: 'Slow', data: null }),
      expect.objectContaining({ level: 'debug', message: 'Detail' }),
    ]);
  });

  it('flushes every 5 s (platform §9), and sends nothing when nothing is queued', async () => {
    const { logger, send, sent } = setup();
    const stop = logger.start();
    logger.error('one');
    await vi.advanceTimersByTimeAsync(LOG_FLUSH_INTERVAL_MS - 1);
    expect(send).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(sent).toEqual([{ entries: [expect.objectContaining({ message: 'one' })], keepalive: false }]);
    expect(logger.queued()).toEqual([]);

    await vi.advanceTimersByTimeAsync(LOG_FLUSH_INTERVAL_MS * 3);
    expect(send).toHaveBeenCalledTimes(1);
    stop();
  });

  it('flushes with keepalive when the page is hidden or left (platform §7: on page unload)', async () => {
    const { logger, sent } = setup();
    const stop = logger.start();
    logger.error('before leaving');
    window.dispatchEvent(new Event('pagehide'));
    await vi.advanceTimersByTimeAsync(0);
    expect(sent).toEqual([{ entries: [expect.objectContaining({ message: 'before leaving' })], keepalive: true }]);

    logger.warn('tab hidden');
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    await vi.advanceTimersByTimeAsync(0);
    expect(sent[1]).toEqual({ entries: [expect.objectContaining({ message: 'tab hidden' })], keepalive: true });
    visibility.mockRestore();
    stop();
  });

  it('stops flushing once stopped', async () => {
    const { logger, send } = setup();
    logger.start()();
    logger.error('kept');
    window.dispatchEvent(new Event('pagehide'));
    await vi.advanceTimersByTimeAsync(LOG_FLUSH_INTERVAL_MS * 2);
    expect(send).not.toHaveBeenCalled();
  });

  it('on a failed upload tells the console and re-queues the entries ahead of newer ones (platform §8)', async () => {
    const { logger, send, sent, warn } = setup();
    const failure = new Error('offline');
    send.mockRejectedValueOnce(failure);
    const stop = logger.start();
    logger.error('first');
    await vi.advanceTimersByTimeAsync(LOG_FLUSH_INTERVAL_MS);
    expect(warn).toHaveBeenCalledWith(LOG_UPLOAD_FAILED, failure);
    logger.error('second');
    expect(logger.queued().map((entry) => entry.message)).toEqual(['first', 'second']);

    await vi.advanceTimersByTimeAsync(LOG_FLUSH_INTERVAL_MS);
    expect(sent.at(-1)?.entries.map((entry) => entry.message)).toEqual(['first', 'second']);
    expect(logger.queued()).toEqual([]);
    stop();
  });

  it(`sends at most ${LOG_BATCH_MAX} entries a flush, the oldest first`, async () => {
    const { logger, sent } = setup();
    for (let i = 0; i < LOG_BATCH_MAX + 5; i += 1) logger.debug(`e${i}`);
    await logger.flush();
    expect(sent[0]?.entries).toHaveLength(LOG_BATCH_MAX);
    expect(sent[0]?.entries[0]?.message).toBe('e0');
    expect(logger.queued().map((entry) => entry.message)).toEqual(['e100', 'e101', 'e102', 'e103', 'e104']);
  });

  it('keeps a keepalive body under the 64 KB a page may send as it goes', async () => {
    const { logger, sent } = setup();
    for (let i = 0; i < 40; i += 1) logger.debug(`e${i}`, { detail: 'x'.repeat(3_000) });
    await logger.flush({ keepalive: true });
    const body = JSON.stringify(sent[0]?.entries);
    expect(body.length).toBeLessThanOrEqual(KEEPALIVE_BODY_MAX);
    expect(sent[0]?.entries.length).toBeGreaterThan(1);
    expect(logger.queued().length + (sent[0]?.entries.length ?? 0)).toBe(40);
  });

  it(`keeps at most ${LOG_QUEUE_MAX} entries while uploads fail, dropping the oldest`, () => {
    const { logger } = setup();
    for (let i = 0; i < LOG_QUEUE_MAX + 3; i += 1) logger.debug(`e${i}`);
    expect(logger.queued()).toHaveLength(LOG_QUEUE_MAX);
    expect(logger.queued()[0]?.message).toBe('e3');
  });

  it('queues and sends nothing for someone who may not send logs (platform §6)', async () => {
    const { logger, send } = setup({ allowed: false, userId: USER, region: 'GB' });
    logger.error('ignored');
    expect(logger.queued()).toEqual([]);
    await logger.flush();
    expect(send).not.toHaveBeenCalled();
  });

  it('drops what was queued when the user signs out before the flush', async () => {
    const { logger, send, current } = setup();
    logger.error('theirs');
    current.subject = { allowed: false, userId: null, region: null };
    await logger.flush();
    expect(send).not.toHaveBeenCalled();
    expect(logger.queued()).toEqual([]);
  });

  it('never sends two uploads at once', async () => {
    const { logger, send } = setup();
    let release = () => {};
    send.mockImplementationOnce(() => new Promise<void>((resolve) => (release = resolve)));
    logger.error('a');
    const first = logger.flush();
    logger.error('b');
    await logger.flush();
    expect(send).toHaveBeenCalledTimes(1);
    release();
    await first;
    await logger.flush();
    expect(send).toHaveBeenCalledTimes(2);
  });
});

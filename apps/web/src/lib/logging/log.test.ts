import { LOG_FLUSH_INTERVAL_MS } from '@harvest/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { adminProfile, haulierProfile, makeProfile, signInAs } from '../../test/session-fixtures';
import { apiRequest } from '../api/api-request';
import { APP_VERSION } from '../app-info';
import { LOG_UPLOAD_FAILED } from './client-logger';
import { log, startClientLogging } from './log';

const fetchMock = vi.fn<typeof fetch>();

function accepted(): Response {
  return new Response(JSON.stringify({ status: 202, message: 'Accepted', data: { accepted: 1 } }), {
    status: 202,
    headers: { 'content-type': 'application/json' },
  });
}

function failed(status: number): Response {
  return new Response(JSON.stringify({ status, message: 'Bad gateway', data: null, errors: [{ message: 'x' }] }), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

function logUploads(): { body: unknown[]; init: RequestInit; headers: Headers }[] {
  return fetchMock.mock.calls
    .filter(([url]) => String(url) === '/api/log/v1/logs')
    .map(([, init = {}]) => ({
      body: JSON.parse(String(init.body)) as unknown[],
      init,
      headers: new Headers(init.headers),
    }));
}

let stop: () => void = () => {};

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(async () => {
  stop();
  // Leave nothing queued for the next test.
  fetchMock.mockResolvedValue(accepted());
  await log.flush();
  fetchMock.mockReset();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('the app logger', () => {
  it('sends a signed-in inventory user’s entries with the bearer header every 5 s', async () => {
    const profile = makeProfile();
    signInAs(profile);
    fetchMock.mockResolvedValue(accepted());
    stop = startClientLogging();

    log.warn('Something odd', { where: 'stock' });
    await vi.advanceTimersByTimeAsync(LOG_FLUSH_INTERVAL_MS);

    const [upload] = logUploads();
    expect(upload?.init.method).toBe('POST');
    expect(upload?.headers.get('authorization')).toMatch(/^Bearer /);
    expect(upload?.body).toEqual([
      expect.objectContaining({
        level: 'warn',
        message: 'Something odd',
        data: { where: 'stock' },
        app: { version: APP_VERSION },
        userId: profile.userId,
        region: 'GB',
        service: 'web',
        meta: { platform: 'web' },
      }),
    ]);
  });

  it('sends with keepalive when the page is left, so the upload outlives it', async () => {
    signInAs(makeProfile());
    fetchMock.mockResolvedValue(accepted());
    stop = startClientLogging();
    log.error('Leaving');
    window.dispatchEvent(new Event('pagehide'));
    await vi.advanceTimersByTimeAsync(0);
    expect(logUploads()[0]?.init.keepalive).toBe(true);
  });

  it('sends nothing for a system administrator, nor for an organisation without inventory (platform §6)', async () => {
    fetchMock.mockResolvedValue(accepted());
    stop = startClientLogging();
    for (const profile of [adminProfile(), haulierProfile()]) {
      signInAs(profile);
      log.error('Not sent');
      await vi.advanceTimersByTimeAsync(LOG_FLUSH_INTERVAL_MS);
    }
    expect(logUploads()).toEqual([]);
  });

  it('re-queues on a failed upload with a console message, without logging its own failure', async () => {
    signInAs(makeProfile());
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    fetchMock.mockResolvedValueOnce(failed(502));
    stop = startClientLogging();
    log.error('Kept for later');
    await vi.advanceTimersByTimeAsync(LOG_FLUSH_INTERVAL_MS);
    expect(warn).toHaveBeenCalledWith(LOG_UPLOAD_FAILED, expect.anything());
    expect(log.queued().map((entry) => entry.message)).toEqual(['Kept for later']);

    fetchMock.mockResolvedValue(accepted());
    await vi.advanceTimersByTimeAsync(LOG_FLUSH_INTERVAL_MS);
    expect(logUploads().at(-1)?.body).toEqual([expect.objectContaining({ message: 'Kept for later' })]);
  });

  it('logs an API call that failed on the server’s side (5xx), tagged api', async () => {
    signInAs(makeProfile());
    stop = startClientLogging();
    fetchMock.mockResolvedValueOnce(failed(500));
    await expect(apiRequest('GET', '/customers/users')).rejects.toMatchObject({ status: 500 });
    fetchMock.mockResolvedValueOnce(failed(404));
    await expect(apiRequest('GET', '/customers/users/x')).rejects.toMatchObject({ status: 404 });
    expect(log.queued()).toEqual([
      expect.objectContaining({
        level: 'error',
        message: 'API GET /customers/users answered 500',
        tags: ['api'],
        data: expect.objectContaining({ status: 500, path: '/customers/users' }),
      }),
    ]);
  });
});

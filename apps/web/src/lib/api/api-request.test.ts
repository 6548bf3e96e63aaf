import { API_TIMEOUT_MS, HEADERS, messages } from '@harvest/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error';
import { apiRequest } from './api-request';

function jsonResponse(body: unknown, init: { status?: number; headers?: Record<string, string> } = {}): Response {
  return new Response(JSON.stringify(body), {
    status: init.status ?? 200,
    headers: { 'content-type': 'application/json', ...init.headers },
  });
}

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

function lastRequest(): { url: string; init: RequestInit; headers: Headers } {
  const call = fetchMock.mock.calls.at(-1);
  if (!call) throw new Error('fetch was not called');
  const [url, init = {}] = call;
  return { url: String(url), init, headers: new Headers(init.headers) };
}

describe('apiRequest', () => {
  it('unwraps the envelope into data, pagination and message, with the reply headers', async () => {
    const pagination = { currentPage: 2, limit: 25, totalDocuments: 60, prev: 0, next: 50, currentDocumentIndex: 25 };
    fetchMock.mockResolvedValue(jsonResponse({ status: 200, message: 'OK', data: [{ id: 1 }], pagination }));

    const result = await apiRequest<{ id: number }[]>('GET', '/dev/mailbox', { query: { offset: 25, limit: 25 } });

    expect(result).toEqual({ data: [{ id: 1 }], pagination, message: 'OK', headers: expect.any(Headers) });
    expect(result.headers.get('content-type')).toMatch(/json/);
  });

  it('answers null pagination when the reply has none', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ status: 200, message: 'OK', data: { ok: true } }));
    const result = await apiRequest('GET', '/health');
    expect(result.pagination).toBeNull();
  });

  it('builds the url under /api and leaves empty query values out', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ status: 200, message: 'OK', data: [] }));
    await apiRequest('GET', '/dev/mailbox', { query: { offset: 0, to: '', status: null, f: ['a:1', 'b:2'] } });
    expect(lastRequest().url).toBe('/api/dev/mailbox?offset=0&f=a%3A1&f=b%3A2');
  });

  it('sends the headers the API expects of every client', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ status: 200, message: 'OK', data: null }));
    await apiRequest('POST', '/things', { body: { name: 'Wheat' } });

    const { init, headers } = lastRequest();
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"name":"Wheat"}');
    expect(headers.get('content-type')).toBe('application/json');
    expect(headers.get(HEADERS.appVersion)).toBe(__APP_VERSION__);
    expect(headers.get(HEADERS.timezoneOffset)).toBe(String(new Date().getTimezoneOffset()));
    expect(headers.get(HEADERS.deviceInfo)).toMatch(/^web; /);
    // No session yet, so no credentials.
    expect(headers.get('authorization')).toBeNull();
    expect(headers.get(HEADERS.organisationId)).toBeNull();
  });

  it('parses the data with a schema when one is given', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ status: 200, message: 'OK', data: { n: '3' } }));
    const schema = { parse: (input: unknown) => Number((input as { n: string }).n) };
    const result = await apiRequest('GET', '/n', { schema });
    expect(result.data).toBe(3);
  });

  it('throws ApiError with the first error message and the validation list for a 4xx', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(
        {
          status: 400,
          message: 'Bad request',
          data: null,
          errors: [{ message: messages.errors.badRequest }],
          validation: [{ field: 'limit', message: 'Must be at most 100' }],
        },
        { status: 400 },
      ),
    );

    const error = await apiRequest('GET', '/dev/mailbox').catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      message: messages.errors.badRequest,
      validation: [{ field: 'limit', message: 'Must be at most 100' }],
      offline: false,
    });
  });

  it('flags an out-of-date client when the reply carries x-offline: true', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(
        { status: 503, message: messages.errors.outOfDate, data: null },
        { status: 503, headers: { [HEADERS.offline]: 'true' } },
      ),
    );

    const error = await apiRequest('GET', '/health').catch((caught: unknown) => caught);

    expect(error).toMatchObject({ status: 503, offline: true, message: messages.errors.outOfDate });
  });

  it('keeps the data of a failed reply (health reports itself with a 503)', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse({ status: 503, message: 'Unhealthy', data: { database: 'unreachable' } }, { status: 503 }),
    );
    const error = await apiRequest('GET', '/health').catch((caught: unknown) => caught);
    expect(error).toMatchObject({ status: 503, offline: false, data: { database: 'unreachable' } });
  });

  it('throws ApiError for a reply that is not an envelope', async () => {
    fetchMock.mockResolvedValue(new Response('<html>Bad gateway</html>', { status: 502 }));
    const error = await apiRequest('GET', '/health').catch((caught: unknown) => caught);
    expect(error).toMatchObject({ status: 502, message: messages.errors.somethingWentWrong });
  });

  it('reports no connection as status 0', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const error = await apiRequest('GET', '/health').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 0, message: messages.errors.noInternet, timedOut: false });
  });

  it(`gives up after ${API_TIMEOUT_MS} ms`, async () => {
    vi.useFakeTimers();
    fetchMock.mockImplementation(
      (_url, init) =>
        new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
        }),
    );

    const pending = apiRequest('GET', '/slow').catch((caught: unknown) => caught);
    await vi.advanceTimersByTimeAsync(API_TIMEOUT_MS - 1);
    expect(fetchMock.mock.calls[0]?.[1]?.signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);

    expect(await pending).toMatchObject({ status: 0, timedOut: true, message: messages.errors.timedOut });
  });

  it("passes the caller's own abort through as it is", async () => {
    fetchMock.mockImplementation(
      (_url, init) =>
        new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
        }),
    );
    const controller = new AbortController();
    const pending = apiRequest('GET', '/slow', { signal: controller.signal }).catch((caught: unknown) => caught);
    controller.abort();

    const error = await pending;
    expect(error).not.toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ name: 'AbortError' });
  });
});

describe('Idempotency-Key (DESIGN §2)', () => {
  it('sends a fresh key with every POST and none with a GET', async () => {
    fetchMock.mockImplementation(() => Promise.resolve(jsonResponse({ status: 200, message: 'OK', data: null })));
    await apiRequest('POST', '/customers/invite', { body: {} });
    const first = lastRequest().headers.get(HEADERS.idempotencyKey);
    await apiRequest('POST', '/customers/invite', { body: {} });
    const second = lastRequest().headers.get(HEADERS.idempotencyKey);
    await apiRequest('GET', '/customers/invites');
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    expect(second).not.toBe(first);
    expect(lastRequest().headers.get(HEADERS.idempotencyKey)).toBeNull();
  });

  it("keeps a caller's own key", async () => {
    fetchMock.mockResolvedValue(jsonResponse({ status: 200, message: 'OK', data: null }));
    await apiRequest('POST', '/customers/invite', { body: {}, headers: { [HEADERS.idempotencyKey]: 'mine' } });
    expect(lastRequest().headers.get(HEADERS.idempotencyKey)).toBe('mine');
  });
});

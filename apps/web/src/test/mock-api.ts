import { vi } from 'vitest';
import { envelopeResponse } from './render-route';

export interface MockRequest {
  url: URL;
  method: string;
  headers: Headers;
  body: unknown;
}

type Reply = (request: MockRequest) => Response | Promise<Response>;

/**
 * Stubs fetch with replies by 'METHOD /api/path' (the query is ignored); anything else
 * answers 404. Returns the mock, whose calls list every request sent.
 */
export function mockApi(replies: Record<string, Reply>) {
  const fetchMock = vi.fn<typeof fetch>((input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const reply = replies[`${method} ${url.pathname}`];
    if (!reply) {
      return Promise.resolve(
        envelopeResponse({ status: 404, message: 'There is nothing at this address', data: null }),
      );
    }
    return Promise.resolve(reply({ url, method, headers: new Headers(init?.headers), body }));
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The requests sent to one 'METHOD /api/path'. */
export function requestsTo(fetchMock: ReturnType<typeof mockApi>, key: string): MockRequest[] {
  return fetchMock.mock.calls
    .map(([input, init]) => ({
      url: new URL(String(input), 'http://localhost'),
      method: init?.method ?? 'GET',
      headers: new Headers(init?.headers),
      body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
    }))
    .filter((request) => `${request.method} ${request.url.pathname}` === key);
}

export const ok =
  (data: unknown, extra: { message?: string; pagination?: unknown } = {}) =>
  () =>
    envelopeResponse({ data, ...extra });

export const fail = (status: number, message: string, validation?: { field: string; message: string }[]) => () =>
  new Response(JSON.stringify({ status, message, data: null, errors: [{ message }], validation }), {
    status,
    headers: { 'content-type': 'application/json' },
  });

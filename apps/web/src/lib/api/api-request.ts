import { API_TIMEOUT_MS, HEADERS, messages, type Envelope, type Pagination } from '@harvest/domain';
import { ApiError } from './api-error';
import { requestHeaders } from './request-headers';

export const API_BASE = '/api';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

type QueryValue = string | number | boolean | null | undefined;

export interface ApiRequestOptions<T> {
  /** Empty values (undefined, null, '') are left out; arrays repeat the key (f=a&f=b). */
  query?: Record<string, QueryValue | readonly QueryValue[]>;
  body?: unknown;
  signal?: AbortSignal;
  /** A domain schema for the reply's data, so the client never trusts a hand-written type. */
  schema?: { parse(input: unknown): T };
}

export interface ApiResult<T> {
  data: T;
  pagination: Pagination | null;
  message: string;
}

function buildUrl(path: string, query: ApiRequestOptions<unknown>['query']): string {
  const params = new URLSearchParams();
  for (const [key, raw] of Object.entries(query ?? {})) {
    const values = Array.isArray(raw) ? raw : [raw];
    for (const value of values) {
      if (value === undefined || value === null || value === '') continue;
      params.append(key, String(value));
    }
  }
  const search = params.toString();
  return `${API_BASE}${path}${search ? `?${search}` : ''}`;
}

function isEnvelope(value: unknown): value is Envelope<unknown> {
  return typeof value === 'object' && value !== null && 'status' in value && 'data' in value;
}

async function readEnvelope(response: Response): Promise<Envelope<unknown> | null> {
  try {
    const body: unknown = await response.json();
    return isEnvelope(body) ? body : null;
  } catch {
    return null;
  }
}

function failureMessage(status: number, offline: boolean, envelope: Envelope<unknown> | null): string {
  if (offline) return messages.errors.outOfDate;
  // The spec shows the first of the reply's errors; the envelope message is the fallback.
  const first = envelope?.errors?.[0]?.message ?? envelope?.message;
  if (first) return first;
  return status === 404 ? messages.errors.notFound : messages.errors.somethingWentWrong;
}

/**
 * Calls the API and unwraps its envelope. Throws ApiError for any non-2xx reply, for no
 * connection (status 0) and after API_TIMEOUT_MS (status 0, timedOut). A caller's own
 * abort is passed through untouched so TanStack Query can treat it as a cancellation.
 */
export async function apiRequest<T>(
  method: HttpMethod,
  path: string,
  options: ApiRequestOptions<T> = {},
): Promise<ApiResult<T>> {
  const { query, body, signal, schema } = options;
  const controller = new AbortController();
  const timeout = setTimeout(() => controller.abort(new DOMException('timed out', 'TimeoutError')), API_TIMEOUT_MS);
  const forwardAbort = () => controller.abort(signal?.reason);
  if (signal?.aborted) forwardAbort();
  signal?.addEventListener('abort', forwardAbort, { once: true });

  /** The caller's abort passes through; our own abort is the timeout; anything else is `otherwise`. */
  function abortOr(error: unknown, otherwise: ApiError | null): unknown {
    if (signal?.aborted) return signal.reason ?? error;
    if (controller.signal.aborted) {
      return new ApiError({ status: 0, message: messages.errors.timedOut, timedOut: true });
    }
    return otherwise ?? error;
  }

  const headers = requestHeaders();
  if (body !== undefined) headers.set('content-type', 'application/json');

  // The timer runs until the body is read: a reply that stalls half way is a timeout too.
  try {
    let response: Response;
    try {
      response = await fetch(buildUrl(path, query), {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: controller.signal,
        credentials: 'same-origin',
      });
    } catch (error) {
      throw abortOr(error, new ApiError({ status: 0, message: messages.errors.noInternet }));
    }
    const envelope = await readEnvelope(response);
    if (controller.signal.aborted) throw abortOr(controller.signal.reason, null);
    return unwrap(response, envelope, schema);
  } finally {
    clearTimeout(timeout);
    signal?.removeEventListener('abort', forwardAbort);
  }
}

function unwrap<T>(
  response: Response,
  envelope: Envelope<unknown> | null,
  schema: ApiRequestOptions<T>['schema'],
): ApiResult<T> {
  if (!response.ok) {
    const offline = response.headers.get(HEADERS.offline) === 'true';
    throw new ApiError({
      status: response.status,
      message: failureMessage(response.status, offline, envelope),
      validation: envelope?.validation,
      offline,
      data: envelope?.data,
    });
  }
  if (!envelope) {
    throw new ApiError({ status: response.status, message: messages.errors.somethingWentWrong });
  }
  return {
    data: schema ? schema.parse(envelope.data) : (envelope.data as T),
    pagination: envelope.pagination ?? null,
    message: envelope.message,
  };
}

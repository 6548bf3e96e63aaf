import { API_TIMEOUT_MS, HEADERS, messages, type Envelope, type Pagination } from '@harvest/domain';
import { ApiError } from './api-error';
import { requestHeaders } from './request-headers';
import { noteServerTime } from '../server-clock/server-clock';

export const API_BASE = '/api';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

type QueryValue = string | number | boolean | null | undefined;

/**
 * - `none`: no credentials at all (sign-in, password reset, magic links).
 * - `session` (default): the session's credentials when there are any, refreshed as needed.
 * - `required`: the call makes no sense signed out; with no tokens the user is signed out
 *   with 'No auth tokens found' (spec §8) and the call is not sent.
 */
export type AuthMode = 'none' | 'session' | 'required';

export interface ApiRequestOptions<T> {
  /** Empty values (undefined, null, '') are left out; arrays repeat the key (f=a&f=b). */
  query?: Record<string, QueryValue | readonly QueryValue[]>;
  body?: unknown;
  signal?: AbortSignal;
  /** A domain schema for the reply's data, so the client never trusts a hand-written type. */
  schema?: { parse(input: unknown): T };
  auth?: AuthMode;
  /** False: send the tokens as they are, never refresh or retry (logout must not sign in again). */
  refresh?: boolean;
  /** Extra headers for this call only. */
  headers?: Record<string, string>;
  /** Let the request outlive the page (sent as the page is hidden or closed); bodies up to 64 KB. */
  keepalive?: boolean;
}

export interface ApiResult<T> {
  data: T;
  pagination: Pagination | null;
  message: string;
  /** The reply's headers (an ETag, a content disposition). */
  headers: Headers;
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

/** One call, no refresh or retry: what apiRequest repeats, and what the token refresh uses. */
export async function sendOnce<T>(
  method: HttpMethod,
  path: string,
  options: ApiRequestOptions<T>,
  credentials: boolean,
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

  const headers = requestHeaders({ credentials });
  for (const [name, value] of Object.entries(options.headers ?? {})) headers.set(name, value);
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
        ...(options.keepalive ? { keepalive: true } : {}),
      });
    } catch (error) {
      throw abortOr(error, new ApiError({ status: 0, message: messages.errors.noInternet }));
    }
    noteServerTime(response.headers.get(HEADERS.serverTime));
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
    headers: response.headers,
  };
}

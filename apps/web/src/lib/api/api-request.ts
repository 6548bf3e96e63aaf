import { API_RETRY_LIMIT, HEADERS, IMPERSONATION_ENDED_STATUS, messages } from '@harvest/domain';
import { endSession } from '../session/end-session';
import { emitSessionEvent } from '../session/session-events';
import { sessionStore } from '../storage/session-store';
import { ApiError, isApiError } from './api-error';
import { reportApiFailure } from './api-failures';
import { randomKey, saveKeeper, takeSaveKey } from './save-key';
import { isTokenExpired } from './jwt';
import { sendOnce, type ApiRequestOptions, type ApiResult, type HttpMethod } from './send-once';
import { refreshTokens } from './token-refresh';

export { API_BASE, type ApiRequestOptions, type ApiResult, type AuthMode, type HttpMethod } from './send-once';

/**
 * Calls the API and unwraps its envelope (DESIGN §2, spec §8). Throws ApiError for any
 * non-2xx reply, for no connection (status 0) and after API_TIMEOUT_MS (status 0, timedOut).
 * A caller's own abort is passed through untouched so TanStack Query can treat it as a
 * cancellation.
 *
 * With a session: an access token past its expiry is refreshed first; a 401 (or a 403
 * while impersonating) refreshes and retries, up to API_RETRY_LIMIT times; a 440 ends the
 * impersonation here and tells the app.
 */
export async function apiRequest<T>(
  method: HttpMethod,
  path: string,
  given: ApiRequestOptions<T> = {},
): Promise<ApiResult<T>> {
  // Before any await: the save's key is the first change its mutation sends (save-key.ts).
  const saveKey = method === 'GET' ? null : takeSaveKey();
  const options = withIdempotencyKey(method, given, saveKey);
  const keeper = saveKeeper();
  if (saveKey !== null && options.auth !== 'none' && keeper?.shouldKeep(path)) {
    // Offline, or behind saves still waiting: kept on the device and sent in order (lib/offline/kept-save-queue.ts).
    const key = options.headers?.[HEADERS.idempotencyKey] ?? saveKey;
    const result = await keeper.keep({ method, path, body: options.body, key });
    return { ...result, data: options.schema ? options.schema.parse(result.data) : (result.data as T) };
  }
  try {
    return await requestWithSession(method, path, options);
  } catch (error) {
    // A server failure is worth a client log entry; an out-of-date client's 503 is expected.
    if (isApiError(error) && error.status >= 500 && !error.offline) {
      reportApiFailure({ method, path, status: error.status, message: error.message });
    }
    throw error;
  }
}

async function requestWithSession<T>(
  method: HttpMethod,
  path: string,
  options: ApiRequestOptions<T>,
): Promise<ApiResult<T>> {
  const mode = options.auth ?? 'session';
  if (mode === 'none') return sendOnce(method, path, options, false);

  const signedIn = Boolean(sessionStore.getAccessToken() && sessionStore.getIdToken());
  if (!signedIn) {
    if (mode === 'required') {
      endSession(messages.auth.noAuthTokens);
      throw new ApiError({ status: 401, message: messages.auth.noAuthTokens });
    }
    return sendOnce(method, path, options, true);
  }

  const mayRefresh = options.refresh !== false;
  const access = sessionStore.getAccessToken();
  if (mayRefresh && access && isTokenExpired(access, Date.now())) await refreshTokens();

  for (let retries = 0; ; retries += 1) {
    const sentWith = sessionStore.getAccessToken();
    try {
      return await sendOnce(method, path, options, true);
    } catch (error) {
      if (!isApiError(error)) throw error;
      if (error.status === IMPERSONATION_ENDED_STATUS) {
        endImpersonationLocally();
        throw error;
      }
      const impersonating = sessionStore.getImpersonationToken() !== null;
      const refused = error.status === 401 || (error.status === 403 && impersonating);
      if (!refused || !mayRefresh || retries >= API_RETRY_LIMIT) throw error;
      // Another call may have refreshed while this one was out: then the new token is enough.
      if (sessionStore.getAccessToken() === sentWith) await refreshTokens();
    }
  }
}

/** A 440: the impersonation is over; the app hears it and goes back to business accounts (spec §8). */
export function endImpersonationLocally(): void {
  if (!sessionStore.getImpersonationToken()) return;
  sessionStore.endImpersonation();
  emitSessionEvent({ type: 'impersonation-ended', message: messages.auth.impersonationEnded });
}

export { randomKey };

/**
 * Every POST carries one Idempotency-Key, the same through all of its retries, so the API
 * can answer a retry with the first reply instead of doing the thing twice (DESIGN §2). A save
 * (a mutation) brings its own, kept while it waits offline and through its resends (save-key.ts).
 */
function withIdempotencyKey<T>(
  method: HttpMethod,
  options: ApiRequestOptions<T>,
  saveKey: string | null,
): ApiRequestOptions<T> {
  if (method !== 'POST') return options;
  if (options.headers?.[HEADERS.idempotencyKey]) return options;
  return { ...options, headers: { ...options.headers, [HEADERS.idempotencyKey]: saveKey ?? randomKey() } };
}

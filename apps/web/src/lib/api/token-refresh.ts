import { HEADERS, messages, TOKEN_REFRESH_WAIT_MS, tokensResponseSchema } from '@harvest/domain';
import { endSession } from '../session/end-session';
import { sessionStore } from '../storage/session-store';
import { ApiError, isApiError } from './api-error';
import { sendOnce } from './send-once';

interface RefreshAttempt {
  promise: Promise<void>;
  settledAt: number | null;
}

let last: RefreshAttempt | null = null;

/**
 * Swaps the refresh token for new tokens (spec §4). Calls that need a refresh at the same
 * time share one request, and for TOKEN_REFRESH_WAIT_MS after an attempt its outcome
 * stands: the refresh token rotates, and sending the old one twice would end the session.
 * No refresh token, or a refresh the API refuses, signs out with 'Session expired'.
 */
export function refreshTokens(): Promise<void> {
  if (last && (last.settledAt === null || Date.now() - last.settledAt < TOKEN_REFRESH_WAIT_MS)) {
    return last.promise;
  }
  const attempt: RefreshAttempt = { promise: Promise.resolve(), settledAt: null };
  attempt.promise = refreshOnce().finally(() => {
    attempt.settledAt = Date.now();
  });
  last = attempt;
  return attempt.promise;
}

/** Forgets the last attempt: a new session starts with a clean slate (and so does each test). */
export function forgetTokenRefresh(): void {
  last = null;
}

const REFRESH_LOCK = 'harvest:token-refresh';

/**
 * Tabs share one refresh token, and the API ends the session when a spent one comes back,
 * so the tabs take turns through a Web Lock. The tab that waited reads storage again: when
 * another tab has just rotated the tokens there is nothing left to do.
 */
async function refreshOnce(): Promise<void> {
  const before = sessionStore.getRefreshToken();
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (!locks) return exchange(before);
  await locks.request(REFRESH_LOCK, async () => {
    sessionStore.reload();
    const current = sessionStore.getRefreshToken();
    if (before && current && current !== before) return;
    await exchange(current);
  });
}

async function exchange(refresh: string | null): Promise<void> {
  if (!refresh) throw expire();
  try {
    const { data } = await sendOnce(
      'GET',
      '/auth/tokens',
      { schema: tokensResponseSchema, headers: { [HEADERS.refreshToken]: refresh } },
      false,
    );
    sessionStore.setTokens(data.tokens);
  } catch (error) {
    // No answer, or the server failing, says nothing about the session: keep it and let the call fail.
    if (isApiError(error) && (error.status === 0 || error.status >= 500)) throw error;
    console.error('Token refresh failed', error);
    throw expire();
  }
}

function expire(): ApiError {
  endSession(messages.auth.sessionExpired);
  return new ApiError({ status: 401, message: messages.auth.sessionExpired });
}

import { API_RETRY_LIMIT, HEADERS, messages, TOKEN_REFRESH_WAIT_MS } from '@harvest/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { envelopeResponse } from '../../test/render-route';
import { expiredTokens, freshTokens, ids, makeProfile, signInAs, farmImpersonation } from '../../test/session-fixtures';
import { onSessionEvent } from '../session/session-events';
import { peekSignInNotice } from '../session/sign-in-notice';
import { sessionStore } from '../storage/session-store';
import { ApiError } from './api-error';
import { apiRequest } from './api-request';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

interface SentRequest {
  path: string;
  headers: Headers;
}

function sent(): SentRequest[] {
  return fetchMock.mock.calls.map(([url, init]) => ({
    path: new URL(String(url), 'http://localhost').pathname,
    headers: new Headers(init?.headers),
  }));
}

const calls = (path: string) => sent().filter((request) => request.path === path);

const unauthorised = () => envelopeResponse({ status: 401, message: 'Unauthorised', data: null });
const tokensReply = (tokens = freshTokens('2')) => envelopeResponse({ data: { tokens } });

/** Answers the refresh call with `refresh`, and any other call with `other`. */
function route(other: () => Response, refresh: () => Response = () => tokensReply()) {
  fetchMock.mockImplementation((url) =>
    Promise.resolve(String(url).startsWith('/api/auth/tokens') ? refresh() : other()),
  );
}

describe('token refresh before a call (spec §4)', () => {
  it('refreshes an access token past its expiry first, sending the refresh token, and stores the rotated tokens', async () => {
    signInAs(makeProfile(), expiredTokens());
    const rotated = freshTokens('2');
    route(
      () => envelopeResponse({ data: 'ok' }),
      () => tokensReply(rotated),
    );

    await apiRequest('GET', '/customers/users/me');

    const [refresh, call] = sent();
    expect(refresh?.path).toBe('/api/auth/tokens');
    expect(refresh?.headers.get(HEADERS.refreshToken)).toBe('refresh-old');
    expect(refresh?.headers.get('authorization')).toBeNull();
    expect(call?.headers.get('authorization')).toBe(`Bearer ${rotated.access}`);
    expect(call?.headers.get(HEADERS.idToken)).toBe('id-2');
    expect(sessionStore.getRefreshToken()).toBe('refresh-2');
  });

  it('shares one refresh between calls that need it at the same time (the refresh token rotates)', async () => {
    signInAs(makeProfile(), expiredTokens());
    route(() => envelopeResponse({ data: 'ok' }));

    await Promise.all([apiRequest('GET', '/a'), apiRequest('GET', '/b'), apiRequest('GET', '/c')]);

    expect(calls('/api/auth/tokens')).toHaveLength(1);
  });

  it('sends the session with every call: bearer, id token, organisation', async () => {
    signInAs(makeProfile());
    route(() => envelopeResponse({ data: 'ok' }));
    await apiRequest('GET', '/things');

    const [call] = sent();
    expect(call?.headers.get('authorization')).toMatch(/^Bearer /);
    expect(call?.headers.get(HEADERS.organisationId)).toBe(ids.farm);
    expect(call?.headers.get(HEADERS.organisationName)).toBe('Manor%20Farm');
    expect(call?.headers.get(HEADERS.impersonationToken)).toBeNull();
  });
});

describe('401 on a call: refresh and retry (spec §8)', () => {
  it('refreshes and retries once the access token is refused, and answers the retry', async () => {
    signInAs(makeProfile());
    let first = true;
    route(() => {
      if (first) {
        first = false;
        return unauthorised();
      }
      return envelopeResponse({ data: 'second time lucky' });
    });

    const result = await apiRequest('GET', '/things');

    expect(result.data).toBe('second time lucky');
    expect(calls('/api/things')).toHaveLength(2);
    expect(calls('/api/auth/tokens')).toHaveLength(1);
    expect(calls('/api/things')[1]?.headers.get(HEADERS.idToken)).toBe('id-2');
  });

  it(`retries ${API_RETRY_LIMIT} times, then throws`, async () => {
    signInAs(makeProfile());
    route(unauthorised);

    const error = await apiRequest('GET', '/things').catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401 });
    expect(calls('/api/things')).toHaveLength(1 + API_RETRY_LIMIT);
    // Still signed in: the refresh worked, the call itself is refused.
    expect(sessionStore.getAccessToken()).not.toBeNull();
  });

  it(`does not refresh again within ${TOKEN_REFRESH_WAIT_MS} ms of a refresh, but does after`, async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    signInAs(makeProfile());
    route(unauthorised);

    await apiRequest('GET', '/things').catch(() => undefined);
    expect(calls('/api/auth/tokens')).toHaveLength(1);

    vi.setSystemTime(Date.now() + TOKEN_REFRESH_WAIT_MS);
    await apiRequest('GET', '/things').catch(() => undefined);
    expect(calls('/api/auth/tokens')).toHaveLength(2);
  });

  it('refreshes on a 403 only while impersonating', async () => {
    signInAs(makeProfile());
    route(() => envelopeResponse({ status: 403, message: 'Forbidden', data: null }));
    await apiRequest('GET', '/things').catch(() => undefined);
    expect(calls('/api/things')).toHaveLength(1);
    expect(calls('/api/auth/tokens')).toHaveLength(0);

    fetchMock.mockClear();
    sessionStore.startImpersonation(farmImpersonation({ token: 'imp' }));
    await apiRequest('GET', '/things').catch(() => undefined);
    expect(calls('/api/things')).toHaveLength(1 + API_RETRY_LIMIT);
    expect(calls('/api/things')[0]?.headers.get(HEADERS.impersonationToken)).toBe('imp');
  });

  it('never refreshes for a call made without credentials (a wrong password is not an expired session)', async () => {
    signInAs(makeProfile());
    route(unauthorised);
    await apiRequest('POST', '/auth/login', { auth: 'none', body: {} }).catch(() => undefined);

    expect(sent()).toHaveLength(1);
    expect(sent()[0]?.headers.get('authorization')).toBeNull();
  });
});

describe("signing out with 'Session expired' (spec §4, §8)", () => {
  it('signs out when there is no refresh token', async () => {
    signInAs(makeProfile(), { ...expiredTokens(), refresh: '' });
    route(() => envelopeResponse({ data: 'ok' }));

    const error = await apiRequest('GET', '/things').catch((caught: unknown) => caught);

    expect(error).toMatchObject({ status: 401, message: messages.auth.sessionExpired });
    expect(fetchMock).not.toHaveBeenCalled();
    expect(sessionStore.getSnapshot().tokens).toBeNull();
    expect(peekSignInNotice()).toBe('Session expired');
  });

  it('signs out when the API refuses the refresh (a reused refresh token kills the session)', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    signInAs(makeProfile());
    route(unauthorised, unauthorised);

    const error = await apiRequest('GET', '/things').catch((caught: unknown) => caught);

    expect(error).toMatchObject({ status: 401, message: 'Session expired' });
    expect(calls('/api/things')).toHaveLength(1);
    expect(sessionStore.getSnapshot()).toMatchObject({ tokens: null, profile: null, profiles: [] });
    expect(peekSignInNotice()).toBe('Session expired');
    expect(logged).toHaveBeenCalled();
    logged.mockRestore();
  });

  it('keeps the session when the refresh gets no answer (a farm signal drops, the session stands)', async () => {
    signInAs(makeProfile(), expiredTokens());
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));

    const error = await apiRequest('GET', '/things').catch((caught: unknown) => caught);

    expect(error).toMatchObject({ status: 0, message: messages.errors.noInternet });
    expect(sessionStore.getRefreshToken()).toBe('refresh-old');
    expect(peekSignInNotice()).toBeNull();
  });

  it("signs out with 'No auth tokens found' when a call needs a session and there are no tokens", async () => {
    const error = await apiRequest('GET', '/customers/users/me', { auth: 'required' }).catch(
      (caught: unknown) => caught,
    );

    expect(error).toMatchObject({ status: 401, message: 'No auth tokens found' });
    expect(fetchMock).not.toHaveBeenCalled();
    expect(peekSignInNotice()).toBe('No auth tokens found');
  });

  it('sends a call that may be made signed out without credentials', async () => {
    route(() => envelopeResponse({ data: 'ok' }));
    await apiRequest('GET', '/health');
    expect(sent()[0]?.headers.get('authorization')).toBeNull();
  });
});

describe('440: the impersonation has ended (spec §8)', () => {
  it('ends the impersonation here, tells the app, and throws', async () => {
    const admin = makeProfile({ roles: ['sys-admin'] });
    signInAs(admin);
    sessionStore.startImpersonation(farmImpersonation({ token: 'imp' }));
    const events = vi.fn();
    const stop = onSessionEvent(events);
    route(() => envelopeResponse({ status: 440, message: messages.auth.impersonationEnded, data: null }));

    const error = await apiRequest('GET', '/things').catch((caught: unknown) => caught);
    stop();

    expect(error).toMatchObject({ status: 440, message: 'The impersonation has ended' });
    expect(calls('/api/things')).toHaveLength(1);
    expect(sessionStore.getSnapshot().impersonation).toBeNull();
    expect(sessionStore.getSnapshot().profile).toEqual(admin);
    expect(events).toHaveBeenCalledWith({ type: 'impersonation-ended', message: 'The impersonation has ended' });
  });
});

describe('token refresh across tabs', () => {
  /** A Web Locks stand-in that runs each holder in turn, after `beforeGrant` (another tab's work). */
  function stubLocks(beforeGrant: () => void) {
    let queue = Promise.resolve();
    const request = vi.fn((_name: string, holder: () => Promise<void>) => {
      const turn = queue.then(() => {
        beforeGrant();
        return holder();
      });
      queue = turn.catch(() => undefined);
      return turn;
    });
    Object.defineProperty(navigator, 'locks', { value: { request }, configurable: true });
    return request;
  }

  afterEach(() => {
    Reflect.deleteProperty(navigator, 'locks');
  });

  it('takes the tokens another tab has just rotated instead of spending the old refresh token again', async () => {
    signInAs(makeProfile(), expiredTokens());
    const fromOtherTab = freshTokens('other-tab');
    const request = stubLocks(() => localStorage.setItem('harvest:tokens', JSON.stringify(fromOtherTab)));
    route(() => envelopeResponse({ data: 'ok' }));

    await apiRequest('GET', '/customers/users/me');

    expect(request).toHaveBeenCalledTimes(1);
    expect(calls('/api/auth/tokens')).toHaveLength(0);
    expect(calls('/api/customers/users/me')[0]?.headers.get('authorization')).toBe(`Bearer ${fromOtherTab.access}`);
  });

  it('refreshes inside the lock when no other tab has', async () => {
    signInAs(makeProfile(), expiredTokens());
    stubLocks(() => undefined);
    route(() => envelopeResponse({ data: 'ok' }));

    await apiRequest('GET', '/customers/users/me');

    expect(calls('/api/auth/tokens')).toHaveLength(1);
    expect(sessionStore.getRefreshToken()).toBe('refresh-2');
  });
});

describe('a POST retried after a refresh', () => {
  it('keeps its Idempotency-Key, so the API can tell it is the same request', async () => {
    signInAs(makeProfile());
    let first = true;
    route(() => {
      if (first) {
        first = false;
        return unauthorised();
      }
      return envelopeResponse({ data: 'ok' });
    });

    await apiRequest('POST', '/customers/invite', { body: {} });

    const keys = calls('/api/customers/invite').map((request) => request.headers.get(HEADERS.idempotencyKey));
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBeTruthy();
    expect(keys[1]).toBe(keys[0]);
  });
});

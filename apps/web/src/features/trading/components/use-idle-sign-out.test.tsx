import { TRADE_PAGE_IDLE_MS } from '@harvest/domain';
import { act, fireEvent, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { peekSignInNotice } from '../../../lib/session/sign-in-notice';
import { sessionStore } from '../../../lib/storage/session-store';
import { Providers } from '../../../app/providers';
import { createTestQueryClient } from '../../../test/render-route';
import { mockApi } from '../../../test/mock-api';
import { makeProfile, signInAs } from '../../../test/session-fixtures';
import { useIdleSignOut } from './use-idle-sign-out';

function TradePage() {
  useIdleSignOut();
  return <p>Offers</p>;
}

const signedIn = () => Boolean(sessionStore.getAccessToken());

beforeEach(() => {
  vi.useFakeTimers();
  sessionStorage.clear();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderPage() {
  return render(
    <Providers queryClient={createTestQueryClient()} env="test">
      <TradePage />
    </Providers>,
  );
}

describe('useIdleSignOut (trading §2)', () => {
  it('signs out after TRADE_PAGE_IDLE_MS without activity, saying why, and tells the API', async () => {
    signInAs(makeProfile());
    const fetchMock = mockApi({ 'GET /api/auth/logout': () => new Response(null, { status: 204 }) });
    renderPage();

    await act(async () => {
      await vi.advanceTimersByTimeAsync(TRADE_PAGE_IDLE_MS - 1);
    });
    expect(signedIn()).toBe(true);

    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    expect(signedIn()).toBe(false);
    expect(peekSignInNotice()).toBe('You were signed out after 15 minutes without activity on a trading page');
    expect(fetchMock.mock.calls.some(([input]) => String(input).includes('/api/auth/logout'))).toBe(true);
  });

  it('starts the wait again on any activity', async () => {
    signInAs(makeProfile());
    mockApi({ 'GET /api/auth/logout': () => new Response(null, { status: 204 }) });
    renderPage();

    await act(async () => {
      await vi.advanceTimersByTimeAsync(TRADE_PAGE_IDLE_MS - 1000);
    });
    fireEvent.keyDown(window, { key: 'Tab' });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(TRADE_PAGE_IDLE_MS - 1000);
    });
    expect(signedIn()).toBe(true);
    fireEvent.pointerDown(document.body);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(TRADE_PAGE_IDLE_MS - 1);
    });
    expect(signedIn()).toBe(true);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    expect(signedIn()).toBe(false);
  });

  it('stops watching when the page is left', async () => {
    signInAs(makeProfile());
    mockApi({});
    const { unmount } = renderPage();
    unmount();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(TRADE_PAGE_IDLE_MS * 2);
    });
    expect(signedIn()).toBe(true);
  });
});

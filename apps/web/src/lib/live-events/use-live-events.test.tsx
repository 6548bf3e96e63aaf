import { DEFAULT_FEATURE_FLAGS } from '@harvest/domain';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestQueryClient } from '../../test/render-route';
import { makeProfile, signInAs } from '../../test/session-fixtures';
import { FEATURE_FLAGS_QUERY_KEY } from '../feature-flags/use-feature-flags';
import { sessionStore } from '../storage/session-store';
import { publishLiveEvent } from './live-events';
import { useLiveEvents } from './use-live-events';

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderLiveEvents() {
  const queryClient = createTestQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  renderHook(() => useLiveEvents(), { wrapper });
  return queryClient;
}

describe('useLiveEvents', () => {
  it('connects only while signed in, and stops on sign-out', async () => {
    const fetchMock = vi.fn<typeof fetch>(() => new Promise<Response>(() => {}));
    vi.stubGlobal('fetch', fetchMock);
    renderLiveEvents();
    await act(() => Promise.resolve());
    expect(fetchMock).not.toHaveBeenCalled();

    act(() => signInAs(makeProfile()));
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledOnce());
    const signal = fetchMock.mock.calls[0]?.[1]?.signal;
    expect(signal?.aborted).toBe(false);
    act(() => sessionStore.clear());
    expect(signal?.aborted).toBe(true);
  });

  it('new feature flags replace the cached ones', () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => {})),
    );
    const queryClient = renderLiveEvents();
    const flags = { ...DEFAULT_FEATURE_FLAGS, whatsNew: false };
    act(() => publishLiveEvent({ event: 'feature-flags', data: JSON.stringify(flags), id: null }));
    expect(queryClient.getQueryData(FEATURE_FLAGS_QUERY_KEY)).toEqual(flags);
  });
});

import { messages } from '@harvest/domain';
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api/api-error';
import { renderRoute, renderRoutes } from '../../test/render-route';
import { hasReloadedForChunkError } from '../errors/chunk-reload';
import { RouteErrorPage } from '../errors/route-error-page';
import { AppLoadFailure } from './app-load-failure';

function setOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
}

function Throws({ error }: { error: unknown }): never {
  throw error;
}

describe('app load failure (spec trading-logistics-help §8)', () => {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("shows 'failedToLoad' with a retry button that tries again", async () => {
    const retry = vi.fn();
    renderRoute(<AppLoadFailure onRetry={retry} />);
    expect(await screen.findByRole('heading', { name: messages.offline.failedToLoad })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(retry).toHaveBeenCalledOnce();
  });

  it("shows the offline variant 'youAreOfflineTryAgainInternetConnection' while offline, and the first again online", async () => {
    setOnline(false);
    renderRoute(<AppLoadFailure onRetry={() => undefined} />);
    expect(
      await screen.findByRole('heading', { name: messages.offline.youAreOfflineTryAgainInternetConnection }),
    ).toBeTruthy();
    act(() => setOnline(true));
    expect(screen.getByRole('heading', { name: messages.offline.failedToLoad })).toBeTruthy();
  });

  it('is what a route shows when its data got no answer at all', async () => {
    renderRoutes(
      [
        {
          path: '/',
          element: <Throws error={new ApiError({ status: 0, message: messages.errors.noInternet })} />,
          errorElement: <RouteErrorPage />,
        },
      ],
      ['/'],
    );
    expect(await screen.findByRole('heading', { name: messages.offline.failedToLoad })).toBeTruthy();
  });

  it("does not reload offline when a page's code cannot be fetched: it says the device is offline", async () => {
    setOnline(false);
    renderRoutes(
      [
        {
          path: '/',
          element: <Throws error={new TypeError('Failed to fetch dynamically imported module: /assets/page.js')} />,
          errorElement: <RouteErrorPage />,
        },
      ],
      ['/'],
    );
    expect(
      await screen.findByRole('heading', { name: messages.offline.youAreOfflineTryAgainInternetConnection }),
    ).toBeTruthy();
    expect(hasReloadedForChunkError()).toBe(false);
  });
});

import { messages } from '@harvest/domain';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api/api-error';
import { renderRoutes } from '../../test/render-route';
import { hasReloadedForChunkError } from './chunk-reload';
import { RouteErrorPage } from './route-error-page';

function Throws({ error }: { error: unknown }): never {
  throw error;
}

function renderFailing(error: unknown) {
  return renderRoutes([{ path: '/', element: <Throws error={error} />, errorElement: <RouteErrorPage /> }], ['/']);
}

describe('RouteErrorPage', () => {
  // React and the router report every caught render error; here they are the point of the test.
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('tells an out-of-date client to reload', async () => {
    renderFailing(new ApiError({ status: 503, message: messages.errors.outOfDate, offline: true }));

    expect(await screen.findByRole('heading', { name: 'This site is out of date' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeTruthy();
  });

  it("shows the 404 page for the API's 404", async () => {
    renderFailing(new ApiError({ status: 404, message: messages.errors.notFound }));
    expect(await screen.findByRole('heading', { name: messages.errors.pageNotFound })).toBeTruthy();
  });

  it('shows the generic page with the status and message of any other failure', async () => {
    renderFailing(new ApiError({ status: 409, message: messages.errors.conflict }));

    expect(await screen.findByRole('heading', { name: 'Sorry, there was a problem' })).toBeTruthy();
    expect(screen.getByText('Error 409')).toBeTruthy();
    expect(screen.getByText(messages.errors.conflict)).toBeTruthy();
  });

  it('does not reload again when a page part still fails after the reload', async () => {
    sessionStorage.setItem('harvest:chunk-reload', new Date().toISOString());
    renderFailing(new TypeError('Failed to fetch dynamically imported module: /assets/mailbox-page-abc.js'));

    // Spec trading-logistics-help §8: 'failedToLoad' with a retry.
    expect(await screen.findByRole('heading', { name: messages.offline.failedToLoad })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(hasReloadedForChunkError()).toBe(true);
  });
});

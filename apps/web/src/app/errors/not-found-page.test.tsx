import { messages } from '@harvest/domain';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { envelopeResponse, renderRoute, renderRoutes } from '../../test/render-route';
import { routes } from '../routes';
import { NotFoundPage } from './not-found-page';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('NotFoundPage', () => {
  it("shows 'This page could not be found' with 404, the address asked for in plain words, and no internals", () => {
    renderRoute(<NotFoundPage development={false} />, { path: '/inventory/nowhere?from=mail', pattern: '*' });

    expect(screen.getByRole('heading', { level: 1, name: messages.errors.pageNotFound })).toBeTruthy();
    expect(screen.getByText('404')).toBeTruthy();
    expect(screen.getByText('The address you opened:', { exact: false })).toBeTruthy();
    expect(screen.getByText('/inventory/nowhere?from=mail')).toBeTruthy();
    expect(screen.getByText(/typing mistake/)).toBeTruthy();
    // Decision in docs/decisions.md: the spec's 'route and base' stay out of the person's way.
    expect(screen.queryByText(/^Route/)).toBeNull();
    expect(screen.queryByText(/base/i)).toBeNull();
    expect(document.querySelector('code')).toBeNull();
    expect(screen.getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/');
  });

  it('shows the app base too in a development build, for whoever is building it', () => {
    renderRoute(<NotFoundPage development />, { path: '/inventory/nowhere', pattern: '*' });

    expect(screen.getByText('App base (development): /')).toBeTruthy();
  });

  it('is what the router shows for an unmatched route, inside the app shell', async () => {
    renderRoutes(routes, ['/no-such-page']);

    expect(await screen.findByRole('heading', { name: messages.errors.pageNotFound })).toBeTruthy();
    expect(screen.getByText('/no-such-page')).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeTruthy();
    expect(screen.getByRole('main')).toBeTruthy();
  });

  it('is what a page shows when the object it names does not exist', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(() =>
        Promise.resolve(envelopeResponse({ status: 404, message: messages.errors.notFound, data: null })),
      ),
    );
    renderRoutes(routes, ['/dev/mailbox/00000000-0000-4000-8000-000000000999']);

    expect(await screen.findByRole('heading', { name: messages.errors.pageNotFound })).toBeTruthy();
    expect(screen.getByText('/dev/mailbox/00000000-0000-4000-8000-000000000999')).toBeTruthy();
    // The shell stays around the error.
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeTruthy();
  });
});

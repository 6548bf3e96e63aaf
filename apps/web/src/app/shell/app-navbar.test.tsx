import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { adminProfile, haulierProfile, makeProfile, signInAs } from '../../test/session-fixtures';
import { envelopeResponse, renderRoute } from '../../test/render-route';
import type { NavEntry } from '../navigation';
import { AppNavbar } from './app-navbar';

const health = (devTools: boolean) => ({
  database: 'ok',
  databaseKind: 'pglite',
  migrations: { applied: 1, expected: 1, current: true },
  version: '0.1.0',
  minimumClientVersion: '0.1.0',
  devTools,
});

function answerHealth(devTools: boolean) {
  const fetch = vi.fn<typeof globalThis.fetch>(() => Promise.resolve(envelopeResponse({ data: health(devTools) })));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

afterEach(() => vi.unstubAllGlobals());

describe('AppNavbar', () => {
  it('shows a signed-out visitor only the platform status, under help, and asks nothing of the API', () => {
    const fetch = answerHealth(true);
    renderRoute(<AppNavbar />, { path: '/status' });

    const help = screen.getByRole('group', { name: 'Help' });
    expect(within(help).getByRole('link', { name: 'Platform status' }).getAttribute('href')).toBe('/status');
    expect(screen.queryByRole('group', { name: 'Development' })).toBeNull();
    expect(screen.getAllByRole('link')).toHaveLength(1);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('puts a farmer’s work first and the platform status last, beside help', () => {
    signInAs(makeProfile());
    renderRoute(<AppNavbar />, { path: '/status' });

    const groups = screen.getAllByRole('group').map((group) => group.getAttribute('aria-labelledby'));
    const names = groups.map((id) => document.getElementById(id!)?.textContent);
    expect(names).toEqual(['Inventory', 'Trading', 'Haulage', 'Your account', 'Help']);
    const links = screen.getAllByRole('link').map((link) => link.textContent);
    expect(links[0]).toBe('Overview');
    expect(links.at(-1)).toBe('Platform status');
    expect(screen.getByRole('link', { name: 'Farm locations' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Business accounts' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Mailbox' })).toBeNull();
  });

  it('shows a merchant (buying only) no farm locations: a merchant keeps no farms or stores', () => {
    signInAs(
      makeProfile({
        userTypes: ['buyer'],
        organisation: {
          id: 'org-m',
          name: 'Anglia Grain',
          vetted: true,
          countryISO: 'GB',
          modules: [{ id: 'trading:buyers' }],
        },
      }),
    );
    renderRoute(<AppNavbar />, { path: '/status' });

    expect(screen.getByRole('link', { name: 'Market' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Business setup' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Farm locations' })).toBeNull();
    expect(screen.queryByRole('group', { name: 'Inventory' })).toBeNull();
  });

  it('shows a haulier their account and help, and no farm locations', () => {
    signInAs(haulierProfile());
    renderRoute(<AppNavbar />, { path: '/status' });

    expect(screen.getByRole('link', { name: 'Account' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Farm locations' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Mailbox' })).toBeNull();
  });

  it('adds the administration, and the mailbox only where the API runs in development', async () => {
    answerHealth(true);
    signInAs(adminProfile());
    renderRoute(<AppNavbar />, { path: '/status' });

    const administration = screen.getByRole('group', { name: 'Administration' });
    expect(within(administration).getByRole('link', { name: 'Business accounts' }).getAttribute('href')).toBe(
      '/inventory/internal/business-accounts',
    );
    const development = await screen.findByRole('group', { name: 'Development' });
    expect(within(development).getByRole('link', { name: 'Mailbox' }).getAttribute('href')).toBe('/dev/mailbox');
  });

  it('shows an administrator no mailbox in production', async () => {
    const fetch = answerHealth(false);
    signInAs(adminProfile());
    renderRoute(<AppNavbar />, { path: '/status' });

    await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
    expect(screen.getByRole('link', { name: 'Business accounts' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Mailbox' })).toBeNull();
  });

  it('marks the entry of the current page, and of the pages beneath it', () => {
    const entries: NavEntry[] = [
      { labelKey: 'nav.mailbox', path: '/dev/mailbox', section: 'development' },
      { labelKey: 'nav.status', path: '/status', section: 'help', end: true },
    ];
    renderRoute(<AppNavbar entries={entries} />, { path: '/dev/mailbox/123', pattern: '*' });

    expect(screen.getByRole('link', { name: 'Mailbox' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Platform status' }).getAttribute('aria-current')).toBeNull();
  });

  it('leaves out sections with no entries', () => {
    const entries: NavEntry[] = [{ labelKey: 'nav.mailbox', path: '/dev/mailbox', section: 'development' }];
    renderRoute(<AppNavbar entries={entries} />);

    expect(screen.queryByRole('group', { name: 'Help' })).toBeNull();
    expect(screen.getAllByRole('link')).toHaveLength(1);
  });
});

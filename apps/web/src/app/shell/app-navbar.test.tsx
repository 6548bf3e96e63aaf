import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminProfile, makeProfile, signInAs } from '../../test/session-fixtures';
import { renderRoute } from '../../test/render-route';
import type { NavEntry } from '../navigation';
import { AppNavbar } from './app-navbar';

describe('AppNavbar', () => {
  it('shows a signed-out visitor the public entries under their sections', () => {
    renderRoute(<AppNavbar />, { path: '/status' });

    const platform = screen.getByRole('group', { name: 'Platform' });
    expect(within(platform).getByRole('link', { name: 'Platform status' }).getAttribute('href')).toBe('/status');
    const development = screen.getByRole('group', { name: 'Development' });
    expect(within(development).getByRole('link', { name: 'Mailbox' }).getAttribute('href')).toBe('/dev/mailbox');
    expect(screen.queryByRole('link', { name: 'Account' })).toBeNull();
    expect(screen.getAllByRole('link')).toHaveLength(2);
  });

  it('adds Account for a signed-in user, but not Business accounts without the sys-admin role', () => {
    signInAs(makeProfile());
    renderRoute(<AppNavbar />, { path: '/status' });

    expect(screen.getByRole('link', { name: 'Account' }).getAttribute('href')).toBe('/inventory/manage/account');
    expect(screen.queryByRole('link', { name: 'Business accounts' })).toBeNull();
  });

  it('adds Business accounts for a sys-admin', () => {
    signInAs(adminProfile());
    renderRoute(<AppNavbar />, { path: '/status' });

    const administration = screen.getByRole('group', { name: 'Administration' });
    expect(within(administration).getByRole('link', { name: 'Business accounts' }).getAttribute('href')).toBe(
      '/inventory/internal/business-accounts',
    );
  });

  it('marks the entry of the current page, and of the pages beneath it', () => {
    renderRoute(<AppNavbar />, { path: '/dev/mailbox/123', pattern: '*' });

    expect(screen.getByRole('link', { name: 'Mailbox' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Platform status' }).getAttribute('aria-current')).toBeNull();
  });

  it('leaves out sections with no entries', () => {
    const entries: NavEntry[] = [{ labelKey: 'nav.mailbox', path: '/dev/mailbox', section: 'development' }];
    renderRoute(<AppNavbar entries={entries} />);

    expect(screen.queryByRole('group', { name: 'Platform' })).toBeNull();
    expect(screen.getAllByRole('link')).toHaveLength(1);
  });
});

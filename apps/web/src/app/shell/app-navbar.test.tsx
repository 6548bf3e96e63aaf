import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../test/render-route';
import { navigation, type NavEntry } from '../navigation';
import { AppNavbar } from './app-navbar';

describe('AppNavbar', () => {
  it('shows every entry of the registry under its section', () => {
    renderRoute(<AppNavbar />, { path: '/' });

    const platform = screen.getByRole('group', { name: 'Platform' });
    expect(within(platform).getByRole('link', { name: 'Platform status' }).getAttribute('href')).toBe('/');
    const development = screen.getByRole('group', { name: 'Development' });
    expect(within(development).getByRole('link', { name: 'Mailbox' }).getAttribute('href')).toBe('/dev/mailbox');
    expect(screen.getAllByRole('link')).toHaveLength(navigation.length);
  });

  it('marks the entry of the current page, and of the pages beneath it', () => {
    renderRoute(<AppNavbar />, { path: '/dev/mailbox/123', pattern: '*' });

    expect(screen.getByRole('link', { name: 'Mailbox' }).getAttribute('aria-current')).toBe('page');
    // The home entry matches its own path only.
    expect(screen.getByRole('link', { name: 'Platform status' }).getAttribute('aria-current')).toBeNull();
  });

  it('leaves out sections with no entries', () => {
    const entries: NavEntry[] = [{ labelKey: 'nav.mailbox', path: '/dev/mailbox', section: 'development' }];
    renderRoute(<AppNavbar entries={entries} />);

    expect(screen.queryByRole('group', { name: 'Platform' })).toBeNull();
    expect(screen.getAllByRole('link')).toHaveLength(1);
  });
});

import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sessionStore } from '../../lib/storage/session-store';
import { renderRoute } from '../../test/render-route';
import { freshTokens, haulierProfile, makeProfile, signInAs } from '../../test/session-fixtures';
import { UserMenu } from './user-menu';

describe('UserMenu', () => {
  it('offers Sign in to a signed-out visitor', () => {
    renderRoute(<UserMenu />);
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/inventory/auth/login');
  });

  it('shows the name and organisation, the account page and Sign out', async () => {
    signInAs(makeProfile());
    renderRoute(<UserMenu />);

    fireEvent.click(screen.getByRole('button', { name: 'Account menu for Tom Harris' }));

    expect(await screen.findByRole('menuitem', { name: 'Sign out' })).toBeTruthy();
    expect(screen.getByRole('menuitem', { name: 'Sign out' }).getAttribute('href')).toBe('/inventory/auth/logout');
    expect(screen.getByRole('menuitem', { name: 'Your account' }).getAttribute('href')).toBe(
      '/inventory/manage/account',
    );
    expect(screen.getAllByText('Manor Farm').length).toBeGreaterThan(0);
    expect(screen.queryByRole('menuitem', { name: 'Switch organisation' })).toBeNull();
  });

  it('offers Switch organisation to a user with several profiles', async () => {
    const farmer = makeProfile();
    sessionStore.signIn(freshTokens(), [farmer, haulierProfile()]);
    sessionStore.selectProfile(farmer);
    renderRoute(<UserMenu />);

    fireEvent.click(screen.getByRole('button', { name: 'Account menu for Tom Harris' }));

    const item = await screen.findByRole('menuitem', { name: 'Switch organisation' });
    expect(item.getAttribute('href')).toBe('/inventory/auth/organisation');
  });

  it('shows the initials as the avatar, and a 70x70 profile card with the email in the menu', async () => {
    signInAs(makeProfile());
    renderRoute(<UserMenu />);
    expect(screen.getAllByText('TH')).toHaveLength(1);

    fireEvent.click(screen.getByRole('button', { name: 'Account menu for Tom Harris' }));

    expect(await screen.findByText('farmer@demo.farm')).toBeTruthy();
    const avatars = screen.getAllByText('TH');
    expect(avatars).toHaveLength(2);
    const card = avatars[1]?.closest('.mantine-Avatar-root') as HTMLElement;
    expect(card.style.getPropertyValue('--avatar-size')).toContain('4.375rem');
  });
});

import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../../test/render-route';
import { avatarSizePx, initialsOf, UserAvatar } from './avatar';

const sizeOf = (element: HTMLElement) =>
  (element.closest('.mantine-Avatar-root') as HTMLElement).style.getPropertyValue('--avatar-size');

describe('UserAvatar (spec platform §2, §9)', () => {
  it('shows the initials, 70x70 by default as on the profile card', () => {
    renderRoute(<UserAvatar name="Tom Harris-Smith" />);
    expect(sizeOf(screen.getByText('TH'))).toContain('4.375rem');
    expect(initialsOf('  ada  ')).toBe('A');
  });

  it('takes the sizes xs to 2xl', () => {
    expect([avatarSizePx('xs'), avatarSizePx('md'), avatarSizePx('2xl'), avatarSizePx(30)]).toEqual([24, 40, 70, 30]);
    renderRoute(<UserAvatar name="Ann Lee" size="xs" />);
    expect(sizeOf(screen.getByText('AL'))).toContain('1.5rem');
  });

  it.each([
    ['ONLINE', 'Online'],
    ['BUSY', 'Busy'],
    ['AWAY', 'Away'],
  ] as const)('shows the presence %s with the accessible name %s', (presence, label) => {
    renderRoute(<UserAvatar name="Tom Harris" presence={presence} />);
    const dot = screen.getByRole('img', { name: label });
    expect(dot.getAttribute('data-presence')).toBe(presence);
  });

  it('has no presence indicator unless given one', () => {
    renderRoute(<UserAvatar name="Tom Harris" />);
    expect(screen.queryByRole('img')).toBeNull();
  });
});

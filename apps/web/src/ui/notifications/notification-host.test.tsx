import {
  DEFAULT_NOTIFICATION_TIMEOUT_MS,
  DISMISSIBLE_NOTIFICATION_NEEDS_NAME,
  STICKY_NOTIFICATION_ROUTE_CHANGES,
} from '@harvest/domain';
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../test/render-route';
import { NotificationHost } from './notification-host';
import { notify } from './notify';

function renderHost() {
  const element = (
    <>
      <p>page</p>
      <NotificationHost />
    </>
  );
  return renderRoutes(
    [
      { path: '/one', element },
      { path: '/two', element },
      { path: '/three', element },
    ],
    ['/one'],
  );
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('floating notifications (spec platform §4, §9)', () => {
  it('a floating one vanishes after the default 6000 ms', () => {
    renderHost();
    act(() => {
      notify({ message: 'Saved', position: 'floating' });
    });
    const toast = screen.getByRole('alert');
    expect(toast.textContent).toContain('Saved');
    expect(toast.getAttribute('data-type')).toBe('success');
    act(() => vi.advanceTimersByTime(DEFAULT_NOTIFICATION_TIMEOUT_MS - 1));
    expect(screen.queryByText('Saved')).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Saved')).toBeNull();
  });

  it('a sticky one (the default) stays past 6000 ms and goes on the 2nd route change', async () => {
    expect(STICKY_NOTIFICATION_ROUTE_CHANGES).toBe(2);
    const { router } = renderHost();
    act(() => {
      notify({ message: 'You are not authorised', type: 'error' });
    });
    expect(screen.getByRole('alert').textContent).toContain('You are not authorised');
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.queryByRole('alert')).not.toBeNull();

    await act(() => router.navigate('/two'));
    expect(screen.queryByRole('alert')).not.toBeNull();
    await act(() => router.navigate('/two?action=privacy'));
    expect(screen.queryByRole('alert')).not.toBeNull();
    await act(() => router.navigate('/three'));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a dismissible one needs a name, has a close button, and one of the same name replaces it', () => {
    renderHost();
    expect(() => notify({ message: 'x', dismissible: true })).toThrow(DISMISSIBLE_NOTIFICATION_NEEDS_NAME);
    act(() => {
      notify({ name: 'saved', message: 'First', dismissible: true, type: 'information' });
      notify({ name: 'saved', message: 'Second', dismissible: true, type: 'information' });
    });
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(screen.getByRole('alert').textContent).toContain('Second');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('one that is not dismissible offers no close button', () => {
    renderHost();
    act(() => {
      notify({ message: 'Working on it', type: 'generic' });
    });
    expect(screen.getByRole('alert').getAttribute('data-type')).toBe('generic');
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
  });
});

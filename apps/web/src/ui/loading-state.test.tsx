import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../test/render-route';
import { LoadingState } from './loading-state';

function setOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
}

function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

const status = () => screen.getByRole('status');

describe('LoadingState (spec platform §2: 6 s, 15 s, 25 s stages)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    setOnline(true);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('shows its label until 6 000 ms, then says it is still loading', () => {
    renderRoute(<LoadingState label="Loading the mailbox" />);
    advance(5_999);
    expect(status().textContent).toBe('Loading the mailbox');
    advance(1);
    expect(status().textContent).toBe('Still loading…');
  });

  it('asks about the internet connection from 15 000 ms', () => {
    renderRoute(<LoadingState />);
    advance(14_999);
    expect(status().textContent).toBe('Still loading…');
    advance(1);
    expect(status().textContent).toContain('Please check your internet connection.');
  });

  it('times out at 25 000 ms when online, offering Reload', () => {
    const onReload = vi.fn();
    renderRoute(<LoadingState onReload={onReload} />);
    advance(24_999);
    expect(status().textContent).toContain('Please check your internet connection.');
    expect(screen.queryByRole('button', { name: 'Reload' })).toBeNull();
    advance(1);
    expect(status().textContent).toContain('This is taking too long. Try reloading the page.');
    expect(status().getAttribute('data-stage')).toBe('timedOut');
    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(onReload).toHaveBeenCalledTimes(1);
  });

  it('offline, says at once that the page has nothing saved and will load when back online, not an endless loader', () => {
    setOnline(false);
    renderRoute(<LoadingState label="Loading your stock" />);
    expect(status().textContent).toContain('You are offline');
    expect(status().textContent).toContain('has not been opened on this device before');
    expect(status().getAttribute('data-stage')).toBe('offline');
    advance(25_000);
    expect(status().textContent).toContain('You are offline');
    expect(screen.queryByRole('button', { name: 'Reload' })).toBeNull();

    setOnline(true);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(status().textContent).toContain('This is taking too long.');
    expect(screen.getByRole('button', { name: 'Reload' })).toBeTruthy();
  });
});

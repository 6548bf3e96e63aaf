import { LOADING_BAR_DURATION_MS, LOADING_BAR_THROTTLE_MS } from '@harvest/domain';
import { act, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Providers } from '../app/providers';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestQueryClient } from '../test/render-route';
import { TopLoadingBar } from './top-loading-bar';

function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

function wrapper({ children }: { children: ReactNode }) {
  return (
    <Providers queryClient={createTestQueryClient()} env="test">
      {children}
    </Providers>
  );
}

const renderBar = (active: boolean) => render(<TopLoadingBar active={active} label="Loading the page" />, { wrapper });

const bar = () => screen.queryByRole('progressbar', { name: 'Loading the page' });

describe('TopLoadingBar (spec platform §9: throttle 200 ms, duration 5000 ms)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('never shows for work shorter than the 200 ms throttle', () => {
    const view = renderBar(true);
    advance(LOADING_BAR_THROTTLE_MS - 1);
    expect(bar()).toBeNull();
    view.rerender(<TopLoadingBar active={false} label="Loading the page" />);
    advance(LOADING_BAR_THROTTLE_MS);
    expect(bar()).toBeNull();
  });

  it('shows at 200 ms, is about 80 % on at 5000 ms, and fills and goes when the work ends', () => {
    const { rerender } = renderBar(true);
    advance(LOADING_BAR_THROTTLE_MS - 1);
    expect(bar()).toBeNull();
    advance(1);
    expect(bar()?.getAttribute('aria-valuenow')).toBe('0');

    advance(LOADING_BAR_DURATION_MS);
    const atDuration = Number(bar()?.getAttribute('aria-valuenow'));
    expect(atDuration).toBeGreaterThanOrEqual(80);
    expect(atDuration).toBeLessThan(100);

    // Long work never shows as done.
    advance(10 * LOADING_BAR_DURATION_MS);
    expect(Number(bar()?.getAttribute('aria-valuenow'))).toBeLessThan(100);

    rerender(<TopLoadingBar active={false} label="Loading the page" />);
    expect(bar()?.getAttribute('aria-valuenow')).toBe('100');
    advance(300);
    expect(bar()).toBeNull();
  });

  it('starts again from 0 for the next piece of work', () => {
    const { rerender } = renderBar(true);
    advance(2_000);
    rerender(<TopLoadingBar active={false} label="Loading the page" />);
    advance(300);
    rerender(<TopLoadingBar active label="Loading the page" />);
    advance(LOADING_BAR_THROTTLE_MS);
    expect(bar()?.getAttribute('aria-valuenow')).toBe('0');
  });
});

import { LOADING_BAR_THROTTLE_MS } from '@harvest/domain';
import { useQuery } from '@tanstack/react-query';
import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../test/render-route';
import { ActivityLoadingBar } from './activity-loading-bar';

/** Moves time on, letting TanStack Query's batched updates and the promises land. */
async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

/** A page whose one call answers after `ms`. */
function SlowCall({ ms }: { ms: number }) {
  useQuery({
    queryKey: ['slow', ms],
    queryFn: () => new Promise<string>((resolve) => setTimeout(() => resolve('done'), ms)),
  });
  return null;
}

const bar = () => screen.queryByRole('progressbar', { name: 'Loading the page' });

describe('ActivityLoadingBar', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows while a call to the API lasts past the 200 ms throttle', async () => {
    renderRoute(
      <>
        <ActivityLoadingBar />
        <SlowCall ms={1_000} />
      </>,
    );
    // The query's fetching state reaches React on the next turn.
    await advance(0);
    await advance(LOADING_BAR_THROTTLE_MS - 1);
    expect(bar()).toBeNull();
    await advance(1);
    expect(bar()).not.toBeNull();

    await advance(1_000);
    expect(bar()?.getAttribute('aria-valuenow')).toBe('100');
    await advance(300);
    expect(bar()).toBeNull();
  });

  it('does not show for a call quicker than the throttle', async () => {
    renderRoute(
      <>
        <ActivityLoadingBar />
        <SlowCall ms={150} />
      </>,
    );
    await advance(1_000);
    expect(bar()).toBeNull();
  });
});

import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../../test/render-route';
import { ReviewCountdown } from './review-countdown';

const NOW = new Date('2026-05-01T09:58:55.000Z');

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'setTimeout', 'clearTimeout', 'Date'] });
  vi.setSystemTime(NOW);
});

afterEach(() => {
  vi.useRealTimers();
});

const listing = {
  opensAt: '2026-05-01T09:00:00.000Z',
  reviewAt: '2026-05-01T10:00:00.000Z',
  offersExpireAt: '2026-05-01T10:30:00.000Z',
};

describe('ReviewCountdown', () => {
  it('counts down to the review time every second, then says so once when it passes', async () => {
    const onEnd = vi.fn();
    renderRoute(<ReviewCountdown listing={{ ...listing, state: 'live' }} onEnd={onEnd} />);
    expect(screen.getByRole('timer').textContent).toBe('1 min 05 s');
    expect(screen.getByText(/Review in/)).toBeTruthy();

    await act(async () => {
      await vi.advanceTimersByTimeAsync(60_000);
    });
    expect(screen.getByRole('timer').textContent).toBe('0 min 05 s');
    expect(onEnd).not.toHaveBeenCalled();

    await act(async () => {
      await vi.advanceTimersByTimeAsync(5_000);
    });
    expect(screen.queryByRole('timer')).toBeNull();
    expect(onEnd).toHaveBeenCalledTimes(1);
  });

  it('under review counts down to the offers expiring, 30 minutes after the review time', () => {
    vi.setSystemTime(new Date('2026-05-01T10:05:00.000Z'));
    renderRoute(<ReviewCountdown listing={{ ...listing, state: 'under-review' }} />);
    expect(screen.getByText(/Offers expire in/)).toBeTruthy();
    expect(screen.getByRole('timer').textContent).toBe('25 min 00 s');
  });

  it('shows nothing once the offers have expired', () => {
    renderRoute(<ReviewCountdown listing={{ ...listing, state: 'review-elapsed' }} />);
    expect(screen.queryByRole('timer')).toBeNull();
  });
});

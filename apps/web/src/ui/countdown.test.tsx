import { act, screen } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../test/render-route';
import { Countdown, countdownText } from './countdown';

const NOW = new Date('2026-05-01T10:00:00.000Z');
const at = (ms: number) => new Date(NOW.getTime() + ms).toISOString();
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'setTimeout', 'clearTimeout', 'Date'] });
  vi.setSystemTime(NOW);
});

afterEach(() => {
  vi.useRealTimers();
});

describe('countdownText', () => {
  const t = i18next.t.bind(i18next);
  it('shows the two largest units: days and hours, hours and minutes, minutes and seconds', () => {
    // 72 hours: the contract's time limit (trading §9).
    expect(countdownText(72 * HOUR, t)).toBe('3 d 0 h');
    // 2 hours: a reopen request's or a trade request's answer (trading §9).
    expect(countdownText(2 * HOUR, t)).toBe('2 h 00 min');
    expect(countdownText(HOUR + 5 * MINUTE + 59 * SECOND, t)).toBe('1 h 05 min');
    // 30 minutes: an offer's validity after the review time (trading §9).
    expect(countdownText(30 * MINUTE, t)).toBe('30 min 00 s');
    expect(countdownText(9 * SECOND, t)).toBe('0 min 09 s');
  });

  it('cuts rather than rounds, and is over at the deadline itself', () => {
    expect(countdownText(999, t)).toBe('0 min 00 s');
    expect(countdownText(0, t)).toBeNull();
    expect(countdownText(-1, t)).toBeNull();
  });
});

describe('Countdown', () => {
  it('counts a 2-hour answer down every second and says time is up once, one millisecond after it is due', async () => {
    const onEnd = vi.fn();
    renderRoute(<Countdown to={at(2 * HOUR)} label="Answer within" onEnd={onEnd} />);
    expect(screen.getByText(/Answer within/)).toBeTruthy();
    expect(screen.getByRole('timer').textContent).toBe('2 h 00 min');

    await act(async () => {
      await vi.advanceTimersByTimeAsync(2 * HOUR - MINUTE);
    });
    expect(screen.getByRole('timer').textContent).toBe('1 min 00 s');
    expect(onEnd).not.toHaveBeenCalled();

    await act(async () => {
      await vi.advanceTimersByTimeAsync(MINUTE);
    });
    expect(screen.queryByRole('timer')).toBeNull();
    expect(screen.getByText('Time is up')).toBeTruthy();
    expect(onEnd).toHaveBeenCalledTimes(1);

    await act(async () => {
      await vi.advanceTimersByTimeAsync(5 * SECOND);
    });
    expect(onEnd).toHaveBeenCalledTimes(1);
  });

  it('shows its own words once past, and does not call onEnd for a deadline already gone', () => {
    const onEnd = vi.fn();
    renderRoute(<Countdown to={at(-MINUTE)} label="Review in" endedLabel="Offers have closed" onEnd={onEnd} />);
    expect(screen.getByText('Offers have closed')).toBeTruthy();
    expect(onEnd).not.toHaveBeenCalled();
  });
});

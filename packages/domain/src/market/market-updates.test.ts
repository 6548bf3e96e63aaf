import { describe, expect, it } from 'vitest';
import { MARKET_UPDATES_DEFAULT_START } from './market-constants';
import { marketUpdatesPollStart, marketUpdateState } from './market-updates';

describe('market updates (trading §4)', () => {
  it('polls from 2020-01-01 until something is dismissed', () => {
    expect(MARKET_UPDATES_DEFAULT_START).toBe('2020-01-01');
    expect(marketUpdatesPollStart([])).toBe('2020-01-01');
    expect(marketUpdatesPollStart([null, undefined, '', 'not a date'])).toBe('2020-01-01');
  });

  it('keeps the latest published date dismissed', () => {
    const older = '2026-11-20T09:00:00.000Z';
    const newer = '2026-11-26T09:00:00.000Z';
    expect(marketUpdatesPollStart([older])).toBe(older);
    expect(marketUpdatesPollStart([newer, older])).toBe(newer);
    expect(marketUpdatesPollStart([older, newer])).toBe(newer);
  });

  it('reads an update as a draft, scheduled or published by the clock', () => {
    const now = new Date('2026-11-27T12:00:00.000Z');
    expect(marketUpdateState(null, now)).toBe('draft');
    expect(marketUpdateState(new Date('2026-11-27T12:00:00.001Z'), now)).toBe('scheduled');
    expect(marketUpdateState(now, now)).toBe('published');
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  AVATAR_SIZES_PX,
  BREAKPOINTS_PX,
  LOADING_BAR_DURATION_MS,
  LOADING_BAR_THROTTLE_MS,
  LOADING_CHECK_CONNECTION_AFTER_MS,
  LOADING_STILL_AFTER_MS,
  LOADING_TIMED_OUT_AFTER_MS,
  MENU_CLOSE_DURATION_MS,
  PRESENCES,
  PROFILE_CARD_AVATAR_SIZE_PX,
  loadingBarProgress,
  loadingStage,
} from './shell';

describe('the spec numbers of the shell (platform §2, §9)', () => {
  it('loading stages at 6 s, 15 s and 25 s; loading bar throttle 200 ms, duration 5000 ms; menus close in 200 ms', () => {
    expect(LOADING_STILL_AFTER_MS).toBe(6_000);
    expect(LOADING_CHECK_CONNECTION_AFTER_MS).toBe(15_000);
    expect(LOADING_TIMED_OUT_AFTER_MS).toBe(25_000);
    expect(LOADING_BAR_THROTTLE_MS).toBe(200);
    expect(LOADING_BAR_DURATION_MS).toBe(5_000);
    expect(MENU_CLOSE_DURATION_MS).toBe(200);
  });

  it('presence is ONLINE, BUSY or AWAY; avatars go xs to 2xl with a 70x70 profile card', () => {
    expect(PRESENCES).toEqual(['ONLINE', 'BUSY', 'AWAY']);
    expect(Object.keys(AVATAR_SIZES_PX)).toEqual(['xs', 'sm', 'md', 'lg', 'xl', '2xl']);
    expect(PROFILE_CARD_AVATAR_SIZE_PX).toBe(70);
  });

  it('breakpoints 425, 640, 768, 1024, 1280, 1536 with phones up to 768', () => {
    expect(BREAKPOINTS_PX).toEqual([425, 640, 768, 1024, 1280, 1536]);
  });
});

describe('loadingStage (6 s still loading, 15 s check connection, 25 s timed out only online)', () => {
  it('moves on exactly at each threshold', () => {
    expect(loadingStage(5_999, true)).toBe('loading');
    expect(loadingStage(6_000, true)).toBe('stillLoading');
    expect(loadingStage(14_999, true)).toBe('stillLoading');
    expect(loadingStage(15_000, true)).toBe('checkConnection');
    expect(loadingStage(24_999, true)).toBe('checkConnection');
    expect(loadingStage(25_000, true)).toBe('timedOut');
  });

  it('offline at 25 s and after keeps the connectivity text', () => {
    expect(loadingStage(25_000, false)).toBe('checkConnection');
    expect(loadingStage(600_000, false)).toBe('checkConnection');
    expect(loadingStage(6_000, false)).toBe('stillLoading');
  });

  it('never goes back as time passes', () => {
    const order = ['loading', 'stillLoading', 'checkConnection', 'timedOut'];
    fc.assert(
      fc.property(fc.nat(100_000), fc.nat(100_000), fc.boolean(), (a, b, online) => {
        const [early, late] = a <= b ? [a, b] : [b, a];
        expect(order.indexOf(loadingStage(early, online))).toBeLessThanOrEqual(
          order.indexOf(loadingStage(late, online)),
        );
      }),
    );
  });
});

describe('loadingBarProgress (paced over the 5000 ms duration)', () => {
  it('starts at 0, is about 80 % at 5000 ms, and stays short of 100 % while work runs', () => {
    expect(loadingBarProgress(0)).toBe(0);
    expect(loadingBarProgress(LOADING_BAR_DURATION_MS)).toBeGreaterThan(80);
    expect(loadingBarProgress(LOADING_BAR_DURATION_MS)).toBeLessThan(85);
    expect(loadingBarProgress(10 * LOADING_BAR_DURATION_MS)).toBeLessThan(100);
  });

  it('rises with time and stays within 0 to 95', () => {
    fc.assert(
      fc.property(fc.nat(1_000_000), fc.nat(1_000_000), (a, b) => {
        const [early, late] = a <= b ? [a, b] : [b, a];
        expect(loadingBarProgress(early)).toBeLessThanOrEqual(loadingBarProgress(late));
        expect(loadingBarProgress(late)).toBeGreaterThanOrEqual(0);
        expect(loadingBarProgress(late)).toBeLessThanOrEqual(95);
      }),
    );
  });
});

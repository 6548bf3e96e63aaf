import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { messages } from '../i18n/messages';
import {
  APP_UPDATE_CHECK_INTERVAL_MS,
  isSavedOffline,
  isSavedStateUsable,
  OFFLINE_STATE_EXCLUDED_MODULES,
  OFFLINE_STATE_MAX_AGE_MS,
  OFFLINE_STATE_MODULES,
  OFFLINE_STATE_SAVE_INTERVAL_MS,
} from './offline';

describe('offline state (spec platform §9)', () => {
  it('is saved at most every 15 seconds', () => {
    expect(OFFLINE_STATE_SAVE_INTERVAL_MS).toBe(15_000);
  });

  it('is not saved for navigation, modal, device, over-the-air updates or api cache modules', () => {
    expect(OFFLINE_STATE_EXCLUDED_MODULES).toEqual(['navigation', 'modal', 'device', 'overTheAirUpdates', 'apiCache']);
    for (const excluded of OFFLINE_STATE_EXCLUDED_MODULES) expect(isSavedOffline(excluded)).toBe(false);
  });

  it('saves the app state modules and nothing unnamed', () => {
    for (const module of OFFLINE_STATE_MODULES) expect(isSavedOffline(module)).toBe(true);
    expect(isSavedOffline(null)).toBe(false);
    fc.assert(
      fc.property(fc.string(), (name) => {
        expect(isSavedOffline(name)).toBe((OFFLINE_STATE_MODULES as readonly string[]).includes(name));
      }),
    );
  });

  it('reopens a saved state only from the same build and within the maximum age', () => {
    const buster = '1.2.0:user-1';
    fc.assert(
      fc.property(
        fc.nat({ max: 2 ** 40 }),
        fc.integer({ min: -1_000, max: OFFLINE_STATE_MAX_AGE_MS + 1_000 }),
        (savedAt, age) => {
          const usable = isSavedStateUsable({ savedAt, buster }, { now: savedAt + age, buster });
          expect(usable).toBe(age >= 0 && age <= OFFLINE_STATE_MAX_AGE_MS);
          expect(isSavedStateUsable({ savedAt, buster }, { now: savedAt + age, buster: '1.3.0:user-1' })).toBe(false);
        },
      ),
    );
  });
});

describe('over-the-air updates (spec platform §1)', () => {
  it('are looked for every hour', () => {
    expect(APP_UPDATE_CHECK_INTERVAL_MS).toBe(3_600_000);
  });
});

describe('app load and offline messages (spec trading-logistics-help §8)', () => {
  it("'failedToLoad' with a retry, its offline variant, and the banner saying the app works offline after first login", () => {
    expect(messages.offline.failedToLoad).toBe('Harvest could not load. Please try again.');
    expect(messages.offline.youAreOfflineTryAgainInternetConnection).toBe(
      'You are offline. Please try again when you have an internet connection.',
    );
    expect(messages.offline.banner).toBe(
      'You are offline. Harvest can be used offline on this device after your first sign-in.',
    );
  });
});

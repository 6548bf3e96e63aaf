import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  analyticsFlagsChanged,
  DEFAULT_FEATURE_FLAGS,
  FEATURE_FLAG_NAMES,
  featureFlagsUpdateSchema,
  resolveFeatureFlags,
  type FeatureFlags,
} from './feature-flags';

const flagsArbitrary = fc.record({ analytics: fc.boolean(), whatsNew: fc.boolean(), offlineApp: fc.boolean() });

describe('feature flags (platform §1, §9)', () => {
  it('has every flag on by default', () => {
    expect(DEFAULT_FEATURE_FLAGS).toEqual({ analytics: true, whatsNew: true, offlineApp: true });
    expect(FEATURE_FLAG_NAMES).toEqual(['analytics', 'whatsNew', 'offlineApp']);
  });

  describe('defaults with overrides', () => {
    it('gives the defaults without overrides', () => {
      expect(resolveFeatureFlags(null)).toEqual(DEFAULT_FEATURE_FLAGS);
      expect(resolveFeatureFlags(undefined)).toEqual(DEFAULT_FEATURE_FLAGS);
      expect(resolveFeatureFlags({})).toEqual(DEFAULT_FEATURE_FLAGS);
    });

    it('takes a stored override and ignores unknown keys and values that are not booleans', () => {
      expect(resolveFeatureFlags({ analytics: false, unknown: false, whatsNew: 'no' })).toEqual({
        analytics: false,
        whatsNew: true,
        offlineApp: true,
      });
    });

    it('answers exactly the stored booleans over the defaults (property)', () => {
      fc.assert(
        fc.property(fc.dictionary(fc.string(), fc.oneof(fc.boolean(), fc.string(), fc.integer())), (overrides) => {
          const flags = resolveFeatureFlags(overrides);
          for (const name of FEATURE_FLAG_NAMES) {
            const stored = Object.hasOwn(overrides, name) ? overrides[name] : undefined;
            expect(flags[name]).toBe(typeof stored === 'boolean' ? stored : DEFAULT_FEATURE_FLAGS[name]);
          }
          expect(Object.keys(flags).sort()).toEqual([...FEATURE_FLAG_NAMES].sort());
        }),
      );
    });
  });

  it('lets an update name only some flags, and nothing else', () => {
    expect(featureFlagsUpdateSchema.safeParse({}).success).toBe(true);
    expect(featureFlagsUpdateSchema.parse({ analytics: false })).toEqual({ analytics: false });
    expect(featureFlagsUpdateSchema.safeParse({ analytics: 'off' }).success).toBe(false);
  });

  describe('analyticsFlagsChanged: a change to the analytics flag set reloads the page', () => {
    it('is true when the analytics flag changes', () => {
      expect(analyticsFlagsChanged(DEFAULT_FEATURE_FLAGS, { ...DEFAULT_FEATURE_FLAGS, analytics: false })).toBe(true);
    });

    it('is false when only other flags change', () => {
      expect(
        analyticsFlagsChanged(DEFAULT_FEATURE_FLAGS, { analytics: true, whatsNew: false, offlineApp: false }),
      ).toBe(false);
    });

    it('is true exactly when analytics differs (property)', () => {
      fc.assert(
        fc.property(flagsArbitrary, flagsArbitrary, (before: FeatureFlags, after: FeatureFlags) => {
          expect(analyticsFlagsChanged(before, after)).toBe(before.analytics !== after.analytics);
        }),
      );
    });
  });
});

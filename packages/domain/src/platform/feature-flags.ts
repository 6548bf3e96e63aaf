import { z } from '../zod';

/**
 * The typed flag set an organisation has (spec platform §1: feature flags gate interface
 * variants). Each flag is on unless a system administrator turned it off for the organisation.
 * - analytics: usage analytics are collected for the organisation (where the environment has them on);
 * - whatsNew: the what's-new modal is offered;
 * - offlineApp: the app saves its state on the device so it opens offline.
 */
export const featureFlagsSchema = z.object({
  analytics: z.boolean(),
  whatsNew: z.boolean(),
  offlineApp: z.boolean(),
});
export type FeatureFlags = z.infer<typeof featureFlagsSchema>;
type FeatureFlag = keyof FeatureFlags;

export const FEATURE_FLAG_NAMES = Object.keys(featureFlagsSchema.shape) as FeatureFlag[];

export const DEFAULT_FEATURE_FLAGS: FeatureFlags = { analytics: true, whatsNew: true, offlineApp: true };

/** What a system administrator changes: only the flags named. */
export const featureFlagsUpdateSchema = featureFlagsSchema.partial();
export type FeatureFlagsUpdate = z.infer<typeof featureFlagsUpdateSchema>;

/** The flags of an organisation: the defaults with its stored overrides (unknown keys ignored). */
export function resolveFeatureFlags(overrides: Record<string, unknown> | null | undefined): FeatureFlags {
  const flags = { ...DEFAULT_FEATURE_FLAGS };
  for (const name of FEATURE_FLAG_NAMES) {
    const value = overrides?.[name];
    if (typeof value === 'boolean') flags[name] = value;
  }
  return flags;
}

/** The flags that configure analytics; a change to any of them reloads the page (spec platform §9). */
const ANALYTICS_FLAG_NAMES: readonly FeatureFlag[] = ['analytics'];

export function analyticsFlagsChanged(before: FeatureFlags, after: FeatureFlags): boolean {
  return ANALYTICS_FLAG_NAMES.some((name) => before[name] !== after[name]);
}

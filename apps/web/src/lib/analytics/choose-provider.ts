import { type AnalyticsProviderName, type ClientConfig, type FeatureFlags } from '@harvest/domain';

/**
 * Which provider the app sends events to (spec platform §9): the one the environment configures
 * (analytics is on for uat and prod), only for someone signed in as themselves (the API drops an
 * administrator's events anyway) whose organisation has the analytics flag on. Until the
 * configuration is known, none.
 */
export function chooseAnalyticsProvider(
  config: ClientConfig | undefined,
  flags: FeatureFlags,
  signedInAsThemselves: boolean,
): AnalyticsProviderName {
  if (!config?.analytics.enabled || !flags.analytics || !signedInAsThemselves) return 'none';
  return config.analytics.provider;
}

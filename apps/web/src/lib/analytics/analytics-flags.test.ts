import { DEFAULT_FEATURE_FLAGS, MAP_TILES_DEFAULT } from '@harvest/domain';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { FEATURE_FLAGS_QUERY_KEY } from '../feature-flags/use-feature-flags';
import { reloadOnAnalyticsFlagsChange } from './analytics-flags';
import { chooseAnalyticsProvider } from './choose-provider';

describe('the page reloads if the analytics flag set changes (platform §9)', () => {
  it('compares the flags the page started with with each new set the live events write', () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(FEATURE_FLAGS_QUERY_KEY, DEFAULT_FEATURE_FLAGS);
    const reload = vi.fn();
    const stop = reloadOnAnalyticsFlagsChange(queryClient, reload);

    // Another flag changing is not an analytics change.
    queryClient.setQueryData(FEATURE_FLAGS_QUERY_KEY, { ...DEFAULT_FEATURE_FLAGS, whatsNew: false });
    expect(reload).not.toHaveBeenCalled();

    queryClient.setQueryData(FEATURE_FLAGS_QUERY_KEY, { ...DEFAULT_FEATURE_FLAGS, analytics: false });
    expect(reload).toHaveBeenCalledOnce();
    stop();
  });

  it('takes the first flags loaded as the start, and forgets it on sign-out', () => {
    const queryClient = new QueryClient();
    const reload = vi.fn();
    const stop = reloadOnAnalyticsFlagsChange(queryClient, reload);

    queryClient.setQueryData(FEATURE_FLAGS_QUERY_KEY, { ...DEFAULT_FEATURE_FLAGS, analytics: false });
    expect(reload).not.toHaveBeenCalled();

    queryClient.clear();
    queryClient.setQueryData(FEATURE_FLAGS_QUERY_KEY, DEFAULT_FEATURE_FLAGS);
    expect(reload).not.toHaveBeenCalled();

    queryClient.setQueryData(FEATURE_FLAGS_QUERY_KEY, { ...DEFAULT_FEATURE_FLAGS, analytics: false });
    expect(reload).toHaveBeenCalledOnce();
    stop();
  });
});

describe('choosing the analytics provider (platform §9)', () => {
  const on = {
    environment: 'prod',
    analytics: { enabled: true, provider: 'first-party' },
    mapTiles: MAP_TILES_DEFAULT,
  } as const;
  const off = {
    environment: 'dev',
    analytics: { enabled: false, provider: 'first-party' },
    mapTiles: MAP_TILES_DEFAULT,
  } as const;

  it('is the configured one only where the environment has analytics on, the flag is on and someone is signed in', () => {
    expect(chooseAnalyticsProvider(on, DEFAULT_FEATURE_FLAGS, true)).toBe('first-party');
    expect(chooseAnalyticsProvider(off, DEFAULT_FEATURE_FLAGS, true)).toBe('none');
    expect(chooseAnalyticsProvider(on, { ...DEFAULT_FEATURE_FLAGS, analytics: false }, true)).toBe('none');
    expect(chooseAnalyticsProvider(on, DEFAULT_FEATURE_FLAGS, false)).toBe('none');
    expect(chooseAnalyticsProvider(undefined, DEFAULT_FEATURE_FLAGS, true)).toBe('none');
  });
});

import { OFFLINE_STATE_SAVE_INTERVAL_MS } from '@harvest/domain';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSessionStore, type SessionStore } from '../storage/session-store';
import { farmImpersonation, freshTokens, haulierProfile, makeProfile } from '../../test/session-fixtures';
import {
  createOfflineState,
  OFFLINE_STATE_STORAGE_KEY,
  offlineStateModuleOf,
  type OfflineState,
} from './offline-state';

const profileData = { name: 'Tom Harris' };
const flags = { analytics: true, whatsNew: true, offlineApp: true };

function saved(): { buster: string; clientState: { queries: { queryKey: unknown[] }[] } } | null {
  const raw = localStorage.getItem(OFFLINE_STATE_STORAGE_KEY);
  return raw ? JSON.parse(raw) : null;
}

describe('the offline state (platform §9)', () => {
  let session: SessionStore;
  let offline: OfflineState;
  let queryClient: QueryClient;
  let stop: (() => void) | undefined;
  const farmer = makeProfile();

  beforeEach(() => {
    vi.useFakeTimers();
    session = createSessionStore(null);
    session.signIn(freshTokens(), [farmer]);
    offline = createOfflineState({ storage: localStorage, session, appVersion: '1.2.0', now: () => Date.now() });
    queryClient = new QueryClient();
  });
  afterEach(() => {
    stop?.();
    stop = undefined;
    vi.useRealTimers();
  });

  it('saves app state at most every 15 s, and only the allow-listed modules', () => {
    stop = offline.persist(queryClient, true);
    queryClient.setQueryData(['accounts', 'me'], profileData);
    queryClient.setQueryData(['platform', 'feature-flags'], flags);
    queryClient.setQueryData(['platform', 'health'], { status: 'ok' });
    queryClient.setQueryData(['notifications', 'mailbox'], []);

    vi.advanceTimersByTime(OFFLINE_STATE_SAVE_INTERVAL_MS - 1);
    expect(saved()).toBeNull();
    vi.advanceTimersByTime(1);
    const first = saved();
    expect(first?.buster).toBe(`1.2.0:${farmer.userId}:${farmer.id}`);
    expect(first?.clientState.queries.map((query) => query.queryKey)).toEqual([
      ['accounts', 'me'],
      ['platform', 'feature-flags'],
    ]);

    // Many changes within the next 15 s make one write, with the latest state.
    const setItem = vi.spyOn(Storage.prototype, 'setItem');
    queryClient.setQueryData(['accounts', 'me'], { name: 'Tom' });
    queryClient.setQueryData(['accounts', 'me'], { name: 'Thomas' });
    vi.advanceTimersByTime(OFFLINE_STATE_SAVE_INTERVAL_MS);
    expect(setItem).toHaveBeenCalledTimes(1);
    setItem.mockRestore();
  });

  it('reopens with the same user’s last state, and never another build’s or another person’s', () => {
    stop = offline.persist(queryClient, true);
    queryClient.setQueryData(['accounts', 'me'], profileData);
    vi.advanceTimersByTime(OFFLINE_STATE_SAVE_INTERVAL_MS);
    stop();
    stop = undefined;

    const reopened = new QueryClient();
    expect(offline.restore(reopened)).toBe(true);
    expect(reopened.getQueryData(['accounts', 'me'])).toEqual(profileData);
    // Shown at once, yet refetched by the page that mounts it whenever the network allows.
    expect(reopened.getQueryState(['accounts', 'me'])?.isInvalidated).toBe(true);

    const nextBuild = createOfflineState({
      storage: localStorage,
      session,
      appVersion: '1.3.0',
      now: () => Date.now(),
    });
    expect(nextBuild.restore(new QueryClient())).toBe(false);
    expect(saved()).toBeNull();
  });

  it('is removed on sign-out, and a save still pending then does not write it back', () => {
    stop = offline.persist(queryClient, true);
    queryClient.setQueryData(['accounts', 'me'], profileData);
    vi.advanceTimersByTime(OFFLINE_STATE_SAVE_INTERVAL_MS);
    expect(saved()).not.toBeNull();

    queryClient.setQueryData(['accounts', 'me'], { name: 'Changed' });
    session.clear();
    expect(saved()).toBeNull();
    vi.advanceTimersByTime(OFFLINE_STATE_SAVE_INTERVAL_MS);
    expect(saved()).toBeNull();
    expect(offline.restore(new QueryClient())).toBe(false);
  });

  it('is removed when someone else signs in on the device', () => {
    stop = offline.persist(queryClient, true);
    queryClient.setQueryData(['accounts', 'me'], profileData);
    vi.advanceTimersByTime(OFFLINE_STATE_SAVE_INTERVAL_MS);
    session.signIn(freshTokens('2'), [haulierProfile({ userId: 'dddddddd-dddd-4ddd-8ddd-dddddddddddd' })]);
    expect(saved()).toBeNull();
  });

  it('is not saved, and what was saved is removed, when the organisation turns the offline app off', () => {
    stop = offline.persist(queryClient, true);
    queryClient.setQueryData(['accounts', 'me'], profileData);
    vi.advanceTimersByTime(OFFLINE_STATE_SAVE_INTERVAL_MS);
    stop();
    stop = offline.persist(queryClient, false);
    expect(saved()).toBeNull();
    queryClient.setQueryData(['accounts', 'me'], { name: 'Again' });
    vi.advanceTimersByTime(OFFLINE_STATE_SAVE_INTERVAL_MS);
    expect(saved()).toBeNull();
  });

  it('is not saved while an administrator impersonates someone', () => {
    session.startImpersonation(farmImpersonation());
    stop = offline.persist(queryClient, true);
    queryClient.setQueryData(['accounts', 'me'], profileData);
    vi.advanceTimersByTime(OFFLINE_STATE_SAVE_INTERVAL_MS);
    expect(saved()).toBeNull();
  });
});

describe('which module of app state a query holds', () => {
  it('names app state modules and treats everything else as the generic api cache', () => {
    expect(offlineStateModuleOf(['accounts', 'me'])).toBe('profile');
    expect(offlineStateModuleOf(['accounts', 'me', 'preferences'])).toBe('preferences');
    expect(offlineStateModuleOf(['accounts', 'organisations', 'id'])).toBe('organisation');
    expect(offlineStateModuleOf(['accounts', 'team', 'members'])).toBe('team');
    expect(offlineStateModuleOf(['accounts', 'business-units', 'id'])).toBe('businessUnits');
    expect(offlineStateModuleOf(['platform', 'feature-flags'])).toBe('featureFlags');
    expect(offlineStateModuleOf(['logistics', 'driver', 'day'])).toBe('driverDay');
    expect(offlineStateModuleOf(['logistics', 'jobs', 'one', 'id'])).toBe('apiCache');
    expect(offlineStateModuleOf(['platform', 'health'])).toBe('apiCache');
    expect(offlineStateModuleOf(['logs', 'client-logs', {}])).toBe('apiCache');
  });
});

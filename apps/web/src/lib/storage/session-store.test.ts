import { describe, expect, it, vi } from 'vitest';
import {
  adminProfile,
  freshTokens,
  haulierProfile,
  ids,
  makeProfile,
  farmImpersonation,
} from '../../test/session-fixtures';
import { isAuthenticated } from '../session/session-selectors';
import { createSessionStore, SESSION_STORAGE_KEYS } from './session-store';

const impersonation = farmImpersonation({ token: 'impersonation-token' });

describe('session store (spec §4, §9 local storage)', () => {
  it('keeps tokens, profiles, the selected organisation and impersonation in localStorage and reads them back at start', () => {
    const first = createSessionStore(localStorage);
    const farmer = makeProfile();
    first.signIn(freshTokens(), [farmer]);
    first.startImpersonation(impersonation);

    expect(localStorage.getItem(SESSION_STORAGE_KEYS.tokens)).toContain('refresh-1');
    const second = createSessionStore(localStorage);
    expect(second.getSnapshot()).toEqual(first.getSnapshot());
    expect(second.getRefreshToken()).toBe('refresh-1');
    expect(second.getImpersonationToken()).toBe('impersonation-token');
  });

  it('drops a stored part that no longer matches its schema instead of trusting it', () => {
    localStorage.setItem(SESSION_STORAGE_KEYS.tokens, JSON.stringify({ access: 'a' }));
    localStorage.setItem(SESSION_STORAGE_KEYS.profile, '{not json');
    const store = createSessionStore(localStorage);
    expect(store.getSnapshot().tokens).toBeNull();
    expect(store.getSnapshot().profile).toBeNull();
  });

  it('selects the only profile at sign-in, and waits for a choice when there are several', () => {
    const store = createSessionStore(null);
    const farmer = makeProfile();
    store.signIn(freshTokens(), [farmer]);
    expect(store.getSnapshot().profile).toEqual(farmer);
    expect(store.getSelectedOrganisation()).toEqual({ id: ids.farm, name: 'Manor Farm' });

    const haulier = haulierProfile();
    store.signIn(freshTokens(), [farmer, haulier]);
    expect(store.getSnapshot().profile).toBeNull();
    expect(store.getSelectedOrganisation()).toBeNull();
    store.selectProfile(haulier);
    expect(store.getSelectedOrganisation()).toEqual({ id: ids.haulage, name: 'Fenland Haulage Ltd' });
  });

  it('is authenticated only with access and id tokens and a profile with a given name', () => {
    const store = createSessionStore(null);
    expect(isAuthenticated(store.getSnapshot())).toBe(false);
    store.signIn(freshTokens(), [makeProfile({ givenName: '' })]);
    expect(isAuthenticated(store.getSnapshot())).toBe(false);
    store.signIn(freshTokens(), [makeProfile()]);
    expect(isAuthenticated(store.getSnapshot())).toBe(true);
    store.setTokens({ ...freshTokens(), id: '' });
    expect(isAuthenticated(store.getSnapshot())).toBe(false);
  });

  it('acts for the impersonated organisation, and returns to the own profile when it ends', () => {
    const store = createSessionStore(null);
    const admin = adminProfile();
    store.signIn(freshTokens(), [admin]);
    store.startImpersonation(impersonation);
    expect(store.getSelectedOrganisation()).toEqual({ id: ids.farm, name: 'Manor Farm' });

    const acting = makeProfile({ name: 'Alex Morgan' });
    store.setProfile(acting);
    expect(store.getSnapshot().profile).toEqual(acting);
    // The administrator's own profiles are untouched by the impersonated one.
    expect(store.getSnapshot().profiles).toEqual([admin]);

    store.endImpersonation();
    expect(store.getSnapshot().impersonation).toBeNull();
    expect(store.getSnapshot().profile).toEqual(admin);
    expect(store.getSelectedOrganisation()).toEqual({ id: ids.platform, name: 'Harvest Platform' });
  });

  it('stores the rotated refresh token, and leaves nothing behind when cleared', () => {
    const store = createSessionStore(localStorage);
    store.signIn(freshTokens('1'), [makeProfile()]);
    store.setTokens(freshTokens('2'));
    expect(store.getRefreshToken()).toBe('refresh-2');

    store.clear();
    expect(Object.values(SESSION_STORAGE_KEYS).map((key) => localStorage.getItem(key))).toEqual([
      null,
      null,
      null,
      null,
      null,
    ]);
  });

  it('tells subscribers about every change, and stops when they unsubscribe', () => {
    const store = createSessionStore(null);
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.signIn(freshTokens(), [makeProfile()]);
    store.clearSelectedOrganisation();
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    store.clear();
    expect(listener).toHaveBeenCalledTimes(2);
  });
});

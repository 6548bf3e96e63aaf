import { describe, expect, it } from 'vitest';
import { EMPTY_SESSION, type SessionState } from '../../lib/storage/session-store';
import { adminProfile, freshTokens, haulierProfile, makeProfile } from '../../test/session-fixtures';
import { decideNavigation, type GuardInput } from './route-guard';
import type { RouteHandle } from './route-handle';

function signedIn(profile = makeProfile(), tokens = freshTokens()): SessionState {
  return { ...EMPTY_SESSION, tokens, profiles: [profile], profile, selectedOrganisation: profile.organisation };
}

function decide(path: string, session: SessionState, extra: Partial<GuardInput> = {}) {
  return decideNavigation({ url: new URL(path, 'http://localhost'), handles: [], session, previous: null, ...extra });
}

describe('route guards (spec §2)', () => {
  it('sends an unauthenticated user to sign-in, remembering the full path', () => {
    expect(decide('/inventory/manage/team?tab=2', EMPTY_SESSION)).toEqual({
      kind: 'redirect',
      to: '/inventory/auth/login?redirect=%2Finventory%2Fmanage%2Fteam%3Ftab%3D2',
    });
  });

  it('lets anyone reach any path containing /inventory/auth, and routes marked public', () => {
    expect(decide('/inventory/auth/forgot-password', EMPTY_SESSION)).toEqual({ kind: 'allow' });
    expect(decide('/status', EMPTY_SESSION, { handles: [{ public: true }] })).toEqual({ kind: 'allow' });
  });

  it('signs in with a token query value, then continues to the path without it', () => {
    expect(decide('/inventory/manage/account?token=abc&tab=1', EMPTY_SESSION)).toEqual({
      kind: 'token-login',
      token: 'abc',
      continueTo: '/inventory/manage/account?tab=1',
    });
  });

  it('leaves the magic-link and invitation tokens to their own pages', () => {
    expect(decide('/inventory/auth/sign-in-without-password?token=abc', EMPTY_SESSION)).toEqual({ kind: 'allow' });
    expect(decide('/inventory/auth/business-invite?token=abc', EMPTY_SESSION)).toEqual({ kind: 'allow' });
    expect(decide('/inventory/auth/business-invite?token=abc', signedIn())).toEqual({ kind: 'allow' });
  });

  it('signs in with a token on sign-in (the signup confirmation link), then lands or follows its redirect', () => {
    expect(decide('/inventory/auth/login?token=abc', EMPTY_SESSION)).toEqual({
      kind: 'token-login',
      token: 'abc',
      continueTo: null,
    });
    expect(decide('/inventory/auth/login?token=abc&redirect=%2Finventory%2Fmanage%2Fteam', EMPTY_SESSION)).toEqual({
      kind: 'token-login',
      token: 'abc',
      continueTo: '/inventory/manage/team',
    });
  });

  it('logs out a signed-in user without a refresh token', () => {
    const session = signedIn(makeProfile(), { ...freshTokens(), refresh: '' });
    expect(decide('/inventory/manage/account', session)).toMatchObject({
      kind: 'redirect',
      signOutWith: 'Session expired',
    });
  });

  it("logs out with 'No auth tokens found' when the profile is there but the tokens are gone", () => {
    const session = { ...signedIn(), tokens: null };
    expect(decide('/inventory/manage/account', session)).toMatchObject({
      kind: 'redirect',
      to: expect.stringMatching(/^\/inventory\/auth\/login\?redirect=/),
      signOutWith: 'No auth tokens found',
    });
  });

  it('sends a signed-in user opening sign-in with a redirect value there, unless it is gdx', () => {
    const session = signedIn();
    expect(decide('/inventory/auth/login?redirect=%2Finventory%2Fmanage%2Fteam', session)).toMatchObject({
      kind: 'redirect',
      to: '/inventory/manage/team',
    });
    expect(decide('/inventory/auth/login?redirect=gdx', session)).toMatchObject({
      to: '/trading/market-insights',
    });
    expect(decide('/inventory/auth/login?redirect=https%3A%2F%2Fevil.example', session)).toMatchObject({
      to: '/trading/market-insights',
    });
  });

  it('sends a signed-in user on sign-in or create-account without redirect to their landing path', () => {
    expect(decide('/inventory/auth/login', signedIn(haulierProfile()))).toMatchObject({
      to: '/inventory/manage/account',
    });
    expect(decide('/inventory/auth/login/create-account', signedIn(adminProfile()))).toMatchObject({
      to: '/inventory/internal/business-accounts',
    });
  });

  it('redirects / and /inventory by the trading modules, and a sys-admin to business accounts', () => {
    expect(decide('/', signedIn())).toMatchObject({ to: '/trading/market-insights' });
    expect(decide('/inventory', signedIn())).toMatchObject({ to: '/trading/market-insights' });
    expect(decide('/inventory', signedIn(adminProfile()))).toMatchObject({
      to: '/inventory/internal/business-accounts',
    });
    expect(decide('/', signedIn(haulierProfile()))).toMatchObject({ to: '/inventory/manage/account' });
    expect(decide('/inventory', signedIn(haulierProfile()))).toEqual({ kind: 'allow' });
    const grower = makeProfile({
      organisation: { ...makeProfile().organisation, modules: [{ id: 'inventory:core' }] },
    });
    expect(decide('/inventory', signedIn(grower))).toEqual({
      kind: 'redirect',
      to: '/inventory/overview',
      replace: true,
    });
    expect(decide('/', EMPTY_SESSION)).toEqual({ kind: 'redirect', to: '/inventory/auth/login' });
  });

  it('refuses a page without its permission: back to the previous page, with the message', () => {
    const owner = signedIn();
    expect(
      decide('/inventory/internal/business-accounts', owner, { previous: '/inventory/manage/account?x=1' }),
    ).toEqual({
      kind: 'redirect',
      to: '/inventory/manage/account?x=1',
      replace: true,
      notify: 'You are not authorised to access this page',
    });
  });

  it('refuses to /trading/market-insights when there is no previous page, or it was sign-in', () => {
    const owner = signedIn();
    expect(decide('/inventory/internal/business-accounts', owner)).toMatchObject({
      to: '/trading/market-insights',
      notify: 'You are not authorised to access this page',
    });
    expect(
      decide('/inventory/internal/business-accounts', owner, { previous: '/inventory/auth/login?redirect=x' }),
    ).toMatchObject({ to: '/trading/market-insights' });
  });

  it('lets an unvetted organisation onto any trading page, where the vetting gate shows the contact prompt', () => {
    const farm = makeProfile().organisation;
    const unvetted = signedIn(makeProfile({ access: {}, organisation: { ...farm, vetted: false } }));
    const sellersPage = { handles: [{ permission: 'trading.listings' as const, level: 'read' as const }] };
    expect(decide('/trading/market-listing', unvetted, sellersPage)).toEqual({ kind: 'allow' });
    expect(decide('/trading/market-listing', signedIn(makeProfile({ access: {} })), sellersPage)).toMatchObject({
      kind: 'redirect',
      notify: 'You are not authorised to access this page',
    });
  });

  it('lets a sys-admin with the administrator permission into business accounts (built-in map)', () => {
    expect(decide('/inventory/internal/business-accounts', signedIn(adminProfile()))).toEqual({ kind: 'allow' });
    const withoutPermission = adminProfile({ access: {} });
    expect(decide('/inventory/internal/business-accounts', signedIn(withoutPermission))).toMatchObject({
      notify: 'You are not authorised to access this page',
    });
  });

  it('lands a driver on the driver app, which only drivers may open (issue 23)', () => {
    const driver = signedIn(haulierProfile({ groups: ['driver'] }));
    expect(decide('/', driver)).toMatchObject({ to: '/driver' });
    expect(decide('/inventory/auth/login', driver)).toMatchObject({ to: '/driver' });
    const driverApp = { handles: [{ guards: ['driver'] }] };
    expect(decide('/driver', driver, driverApp)).toEqual({ kind: 'allow' });
    expect(decide('/driver', signedIn(haulierProfile()), driverApp)).toMatchObject({ kind: 'redirect' });
    expect(decide('/driver', signedIn(), driverApp)).toMatchObject({ kind: 'redirect' });
  });

  it('reads permission, level and module requirements from route metadata', () => {
    const carrier = signedIn(haulierProfile());
    const handle = (h: RouteHandle) => ({ handles: [h] });
    expect(decide('/x', carrier, handle({ permission: 'logistics.carrier', level: 'write' }))).toEqual({
      kind: 'allow',
    });
    expect(decide('/x', carrier, handle({ permission: 'account.account', level: 'write' }))).toMatchObject({
      notify: 'You are not authorised to access this page',
    });
    expect(decide('/x', carrier, handle({ module: 'trading:core' }))).toMatchObject({ kind: 'redirect' });
    expect(decide('/x', signedIn(), handle({ module: 'trading:core' }))).toEqual({ kind: 'allow' });
  });

  it('names an unknown guard, whoever asks', () => {
    expect(decide('/x', EMPTY_SESSION, { handles: [{ guards: ['sysAdmin', 'nope'] }] })).toEqual({
      kind: 'unknown-guard',
      name: 'nope',
    });
  });

  it('sends a signed-in user who has not accepted the terms to accept them first, then back where they were going', () => {
    const session = signedIn(makeProfile({ settings: { terms: false } }));
    expect(decide('/inventory/manage/team?offset=25', session)).toEqual({
      kind: 'redirect',
      to: '/accept-terms?redirect=%2Finventory%2Fmanage%2Fteam%3Foffset%3D25',
      replace: true,
    });
    // `/` lands first; the landing page then asks for the terms.
    expect(decide('/', session)).toMatchObject({ to: '/trading/market-insights' });
    expect(decide('/trading/market-insights', session)).toMatchObject({
      to: '/accept-terms?redirect=%2Ftrading%2Fmarket-insights',
    });
  });

  it('lets onboarding, logout and public pages through before the terms are accepted, and an impersonator anywhere', () => {
    const session = signedIn(makeProfile({ settings: { terms: false } }));
    expect(decide('/accept-terms', session)).toEqual({ kind: 'allow' });
    expect(decide('/signup-preferences?redirect=%2Fx', session)).toEqual({ kind: 'allow' });
    expect(decide('/marketing-preferences', session)).toEqual({ kind: 'allow' });
    expect(decide('/inventory/auth/logout', session)).toEqual({ kind: 'allow' });
    expect(decide('/status', session, { handles: [{ public: true }] })).toEqual({ kind: 'allow' });
    expect(decide('/inventory/manage/account', signedIn())).toEqual({ kind: 'allow' });

    const impersonating: SessionState = {
      ...session,
      impersonation: {
        id: 'cccccccc-cccc-4ccc-8ccc-cccccccccccc',
        token: 't',
        name: 'Manor Farm',
        countryISO: 'GB',
        organisationId: '11111111-1111-4111-8111-111111111111',
        userId: null,
        expiresAt: '2026-11-23T12:00:00.000Z',
      },
    };
    expect(decide('/inventory/manage/account', impersonating)).toEqual({ kind: 'allow' });
  });
});

import { FULL_ACCESS, type AuthTokens, type Impersonation, type LoginResponse, type Profile } from '@harvest/domain';
import { sessionStore } from '../lib/storage/session-store';

/** A JWT-shaped token whose payload says when it expires (seconds); the signature is never checked here. */
export function fakeJwt(payload: Record<string, unknown>): string {
  // UTF-8, then base64url, as a real token's parts are.
  const encode = (value: unknown) =>
    btoa(String.fromCharCode(...new TextEncoder().encode(JSON.stringify(value))))
      .replace(/=+$/, '')
      .replace(/\+/g, '-')
      .replace(/\//g, '_');
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(payload)}.signature`;
}

const HOUR_S = 3600;

export function freshTokens(label = '1'): AuthTokens {
  const exp = Math.floor(Date.now() / 1000) + HOUR_S;
  return { access: fakeJwt({ exp, n: `access-${label}` }), id: `id-${label}`, refresh: `refresh-${label}` };
}

export function expiredTokens(label = 'old'): AuthTokens {
  const exp = Math.floor(Date.now() / 1000) - 60;
  return { access: fakeJwt({ exp, n: `access-${label}` }), id: `id-${label}`, refresh: `refresh-${label}` };
}

export const ids = {
  farm: '11111111-1111-4111-8111-111111111111',
  haulage: '22222222-2222-4222-8222-222222222222',
  platform: '33333333-3333-4333-8333-333333333333',
  farmer: 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa',
  admin: 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb',
  impersonation: 'cccccccc-cccc-4ccc-8ccc-cccccccccccc',
};

let counter = 0;
function uuid(): string {
  counter += 1;
  return `00000000-0000-4000-8000-${String(counter).padStart(12, '0')}`;
}

export function makeProfile(overrides: Partial<Profile> = {}): Profile {
  return {
    id: uuid(),
    userId: ids.farmer,
    email: 'farmer@demo.farm',
    name: 'Tom Harris',
    givenName: 'Tom',
    familyName: 'Harris',
    phone: { callingCode: '+44', number: '7700 900123' },
    groups: ['owner'],
    roles: [],
    access: { ...FULL_ACCESS } as Record<string, string>,
    organisation: {
      id: ids.farm,
      name: 'Manor Farm',
      vetted: true,
      countryISO: 'GB',
      modules: [{ id: 'inventory:core' }, { id: 'trading:core' }],
    },
    businessUnits: [],
    countryISO: 'GB',
    pushToken: null,
    userTypes: ['seller'],
    settings: { terms: true },
    ...overrides,
  };
}

/** A haulier: no trading modules, so they land on account management. */
export function haulierProfile(overrides: Partial<Profile> = {}): Profile {
  return makeProfile({
    email: 'carrier@demo.farm',
    name: 'Dave Turner',
    givenName: 'Dave',
    familyName: 'Turner',
    groups: ['carrier'],
    access: { 'account.account': 'read', 'logistics.carrier': 'write' },
    organisation: { id: ids.haulage, name: 'Fenland Haulage Ltd', vetted: true, countryISO: 'GB', modules: [] },
    ...overrides,
  });
}

export function adminProfile(overrides: Partial<Profile> = {}): Profile {
  return makeProfile({
    userId: ids.admin,
    email: 'admin@demo.farm',
    name: 'Alex Morgan',
    givenName: 'Alex',
    familyName: 'Morgan',
    roles: ['sys-admin'],
    // The sys-admin role, not the owner group, carries administrator (platform §6).
    access: { ...FULL_ACCESS, administrator: 'write' } as Record<string, string>,
    organisation: { id: ids.platform, name: 'Harvest Platform', vetted: true, countryISO: 'GB', modules: [] },
    ...overrides,
  });
}

/** A system administrator's impersonation of Manor Farm, as the API answers it. */
export function farmImpersonation(overrides: Partial<Impersonation> = {}): Impersonation {
  return {
    id: ids.impersonation,
    token: 'imp-token',
    name: 'Manor Farm',
    countryISO: 'GB',
    organisationId: ids.farm,
    userId: null,
    expiresAt: '2026-11-23T12:00:00.000Z',
    ...overrides,
  };
}

export function loginResponse(profiles: Profile[], tokens = freshTokens()): LoginResponse {
  return { tokens, profiles };
}

/** Puts a signed-in session in the store, as a sign-in would. */
export function signInAs(profile: Profile, tokens: AuthTokens = freshTokens()): void {
  sessionStore.signIn(tokens, [profile]);
}

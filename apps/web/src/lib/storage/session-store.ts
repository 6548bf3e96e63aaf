import {
  authTokensSchema,
  impersonationSchema,
  profileSchema,
  type AuthTokens,
  type Impersonation,
  type Profile,
} from '@harvest/domain';
import { z } from 'zod';
import { browserStorage, SESSION_STORAGE_KEYS } from './session-keys';

/**
 * The signed-in session (spec platform §4, §9): tokens, the user's profiles (one per
 * organisation), the acting profile, the selected organisation and any impersonation.
 * Each part is kept in localStorage and read back at start, so a reload keeps the user
 * signed in; React reads it through `useSession` (useSyncExternalStore).
 */
export interface SelectedOrganisation {
  id: string;
  name: string;
}

export interface SessionState {
  tokens: AuthTokens | null;
  /** The user's own profiles, one per organisation they belong to. */
  profiles: readonly Profile[];
  /** Who the app acts as: the selected profile, or the impersonated one while impersonating. */
  profile: Profile | null;
  selectedOrganisation: SelectedOrganisation | null;
  impersonation: Impersonation | null;
}

const selectedOrganisationSchema = z.object({ id: z.string().min(1), name: z.string() });

export { SESSION_STORAGE_KEYS };
/** Each part of the session's own key (session-keys.ts names them without the session's types). */
const keyOf: Record<keyof SessionState, string> = SESSION_STORAGE_KEYS;

const schemas = {
  tokens: authTokensSchema,
  profiles: z.array(profileSchema),
  profile: profileSchema,
  selectedOrganisation: selectedOrganisationSchema,
  impersonation: impersonationSchema,
};

export const EMPTY_SESSION: SessionState = {
  tokens: null,
  profiles: [],
  profile: null,
  selectedOrganisation: null,
  impersonation: null,
};

function readPart<K extends keyof SessionState>(storage: Storage | null, key: K): SessionState[K] | null {
  try {
    const raw = storage?.getItem(keyOf[key]);
    if (!raw) return null;
    const parsed = schemas[key].safeParse(JSON.parse(raw));
    // A part written by an older build, or tampered with, is dropped rather than trusted.
    return parsed.success ? (parsed.data as SessionState[K]) : null;
  } catch {
    return null;
  }
}

function readAll(storage: Storage | null): SessionState {
  return {
    tokens: readPart(storage, 'tokens'),
    profiles: readPart(storage, 'profiles') ?? [],
    profile: readPart(storage, 'profile'),
    selectedOrganisation: readPart(storage, 'selectedOrganisation'),
    impersonation: readPart(storage, 'impersonation'),
  };
}

function writeAll(storage: Storage | null, state: SessionState): void {
  if (!storage) return;
  for (const key of Object.keys(keyOf) as (keyof SessionState)[]) {
    const value = state[key];
    const empty = value === null || (Array.isArray(value) && value.length === 0);
    try {
      if (empty) storage.removeItem(keyOf[key]);
      else storage.setItem(keyOf[key], JSON.stringify(value));
    } catch {
      // A full or refused storage keeps the session for this tab only.
    }
  }
}

function organisationOf(profile: Profile): SelectedOrganisation {
  return { id: profile.organisation.id, name: profile.organisation.name };
}

export type SessionStore = ReturnType<typeof createSessionStore>;

export function createSessionStore(storage: Storage | null = browserStorage()) {
  let state = readAll(storage);
  const listeners = new Set<() => void>();

  function update(change: Partial<SessionState>): void {
    state = { ...state, ...change };
    writeAll(storage, state);
    listeners.forEach((listener) => listener());
  }

  /** The user's own profile for the selected organisation, or their first. */
  function ownProfile(profiles: readonly Profile[], organisationId: string | undefined): Profile | null {
    return profiles.find((profile) => profile.organisation.id === organisationId) ?? profiles[0] ?? null;
  }

  return {
    getSnapshot: (): SessionState => state,
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** Reads storage again: another tab signed in or out. */
    reload(): void {
      state = readAll(storage);
      listeners.forEach((listener) => listener());
    },

    getAccessToken: () => state.tokens?.access ?? null,
    getIdToken: () => state.tokens?.id ?? null,
    getRefreshToken: () => state.tokens?.refresh ?? null,
    /** While impersonating, the calls act for the impersonated organisation. */
    getSelectedOrganisation(): SelectedOrganisation | null {
      if (state.impersonation) {
        const acting = state.profile?.organisation.id === state.impersonation.organisationId ? state.profile : null;
        return acting
          ? organisationOf(acting)
          : { id: state.impersonation.organisationId, name: state.impersonation.name };
      }
      return state.selectedOrganisation;
    },
    getImpersonationToken: () => state.impersonation?.token ?? null,

    /** After sign-in: tokens and profiles; with one profile it is selected at once. */
    signIn(tokens: AuthTokens, profiles: readonly Profile[]): void {
      const only = profiles.length === 1 ? profiles[0] : undefined;
      update({
        tokens,
        profiles,
        profile: only ?? null,
        selectedOrganisation: only ? organisationOf(only) : null,
        impersonation: null,
      });
    },
    /** A refresh rotates every token; the new refresh token must replace the old one. */
    setTokens(tokens: AuthTokens): void {
      update({ tokens });
    },
    selectProfile(profile: Profile): void {
      update({ profile, selectedOrganisation: organisationOf(profile) });
    },
    /** The acting profile as GET /customers/users/me answers it. */
    setProfile(profile: Profile): void {
      if (state.impersonation) {
        update({ profile });
        return;
      }
      // The user's own profile may have changed (name, groups): keep the list in step.
      const profiles = state.profiles.map((own) => (own.id === profile.id ? profile : own));
      update({ profile, profiles, selectedOrganisation: organisationOf(profile) });
    },
    startImpersonation(impersonation: Impersonation): void {
      update({ impersonation });
    },
    /** Back to the user's own profile for their selected organisation. */
    endImpersonation(): void {
      if (!state.impersonation) return;
      update({ impersonation: null, profile: ownProfile(state.profiles, state.selectedOrganisation?.id) });
    },
    clearSelectedOrganisation(): void {
      update({ selectedOrganisation: null });
    },
    /** Signed out: nothing of the session is left, here or in storage. */
    clear(): void {
      update(EMPTY_SESSION);
    },
  };
}

export const sessionStore = createSessionStore();

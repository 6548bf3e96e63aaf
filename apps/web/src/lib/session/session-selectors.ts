import {
  hasModule,
  hasPermission,
  ROLE_SYS_ADMIN,
  type AccessLevel,
  type LandingSubject,
  type ModuleId,
  type Permission,
  type Profile,
} from '@harvest/domain';
import type { SessionState } from '../storage/session-store';

/** Spec §4: signed in once access and id tokens are set and the profile has a given name. */
export function isAuthenticated(state: SessionState): boolean {
  return Boolean(state.tokens?.access && state.tokens.id && state.profile?.givenName);
}

export function isImpersonating(state: SessionState): boolean {
  return state.impersonation !== null;
}

export function moduleIdsOf(profile: Profile | null): string[] {
  return profile?.organisation.modules.map((module) => module.id) ?? [];
}

/**
 * What decides where the user lands: their roles and the modules of the organisation they
 * act for. While impersonating, the administrator lands where the organisation would.
 */
export function landingSubjectOf(state: SessionState): LandingSubject {
  const roles = state.profile?.roles ?? [];
  return {
    roles: state.impersonation ? roles.filter((role) => role !== ROLE_SYS_ADMIN) : roles,
    modules: moduleIdsOf(state.profile),
    vetted: state.profile?.organisation.vetted ?? true,
    groups: state.profile?.groups ?? [],
  };
}

export function hasRole(state: SessionState, role: string): boolean {
  return state.profile?.roles.includes(role) ?? false;
}

export function canAccess(state: SessionState, permission?: Permission, level?: AccessLevel): boolean {
  return hasPermission(state.profile?.access ?? {}, permission, level);
}

export function hasOrganisationModule(state: SessionState, module?: ModuleId): boolean {
  return hasModule(moduleIdsOf(state.profile), module);
}

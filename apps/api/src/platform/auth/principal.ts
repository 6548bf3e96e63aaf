import { ROLE_SYS_ADMIN, type AccessMap } from '@harvest/domain';
import { forbidden } from '../http/errors';
import type { AccessClaims } from './tokens';

/** Who is calling and as what: resolved from the access token and headers on every request. */
export interface Principal {
  /** The user acting: the impersonated user while a user is impersonated. */
  userId: string;
  /** The signed-in session (the administrator's while impersonating). */
  sessionId: string;
  email: string;
  /** Null when acting as an organisation with no profile of one's own in it (impersonation), or with none at all. */
  profileId: string | null;
  /** The acting organisation: X-Organisation-Id if a member there, else the first profile's. */
  organisationId: string | null;
  roles: string[];
  groups: string[];
  access: AccessMap;
  /** The acting organisation's module ids. */
  modules: string[];
  /**
   * The organisation's modules that wait for its vetting (its trading ones while it is not fully vetted): a guard
   * refusing one of these says so, with the support phone (trading §8). Absent: none.
   */
  awaitingVetting?: readonly string[];
  impersonation: { id: string; adminUserId: string } | null;
  /**
   * The user's principal version it was resolved at (platform/auth/tables.ts): what is derived from the principal
   * and its organisation may be kept under it. Absent while impersonating, where nothing is kept.
   */
  version?: number;
}

/** What the request says beside its bearer token. */
export interface PrincipalContext {
  organisationId: string | null;
  impersonationToken: string | null;
}

/**
 * Turns verified claims into a principal, or null when the user or session no longer
 * stands. It throws an AppError to refuse outright (403 for an organisation the user is
 * not a member of, 440 for an ended impersonation). The auth and accounts modules provide
 * it; the platform only calls it.
 */
export type PrincipalResolver = (claims: AccessClaims, context: PrincipalContext) => Promise<Principal | null>;

/** A system administrator reaches any organisation's settings and units. */
export const isSysAdmin = (principal: Principal): boolean => principal.roles.includes(ROLE_SYS_ADMIN);

/** The acting organisation of a caller the guard let through; acting for none is refused (403). */
export function actingOrganisationId(principal: Principal): string {
  if (!principal.organisationId) throw forbidden();
  return principal.organisationId;
}

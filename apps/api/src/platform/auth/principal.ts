import type { AccessClaims } from './tokens';

/** Who is calling: resolved from the access token on every request. */
export interface Principal {
  userId: string;
  sessionId: string;
  profileId: string | null;
  organisationId: string | null;
  email: string;
  roles: string[];
}

/**
 * Turns verified claims into a principal, or null when the user, session or profile no
 * longer stands. The accounts and auth modules provide it; the platform only calls it.
 */
export type PrincipalResolver = (claims: AccessClaims) => Promise<Principal | null>;

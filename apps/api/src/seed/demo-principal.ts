import type { Platform } from '../app';
import type { Principal } from '../platform/auth/principal';

/** The acting principal of a demo person in their business, or null when the demo world lacks them. */
export async function demoPrincipal(
  platform: Platform,
  email: string,
  organisationName: string,
): Promise<Principal | null> {
  const { accounts } = platform.services;
  const user = await accounts.findUserByEmail(email);
  const organisation = await accounts.findOrganisationByName(organisationName);
  if (!user || !organisation) return null;
  const identity = await accounts.actingIdentity(user.id, organisation.id);
  return identity ? { ...identity, sessionId: 'demo-seed', impersonation: null } : null;
}

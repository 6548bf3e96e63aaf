import {
  effectiveAccess,
  effectiveModules,
  modulesAwaitingVetting,
  OWNER_GROUP,
  ROLE_SYS_ADMIN,
  type AccessMap,
} from '@harvest/domain';
import type { Principal } from '../../../platform/auth/principal';
import type { Membership, OrganisationRow, UserRow } from '../queries';

/** A principal before the session and impersonation are known. */
export type Identity = Omit<Principal, 'sessionId' | 'impersonation'>;

/** §6: an owner has full access, a sys-admin also administrator, an unvetted organisation no trading permission. */
export const accessOf = (
  groups: readonly string[],
  stored: AccessMap,
  roles: readonly string[],
  organisation: OrganisationRow,
) => effectiveAccess({ groups, stored, roles, vetted: organisation.vetted });

/** Who the user acts as in the membership (none: a user of no organisation). */
export function identityOf(user: UserRow, membership: Membership | null): Identity {
  const groups = membership?.profile.groups ?? [];
  return {
    userId: user.id,
    email: user.email,
    roles: user.roles,
    profileId: membership?.profile.id ?? null,
    organisationId: membership?.organisation.id ?? null,
    groups,
    access: membership ? accessOf(groups, membership.profile.access, user.roles, membership.organisation) : {},
    modules: membership ? effectiveModules(membership.organisation.modules, membership.organisation.vetted) : [],
    awaitingVetting: membership
      ? modulesAwaitingVetting(membership.organisation.modules, membership.organisation.vetted)
      : [],
  };
}

/**
 * A system administrator acting as an organisation: an owner there, with full access and the organisation's modules,
 * but without sys-admin, so they see only its data.
 */
export function organisationIdentityOf(
  admin: UserRow,
  organisation: OrganisationRow,
  ownProfileId: string | null,
): Identity {
  const roles = admin.roles.filter((role) => role !== ROLE_SYS_ADMIN);
  return {
    userId: admin.id,
    email: admin.email,
    roles,
    profileId: ownProfileId,
    organisationId: organisation.id,
    groups: [OWNER_GROUP],
    access: accessOf([OWNER_GROUP], {}, roles, organisation),
    modules: effectiveModules(organisation.modules, organisation.vetted),
    awaitingVetting: modulesAwaitingVetting(organisation.modules, organisation.vetted),
  };
}

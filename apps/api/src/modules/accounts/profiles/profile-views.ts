import { fullName, type AccessMap, type Profile, type Telephone } from '@harvest/domain';
import type { BusinessUnitRow, OrganisationRow, UserRow } from '../queries';

/** The user's telephone, when both its parts are known. */
export function telephoneOf(user: UserRow): Telephone | null {
  return user.phoneCallingCode && user.phoneNumber
    ? { callingCode: user.phoneCallingCode, number: user.phoneNumber }
    : null;
}

/** The number a card shows: the calling code and the number. */
export function contactNumberOf(user: UserRow): string | null {
  return user.phoneCallingCode && user.phoneNumber ? `${user.phoneCallingCode} ${user.phoneNumber}` : null;
}

/** The organisation as a profile and the business accounts list show it. */
export function profileOrganisationView(organisation: OrganisationRow) {
  return {
    id: organisation.id,
    name: organisation.name,
    vetted: organisation.vetted,
    countryISO: organisation.countryIso,
    modules: organisation.modules.map((id) => ({ id })),
  };
}

interface ProfileParts {
  id: string;
  user: UserRow;
  organisation: OrganisationRow;
  units: BusinessUnitRow[];
  /** The units the profile is limited to; none means all of the organisation's (platform §6). */
  assignedUnitIds: readonly string[];
  groups: string[];
  access: AccessMap;
  roles: string[];
  userTypes: string[];
}

/** A profile as sign-in and GET /customers/users/me answer it. */
export function profileView(parts: ProfileParts): Profile {
  const { user, organisation } = parts;
  return {
    id: parts.id,
    userId: user.id,
    email: user.email,
    name: fullName(user),
    givenName: user.givenName,
    familyName: user.familyName,
    phone: telephoneOf(user),
    groups: parts.groups,
    roles: parts.roles,
    access: parts.access,
    organisation: profileOrganisationView(organisation),
    businessUnits: parts.units
      .filter((unit) => unit.organisationId === organisation.id)
      .filter((unit) => parts.assignedUnitIds.length === 0 || parts.assignedUnitIds.includes(unit.id))
      .map((unit) => ({ id: unit.id, name: unit.name, type: unit.type })),
    countryISO: organisation.countryIso,
    pushToken: null,
    userTypes: parts.userTypes,
    settings: { terms: user.termsAcceptedAt !== null },
  };
}

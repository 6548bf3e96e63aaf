import {
  BUILT_IN_GROUPS,
  buildPagination,
  effectiveAccess,
  FULL_ACCESS,
  isOwner,
  effectiveModules,
  modulesAwaitingVetting,
  OWNER_GROUP,
  PROFILE_KV_KEYS,
  readUnitPreferences,
  resolveUnitSystems,
  ROLE_SYS_ADMIN,
  type AccessMap,
  type Group,
  type OrganisationCard,
  type OrganisationListQuery,
  type OrganisationSummary,
  type Profile,
  type ProfileCard,
  type ProfileKv,
  type ProfileKvKey,
  type TeamMember,
  type TeamMemberListQuery,
  type Telephone,
  type UnitKind,
  type UnitSystem,
  fullName,
} from '@harvest/domain';
import type { Clock } from '../../platform/clock';
import type { Db, Executor } from '../../platform/db/database';
import type { Principal } from '../../platform/auth/principal';
import { conflict, forbidden, notFound } from '../../platform/http/errors';
import {
  activateUser,
  deleteKv,
  findAssignedUnitIds,
  findShownUnitIds,
  findBusinessUnits,
  findFirstOwner,
  findGroups,
  findKv,
  findMembers,
  findMembership,
  findMembershipsOfUser,
  findOrganisationById,
  findOrganisationByName,
  findProfileWithUser,
  findUserByEmail,
  findUserById,
  insertBusinessUnit,
  insertGroup,
  insertOrganisation,
  insertProfile,
  insertUser,
  searchOrganisations,
  upsertKv,
  type BusinessUnitRow,
  type Membership,
  type OrganisationRow,
  type ProfileRow,
  type UserRow,
  findTeamPage,
} from './queries';
import { findMemberUserIds, findOpenUnlockModules } from './organisations-queries';

export interface NewOrganisation {
  name: string;
  countryIso?: string;
  vetted?: boolean;
  modules?: string[];
  /** Business details (platform §3), as the settings screens would set them. */
  details?: Partial<
    Pick<OrganisationRow, 'companyNumber' | 'email' | 'phone' | 'address' | 'bankDetails' | 'invoiceSettings'>
  >;
}

/** A unit's details beside its name and type. */
export type NewBusinessUnitDetails = Partial<
  Pick<BusinessUnitRow, 'companyNumber' | 'taxId' | 'email' | 'phone' | 'address' | 'farmDetails' | 'location'>
>;

export interface NewMember {
  email: string;
  givenName: string;
  familyName: string;
  roles?: string[];
  groups?: string[];
  /** Ignored for owners, who have full access. */
  access?: AccessMap;
  userTypes?: string[];
  phone?: { callingCode: string; number: string };
  /** Records the terms and conditions as accepted now. */
  acceptedTerms?: boolean;
}

/** A principal before the session and impersonation are known. */
export type Identity = Omit<Principal, 'sessionId' | 'impersonation'>;

export type { UserRow } from './queries';

const accessOf = (
  groups: readonly string[],
  stored: AccessMap,
  roles: readonly string[],
  organisation: OrganisationRow,
) => effectiveAccess({ groups, stored, roles, vetted: organisation.vetted });

const isSysAdmin = (principal: Principal) => principal.roles.includes(ROLE_SYS_ADMIN);

const isKnownKey = (entry: { key: string; value: string }): entry is { key: ProfileKvKey; value: string } =>
  (PROFILE_KV_KEYS as readonly string[]).includes(entry.key);

function identityOf(user: UserRow, membership: Membership | null): Identity {
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

function organisationView(organisation: OrganisationRow) {
  return {
    id: organisation.id,
    name: organisation.name,
    vetted: organisation.vetted,
    countryISO: organisation.countryIso,
    modules: organisation.modules.map((id) => ({ id })),
  };
}

/** The user's telephone, when both its parts are known. */
export function telephoneOf(user: UserRow): Telephone | null {
  return user.phoneCallingCode && user.phoneNumber
    ? { callingCode: user.phoneCallingCode, number: user.phoneNumber }
    : null;
}

/** A row of the team list: an owner's access is full whatever is stored. */
export function teamMemberView(
  { profile, user }: { profile: ProfileRow; user: UserRow },
  businessUnitIds: string[],
): TeamMember {
  return {
    profileId: profile.id,
    userId: user.id,
    name: fullName(user),
    email: user.email,
    groups: profile.groups,
    access: isOwner(profile.groups) ? FULL_ACCESS : profile.access,
    status: profile.status,
    businessUnitIds,
    isOwner: isOwner(profile.groups),
    phone: telephoneOf(user),
  };
}

function contactNumber(user: UserRow): string | null {
  return user.phoneCallingCode && user.phoneNumber ? `${user.phoneCallingCode} ${user.phoneNumber}` : null;
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

function profileView(parts: ProfileParts): Profile {
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
    organisation: organisationView(organisation),
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

export class AccountsService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  findOrganisationByName(name: string) {
    return findOrganisationByName(this.db, name);
  }

  findOrganisationById(id: string) {
    return findOrganisationById(this.db, id);
  }

  findUserByEmail(email: string, exec: Executor = this.db) {
    return findUserByEmail(exec, email);
  }

  findUserById(id: string, exec: Executor = this.db) {
    return findUserById(exec, id);
  }
  /** Whether the user exists (notifications are only written for people who do). */
  async userExists(exec: Executor, userId: string): Promise<boolean> {
    return (await findUserById(exec, userId)) !== null;
  }

  /** The user ids of the organisation's members, or null when there is no such organisation. */
  async organisationMembers(exec: Executor, organisationId: string): Promise<string[] | null> {
    if (!(await findOrganisationById(exec, organisationId))) return null;
    return findMemberUserIds(exec, organisationId);
  }

  /** The user's live profile in the organisation, if they are a member. */
  /** The units a person shows quantities in (platform §4): their choices over the defaults, kind by kind. */
  async unitSystemsOf(userId: string): Promise<Record<UnitKind, UnitSystem>> {
    const user = await findUserById(this.db, userId);
    return resolveUnitSystems(readUnitPreferences(user?.unitPreferences));
  }

  findMembership(userId: string, organisationId: string) {
    return findMembership(this.db, userId, organisationId);
  }

  /** A one-time code sent to the address proves it, so using one activates an invited user. */
  async activate(exec: Executor, userId: string): Promise<void> {
    await activateUser(exec, userId);
  }

  async createOrganisation(exec: Executor, input: NewOrganisation) {
    const now = this.clock.now();
    return insertOrganisation(exec, {
      name: input.name,
      countryIso: input.countryIso ?? 'GB',
      vetted: input.vetted ?? false,
      modules: input.modules ?? [],
      ...input.details,
      vettedAt: input.vetted ? now : null,
      createdAt: now,
      updatedAt: now,
    });
  }

  async addBusinessUnit(
    exec: Executor,
    organisationId: string,
    name: string,
    type: 'farm' | 'store' | 'region',
    details: NewBusinessUnitDetails = {},
  ) {
    return insertBusinessUnit(exec, { organisationId, name, type, ...details, createdAt: this.clock.now() });
  }

  /** Creates the user and their profile in the organisation. */
  async addMember(exec: Executor, organisationId: string, member: NewMember) {
    const now = this.clock.now();
    const user = await insertUser(exec, {
      email: member.email.toLowerCase(),
      givenName: member.givenName,
      familyName: member.familyName,
      roles: member.roles ?? [],
      phoneCallingCode: member.phone?.callingCode ?? null,
      phoneNumber: member.phone?.number ?? null,
      termsAcceptedAt: member.acceptedTerms ? now : null,
      createdAt: now,
    });
    const profile = await insertProfile(exec, {
      userId: user.id,
      organisationId,
      groups: member.groups ?? [],
      userTypes: member.userTypes ?? [],
      access: member.access ?? {},
      createdAt: now,
    });
    return { user, profile };
  }

  /**
   * Who an active user acts as: their profile in the requested organisation, or their first
   * profile when none is requested. Asking for an organisation they are not a member of is
   * refused (403) rather than quietly answered for another.
   */
  async actingIdentity(userId: string, requestedOrganisationId: string | null): Promise<Identity | null> {
    const user = await findUserById(this.db, userId);
    if (!user || user.status !== 'active') return null;
    const memberships = await findMembershipsOfUser(this.db, userId);
    if (requestedOrganisationId) {
      const chosen = memberships.find((m) => m.organisation.id === requestedOrganisationId);
      if (!chosen) throw forbidden();
      return identityOf(user, chosen);
    }
    return identityOf(user, memberships[0] ?? null);
  }

  /** An impersonated user, as a member of the organisation; null once they are not. */
  async memberIdentity(userId: string, organisationId: string): Promise<Identity | null> {
    const [user, membership] = await Promise.all([
      findUserById(this.db, userId),
      findMembership(this.db, userId, organisationId),
    ]);
    if (!user || user.status === 'disabled' || !membership) return null;
    return identityOf(user, membership);
  }

  /**
   * A system administrator acting as an organisation: an owner there, with full access and
   * the organisation's modules, but without sys-admin, so they see only its data.
   */
  async organisationIdentity(adminUserId: string, organisationId: string): Promise<Identity | null> {
    const [admin, organisation, own] = await Promise.all([
      findUserById(this.db, adminUserId),
      findOrganisationById(this.db, organisationId),
      findMembership(this.db, adminUserId, organisationId),
    ]);
    if (!admin || !organisation) return null;
    const roles = admin.roles.filter((role) => role !== ROLE_SYS_ADMIN);
    return {
      userId: admin.id,
      email: admin.email,
      roles,
      profileId: own?.profile.id ?? null,
      organisationId: organisation.id,
      groups: [OWNER_GROUP],
      access: accessOf([OWNER_GROUP], {}, roles, organisation),
      modules: effectiveModules(organisation.modules, organisation.vetted),
      awaitingVetting: modulesAwaitingVetting(organisation.modules, organisation.vetted),
    };
  }

  /** Every live profile of the user, as sign-in answers them. */
  async profilesOfUser(userId: string): Promise<Profile[]> {
    const user = await findUserById(this.db, userId);
    if (!user) return [];
    const memberships = await findMembershipsOfUser(this.db, userId);
    const [units, assigned] = await Promise.all([
      findBusinessUnits(
        this.db,
        memberships.map((m) => m.organisation.id),
      ),
      findAssignedUnitIds(
        this.db,
        memberships.map((m) => m.profile.id),
      ),
    ]);
    return memberships.map(({ profile, organisation }) =>
      profileView({
        id: profile.id,
        user,
        organisation,
        units,
        assignedUnitIds: assigned.filter((row) => row.profileId === profile.id).map((row) => row.businessUnitId),
        groups: profile.groups,
        access: accessOf(profile.groups, profile.access, user.roles, organisation),
        roles: user.roles,
        userTypes: profile.userTypes,
      }),
    );
  }

  /**
   * The profile the caller acts as, as the principal sees it (an impersonation's access and
   * roles win). An administrator acting as an organisation they have no profile in gets a
   * profile-shaped view whose id is the impersonation's id.
   */
  async actingProfile(principal: Principal): Promise<Profile> {
    if (!principal.organisationId) throw notFound();
    const [user, organisation, units] = await Promise.all([
      findUserById(this.db, principal.userId),
      findOrganisationById(this.db, principal.organisationId),
      findBusinessUnits(this.db, [principal.organisationId]),
    ]);
    if (!user || !organisation) throw notFound();
    let id = principal.impersonation?.id ?? null;
    let userTypes: string[] = [];
    let assignedUnitIds: string[] = [];
    if (principal.profileId) {
      const [own, assigned] = await Promise.all([
        findProfileWithUser(this.db, principal.profileId),
        findAssignedUnitIds(this.db, [principal.profileId]),
      ]);
      if (!own) throw notFound();
      id = own.profile.id;
      userTypes = own.profile.userTypes;
      assignedUnitIds = assigned.map((row) => row.businessUnitId);
    }
    if (!id) throw notFound();
    return profileView({
      id,
      user,
      organisation,
      units,
      assignedUnitIds,
      groups: principal.groups,
      access: principal.access,
      roles: principal.roles,
      userTypes,
    });
  }

  /**
   * The user types (seller, buyer...) of the profile the caller acts as; none when acting as an
   * organisation without a profile (an impersonation of the whole organisation).
   */
  async userTypesOf(principal: Principal): Promise<string[]> {
    if (!principal.profileId) return [];
    const row = await findProfileWithUser(this.db, principal.profileId);
    return row?.profile.userTypes ?? [];
  }

  async profileCard(principal: Principal, profileId: string): Promise<ProfileCard> {
    const row = await findProfileWithUser(this.db, profileId);
    if (!row || (!isSysAdmin(principal) && row.profile.organisationId !== principal.organisationId)) {
      throw notFound();
    }
    return {
      id: row.profile.id,
      name: fullName(row.user),
      email: row.user.email,
      contactNumber: contactNumber(row.user),
      avatar: null,
    };
  }

  /** The organisation's contact is its first owner. */
  async organisationCard(principal: Principal, organisationId: string): Promise<OrganisationCard> {
    if (!isSysAdmin(principal) && organisationId !== principal.organisationId) throw notFound();
    const organisation = await findOrganisationById(this.db, organisationId);
    if (!organisation) throw notFound();
    const owner = await findFirstOwner(this.db, organisation.id);
    return {
      id: organisation.id,
      name: organisation.name,
      countryISO: organisation.countryIso,
      vetted: organisation.vetted,
      email: owner?.email ?? null,
      contactNumber: owner ? contactNumber(owner) : null,
      avatar: null,
    };
  }

  /** Built-in groups, then the acting organisation's own, whose name contains the filter. */
  async groups(principal: Principal, filter: string | undefined): Promise<Group[]> {
    const text = filter?.toLowerCase() || null;
    const builtIn = BUILT_IN_GROUPS.filter((group) => !text || group.name.toLowerCase().includes(text));
    if (!principal.organisationId) return [...builtIn];
    const own = await findGroups(this.db, principal.organisationId, text);
    return [...builtIn, ...own.map((group) => ({ id: group.id, name: group.name }))];
  }

  async createGroup(principal: Principal, name: string): Promise<Group> {
    if (!principal.organisationId) throw forbidden();
    if (BUILT_IN_GROUPS.some((group) => group.name.toLowerCase() === name.toLowerCase())) throw conflict();
    const row = await insertGroup(this.db, {
      organisationId: principal.organisationId,
      name,
      createdAt: this.clock.now(),
    });
    if (!row) throw conflict();
    return { id: row.id, name: row.name };
  }

  /** Only the profile's own user (or a system administrator) may see its metadata; others hear 404. */
  private async ownKvProfile(principal: Principal, profileId: string): Promise<string> {
    const row = await findProfileWithUser(this.db, profileId);
    if (!row || (row.user.id !== principal.userId && !isSysAdmin(principal))) throw notFound();
    return row.profile.id;
  }

  async kv(principal: Principal, profileId: string): Promise<ProfileKv> {
    const id = await this.ownKvProfile(principal, profileId);
    return this.storedKv(id);
  }

  /** A key dropped from the known list since it was stored is not answered. */
  private async storedKv(profileId: string): Promise<ProfileKv> {
    return { kv: (await findKv(this.db, profileId)).filter(isKnownKey) };
  }

  /** Adds or overwrites the given keys; when a key repeats, the last value wins. */
  async addKv(principal: Principal, profileId: string, input: ProfileKv): Promise<ProfileKv> {
    const id = await this.ownKvProfile(principal, profileId);
    const entries = [...new Map(input.kv.map((entry) => [entry.key, entry.value])).entries()];
    await upsertKv(
      this.db,
      id,
      entries.map(([key, value]) => ({ key, value })),
      this.clock.now(),
    );
    return this.storedKv(id);
  }

  async replaceKv(principal: Principal, profileId: string, input: ProfileKv): Promise<ProfileKv> {
    const id = await this.ownKvProfile(principal, profileId);
    const entries = [...new Map(input.kv.map((entry) => [entry.key, entry.value])).entries()];
    await this.db.transaction(async (tx) => {
      await deleteKv(tx, id, null);
      await upsertKv(
        tx,
        id,
        entries.map(([key, value]) => ({ key, value })),
        this.clock.now(),
      );
    });
    return this.storedKv(id);
  }

  async deleteKv(principal: Principal, profileId: string, keys: ProfileKvKey[]): Promise<ProfileKv> {
    const id = await this.ownKvProfile(principal, profileId);
    await deleteKv(this.db, id, keys);
    return this.storedKv(id);
  }

  /** GET /customers/users: the acting organisation's members, for the team page. */
  async listTeam(principal: Principal, query: TeamMemberListQuery) {
    const organisationId = principal.organisationId;
    if (!organisationId) throw notFound();
    const { rows, total } = await findTeamPage(this.db, organisationId, query);
    const assigned = await findShownUnitIds(
      this.db,
      rows.map((row) => row.profile.id),
    );
    const items = rows.map((row) =>
      teamMemberView(
        row,
        assigned.filter((unit) => unit.profileId === row.profile.id).map((unit) => unit.businessUnitId),
      ),
    );
    return { items, pagination: buildPagination(query, total) };
  }

  /** The business accounts list of system administrators. */
  async listOrganisations(query: OrganisationListQuery) {
    const { rows, total } = await searchOrganisations(this.db, {
      query: query.query || null,
      offset: query.offset,
      limit: query.limit,
    });
    const ids = rows.map((row) => row.id);
    const [members, pending] = await Promise.all([findMembers(this.db, ids), findOpenUnlockModules(this.db, ids)]);
    const items: OrganisationSummary[] = rows.map((organisation) => ({
      ...organisationView(organisation),
      members: members
        .filter((member) => member.profile.organisationId === organisation.id)
        .map(({ profile, user }) => ({
          profileId: profile.id,
          userId: user.id,
          name: fullName(user),
          email: user.email,
          groups: profile.groups,
        })),
      pendingModules: pending.filter((row) => row.organisationId === organisation.id).map((row) => row.moduleId),
    }));
    return { items, pagination: buildPagination(query, total) };
  }
}

import {
  effectiveAccess,
  fullName,
  hasPermission,
  inAccessScope,
  type AccessLevel,
  type Address,
  type Branding,
  type BusinessUnit,
  type InvoiceSettings,
  type OrganisationRef,
  type Permission,
  type Profile,
} from '@harvest/domain';

/** A business as its invoices name it. */
export interface InvoiceParty {
  id: string;
  name: string;
  countryISO: string;
  address: Address | null;
  companyNumber: string | null;
  invoiceSettings: InvoiceSettings | null;
  branding: Branding | null;
}
import { forbidden, notFound } from '../../../platform/http/errors';
import { isSysAdmin, type Principal } from '../../../platform/auth/principal';
import type { Db, Executor } from '../../../platform/db/database';
import { LruMap } from '../../../platform/cache/lru-map';
import { unitView } from '../business-units/unit-views';
import { organisationRefView } from '../organisations/organisation-views';
import { profileView } from '../profiles/profile-views';
import {
  activateUser,
  findAssignedUnitIds,
  findBusinessUnits,
  findMemberUserIds,
  findOrganisationById,
  findOrganisationByName,
  findUserByEmail,
  findUserById,
  type BusinessUnitRow,
} from '../queries';
import { accessOf, identityOf, organisationIdentityOf, type Identity } from './identity-views';
import {
  findCarrierIds,
  findLiveUnit,
  findMembersOfOrganisations,
  findMembersInGroups,
  findMembersWithAccess,
  findMembership,
  findMembershipsOfUser,
  findOrganisationsAndPeople,
  findOrganisationsByIds,
  findPeople,
  findUnitNames,
  holdLiveUnit,
  isCarrierOrganisation,
  findPlacedUnitsOf,
  findUnitPlaces,
  type UnitPlaceRow,
} from './queries';

/** The business units a caller may keep things at, as other modules read them. */
export interface UnitScope {
  organisationId: string;
  countryISO: string;
  /** The units the caller is limited to; null for all of them. */
  unitIds: string[] | null;
  units: { id: string; name: string; type: BusinessUnit['type'] }[];
}

/**
 * The port through which other modules say what still holds a business unit (inventory its crops, trading its
 * listings and trade requests); each registers itself. Counted on `exec`, the deletion's transaction, after the unit
 * is locked, so a link being written at the same moment is counted or finds the unit gone.
 */
export interface BusinessUnitLinks {
  linksToBusinessUnit(unit: { id: string; organisationId: string }, exec: Executor): Promise<number>;
}

/** A person as other modules address them. */
export interface Person {
  id: string;
  name: string;
  email: string;
}

/** Unit scopes an instance keeps, under the principal version they were read at. */
const KEPT_UNIT_SCOPES = 10_000;

/**
 * What the rest of the platform reads of accounts: people, businesses and who belongs where (auth resolves principals
 * from it, notifications finds members), and the business units a caller may reach (inventory and trading keep
 * things at them). Reads only, apart from activating a user whose address a one-time code proved, so it needs
 * nothing of the modules that read it and is built before them.
 */
export class AccountsDirectory {
  readonly #usages = new Map<string, BusinessUnitLinks>();
  readonly #unitScopes = new LruMap<string, { version: number; scope: UnitScope }>(KEPT_UNIT_SCOPES);

  constructor(private readonly db: Db) {}

  // People and businesses

  findUserByEmail(email: string, exec: Executor = this.db) {
    return findUserByEmail(exec, email);
  }

  findUserById(id: string, exec: Executor = this.db) {
    return findUserById(exec, id);
  }

  findOrganisationById(id: string) {
    return findOrganisationById(this.db, id);
  }

  findOrganisationByName(name: string) {
    return findOrganisationByName(this.db, name);
  }

  /** The user's live, usable profile in the organisation, if they are a member. */
  findMembership(userId: string, organisationId: string) {
    return findMembership(this.db, userId, organisationId);
  }

  /** A one-time code sent to the address proves it, so using one activates an invited user. */
  async activate(exec: Executor, userId: string): Promise<void> {
    await activateUser(exec, userId);
  }

  /** Whether the user exists (notifications are only written for people who do). */
  async userExists(exec: Executor, userId: string): Promise<boolean> {
    return (await findUserById(exec, userId)) !== null;
  }

  /** The user ids of the organisation's members, or null when there is no such organisation. */
  async memberUserIds(exec: Executor, organisationId: string): Promise<string[] | null> {
    if (!(await findOrganisationById(exec, organisationId))) return null;
    return findMemberUserIds(exec, organisationId);
  }

  /** The user ids of the live members of each of these organisations (an empty list for one without any). */
  async membersByOrganisation(exec: Executor, organisationIds: readonly string[]): Promise<Map<string, string[]>> {
    const members = new Map(organisationIds.map((id): [string, string[]] => [id, []]));
    for (const row of await findMembersOfOrganisations(exec, [...organisationIds])) {
      members.get(row.organisationId)?.push(row.userId);
    }
    return members;
  }

  /** Names and email addresses of these users, for the modules that write to them; unknown ids are left out. */
  async people(exec: Executor, userIds: readonly string[]): Promise<Person[]> {
    const rows = await findPeople(exec, [...userIds]);
    return rows.map((row) => ({ id: row.id, name: fullName(row), email: row.email }));
  }

  /**
   * The organisation's members in any of these groups (its owners, its carrier group, its drivers), named, with the
   * notification channels each chose (null: every member): logistics registers drivers and warns a fleet's people.
   */
  async membersInGroups(organisationId: string, groups: readonly string[] | null, exec: Executor = this.db) {
    const rows = await findMembersInGroups(exec, organisationId, groups && [...groups]);
    return rows.map((row) => ({
      profileId: row.profileId,
      userId: row.userId,
      groups: row.groups,
      name: fullName(row),
      email: row.email,
      notificationPreferences: row.notificationPreferences,
    }));
  }

  /**
   * The organisation's members who hold any of these permissions at the level given (owners hold every one), named,
   * with the notification channels each chose: logistics tells a job's news to those who may read the job.
   */
  async membersHolding(
    organisationId: string,
    holding: readonly (readonly [Permission, AccessLevel])[],
    exec: Executor = this.db,
  ) {
    const rows = await findMembersWithAccess(exec, organisationId);
    return rows
      .filter((row) => {
        const access = effectiveAccess({
          groups: row.groups,
          stored: row.access,
          roles: row.roles,
          vetted: row.vetted,
        });
        return holding.some(([permission, level]) => hasPermission(access, permission, level));
      })
      .map((row) => ({
        profileId: row.profileId,
        userId: row.userId,
        name: fullName(row),
        email: row.email,
        notificationPreferences: row.notificationPreferences,
      }));
  }

  /** Businesses' refs and people's names and addresses in one read; unknown ids are left out. */
  async namesOf(
    exec: Executor,
    organisationIds: readonly string[],
    userIds: readonly string[],
  ): Promise<{ organisations: Map<string, OrganisationRef>; people: Map<string, Person> }> {
    const rows = await findOrganisationsAndPeople(exec, [...new Set(organisationIds)], [...new Set(userIds)]);
    const found = { organisations: new Map<string, OrganisationRef>(), people: new Map<string, Person>() };
    for (const row of rows) {
      if (row.vetted !== null) {
        found.organisations.set(row.id, {
          id: row.id,
          name: row.name ?? '',
          countryISO: row.countryIso ?? '',
          vetted: row.vetted,
        });
      } else {
        const name = fullName({ givenName: row.givenName ?? '', familyName: row.familyName ?? '' });
        found.people.set(row.id, { id: row.id, name, email: row.email ?? '' });
      }
    }
    return found;
  }

  /** Which of these businesses are carriers (logistics asks them for quotes); the rest are left out. */
  async carrierIds(exec: Executor, ids: readonly string[]): Promise<Set<string>> {
    return new Set(await findCarrierIds(exec, [...new Set(ids)]));
  }

  /** What anyone signed in may know of other businesses; unknown ids are left out. */
  async refs(ids: string[], exec: Executor = this.db): Promise<OrganisationRef[]> {
    return (await findOrganisationsByIds(exec, [...new Set(ids)])).map(organisationRefView);
  }

  /** Units' places (name, address, map location), whosever they are: a haulage job's stops are at them. */
  unitPlaces(ids: readonly string[], exec: Executor = this.db): Promise<UnitPlaceRow[]> {
    return findUnitPlaces(exec, ids);
  }

  /** The business's units placed on the map (its sites), stores and farms first: where haulage delivers to it. */
  placedUnitsOf(organisationId: string, exec: Executor = this.db): Promise<UnitPlaceRow[]> {
    return findPlacedUnitsOf(exec, organisationId);
  }

  /** Whether the business is a haulier (a live member in the carrier group): jobs are given only to one. */
  isCarrier(organisationId: string, exec: Executor = this.db): Promise<boolean> {
    return isCarrierOrganisation(exec, organisationId);
  }

  /**
   * What a business's invoices carry of it (issue 21): its name, country, address and company number, and its own
   * invoice settings and branding from business setup; null for an unknown id.
   */
  async invoiceParty(organisationId: string, exec: Executor = this.db): Promise<InvoiceParty | null> {
    const [row] = await findOrganisationsByIds(exec, [organisationId]);
    if (!row) return null;
    return {
      id: row.id,
      name: row.name,
      countryISO: row.countryIso,
      address: row.address,
      companyNumber: row.companyNumber,
      invoiceSettings: row.invoiceSettings,
      branding: row.branding,
    };
  }

  // Principals, for auth

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

  /** A system administrator acting as an organisation (an owner there, without sys-admin). */
  async organisationIdentity(adminUserId: string, organisationId: string): Promise<Identity | null> {
    const [admin, organisation, own] = await Promise.all([
      findUserById(this.db, adminUserId),
      findOrganisationById(this.db, organisationId),
      findMembership(this.db, adminUserId, organisationId),
    ]);
    if (!admin || !organisation) return null;
    return organisationIdentityOf(admin, organisation, own?.profile.id ?? null);
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

  // Business units as other modules reach them

  /** Another module reports what links to a business unit: the summary shows the counts, and a linked unit stays. */
  registerBusinessUnitUsage(kind: string, links: BusinessUnitLinks): void {
    if (this.#usages.has(kind)) throw new Error(`Business unit usage ${kind} is already registered`);
    this.#usages.set(kind, links);
  }

  /** How many things of each registered kind link to the unit. */
  async unitLinks(unit: { id: string; organisationId: string }, exec: Executor = this.db) {
    const counts = await Promise.all(
      [...this.#usages.entries()].map(
        async ([kind, links]) => [kind, await links.linksToBusinessUnit(unit, exec)] as const,
      ),
    );
    return Object.fromEntries(counts) as Record<string, number>;
  }

  /**
   * For a module writing something that links to the unit, inside its transaction: holds the live unit until the
   * write commits (a deletion waits for it and then counts it), or answers false when the unit has been deleted.
   */
  holdUnit(exec: Executor, unitId: string): Promise<boolean> {
    return holdLiveUnit(exec, unitId);
  }

  /**
   * The units the caller is limited to in the organisation: none means all (§6). A system
   * administrator looking at another organisation is not limited.
   */
  async assignedUnitIds(principal: Principal, organisationId: string): Promise<string[]> {
    if (!principal.profileId || principal.organisationId !== organisationId) return [];
    return (await findAssignedUnitIds(this.db, [principal.profileId])).map((row) => row.businessUnitId);
  }

  /** A live unit of the caller's organisation (any, for a system administrator) within their scope; else 404. */
  async unit(principal: Principal, id: string): Promise<BusinessUnit> {
    const admin = isSysAdmin(principal);
    if (!admin && !principal.organisationId) throw notFound();
    const unit: BusinessUnitRow | null = await findLiveUnit(this.db, id, admin ? null : principal.organisationId);
    if (!unit || !inAccessScope(await this.assignedUnitIds(principal, unit.organisationId), unit.id)) throw notFound();
    return unitView(unit);
  }

  /**
   * For the modules that keep things at business units (inventory): the acting organisation's live units the
   * caller may reach, and the scope itself (`null`: every unit, as for a member assigned to none).
   */
  async unitScope(principal: Principal): Promise<UnitScope> {
    const organisationId = principal.organisationId;
    if (!organisationId) throw notFound();
    // Units and assignments raise the principal version of everyone they concern (platform/auth/tables.ts).
    if (principal.version === undefined) return this.readUnitScope(principal, organisationId);
    const key = `${principal.userId} ${organisationId} ${principal.profileId ?? ''}`;
    const kept = this.#unitScopes.get(key);
    if (kept?.version === principal.version) return kept.scope;
    const scope = await this.readUnitScope(principal, organisationId);
    this.#unitScopes.set(key, { version: principal.version, scope });
    return scope;
  }

  private async readUnitScope(principal: Principal, organisationId: string): Promise<UnitScope> {
    const [organisation, units, assigned] = await Promise.all([
      findOrganisationById(this.db, organisationId),
      findBusinessUnits(this.db, [organisationId]),
      this.assignedUnitIds(principal, organisationId),
    ]);
    if (!organisation) throw notFound();
    return {
      organisationId,
      countryISO: organisation.countryIso,
      unitIds: assigned.length === 0 ? null : assigned,
      units: units
        .filter((unit) => inAccessScope(assigned, unit.id))
        .map((unit) => ({ id: unit.id, name: unit.name, type: unit.type })),
    };
  }

  /**
   * The names of these units of the organisation, deleted ones too: a deleted unit stays for the history of what
   * referred to it (an ended listing still says which farm it was at). Other organisations' ids are left out.
   */
  async unitNames(organisationId: string, ids: readonly string[]): Promise<Map<string, string>> {
    const rows = await findUnitNames(this.db, organisationId, [...new Set(ids)]);
    return new Map(rows.map((row) => [row.id, row.name]));
  }
}

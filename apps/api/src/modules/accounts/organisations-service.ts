import {
  AUTH_PATHS,
  buildPagination,
  businessUnitIssues,
  effectiveModules,
  fullName,
  inAccessScope,
  messages,
  NOTIFICATION_PATHS,
  organisationPatchIssues,
  ROLE_SYS_ADMIN,
  UNLOCKABLE_MODULES,
  type BusinessUnit,
  type BusinessUnitCreate,
  type BusinessUnitPatch,
  type BusinessUnitSummary,
  type ListQuery,
  type ModuleUnlock,
  type OrganisationDetails,
  type OrganisationPatch,
  type OrganisationRef,
} from '@harvest/domain';
import type { Principal } from '../../platform/auth/principal';
import type { Clock } from '../../platform/clock';
import type { Db, Executor, Tx } from '../../platform/db/database';
import { badRequest, conflict, conflictOn, forbidden, notFound } from '../../platform/http/errors';
import { appLink, moduleUnlockRequestEmail } from '../../platform/outbox/email-layout';
import type { Outbox } from '../../platform/outbox/outbox';
import { LruMap } from '../../platform/cache/lru-map';
import type { NotificationsService } from '../notifications';
import {
  countMembersOnlyIn,
  countUnitMembers,
  findCarrierOrganisations,
  findLiveUnit,
  findUnitNames,
  holdLiveUnit,
  lockLiveUnit,
  findMemberUserIds,
  findMembersOfOrganisations,
  findOrganisationsAndPeople,
  findPeople,
  findOpenUnlockRequest,
  findOpenUnlockViews,
  findOrganisationsByIds,
  findSysAdminEmails,
  findUnlockView,
  findUnlockViewsOf,
  grantOpenUnlockRequests,
  insertUnlockRequestIfNew,
  softDeleteUnit,
  updateOrganisation,
  updateUnit,
  type UnlockView,
} from './organisations-queries';
import {
  assignBusinessUnits,
  findAssignedUnitIds,
  findBusinessUnits,
  findFirstOwner,
  findOrganisationById,
  findOrganisationByNameIn,
  findUserById,
  insertBusinessUnit,
  type BusinessUnitRow,
  type OrganisationRow,
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
 * listings and trade requests); app.ts registers each. Counted on `exec`, the deletion's transaction, after the unit
 * is locked, so a link being written at the same moment is counted or finds the unit gone.
 */
export interface BusinessUnitLinks {
  linksToBusinessUnit(unit: { id: string; organisationId: string }, exec: Executor): Promise<number>;
}

const isSysAdmin = (principal: Principal) => principal.roles.includes(ROLE_SYS_ADMIN);

const isUnlockable = (moduleId: string) => (UNLOCKABLE_MODULES as readonly string[]).includes(moduleId);

/** A person as other modules address them. */
export interface Person {
  id: string;
  name: string;
  email: string;
}

function refView(organisation: OrganisationRow): OrganisationRef {
  return {
    id: organisation.id,
    name: organisation.name,
    countryISO: organisation.countryIso,
    vetted: organisation.vetted,
  };
}

function unitView(unit: BusinessUnitRow): BusinessUnit {
  return {
    id: unit.id,
    organisationId: unit.organisationId,
    name: unit.name,
    type: unit.type,
    companyNumber: unit.companyNumber,
    taxId: unit.taxId,
    email: unit.email,
    phone: unit.phone,
    address: unit.address,
    farmDetails: unit.farmDetails,
    location: unit.location,
  };
}

function unlockView(row: UnlockView): ModuleUnlock {
  return {
    id: row.request.id,
    organisationId: row.request.organisationId,
    organisationName: row.organisationName,
    moduleId: row.request.moduleId,
    status: row.request.status,
    requestedBy: fullName({ givenName: row.requesterGivenName, familyName: row.requesterFamilyName }),
    requestedAt: row.request.requestedAt.toISOString(),
    decidedAt: row.request.decidedAt?.toISOString() ?? null,
  };
}

/**
 * Organisations and business units (platform §3, §5, §6): the business settings, vetting and
 * modules, upgrade requests, and the units people work at. The caller's permission is checked
 * by the route's guard; here, which organisation and which units they may reach (another
 * organisation's, or a unit outside their scope, is 404).
 */
/** Unit scopes an instance keeps, under the principal version they were read at. */
const KEPT_UNIT_SCOPES = 10_000;

export class OrganisationsService {
  private readonly usages = new Map<string, BusinessUnitLinks>();
  readonly #unitScopes = new LruMap<string, { version: number; scope: UnitScope }>(KEPT_UNIT_SCOPES);

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly outbox: Outbox,
    private readonly notifications: NotificationsService,
    private readonly options: { publicUrl: string },
  ) {}

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
   * Other modules report what links to a business unit (crops, listings), wired in app.ts: the summary shows the
   * counts, and a unit with any link cannot be deleted.
   */
  registerBusinessUnitUsage(kind: string, links: BusinessUnitLinks): void {
    if (this.usages.has(kind)) throw new Error(`Business unit usage ${kind} is already registered`);
    this.usages.set(kind, links);
  }

  /**
   * For a module writing something that links to the unit, inside its transaction: holds the live unit until the
   * write commits (a deletion waits for it and then counts it), or answers false when the unit has been deleted.
   */
  holdUnit(exec: Executor, unitId: string): Promise<boolean> {
    return holdLiveUnit(exec, unitId);
  }

  // Organisations

  /** The caller's own organisation, or any for a system administrator. */
  private async organisationFor(principal: Principal, id: string): Promise<OrganisationRow> {
    if (!isSysAdmin(principal) && id !== principal.organisationId) throw notFound();
    const organisation = await findOrganisationById(this.db, id);
    if (!organisation) throw notFound();
    return organisation;
  }

  private async detailsView(organisation: OrganisationRow): Promise<OrganisationDetails> {
    const owner = await findFirstOwner(this.db, organisation.id);
    return {
      ...refView(organisation),
      modules: organisation.modules.map((id) => ({ id })),
      companyNumber: organisation.companyNumber,
      email: organisation.email,
      phone: organisation.phone,
      address: organisation.address,
      bankDetails: organisation.bankDetails,
      branding: organisation.branding,
      invoiceSettings: organisation.invoiceSettings,
      advancePay: organisation.advancePay,
      owner: owner ? { userId: owner.id, name: fullName(owner), email: owner.email } : null,
    };
  }

  async details(principal: Principal, id: string): Promise<OrganisationDetails> {
    return this.detailsView(await this.organisationFor(principal, id));
  }

  /**
   * Any section alone; null clears it. Only a system administrator vets a business or sets its
   * modules; granting a module answers the organisation's open request for it.
   */
  async update(principal: Principal, id: string, patch: OrganisationPatch): Promise<OrganisationDetails> {
    const organisation = await this.organisationFor(principal, id);
    if ((patch.vetted !== undefined || patch.modules !== undefined) && !isSysAdmin(principal)) throw forbidden();
    const issues = organisationPatchIssues(organisation.countryIso, patch);
    if (issues.length > 0) throw badRequest(issues);

    const updated = await this.db.transaction(async (tx) => {
      const now = this.clock.now();
      if (patch.name !== undefined) {
        const same = await findOrganisationByNameIn(tx, patch.name, organisation.countryIso);
        if (same && same.id !== organisation.id) {
          throw conflictOn('name', messages.accounts.organisationTaken, 'ORGANISATION_TAKEN');
        }
      }
      const modules = patch.modules ? [...new Set(patch.modules)] : undefined;
      const vettedChanged = patch.vetted !== undefined && patch.vetted !== organisation.vetted;
      const row = await updateOrganisation(tx, organisation.id, {
        name: patch.name,
        companyNumber: patch.companyNumber,
        email: patch.email,
        phone: patch.phone,
        address: patch.address,
        bankDetails: patch.bankDetails,
        branding: patch.branding,
        invoiceSettings: patch.invoiceSettings,
        vetted: patch.vetted,
        vettedAt: vettedChanged ? (patch.vetted ? now : null) : undefined,
        modules,
        updatedAt: now,
      });
      if (!row) throw notFound();
      if (vettedChanged && patch.vetted) await this.notifyVerified(tx, organisation.id);
      if (modules) {
        const granted = await grantOpenUnlockRequests(tx, organisation.id, modules, { by: principal.userId, at: now });
        for (const request of granted) await this.notifyUpgradeGranted(tx, organisation.id, request);
      }
      return row;
    });
    return this.detailsView(updated);
  }

  /** A system administrator vetted the business: its owners hear it in the app. */
  private async notifyVerified(tx: Tx, organisationId: string): Promise<void> {
    const owners = await findMemberUserIds(tx, organisationId, { ownersOnly: true });
    await this.notifications.notify(
      tx,
      { userIds: owners },
      {
        title: messages.notifications.businessVerifiedTitle,
        message: messages.notifications.businessVerifiedMessage,
        type: 'success',
        callToAction: {
          actions: [
            {
              label: messages.notifications.viewAccount,
              isPrimary: true,
              redirect: { path: NOTIFICATION_PATHS.account },
            },
          ],
        },
        organisationId,
      },
    );
  }

  /** An upgrade was granted: whoever asked for it hears it in the app. */
  private async notifyUpgradeGranted(
    tx: Tx,
    organisationId: string,
    request: { moduleId: string; requestedByUserId: string },
  ): Promise<void> {
    await this.notifications.notify(
      tx,
      { userIds: [request.requestedByUserId] },
      {
        title: messages.notifications.moduleGrantedTitle,
        message: messages.notifications.moduleGrantedMessage,
        type: 'success',
        callToAction: {
          actions: [
            {
              label: messages.notifications.viewAccount,
              isPrimary: true,
              redirect: { path: NOTIFICATION_PATHS.account },
            },
          ],
        },
        data: { moduleId: request.moduleId },
        organisationId,
      },
    );
  }

  /** Advance Pay is a trading service: only for an organisation that trades (vetted, with trading:core). */
  async setAdvancePay(principal: Principal, id: string, enabled: boolean): Promise<OrganisationDetails> {
    const organisation = await this.organisationFor(principal, id);
    if (!effectiveModules(organisation.modules, organisation.vetted).includes('trading:core')) throw forbidden();
    const row = await updateOrganisation(this.db, organisation.id, {
      advancePay: enabled,
      updatedAt: this.clock.now(),
    });
    if (!row) throw notFound();
    return this.detailsView(row);
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

  /** What anyone signed in may know of other businesses; unknown ids are left out. */
  async refs(ids: string[], exec: Executor = this.db): Promise<OrganisationRef[]> {
    return (await findOrganisationsByIds(exec, [...new Set(ids)])).map(refView);
  }

  /** Businesses with a member in the carrier group, whose name contains the query. */
  async carriers(query: ListQuery & { query?: string }) {
    const { rows, total } = await findCarrierOrganisations(this.db, {
      query: query.query || null,
      offset: query.offset,
      limit: query.limit,
    });
    return { items: rows.map(refView), pagination: buildPagination(query, total) };
  }

  // Module unlock requests

  async unlockRequests(principal: Principal, id: string): Promise<ModuleUnlock[]> {
    const organisation = await this.organisationFor(principal, id);
    return (await findUnlockViewsOf(this.db, organisation.id)).map(unlockView);
  }

  /** Every organisation's requests still waiting for a system administrator, oldest first. */
  async openUnlockRequests(): Promise<ModuleUnlock[]> {
    return (await findOpenUnlockViews(this.db)).map(unlockView);
  }

  /**
   * Asks for an upgrade module (§6: locked until requested). Asking again answers the open
   * request without emailing anyone twice; a new one emails every system administrator.
   */
  async requestUnlock(principal: Principal, id: string, moduleId: string): Promise<ModuleUnlock> {
    const organisation = await this.organisationFor(principal, id);
    if (!isUnlockable(moduleId)) {
      const message = messages.accounts.moduleNotUnlockable;
      throw badRequest([{ field: 'id', message }], message);
    }
    if (organisation.modules.includes(moduleId)) {
      throw conflict(messages.accounts.moduleAlreadyActive, 'MODULE_ALREADY_ACTIVE');
    }
    const requestId = await this.db.transaction(async (tx) => {
      const created = await insertUnlockRequestIfNew(tx, {
        organisationId: organisation.id,
        moduleId,
        requestedByUserId: principal.userId,
        status: 'requested',
        requestedAt: this.clock.now(),
      });
      if (created) {
        await this.notifyAdministrators(tx, organisation, moduleId, principal.userId);
        return created.id;
      }
      const open = await findOpenUnlockRequest(tx, organisation.id, moduleId);
      if (!open) throw new Error(`No open ${moduleId} request of ${organisation.id} after a conflicting insert`);
      return open.id;
    });
    const row = await findUnlockView(this.db, requestId);
    if (!row) throw notFound();
    return unlockView(row);
  }

  private async notifyAdministrators(tx: Tx, organisation: OrganisationRow, moduleId: string, requesterId: string) {
    const requester = await findUserById(tx, requesterId);
    const url = appLink(this.options.publicUrl, AUTH_PATHS.businessAccounts);
    for (const admin of await findSysAdminEmails(tx)) {
      await this.outbox.enqueueEmail(
        tx,
        admin.email,
        'module-unlock-request',
        moduleUnlockRequestEmail({
          givenName: admin.givenName,
          organisationName: organisation.name,
          requesterName: requester ? fullName(requester) : organisation.name,
          moduleId,
          url,
        }),
      );
    }
  }

  // Business units

  /**
   * The units the caller is limited to in the organisation: none means all (§6). A system
   * administrator looking at another organisation is not limited.
   */
  private async scopeOf(principal: Principal, organisationId: string): Promise<string[]> {
    if (!principal.profileId || principal.organisationId !== organisationId) return [];
    return (await findAssignedUnitIds(this.db, [principal.profileId])).map((row) => row.businessUnitId);
  }

  /** A live unit of the caller's organisation (any, for a system administrator) within their scope. */
  private async unitFor(principal: Principal, id: string): Promise<BusinessUnitRow> {
    const admin = isSysAdmin(principal);
    if (!admin && !principal.organisationId) throw notFound();
    const unit = await findLiveUnit(this.db, id, admin ? null : principal.organisationId);
    if (!unit || !inAccessScope(await this.scopeOf(principal, unit.organisationId), unit.id)) throw notFound();
    return unit;
  }

  private async countryOf(organisationId: string): Promise<string> {
    const organisation = await findOrganisationById(this.db, organisationId);
    if (!organisation) throw notFound();
    return organisation.countryIso;
  }

  /** GET /customers/business/{organisationId}: the organisation and the units the caller may see. */
  async business(principal: Principal, organisationId: string) {
    const organisation = await this.organisationFor(principal, organisationId);
    const [units, scope] = await Promise.all([
      findBusinessUnits(this.db, [organisation.id]),
      this.scopeOf(principal, organisation.id),
    ]);
    return {
      organisation: refView(organisation),
      businessUnits: units.filter((unit) => inAccessScope(scope, unit.id)).map(unitView),
    };
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
      this.scopeOf(principal, organisationId),
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

  async unit(principal: Principal, id: string): Promise<BusinessUnit> {
    return unitView(await this.unitFor(principal, id));
  }

  /**
   * A unit of the acting organisation. A member limited to some units is given the new one
   * too, or they could not see what they had just made.
   */
  async createUnit(principal: Principal, input: BusinessUnitCreate): Promise<BusinessUnit> {
    const organisationId = principal.organisationId;
    if (!organisationId) throw forbidden();
    const issues = businessUnitIssues(await this.countryOf(organisationId), input);
    if (issues.length > 0) throw badRequest(issues);
    const scope = await this.scopeOf(principal, organisationId);
    const unit = await this.db.transaction(async (tx) => {
      const now = this.clock.now();
      const row = await insertBusinessUnit(tx, {
        organisationId,
        name: input.name,
        type: input.type,
        companyNumber: input.companyNumber ?? null,
        taxId: input.taxId ?? null,
        email: input.email ?? null,
        phone: input.phone ?? null,
        address: input.address ?? null,
        farmDetails: input.farmDetails ?? null,
        location: input.location ?? null,
        createdAt: now,
        updatedAt: now,
      });
      if (scope.length > 0 && principal.profileId) await assignBusinessUnits(tx, principal.profileId, [row.id]);
      return row;
    });
    return unitView(unit);
  }

  /** Anything but the type, which the schema refuses (§5: fixed once created). */
  async updateUnit(principal: Principal, id: string, patch: BusinessUnitPatch): Promise<BusinessUnit> {
    const unit = await this.unitFor(principal, id);
    const issues = businessUnitIssues(await this.countryOf(unit.organisationId), patch);
    if (issues.length > 0) throw badRequest(issues);
    const row = await updateUnit(this.db, unit.id, {
      name: patch.name,
      companyNumber: patch.companyNumber,
      taxId: patch.taxId,
      email: patch.email,
      phone: patch.phone,
      address: patch.address,
      farmDetails: patch.farmDetails,
      location: patch.location,
      updatedAt: this.clock.now(),
    });
    if (!row) throw notFound();
    return unitView(row);
  }

  private async linksOf(unit: BusinessUnitRow, exec: Executor = this.db): Promise<Record<string, number>> {
    const counts = await Promise.all(
      [...this.usages.entries()].map(
        async ([kind, links]) => [kind, await links.linksToBusinessUnit(unit, exec)] as const,
      ),
    );
    return Object.fromEntries(counts);
  }

  /** §5 and the only-unit rule: why a unit cannot be deleted, or null. The summary and the deletion share it. */
  private deleteRefusal(links: Record<string, number>, membersOnlyHere: number) {
    if (Object.values(links).some((n) => n > 0)) {
      return conflict(messages.accounts.businessUnitInUse, 'BUSINESS_UNIT_IN_USE');
    }
    if (membersOnlyHere > 0) return conflict(messages.accounts.businessUnitOnlyAccess, 'BUSINESS_UNIT_ONLY_ACCESS');
    return null;
  }

  async unitSummary(principal: Principal, id: string): Promise<BusinessUnitSummary> {
    const unit = await this.unitFor(principal, id);
    const [members, onlyHere, links] = await Promise.all([
      countUnitMembers(this.db, unit.id),
      countMembersOnlyIn(this.db, unit.id),
      this.linksOf(unit),
    ]);
    return {
      id: unit.id,
      name: unit.name,
      type: unit.type,
      members,
      links,
      deletable: this.deleteRefusal(links, onlyHere) === null,
    };
  }

  /**
   * §5: a unit linked to crops or a listing cannot be deleted. Nor can the only unit a member
   * may reach: with it gone they would be limited to nothing, which no screen can show (none
   * assigned means all). A deleted unit stays for the history of what referred to it.
   */
  async deleteUnit(principal: Principal, id: string): Promise<void> {
    const unit = await this.unitFor(principal, id);
    await this.db.transaction(async (tx) => {
      // Locked first: a listing or record being written at the unit commits before its links are counted.
      if (!(await lockLiveUnit(tx, unit.id))) throw notFound();
      const [links, onlyHere] = await Promise.all([this.linksOf(unit, tx), countMembersOnlyIn(tx, unit.id)]);
      const refusal = this.deleteRefusal(links, onlyHere);
      if (refusal) throw refusal;
      if (!(await softDeleteUnit(tx, unit.id, this.clock.now()))) throw notFound();
    });
  }
}

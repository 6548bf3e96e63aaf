import {
  businessUnitIssues,
  includesFarmOrStore,
  inAccessScope,
  messages,
  type BusinessUnit,
  type BusinessUnitCreate,
  type BusinessUnitPatch,
  type BusinessUnitSummary,
} from '@harvest/domain';
import { isSysAdmin, type Principal } from '../../../platform/auth/principal';
import type { Clock } from '../../../platform/clock';
import type { Db, Executor } from '../../../platform/db/database';
import { badRequest, conflict, forbidden, notFound } from '../../../platform/http/errors';
import type { AccountsDirectory } from '../directory/service';
import { organisationRefView } from '../organisations/organisation-views';
import { assignBusinessUnits, findBusinessUnits, findOrganisationById, type BusinessUnitRow } from '../queries';
import {
  countMembersOnlyIn,
  countUnitMembers,
  findBusinessUnitsOf,
  insertBusinessUnit,
  lockLiveUnit,
  softDeleteUnit,
  updateUnit,
} from './queries';
import { unitView } from './unit-views';

/** A unit's details beside its name and type. */
export type NewBusinessUnitDetails = Partial<
  Pick<BusinessUnitRow, 'companyNumber' | 'taxId' | 'email' | 'phone' | 'address' | 'farmDetails' | 'location'>
>;

/** What the units' screens need of the directory: the caller's scope, a unit within it, and what links to one. */
type UnitReach = Pick<AccountsDirectory, 'assignedUnitIds' | 'unit' | 'unitLinks'>;

/**
 * Business units (platform §5, §6): the farms, stores and regions people work at. The caller's permission is checked
 * by the route's guard; here, which units they may reach (another organisation's, or a unit outside their scope, is
 * 404) and when a unit may go.
 */
export class BusinessUnitsService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly directory: UnitReach,
  ) {}

  private async countryOf(organisationId: string): Promise<string> {
    const organisation = await findOrganisationById(this.db, organisationId);
    if (!organisation) throw notFound();
    return organisation.countryIso;
  }

  /** GET /customers/business/{organisationId}: the organisation and the units the caller may see. */
  async business(principal: Principal, organisationId: string) {
    if (!isSysAdmin(principal) && organisationId !== principal.organisationId) throw notFound();
    const organisation = await findOrganisationById(this.db, organisationId);
    if (!organisation) throw notFound();
    const [units, scope] = await Promise.all([
      findBusinessUnits(this.db, [organisation.id]),
      this.directory.assignedUnitIds(principal, organisation.id),
    ]);
    return {
      organisation: organisationRefView(organisation),
      businessUnits: units.filter((unit) => inAccessScope(scope, unit.id)).map(unitView),
    };
  }

  unit(principal: Principal, id: string): Promise<BusinessUnit> {
    return this.directory.unit(principal, id);
  }

  /** Creates a unit of the organisation as it is (the demo world, tests); people add theirs through createUnit. */
  async add(
    exec: Executor,
    organisationId: string,
    name: string,
    type: BusinessUnit['type'],
    details: NewBusinessUnitDetails = {},
  ) {
    return insertBusinessUnit(exec, { organisationId, name, type, ...details, createdAt: this.clock.now() });
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
    const scope = await this.directory.assignedUnitIds(principal, organisationId);
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
    const unit = await this.directory.unit(principal, id);
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

  /** §5 and the only-unit rule: why a unit cannot be deleted, or null. The summary and the deletion share it. */
  private deleteRefusal(links: Record<string, number>, membersOnlyHere: number) {
    if (Object.values(links).some((n) => n > 0)) return conflict(messages.accounts.businessUnitInUse);
    if (membersOnlyHere > 0) return conflict(messages.accounts.businessUnitOnlyAccess);
    return null;
  }

  async unitSummary(principal: Principal, id: string): Promise<BusinessUnitSummary> {
    const unit = await this.directory.unit(principal, id);
    const [members, onlyHere, links] = await Promise.all([
      countUnitMembers(this.db, unit.id),
      countMembersOnlyIn(this.db, unit.id),
      this.directory.unitLinks(unit),
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
    const unit = await this.directory.unit(principal, id);
    await this.db.transaction(async (tx) => {
      // Locked first: a listing or record being written at the unit commits before its links are counted.
      if (!(await lockLiveUnit(tx, unit.id))) throw notFound();
      const [links, onlyHere] = await Promise.all([
        this.directory.unitLinks(unit, tx),
        countMembersOnlyIn(tx, unit.id),
      ]);
      const refusal = this.deleteRefusal(links, onlyHere);
      if (refusal) throw refusal;
      if (!(await softDeleteUnit(tx, unit.id, this.clock.now()))) throw notFound();
    });
  }

  /** The units once each: the organisation's own, not deleted (400 otherwise). */
  async checkOwnUnits(exec: Executor, organisationId: string, requested: string[]): Promise<string[]> {
    const ids = [...new Set(requested)];
    const units = await findBusinessUnitsOf(exec, organisationId, ids);
    if (units.length !== ids.length) {
      throw badRequest([{ field: 'businessUnitIds', message: messages.validation.invalid }]);
    }
    // §5: a choice of units must include a farm or store; none chosen means all of them.
    if (ids.length > 0 && !includesFarmOrStore(units)) {
      throw badRequest([{ field: 'businessUnitIds', message: messages.validation.businessUnitRequired }]);
    }
    return ids;
  }
}

import {
  buildPagination,
  effectiveModules,
  fullName,
  messages,
  NOTIFICATION_PATHS,
  organisationPatchIssues,
  type ListQuery,
  type OrganisationDetails,
  type OrganisationListQuery,
  type OrganisationPatch,
  type OrganisationSummary,
} from '@harvest/domain';
import { isSysAdmin, type Principal } from '../../../platform/auth/principal';
import type { Clock } from '../../../platform/clock';
import type { Db, Executor, Tx } from '../../../platform/db/database';
import { badRequest, conflictOn, forbidden, notFound } from '../../../platform/http/errors';
import { noticeLeadingTo } from '../member-notices';
import type { ModuleUnlocksService } from '../module-unlocks/service';
import type { MemberNotifier } from '../ports';
import { profileOrganisationView } from '../profiles/profile-views';
import {
  findFirstOwner,
  findMemberUserIds,
  findOrganisationById,
  findOrganisationByNameIn,
  type OrganisationRow,
} from '../queries';
import { organisationRefView } from './organisation-views';
import {
  findCarrierOrganisations,
  findMembers,
  insertOrganisation,
  searchOrganisations,
  updateOrganisation,
} from './queries';

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

/**
 * Organisations (platform §3, §6): the business settings, vetting and modules, Advance Pay, and the lists of
 * businesses (a system administrator's business accounts, the carriers). The route's guard checks the permission;
 * here, that the caller reaches only their own organisation (any, for a system administrator).
 */
export class OrganisationsService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly unlocks: Pick<ModuleUnlocksService, 'grantOpenRequests' | 'pendingModules'>,
    private readonly notifier: MemberNotifier,
  ) {}

  /** Creates an organisation as it is (the demo world, tests); people register theirs through signup. */
  async create(exec: Executor, input: NewOrganisation) {
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
      ...organisationRefView(organisation),
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
        if (same && same.id !== organisation.id) throw conflictOn('name', messages.accounts.organisationTaken);
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
      if (modules) await this.unlocks.grantOpenRequests(tx, organisation.id, modules, principal.userId);
      return row;
    });
    return this.detailsView(updated);
  }

  /** A system administrator vetted the business: its owners hear it in the app. */
  private async notifyVerified(tx: Tx, organisationId: string): Promise<void> {
    const owners = await findMemberUserIds(tx, organisationId, { ownersOnly: true });
    await this.notifier.notify(
      tx,
      { userIds: owners },
      noticeLeadingTo(
        {
          title: messages.notifications.businessVerifiedTitle,
          message: messages.notifications.businessVerifiedMessage,
          type: 'success',
          organisationId,
        },
        { label: messages.notifications.viewAccount, path: NOTIFICATION_PATHS.account },
      ),
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

  /** Businesses with a member in the carrier group, whose name contains the query. */
  async carriers(query: ListQuery & { query?: string }) {
    const { rows, total } = await findCarrierOrganisations(this.db, {
      query: query.query || null,
      offset: query.offset,
      limit: query.limit,
    });
    return { items: rows.map(organisationRefView), pagination: buildPagination(query, total) };
  }

  /** The business accounts list of system administrators. */
  async list(query: OrganisationListQuery) {
    const { rows, total } = await searchOrganisations(this.db, {
      query: query.query || null,
      vetted: query.vetted,
      sortBy: query.sortBy,
      sortDesc: query.sortDesc,
      offset: query.offset,
      limit: query.limit,
    });
    const ids = rows.map((row) => row.id);
    const [members, pending] = await Promise.all([findMembers(this.db, ids), this.unlocks.pendingModules(ids)]);
    const items: OrganisationSummary[] = rows.map((organisation) => ({
      ...profileOrganisationView(organisation),
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
      createdAt: organisation.createdAt.toISOString(),
    }));
    return { items, pagination: buildPagination(query, total) };
  }
}

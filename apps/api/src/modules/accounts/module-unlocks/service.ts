import {
  AUTH_PATHS,
  fullName,
  messages,
  NOTIFICATION_PATHS,
  UNLOCKABLE_MODULES,
  type ModuleUnlock,
} from '@harvest/domain';
import { isSysAdmin, type Principal } from '../../../platform/auth/principal';
import type { Clock } from '../../../platform/clock';
import type { Db, Tx } from '../../../platform/db/database';
import { badRequest, conflict, notFound } from '../../../platform/http/errors';
import { appLink, moduleUnlockRequestEmail } from '../../../platform/outbox/email-layout';
import type { Outbox } from '../../../platform/outbox/outbox';
import { noticeLeadingTo } from '../member-notices';
import type { MemberNotifier } from '../ports';
import { findOrganisationById, findUserById, type OrganisationRow } from '../queries';
import {
  findOpenUnlockModules,
  findOpenUnlockRequest,
  findOpenUnlockViews,
  findSysAdminEmails,
  findUnlockView,
  findUnlockViewsOf,
  grantOpenUnlockRequests,
  insertUnlockRequestIfNew,
  type UnlockView,
} from './queries';

const isUnlockable = (moduleId: string) => (UNLOCKABLE_MODULES as readonly string[]).includes(moduleId);

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
 * Upgrade modules (platform §6: storage and insights stay locked until requested): a business asks, every system
 * administrator is emailed, and granting the module (a system administrator's organisation edit) answers the request.
 */
export class ModuleUnlocksService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly outbox: Outbox,
    private readonly notifier: MemberNotifier,
    private readonly options: { publicUrl: string },
  ) {}

  /** The caller's own organisation, or any for a system administrator. */
  private async organisationFor(principal: Principal, id: string): Promise<OrganisationRow> {
    if (!isSysAdmin(principal) && id !== principal.organisationId) throw notFound();
    const organisation = await findOrganisationById(this.db, id);
    if (!organisation) throw notFound();
    return organisation;
  }

  async unlockRequests(principal: Principal, id: string): Promise<ModuleUnlock[]> {
    const organisation = await this.organisationFor(principal, id);
    return (await findUnlockViewsOf(this.db, organisation.id)).map(unlockView);
  }

  /** Every organisation's requests still waiting for a system administrator, oldest first. */
  async openUnlockRequests(): Promise<ModuleUnlock[]> {
    return (await findOpenUnlockViews(this.db)).map(unlockView);
  }

  /** The modules each organisation is waiting to have unlocked. */
  pendingModules(organisationIds: string[]) {
    return findOpenUnlockModules(this.db, organisationIds);
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
    if (organisation.modules.includes(moduleId)) throw conflict(messages.accounts.moduleAlreadyActive);
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

  /** The organisation now has these modules: its open requests for them are granted, and whoever asked hears it. */
  async grantOpenRequests(tx: Tx, organisationId: string, moduleIds: string[], decidedBy: string): Promise<void> {
    const granted = await grantOpenUnlockRequests(tx, organisationId, moduleIds, {
      by: decidedBy,
      at: this.clock.now(),
    });
    for (const request of granted) {
      await this.notifier.notify(
        tx,
        { userIds: [request.requestedByUserId] },
        noticeLeadingTo(
          {
            title: messages.notifications.moduleGrantedTitle,
            message: messages.notifications.moduleGrantedMessage,
            type: 'success',
            data: { moduleId: request.moduleId },
            organisationId,
          },
          { label: messages.notifications.viewAccount, path: NOTIFICATION_PATHS.account },
        ),
      );
    }
  }
}

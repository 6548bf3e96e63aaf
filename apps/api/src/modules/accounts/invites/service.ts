import {
  AUTH_PATHS,
  formatMessage,
  fullName,
  hasPermission,
  INVITE_TTL_MS,
  messages,
  NOTIFICATION_PATHS,
  OWNER_GROUP,
  PERMISSIONS,
  ungrantableAccessIssues,
  type AcceptInviteRequest,
  type AccessLevel,
  type AccessMap,
  type Invite,
  type InviteLookup,
  type LoginResponse,
  type Permission,
  type inviteRequestSchema,
} from '@harvest/domain';
import type { z } from 'zod';
import { actingOrganisationId, type Principal } from '../../../platform/auth/principal';
import { randomToken, sha256 } from '../../../platform/auth/tokens';
import type { Clock } from '../../../platform/clock';
import type { Db, Executor, Tx } from '../../../platform/db/database';
import { badRequest, conflictOn, forbidden, notFound } from '../../../platform/http/errors';
import { appLink, businessInviteEmail } from '../../../platform/outbox/email-layout';
import type { Outbox } from '../../../platform/outbox/outbox';
import type { BusinessUnitsService } from '../business-units/service';
import type { GroupsService } from '../groups/service';
import { noticeLeadingTo } from '../member-notices';
import type { AccountsPasswords, AccountsSessions, MemberNotifier } from '../ports';
import {
  activateUser,
  assignBusinessUnits,
  findLiveProfile,
  findOrganisationById,
  findOrInsertUser,
  findUserById,
  insertProfileIfNew,
  type UserRow,
} from '../queries';
import {
  activateProfile,
  cancelInvite,
  claimInvite,
  findInviteView,
  findOpenInviteViews,
  findUsableInviteView,
  insertInvite,
  reissueInvite,
  removeInvitedProfile,
  type InviteView,
} from './queries';

type InviteInput = z.infer<typeof inviteRequestSchema>;

const DAY_MS = 24 * 60 * 60 * 1000;

const inviteInvalid = () => notFound(messages.accounts.inviteInvalid);

const isPermission = (key: string): key is Permission => (PERMISSIONS as readonly string[]).includes(key);

function inviteView(row: InviteView): Invite {
  return {
    id: row.invite.id,
    email: row.invite.email,
    name: fullName(row.invitee),
    status: row.invite.status,
    groups: row.groups,
    invitedBy: fullName({ givenName: row.inviterGivenName, familyName: row.inviterFamilyName }),
    sentAt: row.invite.sentAt.toISOString(),
    expiresAt: row.invite.expiresAt.toISOString(),
  };
}

/**
 * A person with no password yet chooses one; so does one whose account was never activated,
 * since a password set before their address was proven may not be theirs.
 */
async function needsPassword(
  passwords: Pick<AccountsPasswords, 'hasPassword'>,
  user: UserRow,
  exec: Executor,
): Promise<boolean> {
  return user.status === 'unactivated' || !(await passwords.hasPassword(user.id, exec));
}

/**
 * Business invites (platform §4, §6): an organisation invites a new or an existing user
 * with groups, access and business units; the invited profile is unusable until the
 * emailed link is accepted.
 */
export class InvitesService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly passwords: Pick<AccountsPasswords, 'hasPassword' | 'setPassword'>,
    private readonly sessions: Pick<AccountsSessions, 'signInAs'>,
    private readonly outbox: Outbox,
    private readonly notifier: MemberNotifier,
    private readonly groups: Pick<GroupsService, 'checkKnown'>,
    private readonly units: Pick<BusinessUnitsService, 'checkOwnUnits'>,
    private readonly options: { publicUrl: string },
  ) {}

  async invite(principal: Principal, input: InviteInput): Promise<Invite> {
    const organisationId = actingOrganisationId(principal);
    const access = this.checkAccess(principal, input.access);
    const groups = await this.checkGroups(principal, organisationId, input.groups);
    const businessUnitIds = await this.units.checkOwnUnits(this.db, organisationId, input.businessUnitIds);

    const id = await this.db.transaction(async (tx) => {
      const now = this.clock.now();
      // A user for an address nobody has yet: unactivated and without a password until they accept.
      const user = await findOrInsertUser(tx, {
        email: input.email,
        givenName: input.givenName,
        familyName: input.familyName,
        status: 'unactivated',
        createdAt: now,
      });
      const existing = await findLiveProfile(tx, user.id, organisationId);
      if (existing?.status === 'active') {
        throw conflictOn('email', messages.accounts.alreadyMember);
      }
      // The unique index on live profiles decides between two invites racing for one person.
      const profile = existing
        ? null
        : await insertProfileIfNew(tx, {
            userId: user.id,
            organisationId,
            groups,
            access,
            status: 'invited',
            createdAt: now,
          });
      if (!profile) throw conflictOn('email', messages.accounts.invitePending);
      await assignBusinessUnits(tx, profile.id, businessUnitIds);
      const token = randomToken();
      const invite = await insertInvite(tx, {
        organisationId,
        userId: user.id,
        profileId: profile.id,
        email: user.email,
        invitedByUserId: principal.userId,
        status: 'sent',
        tokenHash: sha256(token),
        sentAt: now,
        expiresAt: new Date(now.getTime() + INVITE_TTL_MS),
        createdAt: now,
      });
      await this.sendInvite(tx, invite.id, token);
      return invite.id;
    });
    return this.view(id);
  }

  /**
   * Only the spec's permission keys, at levels they have (400); and nobody grants more than
   * they hold themselves (403): an owner may grant anything.
   */
  private checkAccess(principal: Principal, requested: Record<string, AccessLevel>): AccessMap {
    const issues = ungrantableAccessIssues(requested);
    if (issues.length > 0) throw badRequest(issues);
    const access: AccessMap = {};
    for (const [key, level] of Object.entries(requested)) {
      if (!isPermission(key)) continue;
      if (!hasPermission(principal.access, key, level)) throw forbidden();
      access[key] = level;
    }
    return access;
  }

  /** Built-in groups and the organisation's own (400 otherwise); only an owner makes another owner (403). */
  private async checkGroups(principal: Principal, organisationId: string, requested: string[]): Promise<string[]> {
    const groups = await this.groups.checkKnown(this.db, organisationId, requested);
    if (groups.includes(OWNER_GROUP) && !principal.groups.includes(OWNER_GROUP)) throw forbidden();
    return groups;
  }

  private async sendInvite(tx: Tx, inviteId: string, token: string): Promise<void> {
    const row = await findInviteView(tx, inviteId);
    if (!row) throw new Error(`No invite ${inviteId}`);
    const query = new URLSearchParams({ token });
    await this.outbox.enqueueEmail(
      tx,
      row.invite.email,
      'business-invite',
      businessInviteEmail({
        givenName: row.invitee.givenName,
        inviterName: fullName({ givenName: row.inviterGivenName, familyName: row.inviterFamilyName }),
        organisationName: row.organisationName,
        url: appLink(this.options.publicUrl, `${AUTH_PATHS.businessInvite}?${query.toString()}`),
        validDays: Math.round(INVITE_TTL_MS / DAY_MS),
      }),
    );
  }

  private async view(id: string): Promise<Invite> {
    const row = await findInviteView(this.db, id);
    if (!row) throw notFound();
    return inviteView(row);
  }

  /** The acting organisation's open invites, newest first (expired ones too: they can be sent again). */
  async list(principal: Principal): Promise<Invite[]> {
    return (await findOpenInviteViews(this.db, actingOrganisationId(principal))).map(inviteView);
  }

  /** A new link and a new expiry; the old link stops working. Another organisation's invite: 404. */
  async resend(principal: Principal, id: string): Promise<Invite> {
    const organisationId = actingOrganisationId(principal);
    await this.db.transaction(async (tx) => {
      const now = this.clock.now();
      const token = randomToken();
      const row = await reissueInvite(
        tx,
        { id, organisationId },
        { tokenHash: sha256(token), sentAt: now, expiresAt: new Date(now.getTime() + INVITE_TTL_MS) },
      );
      if (!row) throw notFound();
      await this.sendInvite(tx, row.id, token);
    });
    return this.view(id);
  }

  /** Cancels an open invite and removes the invited profile. */
  async cancel(principal: Principal, id: string): Promise<Invite> {
    const organisationId = actingOrganisationId(principal);
    await this.db.transaction(async (tx) => {
      const row = await cancelInvite(tx, { id, organisationId });
      if (!row) throw notFound();
      await removeInvitedProfile(tx, row.profileId, this.clock.now());
    });
    return this.view(id);
  }

  /** What the invite page shows; an unknown, expired, used or cancelled invite is 404. */
  async lookup(token: string): Promise<InviteLookup> {
    const row = await findUsableInviteView(this.db, sha256(token), this.clock.now());
    if (!row || row.invitee.status === 'disabled') throw inviteInvalid();
    return {
      organisationName: row.organisationName,
      email: row.invite.email,
      givenName: row.invitee.givenName,
      familyName: row.invitee.familyName,
      invitedBy: fullName({ givenName: row.inviterGivenName, familyName: row.inviterFamilyName }),
      needsPassword: await needsPassword(this.passwords, row.invitee, this.db),
    };
  }

  /**
   * Uses the invite once: in one transaction the invite is marked accepted, the password set
   * (when one is needed), the user activated and the profile made usable. Then it signs the
   * person in, as POST /auth/login does.
   */
  async accept(input: AcceptInviteRequest): Promise<LoginResponse> {
    const userId = await this.db.transaction(async (tx) => {
      const invite = await claimInvite(tx, sha256(input.token), this.clock.now());
      if (!invite) throw inviteInvalid();
      const user = await findUserById(tx, invite.userId);
      if (!user || user.status === 'disabled') throw inviteInvalid();
      if (await needsPassword(this.passwords, user, tx)) {
        if (!input.password) {
          throw badRequest([{ field: 'password', message: messages.validation.required }]);
        }
        await this.passwords.setPassword(tx, user.id, input.password);
      }
      await activateUser(tx, user.id);
      if (!(await activateProfile(tx, invite.profileId))) throw inviteInvalid();
      await this.notifyInviter(tx, invite.invitedByUserId, invite.organisationId, fullName(user));
      return user.id;
    });
    return this.sessions.signInAs(userId);
  }

  /** The inviter hears in the app that the person joined (platform §3, Notification). */
  private async notifyInviter(tx: Tx, inviterId: string, organisationId: string, name: string): Promise<void> {
    const organisation = await findOrganisationById(tx, organisationId);
    await this.notifier.notify(
      tx,
      { userIds: [inviterId] },
      noticeLeadingTo(
        {
          title: formatMessage(messages.notifications.memberJoinedTitle, { name }),
          message: formatMessage(messages.notifications.memberJoinedMessage, {
            name,
            organisation: organisation?.name ?? '',
          }),
          type: 'information',
          organisationId,
        },
        { label: messages.notifications.viewTeam, path: NOTIFICATION_PATHS.team },
      ),
    );
  }
}

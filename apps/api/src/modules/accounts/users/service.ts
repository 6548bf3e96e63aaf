import {
  AUTH_PATHS,
  buildPagination,
  EMAIL_CHANGE_TTL_MS,
  FORMER_OWNER_ACCESS,
  hasPermission,
  isOwner,
  messages,
  OWNER_GROUP,
  ungrantableAccessIssues,
  type AccessMap,
  type BulkPermissions,
  type Profile,
  type ProfileCard,
  type TeamMember,
  type TeamMemberListQuery,
  type Telephone,
  type UserInfo,
  type UserPatch,
  type userCreateSchema,
} from '@harvest/domain';
import type { z } from 'zod';
import { actingOrganisationId, type Principal } from '../../../platform/auth/principal';
import type { Clock } from '../../../platform/clock';
import type { Db, Executor, Tx } from '../../../platform/db/database';
import { isUniqueViolation } from '../../../platform/db/unique-violation';
import { badRequest, conflict, conflictOn, forbidden, notFound } from '../../../platform/http/errors';
import { appLink, emailChangeEmail } from '../../../platform/outbox/email-layout';
import type { Outbox } from '../../../platform/outbox/outbox';
import type { BusinessUnitsService } from '../business-units/service';
import type { GroupsService } from '../groups/service';
import type { AccountsLinks, AccountsPasswords, AccountsSessions } from '../ports';
import type { ProfilesService } from '../profiles/service';
import {
  findOrInsertUser,
  findShownUnitIds,
  findUserById,
  insertProfile,
  insertProfileIfNew,
  updateUser,
  type UserUpdate,
} from '../queries';
import { teamMemberView, userInfoView } from './member-views';
import {
  applyPendingEmail,
  countUsableProfiles,
  emailTakenByOther,
  findMember,
  findMemberByTelephone,
  findMembersByUserIds,
  findOrganisationName,
  findTeamPage,
  insertUser,
  lockProfiles,
  removeProfile,
  replaceAssignedUnits,
  updateProfile,
  type MemberRow,
} from './queries';

type UserCreateInput = z.output<typeof userCreateSchema>;

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

const HOUR_MS = 60 * 60 * 1000;

const ownerOnly = () => forbidden(messages.accounts.ownerOnly);

const emailTaken = () => conflictOn('email', messages.accounts.emailTaken);

const emailChangeInvalid = () =>
  badRequest([{ field: 'token', message: messages.accounts.emailChangeInvalid }], messages.accounts.emailChangeInvalid);

const notAnActiveMember = () => badRequest([{ field: 'userId', message: messages.validation.invalid }]);

const sameSet = (a: readonly string[], b: readonly string[]) =>
  new Set(a).size === new Set(b).size && a.every((item) => b.includes(item));

/** What a permissions edit asks for, once checked: each part left out stays as it is. */
interface PermissionEdit {
  groups?: string[];
  access?: AccessMap;
  businessUnitIds?: string[];
}

const phoneColumns = (phone: Telephone | null): UserUpdate => ({
  phoneCallingCode: phone?.callingCode ?? null,
  phoneNumber: phone?.number ?? null,
});

/**
 * The team of the acting organisation (platform §6, §7): members added directly, their
 * details, permissions and removal, one's own email, preferences and terms, and handing the
 * ownership over. Only an owner edits groups, access and business units, and only an owner
 * transfers the ownership; another organisation's user is 404.
 */
export class UsersService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly sessions: Pick<AccountsSessions, 'revokeAllSessions'>,
    private readonly passwords: Pick<AccountsPasswords, 'sendSetPasswordLink'>,
    private readonly links: Pick<AccountsLinks, 'issueEmailChangeToken' | 'useEmailChangeToken'>,
    private readonly outbox: Outbox,
    private readonly profiles: Pick<ProfilesService, 'profileCard' | 'actingProfile'>,
    private readonly groups: Pick<GroupsService, 'checkKnown'>,
    private readonly units: Pick<BusinessUnitsService, 'checkOwnUnits'>,
    private readonly options: { publicUrl: string },
  ) {}

  /** GET /customers/users: the acting organisation's members, invited ones included, for the team page. */
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

  /** Creates the user and their profile in the organisation as they are (the demo world, tests). */
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

  /** The user's membership of the acting organisation; anyone else's is 404. */
  private async memberOf(principal: Principal, userId: string, exec: Executor = this.db): Promise<MemberRow> {
    const member = await findMember(exec, actingOrganisationId(principal), userId);
    if (!member) throw notFound();
    return member;
  }

  private async info(member: MemberRow, exec: Executor = this.db): Promise<UserInfo> {
    const assigned = await findShownUnitIds(exec, [member.profile.id]);
    return userInfoView(
      member,
      assigned.map((row) => row.businessUnitId),
    );
  }

  private async infoOf(organisationId: string, userId: string, exec: Executor = this.db): Promise<UserInfo> {
    const member = await findMember(exec, organisationId, userId);
    if (!member) throw notFound();
    return this.info(member, exec);
  }

  /**
   * Checks a permissions edit of the targets (none: a member still to be created). Only an
   * owner edits permissions (403); groups must exist, access keys be grantable and units be the
   * organisation's (400); nobody's owner group changes here, and an owner's own groups stay as
   * they are (409): ownership moves only by transfer.
   */
  private async checkPermissionEdit(
    principal: Principal,
    organisationId: string,
    edit: PermissionEdit,
    targets: readonly MemberRow[],
  ): Promise<PermissionEdit> {
    const asked = edit.groups !== undefined || edit.access !== undefined || edit.businessUnitIds !== undefined;
    if (!asked) return {};
    if (!isOwner(principal.groups)) throw ownerOnly();
    const checked: PermissionEdit = {};
    if (edit.access) {
      const issues = ungrantableAccessIssues(edit.access);
      if (issues.length > 0) throw badRequest(issues);
      checked.access = { ...edit.access };
    }
    if (edit.groups) checked.groups = await this.groups.checkKnown(this.db, organisationId, edit.groups);
    if (edit.businessUnitIds) {
      checked.businessUnitIds = await this.units.checkOwnUnits(this.db, organisationId, edit.businessUnitIds);
    }
    const groups = checked.groups;
    if (groups) {
      const wantsOwner = groups.includes(OWNER_GROUP);
      if (targets.length === 0 && wantsOwner) {
        throw conflictOn('groups', messages.accounts.ownerByTransferOnly);
      }
      for (const { profile, user } of targets) {
        if (user.id === principal.userId && !sameSet(profile.groups, groups)) {
          throw conflictOn('groups', messages.accounts.cannotChangeOwnGroups);
        }
        if (isOwner(profile.groups) !== wantsOwner) {
          throw conflictOn('groups', messages.accounts.ownerByTransferOnly);
        }
      }
    }
    return checked;
  }

  private async applyPermissionEdit(tx: Tx, profileId: string, edit: PermissionEdit): Promise<void> {
    await updateProfile(tx, profileId, {
      ...(edit.groups ? { groups: edit.groups } : {}),
      ...(edit.access ? { access: edit.access } : {}),
    });
    if (edit.businessUnitIds) await replaceAssignedUnits(tx, profileId, edit.businessUnitIds);
  }

  /** GET /customers/users/{userId}: oneself, or anyone of the team with account.teams read. */
  async get(principal: Principal, userId: string): Promise<UserInfo> {
    if (userId !== principal.userId && !hasPermission(principal.access, 'account.teams', 'read')) throw forbidden();
    return this.info(await this.memberOf(principal, userId));
  }

  /** GET /customers/users/{userId}/info: the profile card of a member of one's own organisation. */
  async card(principal: Principal, userId: string): Promise<ProfileCard> {
    const member = await this.memberOf(principal, userId);
    return this.profiles.profileCard(principal, member.profile.id);
  }

  /**
   * POST /customers/users: adds a person straight to the team, active at once. A new address
   * gets an unactivated user; a known one is reused. Either way the person is emailed a
   * set-password link (a reset code, POST /auth/reset-password), which also activates them.
   */
  async create(principal: Principal, input: UserCreateInput): Promise<UserInfo> {
    const organisationId = actingOrganisationId(principal);
    const edit = await this.checkPermissionEdit(
      principal,
      organisationId,
      {
        groups: input.groups.length > 0 ? input.groups : undefined,
        access: Object.keys(input.access).length > 0 ? input.access : undefined,
        businessUnitIds: input.businessUnitIds.length > 0 ? input.businessUnitIds : undefined,
      },
      [],
    );
    const organisationName = (await findOrganisationName(this.db, organisationId)) ?? '';
    const userId = await this.db.transaction(async (tx) => {
      const now = this.clock.now();
      const user = await findOrInsertUser(tx, {
        email: input.email,
        givenName: input.givenName,
        familyName: input.familyName,
        ...phoneColumns(input.phone ?? null),
        status: 'unactivated',
        createdAt: now,
      });
      const existing = await findMember(tx, organisationId, user.id);
      if (existing?.profile.status === 'invited') {
        throw conflictOn('email', messages.accounts.invitePending);
      }
      // The unique index on live profiles decides between two adds racing for one person.
      const profile = existing
        ? null
        : await insertProfileIfNew(tx, {
            userId: user.id,
            organisationId,
            groups: edit.groups ?? [],
            access: edit.access ?? {},
            status: 'active',
            createdAt: now,
          });
      if (!profile) throw conflictOn('email', messages.accounts.alreadyMember);
      await replaceAssignedUnits(tx, profile.id, edit.businessUnitIds ?? []);
      await this.passwords.sendSetPasswordLink(tx, user, organisationName);
      return user.id;
    });
    return this.infoOf(organisationId, userId);
  }

  /**
   * PATCH /customers/users/{userId}. Oneself: name, phone, email (confirmed by a link sent to
   * the new address), push token, notification preferences. Another member: name and phone
   * with account.teams write. Groups, access and units: an owner only.
   */
  async update(principal: Principal, userId: string, patch: UserPatch): Promise<{ user: UserInfo; message: string }> {
    const organisationId = actingOrganisationId(principal);
    const member = await this.memberOf(principal, userId);
    const self = userId === principal.userId;
    if (!self) {
      if (!hasPermission(principal.access, 'account.teams', 'write')) throw forbidden();
      const ownOnly = patch.email !== undefined || patch.pushToken !== undefined;
      if (ownOnly || patch.notificationPreferences !== undefined) throw forbidden();
    }
    const edit = await this.checkPermissionEdit(
      principal,
      organisationId,
      { groups: patch.groups, access: patch.access, businessUnitIds: patch.businessUnitIds },
      [member],
    );
    const newEmail = patch.email !== undefined && patch.email !== member.user.email ? patch.email : null;
    // The address is what the person signs in with: an impersonating administrator may not change it.
    if (newEmail && principal.impersonation) throw forbidden();
    if (newEmail && (await emailTakenByOther(this.db, newEmail, userId))) throw emailTaken();

    await this.db.transaction(async (tx) => {
      await updateUser(tx, userId, {
        ...(patch.givenName !== undefined ? { givenName: patch.givenName } : {}),
        ...(patch.familyName !== undefined ? { familyName: patch.familyName } : {}),
        ...(patch.phone !== undefined ? phoneColumns(patch.phone) : {}),
        ...(patch.pushToken !== undefined ? { pushToken: patch.pushToken } : {}),
        ...(patch.notificationPreferences !== undefined
          ? { notificationPreferences: patch.notificationPreferences }
          : {}),
        ...(newEmail ? { pendingEmail: newEmail } : {}),
      });
      await this.applyPermissionEdit(tx, member.profile.id, edit);
      if (newEmail) await this.sendEmailChange(tx, member, newEmail);
    });

    const message = newEmail
      ? messages.accounts.emailChangeSent
      : Object.keys(edit).length > 0
        ? messages.accounts.permissionsSaved
        : messages.accounts.settingsSaved;
    return { user: await this.infoOf(organisationId, userId), message };
  }

  /**
   * The address is not changed until its owner proves it: a one-time token of the auth
   * module's codes (random, stored as its sha256, 24 h, a newer one replaces it), bound to
   * the user, is emailed to the new address as /inventory/manage/account?verifyUpdate=<token>.
   */
  private async sendEmailChange(tx: Tx, member: MemberRow, newEmail: string): Promise<void> {
    const token = await this.links.issueEmailChangeToken(tx, member.user.id);
    const query = new URLSearchParams({ verifyUpdate: token });
    await this.outbox.enqueueEmail(
      tx,
      newEmail,
      'email-change',
      emailChangeEmail({
        givenName: member.user.givenName,
        url: appLink(this.options.publicUrl, `${AUTH_PATHS.account}?${query.toString()}`),
        validHours: Math.round(EMAIL_CHANGE_TTL_MS / HOUR_MS),
      }),
    );
  }

  /** POST /customers/users/verify-update: the signed-in user's own token, once; the address must still be free. */
  async verifyUpdate(principal: Principal, token: string): Promise<Profile> {
    if (principal.impersonation) throw forbidden();
    try {
      await this.db.transaction(async (tx) => {
        if (!(await this.links.useEmailChangeToken(tx, principal.userId, token))) throw emailChangeInvalid();
        const user = await findUserById(tx, principal.userId);
        if (!user?.pendingEmail) throw emailChangeInvalid();
        if (await emailTakenByOther(tx, user.pendingEmail, user.id)) throw emailTaken();
        await applyPendingEmail(tx, user.id);
      });
    } catch (error) {
      // The unique index on users' email settled a race for the address.
      if (isUniqueViolation(error)) throw emailTaken();
      throw error;
    }
    return this.profiles.actingProfile(principal);
  }

  /** PATCH /customers/users/permissions: the same permissions for several members, in one transaction. */
  async updatePermissions(principal: Principal, input: BulkPermissions): Promise<UserInfo[]> {
    const organisationId = actingOrganisationId(principal);
    if (!isOwner(principal.groups)) throw ownerOnly();
    const userIds = [...new Set(input.userIds)];
    const members = await findMembersByUserIds(this.db, organisationId, userIds);
    if (members.length !== userIds.length) throw notFound();
    const edit = await this.checkPermissionEdit(
      principal,
      organisationId,
      { groups: input.groups, access: input.access, businessUnitIds: input.businessUnitIds },
      members,
    );
    await this.db.transaction(async (tx) => {
      for (const member of members) await this.applyPermissionEdit(tx, member.profile.id, edit);
    });
    return Promise.all(userIds.map((userId) => this.infoOf(organisationId, userId)));
  }

  /**
   * DELETE /customers/users/{userId}: the profile is removed at once (kept as history), its
   * open invites cancelled and unit limits cleared. A user left with no organisation has
   * every session revoked, so their tokens stop working on the next call.
   */
  async remove(principal: Principal, userId: string): Promise<void> {
    const member = await this.memberOf(principal, userId);
    if (userId === principal.userId) {
      throw conflict(messages.accounts.cannotRemoveSelf);
    }
    if (isOwner(member.profile.groups)) {
      throw conflict(messages.accounts.cannotRemoveOwner);
    }
    await this.db.transaction(async (tx) => {
      await removeProfile(tx, member.profile.id, this.clock.now());
      if ((await countUsableProfiles(tx, userId)) === 0) await this.sessions.revokeAllSessions(userId, tx);
    });
  }

  /** GET /customers/users/{userId}/resend-password: a fresh set-password link (the older codes expire). */
  async resendPassword(principal: Principal, userId: string): Promise<void> {
    const organisationId = actingOrganisationId(principal);
    const member = await this.memberOf(principal, userId);
    const organisationName = (await findOrganisationName(this.db, organisationId)) ?? '';
    await this.db.transaction((tx) => this.passwords.sendSetPasswordLink(tx, member.user, organisationName));
  }

  /** POST /customers/users/lookup/telephone: the member of one's own organisation with the number. */
  async lookupTelephone(principal: Principal, phone: Telephone): Promise<TeamMember> {
    const organisationId = actingOrganisationId(principal);
    const digits = phone.number.replace(/\D/g, '').replace(/^0+/, '');
    const callingCodeDigits = phone.callingCode.replace(/\D/g, '');
    const member =
      digits && callingCodeDigits
        ? await findMemberByTelephone(this.db, organisationId, { callingCodeDigits, digits })
        : null;
    if (!member) throw notFound(messages.accounts.telephoneNotFound);
    const assigned = await findShownUnitIds(this.db, [member.profile.id]);
    return teamMemberView(
      member,
      assigned.map((row) => row.businessUnitId),
    );
  }

  /**
   * PATCH /customers/organisations/owner: the caller hands the ownership to an active member.
   * Both profiles are locked in one transaction and the caller's ownership is checked again
   * under the lock, so of two transfers at once only one wins; the former owner keeps
   * FORMER_OWNER_ACCESS (§6: they lose the owner's permissions).
   */
  async transferOwnership(principal: Principal, userId: string): Promise<UserInfo> {
    const organisationId = actingOrganisationId(principal);
    const ownProfileId = principal.profileId;
    if (!ownProfileId || !isOwner(principal.groups)) throw ownerOnly();
    if (userId === principal.userId) throw conflictOn('userId', messages.accounts.alreadyOwner);
    const target = await findMember(this.db, organisationId, userId);
    if (!target || target.profile.status !== 'active' || target.user.status !== 'active') throw notAnActiveMember();

    await this.db.transaction(async (tx) => {
      const locked = await lockProfiles(tx, [ownProfileId, target.profile.id]);
      const mine = locked.find((profile) => profile.id === ownProfileId);
      const theirs = locked.find((profile) => profile.id === target.profile.id);
      if (!mine || !isOwner(mine.groups)) throw ownerOnly();
      if (!theirs || theirs.status !== 'active') throw notAnActiveMember();
      if (isOwner(theirs.groups)) throw conflictOn('userId', messages.accounts.alreadyOwner);
      await updateProfile(tx, theirs.id, { groups: [OWNER_GROUP, ...theirs.groups] });
      await updateProfile(tx, mine.id, {
        groups: mine.groups.filter((group) => group !== OWNER_GROUP),
        access: { ...FORMER_OWNER_ACCESS },
      });
    });
    return this.infoOf(organisationId, userId);
  }
}

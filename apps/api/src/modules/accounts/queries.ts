import { and, asc, count, desc, eq, exists, gt, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { returnedRow, type Executor } from '../../platform/db/database';
import {
  businessUnits,
  groups,
  invites,
  organisations,
  profileBusinessUnits,
  profileKv,
  profiles,
  users,
} from './tables';

export type OrganisationRow = typeof organisations.$inferSelect;
export type UserRow = typeof users.$inferSelect;
export type ProfileRow = typeof profiles.$inferSelect;
export type BusinessUnitRow = typeof businessUnits.$inferSelect;
export type GroupRow = typeof groups.$inferSelect;
export type InviteRow = typeof invites.$inferSelect;

export interface Membership {
  profile: ProfileRow;
  organisation: OrganisationRow;
}

/** `%` and `_` in what the user typed match themselves, not any text. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

/** A profile that is not removed and not waiting for its invite to be accepted: one that signs in. */
export const usable = () => and(isNull(profiles.deletedAt), eq(profiles.status, 'active'));

/** Invites still waiting for an answer (expired ones included: they can be sent again). */
const OPEN_INVITE_STATUSES = ['pending', 'sent', 're-sent'] as const;
export const isOpen = () => inArray(invites.status, [...OPEN_INVITE_STATUSES]);

/** Profiles with their users, for a query to narrow and order. */
export const selectMembers = (exec: Executor) =>
  exec.select({ profile: profiles, user: users }).from(profiles).innerJoin(users, eq(users.id, profiles.userId));

/** A page of the organisations that match, by name, with how many match in all. */
export async function organisationsPage(
  exec: Executor,
  where: SQL | undefined,
  page: { offset: number; limit: number },
): Promise<{ rows: OrganisationRow[]; total: number }> {
  const [rows, [total]] = await Promise.all([
    exec
      .select()
      .from(organisations)
      .where(where)
      .orderBy(asc(sql`lower(${organisations.name})`), asc(organisations.id))
      .offset(page.offset)
      .limit(page.limit),
    exec.select({ value: count() }).from(organisations).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

export async function findUserById(exec: Executor, id: string): Promise<UserRow | null> {
  const [row] = await exec.select().from(users).where(eq(users.id, id));
  return row ?? null;
}

export async function findUserByEmail(exec: Executor, email: string): Promise<UserRow | null> {
  const [row] = await exec.select().from(users).where(eq(users.email, email.toLowerCase()));
  return row ?? null;
}

/**
 * The user with the address, or a new one with these values; when someone registered the
 * address a moment ago (a conflicting insert), theirs.
 */
export async function findOrInsertUser(exec: Executor, values: typeof users.$inferInsert): Promise<UserRow> {
  const user =
    (await findUserByEmail(exec, values.email)) ??
    (await insertUserIfNew(exec, values)) ??
    (await findUserByEmail(exec, values.email));
  if (!user) throw new Error(`No user ${values.email} after a conflicting insert`);
  return user;
}

export async function activateUser(exec: Executor, userId: string): Promise<void> {
  await exec
    .update(users)
    .set({ status: 'active' })
    .where(and(eq(users.id, userId), eq(users.status, 'unactivated')));
}

export async function findOrganisationById(exec: Executor, id: string): Promise<OrganisationRow | null> {
  const [row] = await exec.select().from(organisations).where(eq(organisations.id, id));
  return row ?? null;
}

export async function findOrganisationByName(exec: Executor, name: string): Promise<OrganisationRow | null> {
  const [row] = await exec.select().from(organisations).where(eq(organisations.name, name));
  return row ?? null;
}

/** An organisation of that name in any case, in the country (in any country when null). */
export async function findOrganisationByNameIn(
  exec: Executor,
  name: string,
  countryIso: string | null,
): Promise<OrganisationRow | null> {
  const [row] = await exec
    .select()
    .from(organisations)
    .where(
      and(
        sql`lower(${organisations.name}) = lower(${name})`,
        countryIso ? eq(organisations.countryIso, countryIso) : undefined,
      ),
    )
    .limit(1);
  return row ?? null;
}

/** A user's live profiles with their organisations, oldest first: the first is the default. */
export async function findMembershipsOfUser(exec: Executor, userId: string): Promise<Membership[]> {
  return exec
    .select({ profile: profiles, organisation: organisations })
    .from(profiles)
    .innerJoin(organisations, eq(organisations.id, profiles.organisationId))
    .where(and(eq(profiles.userId, userId), usable()))
    .orderBy(asc(profiles.createdAt), asc(profiles.id));
}

export async function findMembership(exec: Executor, userId: string, organisationId: string) {
  const [row] = await exec
    .select({ profile: profiles, organisation: organisations })
    .from(profiles)
    .innerJoin(organisations, eq(organisations.id, profiles.organisationId))
    .where(and(eq(profiles.userId, userId), eq(profiles.organisationId, organisationId), usable()));
  return row ?? null;
}

/** The user's profile in the organisation that is not removed, usable or still invited. */
export async function findLiveProfile(exec: Executor, userId: string, organisationId: string) {
  const [row] = await exec
    .select()
    .from(profiles)
    .where(and(eq(profiles.userId, userId), eq(profiles.organisationId, organisationId), isNull(profiles.deletedAt)));
  return row ?? null;
}

/** A live profile with its user. */
export async function findProfileWithUser(exec: Executor, profileId: string) {
  const [row] = await selectMembers(exec).where(and(eq(profiles.id, profileId), usable()));
  return row ?? null;
}

/** The organisation's first owner: who a card shows as its contact. */
export async function findFirstOwner(exec: Executor, organisationId: string): Promise<UserRow | null> {
  const [row] = await exec
    .select({ user: users })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.userId))
    .where(and(eq(profiles.organisationId, organisationId), usable(), sql`'owner' = any(${profiles.groups})`))
    .orderBy(asc(profiles.createdAt), asc(profiles.id))
    .limit(1);
  return row?.user ?? null;
}

/** The organisations' units that are not deleted, by name. */
export async function findBusinessUnits(exec: Executor, organisationIds: string[]): Promise<BusinessUnitRow[]> {
  if (organisationIds.length === 0) return [];
  return exec
    .select()
    .from(businessUnits)
    .where(and(inArray(businessUnits.organisationId, organisationIds), isNull(businessUnits.deletedAt)))
    .orderBy(asc(businessUnits.name), asc(businessUnits.id));
}

export async function insertOrganisation(exec: Executor, values: typeof organisations.$inferInsert) {
  return returnedRow(await exec.insert(organisations).values(values).returning());
}

/** Null when an organisation of that name (in any case) is already in the country. */
export async function insertOrganisationIfNew(
  exec: Executor,
  values: typeof organisations.$inferInsert,
): Promise<OrganisationRow | null> {
  const [row] = await exec.insert(organisations).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

export async function insertUser(exec: Executor, values: typeof users.$inferInsert) {
  return returnedRow(await exec.insert(users).values(values).returning());
}

/** Null when a user with that email exists (a concurrent insert included: it waits for it). */
export async function insertUserIfNew(exec: Executor, values: typeof users.$inferInsert): Promise<UserRow | null> {
  const [row] = await exec.insert(users).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

export async function insertProfile(exec: Executor, values: typeof profiles.$inferInsert) {
  return returnedRow(await exec.insert(profiles).values(values).returning());
}

/** Null when the user already has a live profile in the organisation. */
export async function insertProfileIfNew(
  exec: Executor,
  values: typeof profiles.$inferInsert,
): Promise<ProfileRow | null> {
  const [row] = await exec.insert(profiles).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

/** An invited profile becomes usable; null unless it was invited and is still there. */
export async function activateProfile(exec: Executor, profileId: string) {
  const [row] = await exec
    .update(profiles)
    .set({ status: 'active' })
    .where(and(eq(profiles.id, profileId), eq(profiles.status, 'invited'), isNull(profiles.deletedAt)))
    .returning({ id: profiles.id });
  return row ?? null;
}

/** Removes a profile that was only invited. */
export async function removeInvitedProfile(exec: Executor, profileId: string, at: Date): Promise<void> {
  await exec
    .update(profiles)
    .set({ deletedAt: at })
    .where(and(eq(profiles.id, profileId), eq(profiles.status, 'invited'), isNull(profiles.deletedAt)));
}

export async function assignBusinessUnits(exec: Executor, profileId: string, businessUnitIds: string[]) {
  if (businessUnitIds.length === 0) return;
  await exec
    .insert(profileBusinessUnits)
    .values(businessUnitIds.map((businessUnitId) => ({ profileId, businessUnitId })))
    .onConflictDoNothing();
}

/** The units each profile is limited to; a profile with none has no row here. */
export async function findAssignedUnitIds(exec: Executor, profileIds: string[]) {
  if (profileIds.length === 0) return [];
  return exec
    .select({ profileId: profileBusinessUnits.profileId, businessUnitId: profileBusinessUnits.businessUnitId })
    .from(profileBusinessUnits)
    .where(inArray(profileBusinessUnits.profileId, profileIds));
}

/**
 * The live units each profile is limited to, for showing and editing. The scope itself keeps
 * deleted units (findAssignedUnitIds): dropping them would widen a member limited to those alone to all.
 */
export async function findShownUnitIds(exec: Executor, profileIds: string[]) {
  if (profileIds.length === 0) return [];
  return exec
    .select({ profileId: profileBusinessUnits.profileId, businessUnitId: profileBusinessUnits.businessUnitId })
    .from(profileBusinessUnits)
    .innerJoin(businessUnits, eq(businessUnits.id, profileBusinessUnits.businessUnitId))
    .where(and(inArray(profileBusinessUnits.profileId, profileIds), isNull(businessUnits.deletedAt)));
}

/** Those of the units that belong to the organisation and are not deleted. */
export async function findBusinessUnitsOf(
  exec: Executor,
  organisationId: string,
  ids: string[],
): Promise<BusinessUnitRow[]> {
  if (ids.length === 0) return [];
  return exec
    .select()
    .from(businessUnits)
    .where(
      and(
        eq(businessUnits.organisationId, organisationId),
        inArray(businessUnits.id, ids),
        isNull(businessUnits.deletedAt),
      ),
    );
}

export async function insertBusinessUnit(exec: Executor, values: typeof businessUnits.$inferInsert) {
  return returnedRow(await exec.insert(businessUnits).values(values).returning());
}

export async function findGroups(exec: Executor, organisationId: string, filter: string | null): Promise<GroupRow[]> {
  return exec
    .select()
    .from(groups)
    .where(
      and(eq(groups.organisationId, organisationId), filter ? ilike(groups.name, containsPattern(filter)) : undefined),
    )
    .orderBy(asc(sql`lower(${groups.name})`), asc(groups.id));
}

/** Null when the organisation already has a group of that name (in any case). */
export async function insertGroup(exec: Executor, values: typeof groups.$inferInsert): Promise<GroupRow | null> {
  const [row] = await exec.insert(groups).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

export async function findKv(exec: Executor, profileId: string) {
  return exec
    .select({ key: profileKv.key, value: profileKv.value })
    .from(profileKv)
    .where(eq(profileKv.profileId, profileId))
    .orderBy(asc(profileKv.key));
}

export async function upsertKv(
  exec: Executor,
  profileId: string,
  entries: { key: string; value: string }[],
  updatedAt: Date,
): Promise<void> {
  if (entries.length === 0) return;
  await exec
    .insert(profileKv)
    .values(entries.map((entry) => ({ profileId, ...entry, updatedAt })))
    .onConflictDoUpdate({
      target: [profileKv.profileId, profileKv.key],
      set: { value: sql`excluded.value`, updatedAt },
    });
}

/** Every key when `keys` is null. */
export async function deleteKv(exec: Executor, profileId: string, keys: string[] | null): Promise<void> {
  await exec
    .delete(profileKv)
    .where(and(eq(profileKv.profileId, profileId), keys ? inArray(profileKv.key, keys) : undefined));
}

/** Organisations whose name, or a live member's email, contains the text; by name. */
export async function searchOrganisations(
  exec: Executor,
  options: { query: string | null; offset: number; limit: number },
) {
  const where = options.query
    ? or(
        ilike(organisations.name, containsPattern(options.query)),
        exists(
          exec
            .select({ one: sql`1` })
            .from(profiles)
            .innerJoin(users, eq(users.id, profiles.userId))
            .where(
              and(
                eq(profiles.organisationId, organisations.id),
                usable(),
                ilike(users.email, containsPattern(options.query)),
              ),
            ),
        ),
      )
    : undefined;
  return organisationsPage(exec, where, options);
}

/** Live members of the organisations, oldest first. */
export async function findMembers(exec: Executor, organisationIds: string[]) {
  if (organisationIds.length === 0) return [];
  return selectMembers(exec)
    .where(and(inArray(profiles.organisationId, organisationIds), usable()))
    .orderBy(asc(profiles.createdAt), asc(profiles.id));
}

/** The organisation's team: every profile not removed, invited ones included; oldest first. */
export async function findTeamPage(exec: Executor, organisationId: string, page: { offset: number; limit: number }) {
  const where = and(eq(profiles.organisationId, organisationId), isNull(profiles.deletedAt));
  const [rows, [total]] = await Promise.all([
    selectMembers(exec)
      .where(where)
      .orderBy(asc(profiles.createdAt), asc(profiles.id))
      .offset(page.offset)
      .limit(page.limit),
    exec.select({ value: count() }).from(profiles).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

// Invites

export async function insertInvite(exec: Executor, values: typeof invites.$inferInsert): Promise<InviteRow> {
  return returnedRow(await exec.insert(invites).values(values).returning());
}

const inviter = alias(users, 'inviter');

/** An invite with who it is for, who sent it, the profile's groups and the organisation's name. */
async function inviteViews(exec: Executor, where: SQL | undefined) {
  return exec
    .select({
      invite: invites,
      invitee: users,
      groups: profiles.groups,
      organisationName: organisations.name,
      inviterGivenName: inviter.givenName,
      inviterFamilyName: inviter.familyName,
    })
    .from(invites)
    .innerJoin(users, eq(users.id, invites.userId))
    .innerJoin(profiles, eq(profiles.id, invites.profileId))
    .innerJoin(organisations, eq(organisations.id, invites.organisationId))
    .innerJoin(inviter, eq(inviter.id, invites.invitedByUserId))
    .where(where)
    .orderBy(desc(invites.sentAt), desc(invites.id));
}

export type InviteView = Awaited<ReturnType<typeof inviteViews>>[number];

export async function findInviteView(exec: Executor, id: string): Promise<InviteView | null> {
  const [row] = await inviteViews(exec, eq(invites.id, id));
  return row ?? null;
}

/** The organisation's open invites, newest first. */
export async function findOpenInviteViews(exec: Executor, organisationId: string): Promise<InviteView[]> {
  return inviteViews(exec, and(eq(invites.organisationId, organisationId), isOpen()));
}

/** The open, unexpired invite the token belongs to. */
export async function findUsableInviteView(exec: Executor, tokenHash: string, at: Date): Promise<InviteView | null> {
  const [row] = await inviteViews(exec, and(eq(invites.tokenHash, tokenHash), isOpen(), gt(invites.expiresAt, at)));
  return row ?? null;
}

/**
 * Marks the open, unexpired invite of the token accepted; one statement, so of two callers
 * with the same token only one gets the row back (the other waits for it, then finds none).
 */
export async function claimInvite(exec: Executor, tokenHash: string, at: Date): Promise<InviteRow | null> {
  const [row] = await exec
    .update(invites)
    .set({ status: 'accepted', acceptedAt: at })
    .where(and(eq(invites.tokenHash, tokenHash), isOpen(), gt(invites.expiresAt, at)))
    .returning();
  return row ?? null;
}

/** A new token and expiry for an open invite of the organisation: the old link stops working. */
export async function reissueInvite(
  exec: Executor,
  where: { id: string; organisationId: string },
  values: { tokenHash: string; sentAt: Date; expiresAt: Date },
): Promise<InviteRow | null> {
  const [row] = await exec
    .update(invites)
    .set({ ...values, status: 're-sent' })
    .where(and(eq(invites.id, where.id), eq(invites.organisationId, where.organisationId), isOpen()))
    .returning();
  return row ?? null;
}

export async function cancelInvite(
  exec: Executor,
  where: { id: string; organisationId: string },
): Promise<InviteRow | null> {
  const [row] = await exec
    .update(invites)
    .set({ status: 'cancelled' })
    .where(and(eq(invites.id, where.id), eq(invites.organisationId, where.organisationId), isOpen()))
    .returning();
  return row ?? null;
}

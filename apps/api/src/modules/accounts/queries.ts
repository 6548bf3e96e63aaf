import { and, asc, eq, exists, inArray, isNull, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { returnedRow, type Executor } from '../../platform/db/database';
import { businessUnits, organisations, profileBusinessUnits, profiles, users } from './tables';
import { findRow, first } from '../../platform/db/find-row';
import { insertIfNew } from '../../platform/db/insert-if-new';

/*
 * The reads and writes of people, businesses, units and memberships that several of the accounts sub-domains share.
 */

export type OrganisationRow = typeof organisations.$inferSelect;
export type UserRow = typeof users.$inferSelect;
export type ProfileRow = typeof profiles.$inferSelect;
export type BusinessUnitRow = typeof businessUnits.$inferSelect;

export interface Membership {
  profile: ProfileRow;
  organisation: OrganisationRow;
}

/** `%` and `_` in what the user typed match themselves, not any text. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

/** A profile that is not removed and not waiting for its invite to be accepted: one that signs in. */
export const usable = () => and(isNull(profiles.deletedAt), eq(profiles.status, 'active'));

/** A carrier business (trading-logistics §1): one with a live member in the carrier group. */
export const hasCarrierMember = (exec: Executor, organisationId: AnyPgColumn) =>
  exists(
    exec
      .select({ one: sql`1` })
      .from(profiles)
      .where(and(eq(profiles.organisationId, organisationId), usable(), sql`'carrier' = any(${profiles.groups})`)),
  );

/** Profiles with their users, for a query to narrow and order. */
export const selectMembers = (exec: Executor) =>
  exec.select({ profile: profiles, user: users }).from(profiles).innerJoin(users, eq(users.id, profiles.userId));

export async function findUserById(exec: Executor, id: string): Promise<UserRow | null> {
  return findRow(exec, users, eq(users.id, id));
}

export async function findUserByEmail(exec: Executor, email: string): Promise<UserRow | null> {
  return findRow(exec, users, eq(users.email, email.toLowerCase()));
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
  return findRow(exec, organisations, eq(organisations.id, id));
}

export async function findOrganisationByName(exec: Executor, name: string): Promise<OrganisationRow | null> {
  return findRow(exec, organisations, eq(organisations.name, name));
}

/** An organisation of that name in any case, in the country (in any country when null). */
export async function findOrganisationByNameIn(
  exec: Executor,
  name: string,
  countryIso: string | null,
): Promise<OrganisationRow | null> {
  return first(
    exec
      .select()
      .from(organisations)
      .where(
        and(
          sql`lower(${organisations.name}) = lower(${name})`,
          countryIso ? eq(organisations.countryIso, countryIso) : undefined,
        ),
      )
      .limit(1),
  );
}

/** The user's profile in the organisation that is not removed, usable or still invited. */
export async function findLiveProfile(exec: Executor, userId: string, organisationId: string) {
  return findRow(
    exec,
    profiles,
    and(eq(profiles.userId, userId), eq(profiles.organisationId, organisationId), isNull(profiles.deletedAt)),
  );
}

/** A live profile with its user. */
export async function findProfileWithUser(exec: Executor, profileId: string) {
  return first(selectMembers(exec).where(and(eq(profiles.id, profileId), usable())));
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

/** Null when an organisation of that name (in any case) is already in the country. */
export async function insertOrganisationIfNew(
  exec: Executor,
  values: typeof organisations.$inferInsert,
): Promise<OrganisationRow | null> {
  return insertIfNew(exec, organisations, values);
}

/** Null when a user with that email exists (a concurrent insert included: it waits for it). */
export async function insertUserIfNew(exec: Executor, values: typeof users.$inferInsert): Promise<UserRow | null> {
  return insertIfNew(exec, users, values);
}

export async function insertProfile(exec: Executor, values: typeof profiles.$inferInsert) {
  return returnedRow(await exec.insert(profiles).values(values).returning());
}

/** Null when the user already has a live profile in the organisation. */
export async function insertProfileIfNew(
  exec: Executor,
  values: typeof profiles.$inferInsert,
): Promise<ProfileRow | null> {
  return insertIfNew(exec, profiles, values);
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

// Invites

/** The user ids of the organisation's live members (only its owners, when asked), oldest first. */
export async function findMemberUserIds(
  exec: Executor,
  organisationId: string,
  options: { ownersOnly: boolean } = { ownersOnly: false },
): Promise<string[]> {
  const rows = await exec
    .select({ userId: profiles.userId })
    .from(profiles)
    .where(
      and(
        eq(profiles.organisationId, organisationId),
        usable(),
        options.ownersOnly ? sql`'owner' = any(${profiles.groups})` : undefined,
      ),
    )
    .orderBy(asc(profiles.createdAt), asc(profiles.id));
  return rows.map((row) => row.userId);
}

export type UserUpdate = Partial<
  Pick<
    UserRow,
    | 'givenName'
    | 'familyName'
    | 'phoneCallingCode'
    | 'phoneNumber'
    | 'pushToken'
    | 'notificationPreferences'
    | 'marketingPreferences'
    | 'signupPreferences'
    | 'unitPreferences'
    | 'termsAcceptedAt'
    | 'pendingEmail'
  >
>;

export async function updateUser(exec: Executor, userId: string, values: UserUpdate): Promise<void> {
  if (Object.keys(values).length === 0) return;
  await exec.update(users).set(values).where(eq(users.id, userId));
}

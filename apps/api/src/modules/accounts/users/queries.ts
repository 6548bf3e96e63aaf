import { and, asc, count, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import { returnedRow, type Executor } from '../../../platform/db/database';
import { isOpen } from '../invites/queries';
import { invites } from '../invites/tables';
import { assignBusinessUnits, selectMembers, usable, type ProfileRow, type UserRow } from '../queries';
import { organisations, profileBusinessUnits, profiles, users } from '../tables';
import { first } from '../../../platform/db/find-row';

export interface MemberRow {
  profile: ProfileRow;
  user: UserRow;
}

/** The user's profile in the organisation that is not removed (an invited one included), with the user. */
export async function findMember(exec: Executor, organisationId: string, userId: string): Promise<MemberRow | null> {
  return first(
    selectMembers(exec).where(
      and(eq(profiles.organisationId, organisationId), eq(profiles.userId, userId), isNull(profiles.deletedAt)),
    ),
  );
}

/** Those of the users who are members of the organisation (not removed). */
export async function findMembersByUserIds(
  exec: Executor,
  organisationId: string,
  userIds: string[],
): Promise<MemberRow[]> {
  if (userIds.length === 0) return [];
  return selectMembers(exec).where(
    and(eq(profiles.organisationId, organisationId), inArray(profiles.userId, userIds), isNull(profiles.deletedAt)),
  );
}

/**
 * Locks the profiles (not removed) for the rest of the transaction, in id order so two
 * transactions locking the same pair cannot deadlock; a second locker waits, then reads
 * what the first committed.
 */
export async function lockProfiles(exec: Executor, profileIds: string[]): Promise<ProfileRow[]> {
  if (profileIds.length === 0) return [];
  return exec
    .select()
    .from(profiles)
    .where(and(inArray(profiles.id, profileIds), isNull(profiles.deletedAt)))
    .orderBy(asc(profiles.id))
    .for('update');
}

/**
 * A member of the organisation whose telephone is this one: digits only (the calling code's
 * digits without '+', the number's without a leading 0), however either was typed.
 */
export async function findMemberByTelephone(
  exec: Executor,
  organisationId: string,
  phone: { callingCodeDigits: string; digits: string },
): Promise<MemberRow | null> {
  return first(
    selectMembers(exec)
      .where(
        and(
          eq(profiles.organisationId, organisationId),
          isNull(profiles.deletedAt),
          sql`regexp_replace(${users.phoneCallingCode}, '[^0-9]', '', 'g') = ${phone.callingCodeDigits}`,
          sql`ltrim(regexp_replace(${users.phoneNumber}, '[^0-9]', '', 'g'), '0') = ${phone.digits}`,
        ),
      )
      .orderBy(asc(profiles.createdAt), asc(profiles.id))
      .limit(1),
  );
}

export async function findOrganisationName(exec: Executor, organisationId: string): Promise<string | null> {
  const [row] = await exec
    .select({ name: organisations.name })
    .from(organisations)
    .where(eq(organisations.id, organisationId));
  return row?.name ?? null;
}

/** Limits the profile to exactly these units (none: all of the organisation's). */
export async function replaceAssignedUnits(exec: Executor, profileId: string, businessUnitIds: string[]) {
  await exec.delete(profileBusinessUnits).where(eq(profileBusinessUnits.profileId, profileId));
  await assignBusinessUnits(exec, profileId, businessUnitIds);
}

export async function updateProfile(
  exec: Executor,
  profileId: string,
  values: Partial<Pick<ProfileRow, 'groups' | 'access'>>,
): Promise<void> {
  if (Object.keys(values).length === 0) return;
  await exec.update(profiles).set(values).where(eq(profiles.id, profileId));
}

/** Whether another user has the address (stored lower-case). */
export async function emailTakenByOther(exec: Executor, email: string, userId: string): Promise<boolean> {
  const [row] = await exec
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, email.toLowerCase()), ne(users.id, userId)));
  return Boolean(row);
}

/** The pending address becomes the user's address; null when none was pending. */
export async function applyPendingEmail(exec: Executor, userId: string): Promise<UserRow | null> {
  const [row] = await exec
    .update(users)
    .set({ email: sql`${users.pendingEmail}`, pendingEmail: null })
    .where(and(eq(users.id, userId), sql`${users.pendingEmail} is not null`))
    .returning();
  return row ?? null;
}

/** Removes the member: the profile is kept as history, its unit limits and open invites go. */
export async function removeProfile(exec: Executor, profileId: string, at: Date): Promise<void> {
  await exec
    .update(profiles)
    .set({ deletedAt: at })
    .where(and(eq(profiles.id, profileId), isNull(profiles.deletedAt)));
  await exec
    .update(invites)
    .set({ status: 'cancelled' })
    .where(and(eq(invites.profileId, profileId), isOpen()));
  await exec.delete(profileBusinessUnits).where(eq(profileBusinessUnits.profileId, profileId));
}

/** How many organisations the user can still act in (live, active profiles). */
export async function countUsableProfiles(exec: Executor, userId: string): Promise<number> {
  const [row] = await exec
    .select({ value: sql<number>`count(*)::int` })
    .from(profiles)
    .where(and(eq(profiles.userId, userId), usable()));
  return row?.value ?? 0;
}

export async function insertUser(exec: Executor, values: typeof users.$inferInsert) {
  return returnedRow(await exec.insert(users).values(values).returning());
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

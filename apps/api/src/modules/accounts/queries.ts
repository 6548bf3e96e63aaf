import { and, asc, count, eq, exists, ilike, inArray, isNull, or, sql } from 'drizzle-orm';
import { returnedRow, type Executor } from '../../platform/db/database';
import { businessUnits, groups, organisations, profileKv, profiles, users } from './tables';

export type OrganisationRow = typeof organisations.$inferSelect;
export type UserRow = typeof users.$inferSelect;
export type ProfileRow = typeof profiles.$inferSelect;
export type BusinessUnitRow = typeof businessUnits.$inferSelect;
export type GroupRow = typeof groups.$inferSelect;

export interface Membership {
  profile: ProfileRow;
  organisation: OrganisationRow;
}

/** `%` and `_` in what the user typed match themselves, not any text. */
const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

export async function findUserById(exec: Executor, id: string): Promise<UserRow | null> {
  const [row] = await exec.select().from(users).where(eq(users.id, id));
  return row ?? null;
}

export async function findUserByEmail(exec: Executor, email: string): Promise<UserRow | null> {
  const [row] = await exec.select().from(users).where(eq(users.email, email.toLowerCase()));
  return row ?? null;
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

/** A user's live profiles with their organisations, oldest first: the first is the default. */
export async function findMembershipsOfUser(exec: Executor, userId: string): Promise<Membership[]> {
  return exec
    .select({ profile: profiles, organisation: organisations })
    .from(profiles)
    .innerJoin(organisations, eq(organisations.id, profiles.organisationId))
    .where(and(eq(profiles.userId, userId), isNull(profiles.deletedAt)))
    .orderBy(asc(profiles.createdAt), asc(profiles.id));
}

export async function findMembership(exec: Executor, userId: string, organisationId: string) {
  const [row] = await exec
    .select({ profile: profiles, organisation: organisations })
    .from(profiles)
    .innerJoin(organisations, eq(organisations.id, profiles.organisationId))
    .where(and(eq(profiles.userId, userId), eq(profiles.organisationId, organisationId), isNull(profiles.deletedAt)));
  return row ?? null;
}

/** A live profile with its user. */
export async function findProfileWithUser(exec: Executor, profileId: string) {
  const [row] = await exec
    .select({ profile: profiles, user: users })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.userId))
    .where(and(eq(profiles.id, profileId), isNull(profiles.deletedAt)));
  return row ?? null;
}

/** The organisation's first owner: who a card shows as its contact. */
export async function findFirstOwner(exec: Executor, organisationId: string): Promise<UserRow | null> {
  const [row] = await exec
    .select({ user: users })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.userId))
    .where(
      and(
        eq(profiles.organisationId, organisationId),
        isNull(profiles.deletedAt),
        sql`'owner' = any(${profiles.groups})`,
      ),
    )
    .orderBy(asc(profiles.createdAt), asc(profiles.id))
    .limit(1);
  return row?.user ?? null;
}

export async function findBusinessUnits(exec: Executor, organisationIds: string[]): Promise<BusinessUnitRow[]> {
  if (organisationIds.length === 0) return [];
  return exec
    .select()
    .from(businessUnits)
    .where(inArray(businessUnits.organisationId, organisationIds))
    .orderBy(asc(businessUnits.name), asc(businessUnits.id));
}

export async function insertOrganisation(exec: Executor, values: typeof organisations.$inferInsert) {
  return returnedRow(await exec.insert(organisations).values(values).returning());
}

export async function insertUser(exec: Executor, values: typeof users.$inferInsert) {
  return returnedRow(await exec.insert(users).values(values).returning());
}

export async function insertProfile(exec: Executor, values: typeof profiles.$inferInsert) {
  return returnedRow(await exec.insert(profiles).values(values).returning());
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
                isNull(profiles.deletedAt),
                ilike(users.email, containsPattern(options.query)),
              ),
            ),
        ),
      )
    : undefined;
  const [rows, [total]] = await Promise.all([
    exec
      .select()
      .from(organisations)
      .where(where)
      .orderBy(asc(sql`lower(${organisations.name})`), asc(organisations.id))
      .offset(options.offset)
      .limit(options.limit),
    exec.select({ value: count() }).from(organisations).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

/** Live members of the organisations, oldest first. */
export async function findMembers(exec: Executor, organisationIds: string[]) {
  if (organisationIds.length === 0) return [];
  return exec
    .select({ profile: profiles, user: users })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.userId))
    .where(and(inArray(profiles.organisationId, organisationIds), isNull(profiles.deletedAt)))
    .orderBy(asc(profiles.createdAt), asc(profiles.id));
}

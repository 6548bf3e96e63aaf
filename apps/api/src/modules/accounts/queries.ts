import { and, asc, eq, isNull } from 'drizzle-orm';
import { returnedRow, type Executor } from '../../platform/db/database';
import { businessUnits, organisations, profiles, users } from './tables';

export type OrganisationRow = typeof organisations.$inferSelect;
export type UserRow = typeof users.$inferSelect;
export type ProfileRow = typeof profiles.$inferSelect;

export async function findUserById(exec: Executor, id: string): Promise<UserRow | null> {
  const [row] = await exec.select().from(users).where(eq(users.id, id));
  return row ?? null;
}

export async function findUserByEmail(exec: Executor, email: string): Promise<UserRow | null> {
  const [row] = await exec.select().from(users).where(eq(users.email, email.toLowerCase()));
  return row ?? null;
}

export async function findActiveProfile(exec: Executor, profileId: string, userId: string) {
  const [row] = await exec
    .select({ profile: profiles, organisation: organisations })
    .from(profiles)
    .innerJoin(organisations, eq(organisations.id, profiles.organisationId))
    .where(and(eq(profiles.id, profileId), eq(profiles.userId, userId), isNull(profiles.deletedAt)));
  return row ?? null;
}

export async function findOrganisationByName(exec: Executor, name: string): Promise<OrganisationRow | null> {
  const [row] = await exec.select().from(organisations).where(eq(organisations.name, name));
  return row ?? null;
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

export async function findProfileIdsOfUser(exec: Executor, userId: string): Promise<string[]> {
  const rows = await exec
    .select({ id: profiles.id })
    .from(profiles)
    .where(and(eq(profiles.userId, userId), isNull(profiles.deletedAt)))
    .orderBy(asc(profiles.createdAt), asc(profiles.id));
  return rows.map((row) => row.id);
}

import { ROLE_SYS_ADMIN } from '@harvest/domain';
import { and, asc, count, eq, exists, ilike, inArray, isNull, ne, notExists, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../platform/db/database';
import { queryNamed } from '../../platform/db/row-reader';
import { businessUnits, moduleUnlockRequests, organisations, profileBusinessUnits, profiles, users } from './tables';
import { containsPattern, organisationsPage, usable, type BusinessUnitRow, type OrganisationRow } from './queries';

export type ModuleUnlockRow = typeof moduleUnlockRequests.$inferSelect;

const liveUnit = () => isNull(businessUnits.deletedAt);

// Organisations

/** The names and addresses of these people, for what other modules send them. */
export async function findPeople(exec: Executor, userIds: string[]) {
  if (userIds.length === 0) return [];
  return exec
    .select({ id: users.id, email: users.email, givenName: users.givenName, familyName: users.familyName })
    .from(users)
    .where(inArray(users.id, [...new Set(userIds)]));
}

export async function updateOrganisation(
  exec: Executor,
  id: string,
  values: Partial<typeof organisations.$inferInsert>,
): Promise<OrganisationRow | null> {
  const [row] = await exec.update(organisations).set(values).where(eq(organisations.id, id)).returning();
  return row ?? null;
}

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

/**
 * Businesses and people by id in one hand-written statement (an accept's answer names both; row-reader.ts says why
 * by hand). A row with `vetted` null is a person.
 */
export async function findOrganisationsAndPeople(exec: Executor, organisationIds: string[], userIds: string[]) {
  return queryNamed<{
    id: string;
    name: string | null;
    countryIso: string | null;
    vetted: boolean | null;
    email: string | null;
    givenName: string | null;
    familyName: string | null;
  }>(
    exec,
    'accounts_organisations_and_people',
    sql`select id, name, country_iso as "countryIso", vetted, null as email, null as "givenName", null as "familyName"
      from ${organisations} where id = any(${sql.param(organisationIds)}::uuid[])
      union all
      select id, null, null, null, email, given_name, family_name
      from ${users} where id = any(${sql.param(userIds)}::uuid[])`,
  );
}

/** The live members of several organisations in one statement, oldest first within each. */
export async function findMembersOfOrganisations(
  exec: Executor,
  organisationIds: string[],
): Promise<{ organisationId: string; userId: string }[]> {
  if (organisationIds.length === 0) return [];
  return exec
    .select({ organisationId: profiles.organisationId, userId: profiles.userId })
    .from(profiles)
    .where(and(inArray(profiles.organisationId, [...new Set(organisationIds)]), usable()))
    .orderBy(asc(profiles.organisationId), asc(profiles.createdAt), asc(profiles.id));
}

/** Sets the named feature flag overrides over the stored ones in one statement; null for no such organisation. */
export async function mergeFeatureFlagOverrides(
  exec: Executor,
  id: string,
  overrides: Record<string, boolean>,
  at: Date,
): Promise<OrganisationRow | null> {
  const [row] = await exec
    .update(organisations)
    .set({ featureFlags: sql`${organisations.featureFlags} || ${JSON.stringify(overrides)}::jsonb`, updatedAt: at })
    .where(eq(organisations.id, id))
    .returning();
  return row ?? null;
}

/** The organisations among the ids, by name; unknown ids are left out. */
export async function findOrganisationsByIds(exec: Executor, ids: string[]): Promise<OrganisationRow[]> {
  if (ids.length === 0) return [];
  return exec
    .select()
    .from(organisations)
    .where(inArray(organisations.id, ids))
    .orderBy(asc(sql`lower(${organisations.name})`), asc(organisations.id));
}

/** Organisations with a live member in the carrier group whose name contains the text; by name. */
export async function findCarrierOrganisations(
  exec: Executor,
  options: { query: string | null; offset: number; limit: number },
) {
  const where = and(
    exists(
      exec
        .select({ one: sql`1` })
        .from(profiles)
        .where(and(eq(profiles.organisationId, organisations.id), usable(), sql`'carrier' = any(${profiles.groups})`)),
    ),
    options.query ? ilike(organisations.name, containsPattern(options.query)) : undefined,
  );
  return organisationsPage(exec, where, options);
}

/** Active users with the sys-admin role: who hears of unlock requests. */
export async function findSysAdminEmails(exec: Executor): Promise<{ email: string; givenName: string }[]> {
  return exec
    .select({ email: users.email, givenName: users.givenName })
    .from(users)
    .where(and(sql`${ROLE_SYS_ADMIN} = any(${users.roles})`, eq(users.status, 'active')))
    .orderBy(asc(users.email));
}

// Business units

/** A unit that is not deleted; of the organisation when one is given. */
export async function findLiveUnit(
  exec: Executor,
  id: string,
  organisationId: string | null,
): Promise<BusinessUnitRow | null> {
  const [row] = await exec
    .select()
    .from(businessUnits)
    .where(
      and(
        eq(businessUnits.id, id),
        liveUnit(),
        organisationId ? eq(businessUnits.organisationId, organisationId) : undefined,
      ),
    );
  return row ?? null;
}

export async function updateUnit(
  exec: Executor,
  id: string,
  values: Partial<typeof businessUnits.$inferInsert>,
): Promise<BusinessUnitRow | null> {
  const [row] = await exec
    .update(businessUnits)
    .set(values)
    .where(and(eq(businessUnits.id, id), liveUnit()))
    .returning();
  return row ?? null;
}

/** Null when the unit was already deleted. */
/** Names of these units of the organisation, deleted ones included. */
export async function findUnitNames(
  exec: Executor,
  organisationId: string,
  ids: string[],
): Promise<{ id: string; name: string }[]> {
  if (ids.length === 0) return [];
  return exec
    .select({ id: businessUnits.id, name: businessUnits.name })
    .from(businessUnits)
    .where(and(eq(businessUnits.organisationId, organisationId), inArray(businessUnits.id, ids)));
}

/**
 * The live unit locked for its deletion (FOR UPDATE): a listing or a stock record being written at it holds the row
 * (its foreign key check, and holdLiveUnit) until it commits, so the links are counted after it, never before.
 */
export async function lockLiveUnit(exec: Executor, id: string): Promise<BusinessUnitRow | null> {
  const [row] = await exec
    .select()
    .from(businessUnits)
    .where(and(eq(businessUnits.id, id), liveUnit()))
    .for('update');
  return row ?? null;
}

/**
 * Holds a live unit for a write that links to it (FOR KEY SHARE, as a foreign key check does): a deletion waits for
 * that write to commit, and a write that waited for a deletion finds the unit gone. False when it is gone.
 */
export async function holdLiveUnit(exec: Executor, id: string): Promise<boolean> {
  const [row] = await exec
    .select({ id: businessUnits.id })
    .from(businessUnits)
    .where(and(eq(businessUnits.id, id), liveUnit()))
    .for('key share');
  return row !== undefined;
}

export async function softDeleteUnit(exec: Executor, id: string, at: Date): Promise<BusinessUnitRow | null> {
  const [row] = await exec
    .update(businessUnits)
    .set({ deletedAt: at, updatedAt: at })
    .where(and(eq(businessUnits.id, id), liveUnit()))
    .returning();
  return row ?? null;
}

/** Team members (not removed) limited to the unit. */
export async function countUnitMembers(exec: Executor, unitId: string): Promise<number> {
  const [row] = await exec
    .select({ value: count() })
    .from(profileBusinessUnits)
    .innerJoin(profiles, eq(profiles.id, profileBusinessUnits.profileId))
    .where(and(eq(profileBusinessUnits.businessUnitId, unitId), isNull(profiles.deletedAt)));
  return row?.value ?? 0;
}

/**
 * Live members whose access is limited to this unit and no other live unit: deleting it would
 * leave them limited to nothing.
 */
export async function countMembersOnlyIn(exec: Executor, unitId: string): Promise<number> {
  const other = alias(profileBusinessUnits, 'other_assignment');
  const otherUnit = alias(businessUnits, 'other_unit');
  const [row] = await exec
    .select({ value: count() })
    .from(profileBusinessUnits)
    .innerJoin(profiles, eq(profiles.id, profileBusinessUnits.profileId))
    .where(
      and(
        eq(profileBusinessUnits.businessUnitId, unitId),
        isNull(profiles.deletedAt),
        notExists(
          exec
            .select({ one: sql`1` })
            .from(other)
            .innerJoin(otherUnit, eq(otherUnit.id, other.businessUnitId))
            .where(
              and(
                eq(other.profileId, profileBusinessUnits.profileId),
                ne(other.businessUnitId, unitId),
                isNull(otherUnit.deletedAt),
              ),
            ),
        ),
      ),
    );
  return row?.value ?? 0;
}

// Module unlock requests

/** Null when the organisation already has an open request for the module. */
export async function insertUnlockRequestIfNew(
  exec: Executor,
  values: typeof moduleUnlockRequests.$inferInsert,
): Promise<ModuleUnlockRow | null> {
  const [row] = await exec.insert(moduleUnlockRequests).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

export async function findOpenUnlockRequest(
  exec: Executor,
  organisationId: string,
  moduleId: string,
): Promise<ModuleUnlockRow | null> {
  const [row] = await exec
    .select()
    .from(moduleUnlockRequests)
    .where(
      and(
        eq(moduleUnlockRequests.organisationId, organisationId),
        eq(moduleUnlockRequests.moduleId, moduleId),
        eq(moduleUnlockRequests.status, 'requested'),
      ),
    );
  return row ?? null;
}

/** Marks the organisation's open requests for the modules granted. */
export async function grantOpenUnlockRequests(
  exec: Executor,
  organisationId: string,
  moduleIds: string[],
  decision: { by: string; at: Date },
): Promise<{ moduleId: string; requestedByUserId: string }[]> {
  if (moduleIds.length === 0) return [];
  return exec
    .update(moduleUnlockRequests)
    .set({ status: 'granted', decidedByUserId: decision.by, decidedAt: decision.at })
    .where(
      and(
        eq(moduleUnlockRequests.organisationId, organisationId),
        inArray(moduleUnlockRequests.moduleId, moduleIds),
        eq(moduleUnlockRequests.status, 'requested'),
      ),
    )
    .returning({ moduleId: moduleUnlockRequests.moduleId, requestedByUserId: moduleUnlockRequests.requestedByUserId });
}

/** Requests with their organisation's name and who asked, oldest first. */
async function unlockViews(exec: Executor, where: SQL | undefined) {
  return exec
    .select({
      request: moduleUnlockRequests,
      organisationName: organisations.name,
      requesterGivenName: users.givenName,
      requesterFamilyName: users.familyName,
    })
    .from(moduleUnlockRequests)
    .innerJoin(organisations, eq(organisations.id, moduleUnlockRequests.organisationId))
    .innerJoin(users, eq(users.id, moduleUnlockRequests.requestedByUserId))
    .where(where)
    .orderBy(asc(moduleUnlockRequests.requestedAt), asc(moduleUnlockRequests.id));
}

export type UnlockView = Awaited<ReturnType<typeof unlockViews>>[number];

export async function findUnlockView(exec: Executor, id: string): Promise<UnlockView | null> {
  const [row] = await unlockViews(exec, eq(moduleUnlockRequests.id, id));
  return row ?? null;
}

export async function findUnlockViewsOf(exec: Executor, organisationId: string): Promise<UnlockView[]> {
  return unlockViews(exec, eq(moduleUnlockRequests.organisationId, organisationId));
}

/** Every organisation's requests still waiting for an answer, oldest first. */
export async function findOpenUnlockViews(exec: Executor): Promise<UnlockView[]> {
  return unlockViews(exec, eq(moduleUnlockRequests.status, 'requested'));
}

/** The modules each organisation is waiting to have unlocked. */
export async function findOpenUnlockModules(
  exec: Executor,
  organisationIds: string[],
): Promise<{ organisationId: string; moduleId: string }[]> {
  if (organisationIds.length === 0) return [];
  return exec
    .select({ organisationId: moduleUnlockRequests.organisationId, moduleId: moduleUnlockRequests.moduleId })
    .from(moduleUnlockRequests)
    .where(
      and(inArray(moduleUnlockRequests.organisationId, organisationIds), eq(moduleUnlockRequests.status, 'requested')),
    )
    .orderBy(asc(moduleUnlockRequests.requestedAt), asc(moduleUnlockRequests.id));
}

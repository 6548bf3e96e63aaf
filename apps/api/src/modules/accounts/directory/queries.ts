import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../../platform/db/database';
import { queryNamed } from '../../../platform/db/row-reader';
import { hasCarrierMember, usable, type BusinessUnitRow, type Membership, type OrganisationRow } from '../queries';
import { businessUnits, organisations, profiles, users } from '../tables';
import { findRow, first } from '../../../platform/db/find-row';

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
  return first(
    exec
      .select({ profile: profiles, organisation: organisations })
      .from(profiles)
      .innerJoin(organisations, eq(organisations.id, profiles.organisationId))
      .where(and(eq(profiles.userId, userId), eq(profiles.organisationId, organisationId), usable())),
  );
}

/** The names and addresses of these people, for what other modules send them. */
export async function findPeople(exec: Executor, userIds: string[]) {
  if (userIds.length === 0) return [];
  return exec
    .select({ id: users.id, email: users.email, givenName: users.givenName, familyName: users.familyName })
    .from(users)
    .where(inArray(users.id, [...new Set(userIds)]));
}

/** The organisation's usable members in any of these groups (null: all of them), with their names and what they chose to be sent. */
export async function findMembersInGroups(exec: Executor, organisationId: string, groups: string[] | null) {
  return exec
    .select({
      profileId: profiles.id,
      userId: users.id,
      groups: profiles.groups,
      email: users.email,
      givenName: users.givenName,
      familyName: users.familyName,
      notificationPreferences: users.notificationPreferences,
    })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.userId))
    .where(
      and(
        eq(profiles.organisationId, organisationId),
        usable(),
        groups === null ? undefined : sql`${profiles.groups} && ${sql.param(groups)}::text[]`,
      ),
    )
    .orderBy(asc(users.givenName), asc(users.familyName), asc(profiles.id));
}

/** The organisation's usable members with what decides their access (groups, stored access, roles, vetting). */
export async function findMembersWithAccess(exec: Executor, organisationId: string) {
  return exec
    .select({
      profileId: profiles.id,
      userId: users.id,
      groups: profiles.groups,
      access: profiles.access,
      roles: users.roles,
      vetted: organisations.vetted,
      email: users.email,
      givenName: users.givenName,
      familyName: users.familyName,
      notificationPreferences: users.notificationPreferences,
    })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.userId))
    .innerJoin(organisations, eq(organisations.id, profiles.organisationId))
    .where(and(eq(profiles.organisationId, organisationId), usable()))
    .orderBy(asc(users.givenName), asc(users.familyName), asc(profiles.id));
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

/** The organisations among the ids, by name; unknown ids are left out. */
export async function findOrganisationsByIds(exec: Executor, ids: string[]): Promise<OrganisationRow[]> {
  if (ids.length === 0) return [];
  return exec
    .select()
    .from(organisations)
    .where(inArray(organisations.id, ids))
    .orderBy(asc(sql`lower(${organisations.name})`), asc(organisations.id));
}

/** Of these organisations, the carriers (a live member in the carrier group). */
export async function findCarrierIds(exec: Executor, ids: string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await exec
    .select({ id: organisations.id })
    .from(organisations)
    .where(and(inArray(organisations.id, ids), hasCarrierMember(exec, organisations.id)));
  return rows.map((row) => row.id);
}

/** A live unit's place as haulage reads it: its name, address and map location (any organisation's). */
export interface UnitPlaceRow {
  id: string;
  organisationId: string;
  name: string;
  type: string;
  address: BusinessUnitRow['address'];
  location: BusinessUnitRow['location'];
}

const placeColumns = {
  id: businessUnits.id,
  organisationId: businessUnits.organisationId,
  name: businessUnits.name,
  type: businessUnits.type,
  address: businessUnits.address,
  location: businessUnits.location,
};

/** These live units' places, whosever they are. */
export async function findUnitPlaces(exec: Executor, ids: readonly string[]): Promise<UnitPlaceRow[]> {
  if (ids.length === 0) return [];
  return exec
    .select(placeColumns)
    .from(businessUnits)
    .where(and(inArray(businessUnits.id, [...ids]), isNull(businessUnits.deletedAt)));
}

/** The business's live units placed on the map, stores and farms before regions, oldest first. */
export async function findPlacedUnitsOf(exec: Executor, organisationId: string): Promise<UnitPlaceRow[]> {
  return exec
    .select(placeColumns)
    .from(businessUnits)
    .where(
      and(
        eq(businessUnits.organisationId, organisationId),
        isNull(businessUnits.deletedAt),
        sql`${businessUnits.location} is not null`,
      ),
    )
    .orderBy(sql`case ${businessUnits.type} when 'region' then 1 else 0 end`, asc(businessUnits.createdAt));
}

/** Whether the business has a live member in the carrier group (a haulier: §1), as the carrier search reads it. */
export async function isCarrierOrganisation(exec: Executor, organisationId: string): Promise<boolean> {
  const row = await first(
    exec
      .select({ one: sql`1` })
      .from(profiles)
      .where(and(eq(profiles.organisationId, organisationId), usable(), sql`'carrier' = any(${profiles.groups})`))
      .limit(1),
  );
  return row !== null;
}

// Business units as other modules reach them

const liveUnit = () => isNull(businessUnits.deletedAt);

/** A unit that is not deleted; of the organisation when one is given. */
export async function findLiveUnit(
  exec: Executor,
  id: string,
  organisationId: string | null,
): Promise<BusinessUnitRow | null> {
  return findRow(
    exec,
    businessUnits,
    and(
      eq(businessUnits.id, id),
      liveUnit(),
      organisationId ? eq(businessUnits.organisationId, organisationId) : undefined,
    ),
  );
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

import type { OrganisationSort } from '@harvest/domain';
import { and, asc, desc, eq, exists, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { returnedRow, type Executor } from '../../../platform/db/database';
import { pageOf } from '../../../platform/db/page-of';
import { containsPattern, hasCarrierMember, selectMembers, usable, type OrganisationRow } from '../queries';
import { organisations, profiles, users } from '../tables';
import { first } from '../../../platform/db/find-row';

export async function insertOrganisation(exec: Executor, values: typeof organisations.$inferInsert) {
  return returnedRow(await exec.insert(organisations).values(values).returning());
}

/** A page of the organisations that match, by name, with how many match in all. */
async function organisationsPage(
  exec: Executor,
  where: SQL | undefined,
  page: { offset: number; limit: number },
): Promise<{ rows: OrganisationRow[]; total: number }> {
  return pageOf(exec, organisations, where, [asc(sql`lower(${organisations.name})`), asc(organisations.id)], page);
}

/** How many live members an organisation has, for ordering by it. */
const memberCount = () =>
  sql`(select count(*) from ${profiles} where ${and(eq(profiles.organisationId, organisations.id), usable())})`;

/** The order of a sort, name and id breaking ties so that pages never overlap. */
function orderOf(sortBy: OrganisationSort, sortDesc: boolean): SQL[] {
  const direction = sortDesc ? desc : asc;
  const byName = [asc(sql`lower(${organisations.name})`), asc(organisations.id)];
  switch (sortBy) {
    case 'created':
      return [direction(organisations.createdAt), ...byName];
    case 'members':
      return [direction(memberCount()), ...byName];
    case 'vetted':
      return [direction(organisations.vetted), ...byName];
    case 'name':
      return [direction(sql`lower(${organisations.name})`), direction(organisations.id)];
  }
}

/** Organisations whose name, or a live member's email, contains the text, vetted or not as asked; in the order asked. */
export async function searchOrganisations(
  exec: Executor,
  options: {
    query: string | null;
    vetted?: boolean | undefined;
    sortBy: OrganisationSort;
    sortDesc: boolean;
    offset: number;
    limit: number;
  },
) {
  const matches = options.query
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
  const where = and(matches, options.vetted === undefined ? undefined : eq(organisations.vetted, options.vetted));
  return pageOf(exec, organisations, where, orderOf(options.sortBy, options.sortDesc), options);
}

/** Live members of the organisations, oldest first. */
export async function findMembers(exec: Executor, organisationIds: string[]) {
  if (organisationIds.length === 0) return [];
  return selectMembers(exec)
    .where(and(inArray(profiles.organisationId, organisationIds), usable()))
    .orderBy(asc(profiles.createdAt), asc(profiles.id));
}

export async function updateOrganisation(
  exec: Executor,
  id: string,
  values: Partial<typeof organisations.$inferInsert>,
): Promise<OrganisationRow | null> {
  return first(exec.update(organisations).set(values).where(eq(organisations.id, id)).returning());
}

/** Organisations with a live member in the carrier group whose name contains the text; by name. */
export async function findCarrierOrganisations(
  exec: Executor,
  options: { query: string | null; offset: number; limit: number },
) {
  const where = and(
    hasCarrierMember(exec, organisations.id),
    options.query ? ilike(organisations.name, containsPattern(options.query)) : undefined,
  );
  return organisationsPage(exec, where, options);
}

// Business units

// Module unlock requests

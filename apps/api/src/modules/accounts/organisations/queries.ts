import { and, asc, eq, exists, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { returnedRow, type Executor } from '../../../platform/db/database';
import { pageOf } from '../../../platform/db/page-of';
import { containsPattern, selectMembers, usable, type OrganisationRow } from '../queries';
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

// Business units

// Module unlock requests

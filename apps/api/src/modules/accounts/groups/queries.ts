import { and, asc, eq, ilike, sql } from 'drizzle-orm';
import type { Executor } from '../../../platform/db/database';
import { containsPattern } from '../queries';
import { groups } from './tables';
import { insertIfNew } from '../../../platform/db/insert-if-new';

type GroupRow = typeof groups.$inferSelect;

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
  return insertIfNew(exec, groups, values);
}

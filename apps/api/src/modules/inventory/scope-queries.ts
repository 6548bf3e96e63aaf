import { and, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../../platform/db/database';

/**
 * Who may see a row: its organisation, and within it the caller's business units (`null`: all of them, as for
 * a member assigned to none).
 */
export interface Scope {
  organisationId: string;
  unitIds: string[] | null;
}

/** The whole of the caller's organisation, whatever their units: a store shares its capacity with its sub-stores. */
export function wholeOrganisation(scope: Scope): Scope {
  return { organisationId: scope.organisationId, unitIds: null };
}

/** The live rows of a table that the scope may see, by the table's organisation, deletion and unit columns. */
export function inScope(
  scope: Scope,
  columns: { organisationId: PgColumn; deletedAt: PgColumn; businessUnitId: PgColumn },
): SQL | undefined {
  return and(
    eq(columns.organisationId, scope.organisationId),
    isNull(columns.deletedAt),
    scope.unitIds === null ? undefined : inArray(columns.businessUnitId, scope.unitIds),
  );
}

/**
 * One row of a table by its id, when `visible` (the caller's scope) lets them see it; `lock` takes it FOR UPDATE for
 * the caller's transaction, so what is checked under the lock cannot change before the transaction commits.
 */
export async function rowById<T extends PgTable & { id: PgColumn }>(
  exec: Executor,
  table: T,
  id: string,
  visible: SQL | undefined,
  lock: 'lock' | 'read' = 'read',
): Promise<T['$inferSelect'] | null> {
  const query = exec
    .select()
    .from(table as PgTable)
    .where(and(eq(table.id, id), visible));
  const [row] = lock === 'lock' ? await query.for('update') : await query;
  return (row as T['$inferSelect'] | undefined) ?? null;
}

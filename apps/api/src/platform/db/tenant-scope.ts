import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from './database';

/**
 * Who may see a tenant's row (DESIGN §4): the caller's organisation and, for a member limited to some of its
 * business units (farms), those units; `unitIds` is null for all of them, as for a member assigned to none.
 */
export interface Scope {
  organisationId: string;
  unitIds: string[] | null;
}

/** The whole of the caller's organisation, whatever their units: a store shares its capacity with its sub-stores. */
export function wholeOrganisation(scope: Scope): Scope {
  return { organisationId: scope.organisationId, unitIds: null };
}

/** A column, or a column named through a query's own alias (`l.organisation_id`). */
type Column = PgColumn | SQL;

/** Where a table says whose a row is. A row without a unit column is its whole organisation's. */
export interface TenantColumns {
  organisationId: Column;
  /** Set on a row that is deleted softly: such a row is no one's to see. */
  deletedAt?: Column;
  /** The one business unit the row is at. */
  businessUnitId?: Column;
  /** The units the row touches (a uuid array): a member of any of them sees it. */
  businessUnitIds?: Column;
  /** The row's units as a condition of its own, for a row placed at a unit through another table. */
  atUnits?: (unitIds: string[]) => SQL | undefined;
}

function unitCondition(unitIds: string[], columns: TenantColumns): SQL | undefined {
  const units = sql`${sql.param(unitIds)}::uuid[]`;
  if (columns.businessUnitId) return sql`${columns.businessUnitId} = any(${units})`;
  if (columns.businessUnitIds) return sql`${columns.businessUnitIds} && ${units}`;
  return columns.atUnits?.(unitIds);
}

/** The rows of a table that the scope may see, by the table's organisation, deletion and unit columns. */
export function inScope(scope: Scope, columns: TenantColumns): SQL {
  const conditions = [
    sql`${columns.organisationId} = ${scope.organisationId}`,
    columns.deletedAt ? sql`${columns.deletedAt} is null` : undefined,
    scope.unitIds === null ? undefined : unitCondition(scope.unitIds, columns),
  ];
  return and(...conditions) ?? sql`true`;
}

/** The same rule on a row already read: whether the scope may see a row of this organisation at this unit. */
export function reaches(scope: Scope, row: { organisationId: string; businessUnitId: string }): boolean {
  return (
    row.organisationId === scope.organisationId &&
    (scope.unitIds === null || scope.unitIds.includes(row.businessUnitId))
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

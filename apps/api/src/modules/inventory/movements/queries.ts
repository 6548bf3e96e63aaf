import { MOVEMENT_STATE_TABLE, type MovementStateCondition } from '@harvest/domain';
import { desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../../platform/db/database';
import { returnedRow } from '../../../platform/db/database';
import { inScope, rowById, type Scope } from '../../../platform/db/tenant-scope';
import { inventoryMovements } from './tables';

export type MovementRow = typeof inventoryMovements.$inferSelect;

const m = inventoryMovements;

/** A movement is seen by a member of any unit it touches. */
const movementInScope = (scope: Scope): SQL => inScope(scope, m);

/**
 * A word of our own as an SQL literal. The state expression is grouped by in the searches, and PostgreSQL matches
 * a grouped expression by its text: a parameter would be a new one ($1, $2...) at each place it is written.
 */
function literal(text: string): SQL {
  if (!/^[a-z-]+$/.test(text)) throw new Error(`Not a plain word: ${text}`);
  return sql.raw(`'${text}'`);
}

function dateLiteral(day: string): SQL {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) throw new Error(`Not a calendar date: ${day}`);
  return sql.raw(`'${day}'::date`);
}

function conditionSql(when: MovementStateCondition, today: string): SQL {
  if (when.kind === 'stored') return sql`${m.status} = ${literal(when.status)}`;
  if (when.kind === 'lastDayBeforeToday') return sql`coalesce(${m.endDate}, ${m.startDate}) < ${dateLiteral(today)}`;
  return sql`true`;
}

/**
 * A movement's state on `today` (planned, incomplete or complete) as SQL: the domain's MOVEMENT_STATE_TABLE
 * written as a CASE, one WHEN a row in its order, so the searches and the storage delete rule read a movement as
 * the domain's movementViewStatus does.
 */
export function movementStateSql(today: string): SQL {
  const rows = MOVEMENT_STATE_TABLE.map(({ state, when }) =>
    when.kind === 'otherwise'
      ? sql`else ${literal(state)}`
      : sql`when ${conditionSql(when, today)} then ${literal(state)}`,
  );
  return sql`(case ${sql.join(rows, sql` `)} end)`;
}

export async function insertMovement(exec: Executor, values: typeof inventoryMovements.$inferInsert) {
  return returnedRow(await exec.insert(m).values(values).returning());
}

export const findMovement = (exec: Executor, scope: Scope, id: string) => rowById(exec, m, id, movementInScope(scope));

export const lockMovement = (exec: Executor, scope: Scope, id: string) =>
  rowById(exec, m, id, movementInScope(scope), 'lock');

export async function listMovements(exec: Executor, scope: Scope): Promise<MovementRow[]> {
  return exec.select().from(m).where(movementInScope(scope)).orderBy(desc(m.startDate), desc(m.createdAt));
}

export async function updateMovement(exec: Executor, id: string, values: Partial<MovementRow>): Promise<MovementRow> {
  return returnedRow(await exec.update(m).set(values).where(eq(m.id, id)).returning());
}

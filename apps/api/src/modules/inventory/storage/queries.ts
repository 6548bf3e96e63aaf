import { and, asc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Executor } from '../../../platform/db/database';
import { returnedRow } from '../../../platform/db/database';
import { inScope, rowById, type Scope } from '../../../platform/db/tenant-scope';
import { inventoryMovements } from '../movements/tables';
import { movementStateSql } from '../movements/queries';
import { inventoryRecords } from '../stock/tables';
import { inventoryStorages } from './tables';

export type StorageRow = typeof inventoryStorages.$inferSelect;

const storageInScope = (scope: Scope) => inScope(scope, inventoryStorages);

export async function insertStorage(exec: Executor, values: typeof inventoryStorages.$inferInsert) {
  return returnedRow(await exec.insert(inventoryStorages).values(values).returning());
}

export const findStorage = (exec: Executor, scope: Scope, id: string) =>
  rowById(exec, inventoryStorages, id, storageInScope(scope));

/** The storage row locked for this transaction: moves into it queue here, so capacity is judged one at a time. */
export const lockStorage = (exec: Executor, scope: Scope, id: string) =>
  rowById(exec, inventoryStorages, id, storageInScope(scope), 'lock');

export async function listStorages(exec: Executor, scope: Scope): Promise<StorageRow[]> {
  return exec
    .select()
    .from(inventoryStorages)
    .where(storageInScope(scope))
    .orderBy(asc(inventoryStorages.name), asc(inventoryStorages.id));
}

/**
 * The storage locations the scope may see with what each holds on its own (its live records; sub-stores are summed
 * by the caller), in one statement: all of them (the list a farm's every page reads), or one and its sub-stores.
 */
export async function listStoragesHolding(
  exec: Executor,
  scope: Scope,
  familyOf?: string,
): Promise<{ row: StorageRow; holdingKg: number }[]> {
  const rows = await exec
    .select({ row: inventoryStorages, holdingKg: sql<string>`coalesce(sum(${inventoryRecords.quantityKg}), 0)` })
    .from(inventoryStorages)
    .leftJoin(
      inventoryRecords,
      and(eq(inventoryRecords.storageId, inventoryStorages.id), isNull(inventoryRecords.deletedAt)),
    )
    .where(
      and(
        storageInScope(scope),
        familyOf ? or(eq(inventoryStorages.id, familyOf), eq(inventoryStorages.parentId, familyOf)) : undefined,
      ),
    )
    .groupBy(inventoryStorages.id)
    .orderBy(asc(inventoryStorages.name), asc(inventoryStorages.id));
  return rows.map(({ row, holdingKg }) => ({ row, holdingKg: Number(holdingKg) }));
}

export async function findSubStores(exec: Executor, parentId: string): Promise<StorageRow[]> {
  return exec
    .select()
    .from(inventoryStorages)
    .where(and(eq(inventoryStorages.parentId, parentId), isNull(inventoryStorages.deletedAt)));
}

export async function updateStorage(exec: Executor, id: string, values: Partial<StorageRow>): Promise<StorageRow> {
  return returnedRow(await exec.update(inventoryStorages).set(values).where(eq(inventoryStorages.id, id)).returning());
}

/** What each storage location holds, its own records only (sub-stores are summed by the caller). */
export async function holdingsByStorage(exec: Executor, storageIds: string[]): Promise<Map<string, number>> {
  if (storageIds.length === 0) return new Map();
  const rows = await exec
    .select({
      storageId: inventoryRecords.storageId,
      quantityKg: sql<string>`coalesce(sum(${inventoryRecords.quantityKg}), 0)`,
    })
    .from(inventoryRecords)
    .where(and(inArray(inventoryRecords.storageId, storageIds), isNull(inventoryRecords.deletedAt)))
    .groupBy(inventoryRecords.storageId);
  return new Map(rows.map((row) => [row.storageId, Number(row.quantityKg)]));
}

/** The crops the storage locations hold now (records with anything left in them). */
export async function cropsIn(exec: Executor, storageIds: string[]): Promise<string[]> {
  if (storageIds.length === 0) return [];
  const rows = await exec
    .selectDistinct({ commodityId: inventoryRecords.commodityId })
    .from(inventoryRecords)
    .where(
      and(
        inArray(inventoryRecords.storageId, storageIds),
        isNull(inventoryRecords.deletedAt),
        sql`${inventoryRecords.quantityKg} > 0`,
      ),
    );
  return rows.map((row) => row.commodityId);
}

/**
 * A movement into or out of the storage locations that still reads as planned today (ahead, or under way):
 * spec §5 keeps such a storage location from being deleted.
 */
export async function hasFutureMovement(exec: Executor, storageIds: string[], today: string): Promise<boolean> {
  if (storageIds.length === 0) return false;
  const touches = or(
    inArray(inventoryMovements.sourceStorageId, storageIds),
    inArray(inventoryMovements.destinationStorageId, storageIds),
    sql`exists (select 1 from jsonb_array_elements(${inventoryMovements.sources}) as s
                where (s->>'storageId')::uuid = any(${sql.param(storageIds)}::uuid[]))`,
  );
  const [row] = await exec
    .select({ id: inventoryMovements.id })
    .from(inventoryMovements)
    .where(and(isNull(inventoryMovements.deletedAt), sql`${movementStateSql(today)} = 'planned'`, touches))
    .limit(1);
  return row !== undefined;
}

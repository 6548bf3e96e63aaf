import { and, asc, desc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database';
import { queryRows, returnedRow } from '../../platform/db/database';
import { inventoryLedger, inventoryMovements, inventoryRecords, inventoryStorages } from './tables';

export type StorageRow = typeof inventoryStorages.$inferSelect;
export type RecordRow = typeof inventoryRecords.$inferSelect;
export type MovementRow = typeof inventoryMovements.$inferSelect;
export type LedgerRow = typeof inventoryLedger.$inferSelect;

/**
 * Who may see a row: its organisation, and within it the caller's business units (`null`: all of them, as for
 * a member assigned to none).
 */
export interface Scope {
  organisationId: string;
  unitIds: string[] | null;
}

function storageInScope(scope: Scope): SQL | undefined {
  return and(
    eq(inventoryStorages.organisationId, scope.organisationId),
    isNull(inventoryStorages.deletedAt),
    scope.unitIds === null ? undefined : inArray(inventoryStorages.businessUnitId, scope.unitIds),
  );
}

function recordInScope(scope: Scope): SQL | undefined {
  return and(
    eq(inventoryRecords.organisationId, scope.organisationId),
    isNull(inventoryRecords.deletedAt),
    scope.unitIds === null ? undefined : inArray(inventoryRecords.businessUnitId, scope.unitIds),
  );
}

function movementInScope(scope: Scope): SQL | undefined {
  return and(
    eq(inventoryMovements.organisationId, scope.organisationId),
    isNull(inventoryMovements.deletedAt),
    scope.unitIds === null
      ? undefined
      : sql`${inventoryMovements.businessUnitIds} && ${sql.param(scope.unitIds)}::uuid[]`,
  );
}

// Storage locations

export async function insertStorage(exec: Executor, values: typeof inventoryStorages.$inferInsert) {
  return returnedRow(await exec.insert(inventoryStorages).values(values).returning());
}

export async function findStorage(exec: Executor, scope: Scope, id: string): Promise<StorageRow | null> {
  const [row] = await exec
    .select()
    .from(inventoryStorages)
    .where(and(eq(inventoryStorages.id, id), storageInScope(scope)));
  return row ?? null;
}

/** The storage row locked for this transaction: moves into it queue here, so capacity is judged one at a time. */
export async function lockStorage(exec: Executor, scope: Scope, id: string): Promise<StorageRow | null> {
  const [row] = await exec
    .select()
    .from(inventoryStorages)
    .where(and(eq(inventoryStorages.id, id), storageInScope(scope)))
    .for('update');
  return row ?? null;
}

export async function listStorages(exec: Executor, scope: Scope): Promise<StorageRow[]> {
  return exec
    .select()
    .from(inventoryStorages)
    .where(storageInScope(scope))
    .orderBy(asc(inventoryStorages.name), asc(inventoryStorages.id));
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

/** A planned movement into or out of the storage location that has not yet passed (spec §5 delete block). */
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
    .where(
      and(
        isNull(inventoryMovements.deletedAt),
        eq(inventoryMovements.status, 'planned'),
        sql`coalesce(${inventoryMovements.endDate}, ${inventoryMovements.startDate}) >= ${today}`,
        touches,
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** How many live records a business unit holds: the "crops" that keep it from being deleted. */
export async function countRecordsAtUnit(exec: Executor, businessUnitId: string): Promise<number> {
  const [row] = await exec
    .select({ count: sql<string>`count(*)` })
    .from(inventoryRecords)
    .where(and(eq(inventoryRecords.businessUnitId, businessUnitId), isNull(inventoryRecords.deletedAt)));
  return Number(row?.count ?? 0);
}

// Stock records

export async function insertRecord(exec: Executor, values: typeof inventoryRecords.$inferInsert) {
  return returnedRow(await exec.insert(inventoryRecords).values(values).returning());
}

/** Many records in a few statements (an import): a thousand a statement, well inside PostgreSQL's 65,535 parameters. */
export async function insertRecords(
  exec: Executor,
  values: (typeof inventoryRecords.$inferInsert)[],
): Promise<RecordRow[]> {
  const inserted: RecordRow[] = [];
  for (let start = 0; start < values.length; start += 1000) {
    const chunk = values.slice(start, start + 1000);
    inserted.push(...(await exec.insert(inventoryRecords).values(chunk).returning()));
  }
  return inserted;
}

export async function findRecord(exec: Executor, scope: Scope, id: string): Promise<RecordRow | null> {
  const [row] = await exec
    .select()
    .from(inventoryRecords)
    .where(and(eq(inventoryRecords.id, id), recordInScope(scope)));
  return row ?? null;
}

/**
 * The records locked for this transaction, in id order so two transactions taking the same records cannot
 * deadlock. A concurrent move out of the same record waits here and then sees what this one left.
 */
export async function lockRecords(exec: Executor, scope: Scope, ids: string[]): Promise<RecordRow[]> {
  if (ids.length === 0) return [];
  return exec
    .select()
    .from(inventoryRecords)
    .where(and(inArray(inventoryRecords.id, ids), recordInScope(scope)))
    .orderBy(asc(inventoryRecords.id))
    .for('update');
}

export async function listRecords(exec: Executor, scope: Scope): Promise<RecordRow[]> {
  return exec
    .select()
    .from(inventoryRecords)
    .where(recordInScope(scope))
    .orderBy(desc(inventoryRecords.createdAt), asc(inventoryRecords.id));
}

/** The stock in scope by crop, largest first: records holding nothing are left out. */
export async function stockByCrop(
  exec: Executor,
  scope: Scope,
): Promise<{ commodityId: string; quantityKg: number; records: number }[]> {
  const rows = await exec
    .select({
      commodityId: inventoryRecords.commodityId,
      quantityKg: sql<string>`sum(${inventoryRecords.quantityKg})`,
      records: sql<string>`count(*)`,
    })
    .from(inventoryRecords)
    .where(and(recordInScope(scope), sql`${inventoryRecords.quantityKg} > 0`))
    .groupBy(inventoryRecords.commodityId)
    .orderBy(desc(sql`sum(${inventoryRecords.quantityKg})`), asc(inventoryRecords.commodityId));
  return rows.map((row) => ({
    commodityId: row.commodityId,
    quantityKg: Number(row.quantityKg),
    records: Number(row.records),
  }));
}

export async function updateRecord(exec: Executor, id: string, values: Partial<RecordRow>): Promise<RecordRow> {
  return returnedRow(await exec.update(inventoryRecords).set(values).where(eq(inventoryRecords.id, id)).returning());
}

// The ledger

/**
 * Appends ledger lines and moves each record's quantity by the same amount, in the caller's transaction. The
 * check constraint on the record refuses anything that would take it below nothing, as a last guard.
 */
export async function appendLedger(exec: Executor, lines: (typeof inventoryLedger.$inferInsert)[]): Promise<void> {
  if (lines.length === 0) return;
  await exec.insert(inventoryLedger).values(lines);
  for (const line of lines) {
    await exec
      .update(inventoryRecords)
      .set({ quantityKg: sql`${inventoryRecords.quantityKg} + ${line.deltaKg}`, updatedAt: line.createdAt })
      .where(eq(inventoryRecords.id, line.recordId));
  }
}

export async function ledgerOfRecord(exec: Executor, recordId: string): Promise<LedgerRow[]> {
  return exec
    .select()
    .from(inventoryLedger)
    .where(eq(inventoryLedger.recordId, recordId))
    .orderBy(asc(inventoryLedger.createdAt), asc(inventoryLedger.id));
}

/** Records whose quantity disagrees with the sum of their ledger: there should never be any. */
export async function ledgerDisagreements(exec: Executor, organisationId: string) {
  return queryRows<{ id: string; quantity_kg: string; ledger_kg: string }>(
    exec,
    sql`select r.id, r.quantity_kg, coalesce(sum(l.delta_kg), 0) as ledger_kg
        from inventory_records r left join inventory_ledger l on l.record_id = r.id
        where r.organisation_id = ${organisationId}
        group by r.id
        having r.quantity_kg <> coalesce(sum(l.delta_kg), 0)`,
  );
}

// Movements

export async function insertMovement(exec: Executor, values: typeof inventoryMovements.$inferInsert) {
  return returnedRow(await exec.insert(inventoryMovements).values(values).returning());
}

export async function findMovement(exec: Executor, scope: Scope, id: string): Promise<MovementRow | null> {
  const [row] = await exec
    .select()
    .from(inventoryMovements)
    .where(and(eq(inventoryMovements.id, id), movementInScope(scope)));
  return row ?? null;
}

export async function lockMovement(exec: Executor, scope: Scope, id: string): Promise<MovementRow | null> {
  const [row] = await exec
    .select()
    .from(inventoryMovements)
    .where(and(eq(inventoryMovements.id, id), movementInScope(scope)))
    .for('update');
  return row ?? null;
}

export async function listMovements(exec: Executor, scope: Scope): Promise<MovementRow[]> {
  return exec
    .select()
    .from(inventoryMovements)
    .where(movementInScope(scope))
    .orderBy(desc(inventoryMovements.startDate), desc(inventoryMovements.createdAt));
}

export async function updateMovement(exec: Executor, id: string, values: Partial<MovementRow>): Promise<MovementRow> {
  return returnedRow(
    await exec.update(inventoryMovements).set(values).where(eq(inventoryMovements.id, id)).returning(),
  );
}

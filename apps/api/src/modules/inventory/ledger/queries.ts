import { asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../../platform/db/database';
import { inventoryRecords } from '../stock/tables';
import { inventoryLedger } from './tables';

export type LedgerRow = typeof inventoryLedger.$inferSelect;
export type LedgerInsert = typeof inventoryLedger.$inferInsert;

/**
 * One line of a change to a record's quantity, by whom and when; `extra` says why (an adjustment's reason and
 * note, the movement that made it).
 */
export function ledgerLine(
  record: { id: string; storageId: string; organisationId: string },
  deltaKg: number,
  kind: LedgerInsert['kind'],
  by: { userId: string; at: Date },
  extra: Pick<LedgerInsert, 'reason' | 'note' | 'movementId'> = {},
): LedgerInsert {
  return {
    organisationId: record.organisationId,
    recordId: record.id,
    storageId: record.storageId,
    deltaKg,
    kind,
    createdBy: by.userId,
    createdAt: by.at,
    ...extra,
  };
}

/**
 * Appends ledger lines and moves each record's quantity by the same amount, in the caller's transaction. The
 * check constraint on the record refuses anything that would take it below nothing, as a last guard.
 */
export async function appendLedger(exec: Executor, lines: LedgerInsert[]): Promise<void> {
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

/** The lines a movement wrote (and any correcting entry that took it back), oldest first. */
export async function ledgerOfMovement(exec: Executor, movementId: string): Promise<LedgerRow[]> {
  return exec
    .select()
    .from(inventoryLedger)
    .where(eq(inventoryLedger.movementId, movementId))
    .orderBy(asc(inventoryLedger.createdAt), asc(inventoryLedger.id));
}

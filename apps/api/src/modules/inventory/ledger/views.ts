import type { LedgerLine } from '@harvest/domain';
import type { LedgerRow } from './queries';

/** How the API answers a line of the ledger. */
export function ledgerLineView(row: LedgerRow): LedgerLine {
  return {
    id: row.id,
    recordId: row.recordId,
    storageId: row.storageId,
    deltaKg: row.deltaKg,
    kind: row.kind,
    reason: row.reason,
    note: row.note,
    movementId: row.movementId,
    createdBy: row.createdBy,
    createdAt: row.createdAt.toISOString(),
  };
}

import type { LedgerKind } from '@harvest/domain';
import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { users } from '../../accounts/tables';
import { inventoryMovements } from '../movements/tables';
import { inventoryRecords } from '../stock/tables';
import { inventoryStorages } from '../storage/tables';
import { instant, kg, requiredKey } from '../../../platform/db/columns';
import { ownedRow } from '../tables';

/**
 * The append-only ledger: every change of quantity is a line here, never updated or deleted, so a record's
 * quantity, and a storage location's, is the sum of its lines and can be audited.
 */
export const inventoryLedger = pgTable(
  'inventory_ledger',
  {
    ...ownedRow(),
    recordId: requiredKey('record_id', () => inventoryRecords.id),
    storageId: requiredKey('storage_id', () => inventoryStorages.id),
    deltaKg: kg('delta_kg').notNull(),
    kind: text('kind').$type<LedgerKind>().notNull(),
    /** The adjustment's reason (a loss reason, stock-take, or deleted). */
    reason: text('reason'),
    note: text('note'),
    movementId: uuid('movement_id').references(() => inventoryMovements.id),
    createdBy: uuid('created_by').references(() => users.id),
    createdAt: instant('created_at').notNull(),
  },
  (table) => [
    index('inventory_ledger_record_idx').on(table.recordId),
    index('inventory_ledger_storage_idx').on(table.storageId),
  ],
);

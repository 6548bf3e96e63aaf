import type { AdjustmentScale, DeliveryLot, DeliveryStatus, SampleResults } from '@harvest/domain';
import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { instant, kg, rowId } from '../../../platform/db/columns';
import { files } from '../../files/tables';
import { tradingContracts } from '../contracts/tables';
import { userRef } from '../tables';

/**
 * A contract's delivery (trading §3, §4): planned out of the seller's stores by an outbound movement of its
 * inventory (the movement is inventory's; this keeps its id), dispatched (the movement completes), and delivered
 * when the buyer records the tipped weight. Its sample is recorded on it, with the scale it was priced by then.
 */
export const tradingContractDeliveries = pgTable(
  'trading_contract_deliveries',
  {
    id: rowId(),
    contractId: uuid('contract_id')
      .notNull()
      .references(() => tradingContracts.id),
    status: text('status').$type<DeliveryStatus>().notNull(),
    plannedDate: text('planned_date').notNull(),
    plannedWeightKg: kg('planned_weight_kg').notNull(),
    /** The seller's lots (stock records) it takes from, as its movement does. */
    lots: jsonb('lots').$type<DeliveryLot[]>().notNull(),
    /** Inventory's outbound movement (a module apart: no foreign key across it). */
    movementId: uuid('movement_id').notNull(),
    /**
     * The seller's storage contract its third-party stored lots are held under, and how much of its agreed quantity
     * they draw (the stored lots' share of the plan); both null for the farm's own grain.
     */
    storageContractId: uuid('storage_contract_id').references(() => tradingContracts.id),
    storageDrawKg: kg('storage_draw_kg'),
    dispatchedDate: text('dispatched_date'),
    dispatchedWeightKg: kg('dispatched_weight_kg'),
    dispatchedAt: instant('dispatched_at'),
    sampleFileId: uuid('sample_file_id').references(() => files.id),
    sampleResults: jsonb('sample_results').$type<SampleResults>(),
    /** The deduction and bonus scale the sample was priced by, kept as it was when the sample was recorded. */
    sampleScale: jsonb('sample_scale').$type<AdjustmentScale>(),
    sampledAt: instant('sampled_at'),
    sampledBy: userRef('sampled_by'),
    grossKg: kg('gross_kg'),
    tareKg: kg('tare_kg'),
    netKg: kg('net_kg'),
    tippedQuantityKg: kg('tipped_quantity_kg'),
    weighbridgeFileId: uuid('weighbridge_file_id').references(() => files.id),
    collectionReceiptFileId: uuid('collection_receipt_file_id').references(() => files.id),
    deliveredAt: instant('delivered_at'),
    deliveredBy: userRef('delivered_by'),
    createdBy: userRef('created_by'),
    createdAt: instant('created_at').notNull(),
    updatedAt: instant('updated_at').notNull(),
  },
  (table) => [
    index('trading_contract_deliveries_contract_idx').on(table.contractId, table.plannedDate),
    index('trading_contract_deliveries_storage_contract_idx').on(table.storageContractId),
    check(
      'trading_contract_deliveries_storage_draw',
      sql`(${table.storageContractId} is null) = (${table.storageDrawKg} is null)`,
    ),
    check('trading_contract_deliveries_weight', sql`${table.plannedWeightKg} > 0`),
    check(
      'trading_contract_deliveries_net',
      sql`${table.netKg} is null or ${table.netKg} = ${table.grossKg} - ${table.tareKg}`,
    ),
    check(
      'trading_contract_deliveries_delivered',
      // Settled and paid deliveries were delivered first: their tipped weight stays.
      sql`(${table.status} in ('delivered', 'settled', 'paid')) = (${table.deliveredAt} is not null and ${table.weighbridgeFileId} is not null)`,
    ),
  ],
);

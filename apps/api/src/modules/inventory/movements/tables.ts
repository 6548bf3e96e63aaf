import type { MovementStatus, MovementType } from '@harvest/domain';
import { date, index, jsonb, numeric, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { users } from '../../accounts/tables';
import { files } from '../../files/tables';
import { harvestPlans } from '../harvest/tables';
import { inventoryRecords } from '../stock/tables';
import { inventoryStorages } from '../storage/tables';
import { instant, kg } from '../../../platform/db/columns';
import { ownedRow } from '../tables';

/** One source of a movement: how much left which record, from which storage. */
export interface MovementSourceLine {
  recordId: string;
  storageId: string;
  quantityKg: number;
}

/** What a planned intake will bring in when it is completed (the record's description). */
export type IntakeRecordDraft = Record<string, unknown>;

/**
 * A movement (spec §3): intake into a store, internal between storage locations, outbound off the farm. A
 * planned one changes nothing; completing it writes the ledger. `businessUnitIds` are the units it touches, so
 * a member limited to some units sees the movements of theirs.
 */
export const inventoryMovements = pgTable(
  'inventory_movements',
  {
    ...ownedRow(),
    type: text('type').$type<MovementType>().notNull(),
    status: text('status').$type<MovementStatus>().notNull(),
    commodityId: text('commodity_id').notNull(),
    quantityKg: kg('quantity_kg').notNull(),
    sources: jsonb('sources').$type<MovementSourceLine[]>().notNull(),
    intakeRecord: jsonb('intake_record').$type<IntakeRecordDraft>(),
    sourceStorageId: uuid('source_storage_id').references(() => inventoryStorages.id),
    destinationStorageId: uuid('destination_storage_id').references(() => inventoryStorages.id),
    destinationRecordId: uuid('destination_record_id').references(() => inventoryRecords.id),
    destinationName: text('destination_name'),
    businessUnitIds: uuid('business_unit_ids').array().notNull(),
    harvestId: uuid('harvest_id').references(() => harvestPlans.id),
    /** The contract delivery (trading's) this outbound movement is: changed only through it (no key across modules). */
    contractDeliveryId: uuid('contract_delivery_id'),
    reference: text('reference'),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }),
    period: text('period'),
    weighbridgeFileId: uuid('weighbridge_file_id').references(() => files.id),
    sampleFileId: uuid('sample_file_id').references(() => files.id),
    sampleReference: text('sample_reference'),
    /** Moisture (%) of an intake or a harvest load, one decimal. */
    moisturePercent: numeric('moisture_percent', { precision: 4, scale: 1, mode: 'number' }),
    /** The planned day and weight, kept when completing it recorded others (start date and quantity are actual). */
    plannedDate: date('planned_date', { mode: 'string' }),
    plannedQuantityKg: kg('planned_quantity_kg'),
    /** A correcting entry in the ledger took it back (status reversed): when, by whom and why. */
    reversedAt: instant('reversed_at'),
    reversedBy: uuid('reversed_by').references(() => users.id),
    reversalReason: text('reversal_reason'),
    createdBy: uuid('created_by').references(() => users.id),
    createdAt: instant('created_at').notNull(),
    completedAt: instant('completed_at'),
    deletedAt: instant('deleted_at'),
  },
  (table) => [
    index('inventory_movements_organisation_idx').on(table.organisationId, table.startDate),
    index('inventory_movements_source_idx').on(table.sourceStorageId),
    index('inventory_movements_destination_idx').on(table.destinationStorageId),
    index('inventory_movements_units_idx').using('gin', table.businessUnitIds),
  ],
);

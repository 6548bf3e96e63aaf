import type {
  FieldType,
  HarvestStatus,
  InventoryType,
  LedgerKind,
  MovementStatus,
  MovementType,
  OwnerStatus,
  SaleStatus,
  SpecificationMeasure,
  StorageType,
} from '@harvest/domain';
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { businessUnits, organisations, users } from '../accounts/tables';
import { files } from '../files/tables';

const kg = (name: string) => bigint(name, { mode: 'number' });

/**
 * Where inventory sits (spec platform §3): a store with its capacity, crop and sub-stores (one level deep), or a
 * field with its area, type, planting and expected yield. Each belongs to a farm or store business unit.
 */
export const inventoryStorages = pgTable(
  'inventory_storages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id),
    businessUnitId: uuid('business_unit_id')
      .notNull()
      .references(() => businessUnits.id),
    type: text('type').$type<StorageType>().notNull(),
    parentId: uuid('parent_id').references((): AnyPgColumn => inventoryStorages.id),
    name: text('name').notNull(),
    capacityKg: kg('capacity_kg'),
    commodityId: text('commodity_id'),
    areaHa: doublePrecision('area_ha'),
    fieldType: text('field_type').$type<FieldType>(),
    plantingDate: date('planting_date', { mode: 'string' }),
    plantingMonth: text('planting_month'),
    plantedAmountKg: kg('planted_amount_kg'),
    expectedYieldTonnesPerHectare: doublePrecision('expected_yield_t_ha'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (table) => [
    index('inventory_storages_unit_idx').on(table.organisationId, table.businessUnitId),
    index('inventory_storages_parent_idx').on(table.parentId),
  ],
);

/**
 * A stock record: one lot of grain (or livestock of a species) in one storage location. `quantityKg` is kept
 * equal to the sum of its ledger lines in the same transaction that writes them, and may never go below 0.
 */
export const inventoryRecords = pgTable(
  'inventory_records',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id),
    storageId: uuid('storage_id')
      .notNull()
      .references(() => inventoryStorages.id),
    /** The storage's unit, kept here so every search is scoped to the caller's units without a join. */
    businessUnitId: uuid('business_unit_id')
      .notNull()
      .references(() => businessUnits.id),
    inventoryType: text('inventory_type').$type<InventoryType>().notNull(),
    species: text('species'),
    commodityId: text('commodity_id').notNull(),
    commodityItemId: text('commodity_item_id'),
    variety: text('variety'),
    harvestYear: integer('harvest_year').notNull(),
    ownerStatus: text('owner_status').$type<OwnerStatus>().notNull(),
    thirdPartyOwner: text('third_party_owner'),
    storageContractRef: text('storage_contract_ref'),
    attributes: jsonb('attributes')
      .$type<Partial<Record<SpecificationMeasure, number>>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    quantityKg: kg('quantity_kg').notNull().default(0),
    expectedYieldKg: kg('expected_yield_kg'),
    saleStatus: text('sale_status').$type<SaleStatus>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (table) => [
    check('inventory_records_quantity_not_negative', sql`${table.quantityKg} >= 0`),
    index('inventory_records_storage_idx').on(table.storageId),
    index('inventory_records_search_idx').on(table.organisationId, table.commodityId, table.harvestYear),
    // The records search's default order (newest first) reads a page straight from here.
    index('inventory_records_recent_idx')
      .on(table.organisationId, table.createdAt.desc())
      .where(sql`${table.deletedAt} is null`),
  ],
);

/** Harvest plans (spec §4): per field and crop, in progress until complete; its loads are intake movements. */
export const harvestPlans = pgTable(
  'harvest_plans',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id),
    fieldId: uuid('field_id')
      .notNull()
      .references(() => inventoryStorages.id),
    businessUnitId: uuid('business_unit_id')
      .notNull()
      .references(() => businessUnits.id),
    commodityId: text('commodity_id').notNull(),
    harvestYear: integer('harvest_year').notNull(),
    expectedYieldTonnesPerHectare: doublePrecision('expected_yield_t_ha'),
    status: text('status').$type<HarvestStatus>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (table) => [index('harvest_plans_organisation_idx').on(table.organisationId, table.harvestYear)],
);

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
    id: uuid('id').primaryKey().defaultRandom(),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id),
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
    reference: text('reference'),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }),
    period: text('period'),
    weighbridgeFileId: uuid('weighbridge_file_id').references(() => files.id),
    sampleFileId: uuid('sample_file_id').references(() => files.id),
    createdBy: uuid('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (table) => [
    index('inventory_movements_organisation_idx').on(table.organisationId, table.startDate),
    index('inventory_movements_source_idx').on(table.sourceStorageId),
    index('inventory_movements_destination_idx').on(table.destinationStorageId),
    index('inventory_movements_units_idx').using('gin', table.businessUnitIds),
  ],
);

/**
 * The append-only ledger: every change of quantity is a line here, never updated or deleted, so a record's
 * quantity, and a storage location's, is the sum of its lines and can be audited.
 */
export const inventoryLedger = pgTable(
  'inventory_ledger',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id),
    recordId: uuid('record_id')
      .notNull()
      .references(() => inventoryRecords.id),
    storageId: uuid('storage_id')
      .notNull()
      .references(() => inventoryStorages.id),
    deltaKg: kg('delta_kg').notNull(),
    kind: text('kind').$type<LedgerKind>().notNull(),
    /** The adjustment's reason (a loss reason, stock-take, or deleted). */
    reason: text('reason'),
    note: text('note'),
    movementId: uuid('movement_id').references(() => inventoryMovements.id),
    createdBy: uuid('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('inventory_ledger_record_idx').on(table.recordId),
    index('inventory_ledger_storage_idx').on(table.storageId),
  ],
);

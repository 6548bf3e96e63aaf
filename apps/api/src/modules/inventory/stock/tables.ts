import type { InventoryType, OwnerStatus, SaleStatus, SpecificationMeasure } from '@harvest/domain';
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { inventoryStorages } from '../storage/tables';
import { instant, kg, requiredKey } from '../../../platform/db/columns';
import { businessUnit, ownedRow } from '../tables';

/**
 * A stock record: one lot of grain (or livestock of a species) in one storage location. `quantityKg` is kept
 * equal to the sum of its ledger lines in the same transaction that writes them, and may never go below 0.
 */
export const inventoryRecords = pgTable(
  'inventory_records',
  {
    ...ownedRow(),
    storageId: requiredKey('storage_id', () => inventoryStorages.id),
    /** The storage's unit, kept here so every search is scoped to the caller's units without a join. */
    businessUnitId: businessUnit(),
    inventoryType: text('inventory_type').$type<InventoryType>().notNull(),
    species: text('species'),
    commodityId: text('commodity_id').notNull(),
    commodityItemId: text('commodity_item_id'),
    variety: text('variety'),
    harvestYear: integer('harvest_year').notNull(),
    ownerStatus: text('owner_status').$type<OwnerStatus>().notNull(),
    thirdPartyOwner: text('third_party_owner'),
    /** The storage contract's reference as typed before contracts were real; kept for old rows. */
    storageContractRef: text('storage_contract_ref'),
    /**
     * One of the business's storage contracts (trading's, read through the StorageContracts port: no foreign key,
     * since trading builds on inventory; a contract linked here cannot be deleted, trading asks inventory first).
     */
    storageContractId: uuid('storage_contract_id'),
    attributes: jsonb('attributes')
      .$type<Partial<Record<SpecificationMeasure, number>>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    quantityKg: kg('quantity_kg').notNull().default(0),
    expectedYieldKg: kg('expected_yield_kg'),
    saleStatus: text('sale_status').$type<SaleStatus>().notNull(),
    createdAt: instant('created_at').notNull(),
    updatedAt: instant('updated_at').notNull(),
    deletedAt: instant('deleted_at'),
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

import type { FieldType, StorageType } from '@harvest/domain';
import { date, doublePrecision, index, pgTable, text, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { instant, kg } from '../../../platform/db/columns';
import { businessUnit, ownedRow } from '../tables';

/**
 * Where inventory sits (spec platform §3): a store with its capacity, crop and sub-stores (one level deep), or a
 * field with its area, type, planting and expected yield. Each belongs to a farm or store business unit.
 */
export const inventoryStorages = pgTable(
  'inventory_storages',
  {
    ...ownedRow(),
    businessUnitId: businessUnit(),
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
    createdAt: instant('created_at').notNull(),
    deletedAt: instant('deleted_at'),
  },
  (table) => [
    index('inventory_storages_unit_idx').on(table.organisationId, table.businessUnitId),
    index('inventory_storages_parent_idx').on(table.parentId),
  ],
);

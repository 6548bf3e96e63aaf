import type { FieldType, StorageType } from '@harvest/domain';
import {
  bigint,
  date,
  doublePrecision,
  index,
  pgTable,
  text,
  timestamp,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { businessUnits, organisations } from '../../accounts/tables';

/** Quantities are whole kilograms, as bigint columns read as numbers. */
export const kg = (name: string) => bigint(name, { mode: 'number' });

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

import type { HarvestStatus } from '@harvest/domain';
import { doublePrecision, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { businessUnits, organisations } from '../../accounts/tables';
import { inventoryStorages } from '../storage/tables';

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
